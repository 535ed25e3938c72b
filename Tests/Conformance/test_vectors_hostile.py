"""Hostile SVG and PDF masks: each is one `barskin: error: PATH[:LINE:COL]: message`
line, exit 1, with the good vector beside them still drawn. Nothing a file names is
opened (a FIFO, which would block the open forever, stands for the file) or
connected to (a listening socket must see no connection)."""

from __future__ import annotations

import base64
import os
import socket
import struct
import zlib
from pathlib import Path

import pytest

from conftest import TIME_LIMIT_SECONDS, files_below, run_barskin, write_files

GOOD = '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="30"><circle cx="15" cy="15" r="10"/></svg>'
SELF_CONTAINED = "vector masks must be self-contained, so it is not loaded"
LIMIT = "over the limit of 16384 px a side and 67108864 pixels"


def svg(body: str, head: str = "", size: str = 'width="30" height="30"') -> bytes:
    return (head + f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" {size}>'
            + body + "</svg>").encode()


def png_header(width: int, height: int) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)) + chunk(b"IEND", b"")


def use_bomb() -> bytes:
    levels = ['<rect id="l0" width="1" height="1"/>'] + [
        f'<g id="l{i}">' + f'<use xlink:href="#l{i - 1}"/>' * 10 + "</g>" for i in range(1, 12)]
    return svg("<defs>" + "".join(levels) + '</defs><use xlink:href="#l11"/>')


def laughs() -> bytes:
    entities = '<!ENTITY a "' + "a" * 64 + '">' + "".join(
        f'<!ENTITY {n} "' + f"&{p};" * 16 + '">' for p, n in zip("abcdefg", "bcdefgh"))
    return svg("<text>&h;</text>", head=f"<!DOCTYPE svg [{entities}]>")


def tiny_pdf(media_box: str) -> bytes:
    """A one-page PDF with an empty page of `media_box`, cross-reference table and all."""
    objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               f"<< /Type /Page /Parent 2 0 R /MediaBox [{media_box}] >>"]
    out, offsets = b"%PDF-1.4\n", []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n{body}\nendobj\n".encode()
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += "".join(f"{offset:010d} 00000 n \n" for offset in offsets).encode()
    out += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return out


@pytest.fixture(scope="module")
def hostile(tmp_path_factory):
    root = tmp_path_factory.mktemp("hostile-vectors")
    fifo = root / "secret"
    os.mkfifo(fifo)
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)
    listener.setblocking(False)
    port = listener.getsockname()[1]
    cases = {
        "file.svg": (svg(f'<image xlink:href="file://{fifo}" width="30" height="30"/>'),
                     f"refers to 'file://{fifo}' outside the file; {SELF_CONTAINED}"),
        "relative.svg": (svg(f'<image href="secret" width="9" height="9"/>'), f"refers to 'secret' outside the file; {SELF_CONTAINED}"),
        "http.svg": (svg(f'<image href="http://127.0.0.1:{port}/a.png" width="30" height="30"/>'),
                     f"refers to 'http://127.0.0.1:{port}/a.png' outside the file; {SELF_CONTAINED}"),
        "paint.svg": (svg(f'<rect width="9" height="9" fill="url(http://127.0.0.1:{port}/p.svg#g)"/>'),
                      f"refers to 'http://127.0.0.1:{port}/p.svg#g' outside the file; {SELF_CONTAINED}"),
        "import.svg": (svg(f'<style>@import url(#x); rect {{ fill: red }}</style><rect width="9" height="9"/>'),
                       f"refers to '@import' outside the file; {SELF_CONTAINED}"),
        "entity.svg": (svg("<text>&x;</text>", head=f'<!DOCTYPE svg [<!ENTITY x SYSTEM "file://{fifo}">]>'),
                       f"declares an external XML entity; {SELF_CONTAINED}"),
        "laughs.svg": (laughs(), "its entities expand to more than 1048576 bytes beyond the file; refused as an entity expansion bomb"),
        "use-bomb.svg": (use_bomb(), "its <use> and url(#id) references draw more than 50000 elements, "
                                     "or go round in a circle; refused as a reference bomb"),
        "deep.svg": (svg("<g>" * 100_000 + "</g>" * 100_000), "elements nest more than 256 deep"),
        "huge.svg": (svg("<rect/>", size='width="1e9" height="1e9"'),
                     f"drawing is 1000000000x1000000000 px at this scale, {LIMIT} (--max-pixels raises it)"),
        "data-png.svg": (svg(f'<image href="data:image/png;base64,{base64.b64encode(png_header(100000, 100000)).decode()}"/>'),
                         f"embedded image refused: 100000x100000 image/png, {LIMIT}"),
        "data-svg.svg": (svg(f'<image href="data:image/svg+xml;base64,{base64.b64encode(GOOD.encode()).decode()}"/>'),
                         "embedded image refused: image/svg+xml data; only image/png, image/jpeg and image/gif are read"),
        "cut.svg": (svg("<rect")[:-6], None),
        "utf16.svg": (GOOD.encode("utf-16"), "invalid SVG data: not UTF-8 text (NUL bytes; save it as UTF-8)"),
        "nosize.svg": (svg("<rect/>", size=""), "SVG has no size: give its root element width and height, or a viewBox"),
        "chat@2x.svg": (GOOD.encode(), "a vector file is drawn at every scale, so its name has no scale suffix: name it chat.svg"),
        "damaged.pdf": (b"%PDF-1.4\nnothing else\n", "invalid PDF data: PDF document is damaged"),
        "page.pdf": (tiny_pdf("0 0 1000000000 1000000000"), None),
    }
    write_files(root / "in", {name: data for name, (data, _) in cases.items()} | {"good.svg": GOOD.encode()})
    yield root, cases, listener
    listener.close()


@pytest.fixture(scope="module")
def batch(barskin, hostile):
    root, _, _ = hostile
    return run_barskin(barskin, ["normalize", "in", "-o", "out"], root, time_limit=TIME_LIMIT_SECONDS)


def test_the_good_vector_is_still_drawn(hostile, batch):
    root, cases, _ = hostile
    assert batch.status == 1
    assert files_below(root / "out") == {"good.png", "good@2x.png", "good@3x.png"}


@pytest.mark.parametrize("name", ["file.svg", "relative.svg", "http.svg", "paint.svg", "import.svg", "entity.svg", "laughs.svg", "use-bomb.svg",
                                  "deep.svg", "huge.svg", "data-png.svg", "data-svg.svg", "utf16.svg", "nosize.svg", "chat@2x.svg",
                                  "damaged.pdf"])
def test_each_hostile_vector_is_one_error(hostile, batch, name):
    _, cases, _ = hostile
    lines = [line for line in batch.stderr_lines if line.startswith(f"barskin: error: in/{name}:")]
    assert lines and lines[0] == f"barskin: error: in/{name}: {cases[name][1]}", batch.stderr


def test_libxml2_faults_are_located(hostile, batch):
    lines = [line for line in batch.stderr_lines if "in/cut.svg" in line]
    assert "barskin: error: in/cut.svg:1:112: invalid SVG data: premature end of data in tag svg line 1" in lines, batch.stderr


def test_a_huge_pdf_page_is_refused_by_size(hostile, batch):
    assert ("barskin: error: in/page.pdf: drawing is 1000000000x1000000000 px at this scale, "
            f"{LIMIT} (--max-pixels raises it)") in batch.stderr_lines, batch.stderr


def test_nothing_named_was_connected_to(hostile, batch):
    _, _, listener = hostile
    with pytest.raises(BlockingIOError):
        listener.accept()
