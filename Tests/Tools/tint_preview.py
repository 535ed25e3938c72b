#!/usr/bin/env python3
"""Composes `barskin tint` outputs on an iOS 6 style tab bar for looking at them.

usage: tint_preview.py [--bar INDEX] OUT.png ZOOM NORMAL.png SELECTED.png [NORMAL.png SELECTED.png ...]

Each pair becomes one row: the unselected icon on the dark bar, then the
selected icon on the bar with the darker selection box, enlarged ZOOM times
with nearest-neighbour so single pixels stay visible. With --bar, the pairs
stand side by side as one tab bar instead, item INDEX selected (the README's
picture). No dependencies.
"""
import os
import struct
import sys
import zlib

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "PythonSupport"))
from pngkit import CHANNELS, parse_chunks, png_bytes  # noqa: E402


def read_png(path):
    with open(path, "rb") as handle:
        chunks = parse_chunks(handle.read())
    width, height, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", chunks[0][1])
    assert depth == 8 and interlace == 0, "8-bit non-interlaced only"
    idat = b"".join(body for kind, body in chunks if kind == b"IDAT")
    channels = CHANNELS[ctype]
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        ftype = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            upleft = previous[i - channels] if i >= channels else 0
            if ftype == 1: line[i] = (line[i] + left) & 255
            elif ftype == 2: line[i] = (line[i] + up) & 255
            elif ftype == 3: line[i] = (line[i] + (left + up) // 2) & 255
            elif ftype == 4:
                p = left + up - upleft
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - upleft)
                pred = left if pa <= pb and pa <= pc else (up if pb <= pc else upleft)
                line[i] = (line[i] + pred) & 255
        rows.append(line)
        previous = line
    pixels = []
    for line in rows:
        row = []
        for x in range(width):
            px = line[x * channels:(x + 1) * channels]
            if channels == 1: row.append((px[0], px[0], px[0], 255))
            elif channels == 2: row.append((px[0], px[0], px[0], px[1]))
            elif channels == 3: row.append((px[0], px[1], px[2], 255))
            else: row.append(tuple(px))
        pixels.append(row)
    return width, height, pixels


def bar_color(y, height, selected):
    half = height // 2
    if y == 0: base = 0x16
    elif y == 1: base = 0x53
    elif y < half: base = round(0x3C + (0x29 - 0x3C) * (y - 2) / max(half - 3, 1))
    else: base = 0
    if selected and y >= 2:
        base = round(base * 0.8 + 120 * 0.2 * 0.5)
    return (base, base, base)


def cells(pairs, bar_index):
    """(image, column, row, selected) for every cell of the layout."""
    if bar_index is None:
        return [(image, col, row, col == 1) for row, pair in enumerate(pairs) for col, image in enumerate(pair)]
    return [(pair[1] if i == bar_index else pair[0], i, 0, i == bar_index) for i, pair in enumerate(pairs)]


def main():
    arguments = sys.argv[1:]
    bar_index = None
    if arguments[0] == "--bar":
        bar_index, arguments = int(arguments[1]), arguments[2:]
    out, zoom, files = arguments[0], int(arguments[1]), arguments[2:]
    pairs = [(read_png(files[i]), read_png(files[i + 1])) for i in range(0, len(files), 2)]
    cell_w = max(max(a[0], b[0]) for a, b in pairs) + 16
    cell_h = max(max(a[1], b[1]) for a, b in pairs) + 16
    layout = cells(pairs, bar_index)
    width = cell_w * (max(c for _, c, _, _ in layout) + 1)
    height = cell_h * (max(r for _, _, r, _ in layout) + 1)
    canvas = [[(0, 0, 0)] * width for _ in range(height)]
    for (w, h, px), col, row, selected in layout:
        ox, oy = col * cell_w, row * cell_h
        for y in range(cell_h):
            for x in range(cell_w):
                canvas[oy + y][ox + x] = bar_color(y, cell_h, selected)
        dx, dy = ox + (cell_w - w) // 2, oy + (cell_h - h) // 2
        for y in range(h):
            for x in range(w):
                r, g, b, a = px[y][x]
                br, bg, bb = canvas[dy + y][dx + x]
                canvas[dy + y][dx + x] = tuple(round((c * a + d * (255 - a)) / 255) for c, d in ((r, br), (g, bg), (b, bb)))
    rows = []
    for y in range(height):
        line = b"".join(bytes(canvas[y][x]) * zoom for x in range(width))
        rows.extend([line] * zoom)
    with open(out, "wb") as f:
        f.write(png_bytes(width * zoom, height * zoom, rows, color_type=2, level=6))


if __name__ == "__main__":
    main()
