#!/usr/bin/env python3
"""Draws the sample skin's background art (Assets/art) with no dependencies.

ToolbarBackground is a 12x49 pt strip in the iOS 6 manner: a dark vertical
gradient, a light hairline on top and a slightly lighter upper half, at @1x,
@2x and @3x. Its 5 pt side caps hold rounded ends, so `barskin build` stretches
only the plain middle. ToolbarBackground-dark is its dark look (the skin's
`dark: {image: ...}`): the same shape in the slate grays of a dark bar. Run it
again to regenerate; the output is deterministic.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "PythonSupport"))
from pngkit import png_bytes  # noqa: E402

WIDTH, HEIGHT, CAP = 12, 49, 5


#: Each look's gradient top and bottom and its top hairline.
LOOKS = {"": ((58, 58, 58), (14, 14, 14), (120, 120, 120)),
         "-dark": ((30, 32, 36), (6, 6, 8), (72, 74, 80))}


def pixel(x, y, look=""):
    """Colour at point (x, y) in points: RGBA 0-255."""
    top, bottom, hairline = LOOKS[look]
    t = y / HEIGHT
    r, g, b = (round(top[i] + (bottom[i] - top[i]) * t) for i in range(3))
    if y < 1:
        r, g, b = hairline
    elif y < HEIGHT / 2:
        r, g, b = min(r + 10, 255), min(g + 10, 255), min(b + 10, 255)
    # Rounded ends: the corner pixels outside a 4 pt radius are transparent.
    radius = 4
    for cx in (radius, WIDTH - radius):
        for cy in (radius, HEIGHT - radius):
            outside_x = x < radius if cx == radius else x > WIDTH - radius
            outside_y = y < radius if cy == radius else y > HEIGHT - radius
            if outside_x and outside_y and (x - cx) ** 2 + (y - cy) ** 2 > radius * radius:
                return [0, 0, 0, 0]
    return [r, g, b, 255]


def render(scale, look=""):
    rows = []
    for py in range(HEIGHT * scale):
        row = []
        for px in range(WIDTH * scale):
            row += pixel((px + 0.5) / scale, (py + 0.5) / scale, look)
        rows.append(row)
    return png_bytes(WIDTH * scale, HEIGHT * scale, rows, level=9)


def main(folder):
    os.makedirs(folder, exist_ok=True)
    for look in LOOKS:
        for scale in (1, 2, 3):
            suffix = "" if scale == 1 else f"@{scale}x"
            with open(os.path.join(folder, f"ToolbarBackground{look}{suffix}.png"), "wb") as out:
                out.write(render(scale, look))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "Assets/art")
