"""The reference pixel conversion for the conformance suite.

The reference decoder is pypng (pure Python, independent of libpng). pypng's
``Reader.read()`` gives the samples as stored; ``rgba8_from_samples`` turns them into
8-bit straight RGBA with BarSkin's documented rules, exactly and without gamma:

* 16-bit samples: ``(v * 255 + 32767) // 65535`` (round to nearest);
* 1/2/4-bit gray: ``v * 255 // (2**depth - 1)`` (bit replication, exact);
* palette: PLTE colour, alpha from tRNS (255 past the end of tRNS);
* gray/RGB with a tRNS colour key: alpha 0 where the stored samples equal the key
  (compared at the stored depth, before any scaling), 255 elsewhere.

Writing PNGs is Tests/PythonSupport/pngkit.py's job.
"""

from __future__ import annotations

import warnings

import png


def round16(value: int) -> int:
    """A 16-bit sample as 8 bits, rounded to nearest."""
    return (value * 255 + 32767) // 65535


def scale_to_8(value: int, depth: int, scale16=round16) -> int:
    """One stored sample as an 8-bit value."""
    if depth == 8:
        return value
    if depth == 16:
        return scale16(value)
    return value * 255 // ((1 << depth) - 1)


def rgba8_from_samples(rows, info: dict, scale16=round16) -> list[list[int]]:
    """8-bit RGBA rows (lists of ints) from pypng `read()` rows and info (palette,
    transparent, ...); `scale16` turns a 16-bit sample into the value to expect."""
    depth = info["bitdepth"]
    palette = info.get("palette")
    key = info.get("transparent")
    planes = info["planes"]
    out = []
    for row in rows:
        row = list(row)
        line = []
        for x in range(0, len(row), planes):
            samples = tuple(row[x:x + planes])
            if palette is not None:
                entry = palette[samples[0]]
                line += [entry[0], entry[1], entry[2], entry[3] if len(entry) == 4 else 255]
                continue
            alpha = 255
            if info["alpha"]:
                alpha = scale_to_8(samples[-1], depth, scale16)
                samples = samples[:-1]
            elif key is not None and samples == tuple(key):
                alpha = 0
            colour = [scale_to_8(v, depth, scale16) for v in samples]
            if len(colour) == 1:
                colour *= 3
            line += [*colour, alpha]
        out.append(line)
    return out


def reference_decode(data: bytes, lenient: bool = False, scale16=round16):
    """Decodes PNG bytes with pypng: width, height, 8-bit RGBA rows (lists of ints), pypng's info."""
    with warnings.catch_warnings():
        # lenient: pypng warns about the CRC errors it was told to ignore.
        warnings.simplefilter("ignore", RuntimeWarning)
        width, height, rows, info = png.Reader(bytes=data).read(lenient=lenient)
        rows = list(rows)
    return width, height, rgba8_from_samples(rows, info, scale16), info


def smallest_color_type(rgba_rows) -> int:
    """The smallest lossless non-palette PNG colour type for 8-bit RGBA pixels."""
    opaque = gray = True
    for row in rgba_rows:
        for x in range(0, len(row), 4):
            r, g, b, a = row[x:x + 4]
            opaque = opaque and a == 255
            gray = gray and r == g == b
    if gray:
        return 0 if opaque else 4
    return 2 if opaque else 6
