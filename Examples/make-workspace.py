#!/usr/bin/env python3
"""Writes Examples/Workspace: the files every example in README.md, docs/*.md and the
commands' --help reads (icons/, vectors/, Box*.png, MyApp/, Skins/*.skin.yml, ...), made
small, so the examples run as printed from that folder in a fresh clone.

    python3 Examples/make-workspace.py [OUT]     # OUT defaults to Examples/Workspace

The output is committed. Run this again only to change it (an example that needs a new
input adds it here), and commit what it writes: Tests/Conformance/test_workspace.py
fails while the committed folder differs from a fresh run. The same bytes every run:
copies of committed files, PNGs from pngkit at a fixed zlib level, JSON with sorted
layout. The skin files a page shows whole (`<!-- test: file PATH -->`) are taken from
the page, so the page and the file cannot drift apart.
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "Tests" / "PythonSupport"))

import docpages  # noqa: E402
import pngkit  # noqa: E402

WORKSPACE = ROOT / "Examples" / "Workspace"
#: The first line of the folder's README.md: a folder that starts so is one this script may empty.
MARK = "# Examples/Workspace"
README = f"""{MARK}

The files the examples in BarSkin's README.md, docs/*.md and `barskin help COMMAND`
read: run them from this folder. Their outputs go to `Build/` here, one folder per
page (`Build/tint` for docs/tint.md), which git ignores.

Written by `python3 Examples/make-workspace.py`, the skin files a page shows whole
taken from that page: change the script or the page and run it again, rather than
editing these files.
"""


def rgba(width: int, height: int, pixel) -> bytes:
    """An RGBA PNG whose pixel at (x, y) is pixel(x, y)."""
    rows = [[sample for x in range(width) for sample in pixel(x, y)] for y in range(height)]
    return pngkit.png_bytes(width, height, rows, color_type=6)


def art(width: int, height: int) -> bytes:
    """Opaque bar art: a vertical gradient with a darker one-pixel edge, so caps show."""
    def pixel(x, y):
        edge = x in (0, width - 1) or y in (0, height - 1)
        shade = 60 + (120 * y) // max(height - 1, 1)
        return (shade // 2, shade // 2, shade, 255) if edge else (shade, shade, min(shade + 40, 255), 255)
    return rgba(width, height, pixel)


def badge_pdf() -> bytes:
    """A one-page PDF badge of 24 x 24 points, whole points so every scale is whole pixels:
    a disc and a half-transparent square (the vector tests' badge, whose page is 22.5 points)."""
    drawing = (b"1 0 0 -1 0 24 cm 0 0 0 rg\n"
               b"20.25 12 m 20.25 16.556 16.556 20.25 12 20.25 c 7.444 20.25 3.75 16.556 3.75 12 c\n"
               b"3.75 7.444 7.444 3.75 12 3.75 c 16.556 3.75 20.25 7.444 20.25 12 c h f\n"
               b"/half gs 3 3 6 6 re f\n")
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [ 3 0 R ] /Count 1 >>",
               b"<< /Type /Page /Parent 2 0 R /MediaBox [ 0 0 24 24 ] /Contents 4 0 R"
               b" /Resources << /ExtGState << /half << /CA 0.5 /ca 0.5 >> >> >> >>",
               b"<< /Length %d >>\nstream\n" % len(drawing) + drawing + b"endstream"]
    pdf, offsets = b"%PDF-1.5\n", []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(pdf))
        pdf += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(pdf)
    pdf += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1) + b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    return pdf + b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)


def scan(size: int) -> bytes:
    """Black-on-white, fully opaque: art whose coverage is its darkness (tint --mask luminance)."""
    middle = size / 2
    return rgba(size, size, lambda x, y: (0, 0, 0, 255) if abs(x - middle) + abs(y - middle) < size / 3 else (255, 255, 255, 255))


def nine_patch(width: int, height: int) -> bytes:
    """An Android 9-patch: WIDTHxHEIGHT of art inside a one-pixel frame marking the middle third as stretchable."""
    def pixel(x, y):
        outer_x, outer_y = x in (0, width + 1), y in (0, height + 1)
        if outer_x and outer_y:
            return (0, 0, 0, 0)
        if y == 0:
            return (0, 0, 0, 255) if width // 3 < x <= 2 * width // 3 else (0, 0, 0, 0)
        if x == 0:
            return (0, 0, 0, 255) if height // 3 < y <= 2 * height // 3 else (0, 0, 0, 0)
        if outer_x or outer_y:
            return (0, 0, 0, 0)
        return (90, 160, 230, 255)
    return rgba(width + 2, height + 2, pixel)


def image_set(scales: dict[int, tuple[int, int]], insets: tuple[int, int, int, int]) -> dict[str, bytes]:
    """Button.imageset as Xcode keeps stretchable art: a file per scale and 9-part resizing in points times the scale."""
    top, left, bottom, right = insets
    images, files = [], {}
    for scale, (width, height) in scales.items():
        name = "Button.png" if scale == 1 else f"Button@{scale}x.png"
        files[name] = art(width, height)
        images.append({
            "filename": name, "idiom": "universal", "scale": f"{scale}x",
            "resizing": {"mode": "9-part", "cap-insets": {"top": top * scale, "left": left * scale, "bottom": bottom * scale, "right": right * scale},
                         "center": {"mode": "tile", "width": width - (left + right) * scale, "height": height - (top + bottom) * scale}},
        })
    files["Contents.json"] = (json.dumps({"images": images, "info": {"author": "xcode", "version": 1}}, indent=2) + "\n").encode()
    return files


