"""The one PNG writer for every Python script under Tests/.

Chunks, headers and whole files from the standard library alone, so the tools in
Tests/Tools keep running on a bare Python; `encode` asks pypng for the colour
types, bit depths and interlacing the conformance corpus needs (pypng is imported
only when `encode` is called). Scripts put this folder on `sys.path` relative to
their own `__file__`.
"""

from __future__ import annotations

import io
import struct
import zlib

SIGNATURE = b"\x89PNG\r\n\x1a\n"

#: Channels per pixel of each 8-bit colour type `png_bytes` writes (gray, RGB, gray+alpha, RGBA).
CHANNELS = {0: 1, 2: 3, 4: 2, 6: 4}


def chunk(kind: bytes, data: bytes = b"", crc: int | None = None) -> bytes:
    """One chunk: length, type, data, CRC (the right CRC unless `crc` is given)."""
    if crc is None:
        crc = zlib.crc32(kind + data)
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc & 0xFFFFFFFF)


def ihdr(width: int, height: int, depth: int, color_type: int, interlace: int = 0) -> bytes:
    """An IHDR chunk."""
    return chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, color_type, 0, 0, interlace))


def parse_chunks(data: bytes) -> list[tuple[bytes, bytes]]:
    """(type, payload) of every chunk from IHDR to IEND; checks every CRC."""
    assert data[:8] == SIGNATURE, "missing PNG signature"
    chunks, offset = [], 8
    while offset < len(data):
        (length,) = struct.unpack(">I", data[offset:offset + 4])
        kind = data[offset + 4:offset + 8]
        payload = data[offset + 8:offset + 8 + length]
        (crc,) = struct.unpack(">I", data[offset + 8 + length:offset + 12 + length])
        assert crc == zlib.crc32(kind + payload), f"bad CRC in {kind!r}"
        chunks.append((kind, payload))
        offset += 12 + length
        if kind == b"IEND":
            break
    return chunks


def assemble(chunks: list[tuple[bytes, bytes]]) -> bytes:
    """A PNG from (type, payload) pairs, with correct CRCs."""
    return SIGNATURE + b"".join(chunk(kind, payload) for kind, payload in chunks)


def png_bytes(width: int, height: int, rows, color_type: int = 6, level: int = 9) -> bytes:
    """An 8-bit, non-interlaced PNG: one IDAT of `rows` (each `width` pixels of
    interleaved samples, as bytes or ints), every row with filter 0.

    `level` is zlib's: the generators' outputs are pinned byte for byte, so each
    keeps the level it was written with (9 for the sample art, 6 and 1 elsewhere).
    """
    stride = width * CHANNELS[color_type]
    raw = bytearray()
    for row in rows:
        row = bytes(row)
        assert len(row) == stride, f"row of {len(row)} bytes, expected {stride}"
        raw += b"\x00" + row
    assert len(raw) == height * (stride + 1), f"{len(raw) // (stride + 1)} rows, expected {height}"
    return SIGNATURE + ihdr(width, height, 8, color_type) + chunk(b"IDAT", zlib.compress(bytes(raw), level)) + chunk(b"IEND")


def encode(rows, width, height, **writer_options) -> bytes:
    """PNG bytes from pypng's writer (maximum compression, so the files stay small):
    any colour type, depth, palette or interlace, from an encoder independent of libpng."""
    import png

    buffer = io.BytesIO()
    png.Writer(width, height, compression=9, **writer_options).write(buffer, rows)
    return buffer.getvalue()
