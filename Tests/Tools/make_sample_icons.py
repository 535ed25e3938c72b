#!/usr/bin/env python3
"""Draws BarSkin's sample tab bar icon masks (Assets/icons) with no dependencies.

Each icon is a black shape whose alpha is its exact coverage, supersampled 8x8,
at @1x, @2x and @3x of a 30x30 pt item: the kind of alpha-only mask UITabBar
turned gray or blue. Run it again to regenerate; the output is deterministic.
"""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "PythonSupport"))
from pngkit import png_bytes  # noqa: E402


def circle(cx, cy, r):
    return lambda x, y: (x - cx) ** 2 + (y - cy) ** 2 <= r * r


def ring(cx, cy, outer, inner):
    return lambda x, y: inner * inner <= (x - cx) ** 2 + (y - cy) ** 2 <= outer * outer


def star(cx, cy, outer, inner, points=5):
    corners = []
    for i in range(points * 2):
        angle = -math.pi / 2 + i * math.pi / points
        radius = outer if i % 2 == 0 else inner
        corners.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return polygon(corners)


def polygon(corners):
    def inside(x, y):
        hit = False
        for (x1, y1), (x2, y2) in zip(corners, corners[1:] + corners[:1]):
            if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
                hit = not hit
        return hit
    return inside


def union(*shapes):
    return lambda x, y: any(shape(x, y) for shape in shapes)


def minus(shape, hole):
    return lambda x, y: shape(x, y) and not hole(x, y)


# Shapes in points on a 30 x 30 canvas.
ICONS = {
    "favorites": star(15, 15.5, 14, 6),
    "contacts": union(circle(15, 9.5, 6), minus(circle(15, 30, 13), lambda x, y: y > 28)),
    "chat": union(
        lambda x, y: ((x - 15) / 13.5) ** 2 + ((y - 13) / 10) ** 2 <= 1,
        polygon([(7, 19), (5, 28), (14, 21)])),
    "settings": union(
        ring(15, 15, 9.5, 4),
        *[polygon([(15 + 8 * math.cos(a - 0.28), 15 + 8 * math.sin(a - 0.28)),
                   (15 + 14 * math.cos(a - 0.2), 15 + 14 * math.sin(a - 0.2)),
                   (15 + 14 * math.cos(a + 0.2), 15 + 14 * math.sin(a + 0.2)),
                   (15 + 8 * math.cos(a + 0.28), 15 + 8 * math.sin(a + 0.28))])
          for a in [i * math.pi / 4 for i in range(8)]]),
    "search": union(ring(12, 12, 10.5, 7), polygon([(18, 20.5), (20.5, 18), (28.5, 26), (26, 28.5)])),
}


def render(shape, scale, samples=8):
    size = 30 * scale
    rows = []
    for py in range(size):
        row = []
        for px in range(size):
            hits = 0
            for sy in range(samples):
                for sx in range(samples):
                    x = (px + (sx + 0.5) / samples) / scale
                    y = (py + (sy + 0.5) / samples) / scale
                    hits += shape(x, y)
            row += [0, 0, 0, round(255 * hits / (samples * samples))]
        rows.append(row)
    return png_bytes(size, size, rows, level=9)


def main(folder):
    os.makedirs(folder, exist_ok=True)
    for name, shape in ICONS.items():
        for scale in (1, 2, 3):
            suffix = "" if scale == 1 else f"@{scale}x"
            with open(os.path.join(folder, f"{name}{suffix}.png"), "wb") as out:
                out.write(render(shape, scale))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "Assets/icons")