#: The two skins at the top (docs/skins.md builds them together; `build --help` too).
SKIN = """version: 1
output: Build/skins/{name}
tab-items:
  item-size: 30x30
  items:
    - mask: icons/chat
    - mask: icons/search
tab-bar:
  scales: [2]
"""


def copies(source: str, target: str) -> dict[str, bytes]:
    """The committed files under ROOT/source, by their path under target."""
    folder = ROOT / source
    return {f"{target}/{path.relative_to(folder)}": path.read_bytes() for path in sorted(folder.rglob("*")) if path.is_file()}


def page_files() -> dict[str, bytes]:
    """The files the pages show whole, each checked to belong to a page that runs here."""
    files = {}
    for page in docpages.PAGES:
        shown = docpages.file_blocks(page)
        where = docpages.place(page)
        assert not shown or (where and where.folder == "Examples/Workspace"), f"{page.name}: its file blocks need a page that runs in Examples/Workspace"
        files |= {path: text.encode() for path, text in shown.items()}
    return files


def contents() -> dict[str, bytes]:
    """Every file of the workspace, by relative path."""
    icon = lambda name: (ROOT / "Assets/icons" / name).read_bytes()  # noqa: E731
    return {
        "README.md": README.encode(),
        # The sample skin as `make` builds it (its outputs land in Build/Skin here); the previews are outputs.
        "Assets/Sample.skin.yml": (ROOT / "Assets/Sample.skin.yml").read_bytes(),
        **copies("Assets/icons", "Assets/icons"), **copies("Assets/art", "Assets/art"),
        **copies("Assets/icons", "icons"), **copies("Assets/icons", "labels"), **copies("Assets/icons", "Skins/Icons"),
        **{f"icons/chat-dark{suffix}.png": icon(f"settings{suffix}.png") for suffix in ("", "@2x", "@3x")},
        # trace's example project: the fixture the trace tests read (an app, a widget, a package).
        **copies("Tests/Fixtures/XcodeApp", "MyApp"),
        "chat@2x.png": icon("chat@2x.png"), "icon.png": icon("favorites@2x.png"), "label@2x.png": icon("contacts@2x.png"),
        # As large as the largest icon (@3x, 90 px): a selected fill is one image for every scale.
        "Gloss.png": art(90, 90),
        "Box.png": art(12, 12), "Box@2x.png": art(24, 24), "Box@3x.png": art(36, 36),
        "Selection.png": art(12, 30), "Selection@2x.png": art(24, 60),
        "bubble.9.png": nine_patch(30, 18),
        "res/drawable-xhdpi/bubble.9.png": nine_patch(60, 36),
        "Bubble@2x.png": art(80, 60), "Bubble@3x.png": art(120, 90),
        "scans/star.png": scan(30), "scans/star@2x.png": scan(60),
        "Skins/Art/TabBarBackground.png": art(40, 49), "Skins/Art/TabBarBackground@2x.png": art(80, 98),
        "Skins/Art/Selection.png": art(12, 30), "Skins/Art/Selection@2x.png": art(24, 60),
        "TabBarSelection@2x.png": art(24, 80), "BackButton.png": art(30, 30),
        "art/Button.png": art(40, 30), "art/Button@2x.png": art(80, 60),
        **{f"art/Toolbar{look}{suffix}.png": art(12 * scale, 49 * scale)
           for look in ("", "-dark") for scale, suffix in ((1, ""), (2, "@2x"), (3, "@3x"))},
        "vectors/chat.svg": b'<svg xmlns="http://www.w3.org/2000/svg" width="30" height="30"><circle cx="15" cy="15" r="11"/></svg>\n',
        "vectors/badge.pdf": badge_pdf(),
        ".barskin-ignore": b"# names whose findings are accepted\nlegacy_*\n",
        **{f"Button.imageset/{name}": data for name, data in image_set({1: (40, 30), 2: (80, 60)}, (8, 10, 8, 10)).items()},
        "App.skin.yml": SKIN.format(name="App").encode(),
        "Widgets.skin.yml": SKIN.format(name="Widgets").replace("icons/search", "icons/settings").encode(),
        **page_files(),
    }


def write(folder: Path) -> None:
    """Empties `folder` (but its Build/, the examples' outputs) and writes the workspace into it."""
    if folder.exists() and any(folder.iterdir()):
        readme = folder / "README.md"
        if not (readme.is_file() and readme.read_text().startswith(MARK)):
            sys.exit(f"make-workspace: {folder} is not empty and not a workspace this script wrote; not touching it")
        for child in folder.iterdir():
            if child.name != "Build":
                shutil.rmtree(child) if child.is_dir() and not child.is_symlink() else child.unlink()
    for relative, data in contents().items():
        path = folder / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)


if __name__ == "__main__":
    write(Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else WORKSPACE)
