#!/usr/bin/env python3
"""Reliability benchmark (issue 16): time and peak memory on hostile and large inputs.

- the zlib bomb: a valid 4096x4096 gray PNG whose one zlib stream goes on with
  15 GiB of zeros (correct Adler-32, about 16 MB on disk), through `info`;
- an 8192x8192 mask (256 MiB as RGBA) through `info`, `tint`, `normalize`,
  `glow`, `stretch` (to 4096x4096) and `slice --catalog --ninepatch`, and, framed
  as a 9-patch, `ninepatch check`, and 8192x8192 RGBA art through `normalize`:
  the target is 1.5x the RGBA bitmap plus 64 MB;
- `trace` on one 9 MB Swift file with 400,000 `UIImage(named:)` calls, in text,
  JSON and HTML: the target is 300 MB in every format;
- `trace` on a storyboard of one 16 MB line with 400,000 image references: the
  target is 5 s (columns are counted from the nearest 256-byte block, not from
  the line's start) and 300 MB;
- `trace` on issue 30's hostile projects, each within a stated time (killed at ten
  times it) and 300 MB: a project whose groups form a cycle
  over 3,000 files, a 20,000-deep chain of groups, a storyboard of 200,000 image
  views, a Contents.json listing 200,000 images, a set of 20,000 files named
  200,000 times, a chain of folders deeper than any path reaches, and a
  Contents.json naming a FIFO;
- `trace` on issue 45's deep inputs, each a warning naming the file within 30 s
  and 300 MB: 40,000 nested string interpolations in a Swift file (ran for
  minutes in gigabytes) and in a `Package.swift` (crashed), 100,000 nested `#if`s
  (crashed), 100,000 nested `[`s or `A<`s (crashed), an `.xcconfig` that includes itself six times, a chain of ten
  `.xcconfig`s each including the next six times (6^8 reads), 100,000 package
  targets, and a package target whose `path:` is `/` (listed the whole disk);
- `tabbar-art` and `navbar-art` with 100 and with 1024 `--width`s near 4096
  points at @3x: the target is 1.5x the peak of the same command making one
  width, plus 64 MB (each width is drawn and written before the next);
- issue 45's review cases: `diff` of two folders of 10,000 images (text and
  HTML), of four mismatched 8000x8000 pairs (other pixels, one pixel narrower or
  shorter, half as wide; text and HTML: 1.4 GB as the rows were held), of image
  sets whose caps are nonsense, and of builds holding the bomb (it exited 0), and
  `sheet` of the 10,000 images and of a build whose every file is gone (it wrote an
  empty page and exited 0): each within 1.5x one pair's RGBA bitmaps plus 64 MB;
- the previous campaign's leftovers: `trace --baseline` of 300,000 findings
  (24 MB; 979 MB as Foundation's objects) within trace's 300 MB, and `build` into an
  image set whose Contents.json lists 200,000 entries (646 MB).

Peak memory is `/usr/bin/time -v`'s maximum resident set size. `--baseline BIN`
measures another build (an older barskin) in the same run for before/after.
"""
import argparse
import base64
import json
import os
import random
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import zlib
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "PythonSupport"))
from pngkit import SIGNATURE, chunk, ihdr, png_bytes  # noqa: E402

MIB = 1 << 20


def bomb(path, side=4096, tail_mebibytes=15 * 1024):
    """Rows of zeros at full flush, then copies of one MiB of zeros as raw deflate
    blocks that refer to nothing before them, then an empty final block."""
    raw = bytes(side * (side + 1))
    head = zlib.compressobj(9)
    stream = head.compress(raw) + head.flush(zlib.Z_FULL_FLUSH)
    block = zlib.compressobj(9, zlib.DEFLATED, -15)
    zeros = block.compress(bytes(MIB)) + block.flush(zlib.Z_FULL_FLUSH)
    # Zeros leave Adler-32's sum alone and add the sum once per byte to the second half.
    adler = zlib.adler32(raw)
    low, high = adler & 0xFFFF, adler >> 16
    adler = ((high + tail_mebibytes * MIB * low) % 65521) << 16 | low
    data = stream + zeros * tail_mebibytes + b"\x03\x00" + struct.pack(">I", adler)
    with open(path, "wb") as out:
        out.write(SIGNATURE + ihdr(side, side, 8, 0) + chunk(b"IDAT", data) + chunk(b"IEND"))


def mask_row(y, side, pattern, ninepatch=False):
    """Row y of the bench mask: gray+alpha, a soft diagonal band. As a 9-patch, a
    one-pixel frame marks the middle third stretchable."""
    offset = (y % 997) * 2
    row = bytearray(pattern[offset:offset + side * 2])
    if ninepatch:
        row[0:2] = b"\x00\x00"
        row[-2:] = b"\x00\x00"
        if y == 0 or y == side - 1:
            row[:] = bytes(side * 2)
            row[side // 3 * 2:side * 2 // 3 * 2] = b"\x00\xff" * (side * 2 // 3 - side // 3)
        elif side // 3 <= y < side * 2 // 3:
            row[0:2] = b"\x00\xff"
    return row


# Adam7's passes: first column, first row, column step, row step.
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def mask(path, side=8192, ninepatch=False, interlaced=False):
    """Gray+alpha: a soft diagonal band, rows built by slicing so Python stays quick;
    interlaced, its rows are cut into Adam7's seven passes."""
    pattern = b"".join(bytes((0, (i * 3) & 255)) for i in range(side * 2))
    compressor = zlib.compressobj(1)
    parts = []
    for x0, y0, dx, dy in (ADAM7 if interlaced else [(0, 0, 1, 1)]):
        for y in range(y0, side, dy):
            row = mask_row(y, side, pattern, ninepatch)
            if interlaced:
                if x0 >= side:
                    continue
                picked = bytearray(len(row[2 * x0::2 * dx]) * 2)
                picked[0::2], picked[1::2] = row[2 * x0::2 * dx], row[2 * x0 + 1::2 * dx]
                row = picked
            parts.append(compressor.compress(b"\x00" + bytes(row)))
    parts.append(compressor.flush())
    with open(path, "wb") as out:
        out.write(SIGNATURE + ihdr(side, side, 8, 4, int(interlaced)) + chunk(b"IDAT", b"".join(parts)) + chunk(b"IEND"))


def rgba_art(path, side=8192):
    """RGBA with every channel varying, so no smaller layout holds it: the encoder's worst case."""
    pattern = bytes((i * 7) & 255 for i in range(side * 4 + 4096))
    compressor = zlib.compressobj(1)
    parts = [compressor.compress(b"\x00" + pattern[(y * 37) % 4096:(y * 37) % 4096 + side * 4]) for y in range(side)]
    parts.append(compressor.flush())
    with open(path, "wb") as out:
        out.write(SIGNATURE + ihdr(side, side, 8, 6) + chunk(b"IDAT", b"".join(parts)) + chunk(b"IEND"))


def swift_file(path, calls=400_000):
    with open(path, "w") as out:
        out.write("import UIKit\n\nfunc load() {\n")
        for index in range(calls):
            out.write(f'UIImage(named:"i{index % 5000}")\n')
        out.write("}\n")


def swift_globals(path, lines=400_000):
    """Each line a top-level declaration and a load of a name no image has: a fact, a reference
    and a finding each, held to the report."""
    with open(path, "w") as out:
        for index in range(lines):
            out.write(f'let v{index} = UIImage(named: "h{index}")\n')


def one_line_storyboard(path, references=400_000):
    """A storyboard whose whole body is one line, as some generators write them."""
    with open(path, "w") as out:
        out.write('<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" '
                  'version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch"><scenes><scene sceneID="s1"><objects>'
                  '<viewController id="vc" sceneMemberID="viewController"><view key="view" id="v"><subviews>')
        for index in range(references):
            out.write(f'<imageView image="i{index % 5000}" id="iv{index}"/>')
        out.write("</subviews></view></viewController></objects></scene></scenes></document>\n")


def pbxproj(objects, files):
    """A project whose one target copies `files` (object identifiers) as resources."""
    build_files = "\n".join(f"BF{i} = {{ isa = PBXBuildFile; fileRef = {ref}; }};" for i, ref in enumerate(files))
    phase = ", ".join(f"BF{i}" for i in range(len(files)))
    return (f"{{ objects = {{ {objects}\n{build_files}\n"
            'T = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (R); };\n'
            f"R = {{ isa = PBXResourcesBuildPhase; files = ({phase}); }};\n"
            "P = { isa = PBXProject; targets = (T); mainGroup = G0; }; };\nrootObject = P; }\n")


def group_cycle(path, files=3000):
    """Two groups that contain each other, over `files` files."""
    names = [f"F{i}" for i in range(files)]
    half = files // 2
    objects = (f'G0 = {{ isa = PBXGroup; children = (G1, {", ".join(names[:half])}); path = a; sourceTree = "<group>"; }};\n'
               f'G1 = {{ isa = PBXGroup; children = (G0, {", ".join(names[half:])}); name = Loop; sourceTree = "<group>"; }};\n'
               + "\n".join(f'{n} = {{ isa = PBXFileReference; path = {n}.png; sourceTree = "<group>"; }};' for n in names))
    write_text(path, pbxproj(objects, names))


def group_chain(path, depth=20_000):
    """Groups each inside the one before, `depth` deep, a file in each."""
    objects = "".join(
        f'G{level} = {{ isa = PBXGroup; children = ({f"G{level + 1}, " if level + 1 < depth else ""}F{level}); path = d; sourceTree = "<group>"; }};\n'
        f'F{level} = {{ isa = PBXFileReference; path = f{level}.png; sourceTree = "<group>"; }};\n' for level in range(depth))
    write_text(path, pbxproj(objects, [f"F{level}" for level in range(depth)]))


def write_text(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as out:
        out.write(text)


def storyboard(path, references=200_000):
    """A storyboard of one scene with `references` image views, one a line, naming 5,000 images."""
    lines = [f'<imageView image="i{index % 5000}" id="iv{index}"/>' for index in range(references)]
    write_text(path, '<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" '
               'version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" initialViewController="vc">\n'
               '<scenes><scene sceneID="s1"><objects><viewController id="vc" sceneMemberID="viewController">'
               '<view key="view" id="v"><subviews>\n' + "\n".join(lines) + "\n</subviews></view></viewController></objects></scene></scenes></document>\n")


def listed_set(folder, entries=200_000, files=0, references=0):
    """An image set whose Contents.json lists `entries` images, the first `files` of them
    on disk (tiny PNGs), and a Swift file naming the set `references` times."""
    imageset = f"{folder}/A.xcassets/big.imageset"
    os.makedirs(imageset, exist_ok=True)
    images = [{"idiom": "universal", "filename": f"f{i}.png", "scale": f"{1 + i % 3}x"} for i in range(entries)]
    write_text(f"{imageset}/Contents.json", json.dumps({"images": images, "info": {"version": 1, "author": "xcode"}}, indent=2))
    tiny = SIGNATURE + ihdr(1, 1, 8, 0) + chunk(b"IDAT", zlib.compress(b"\x00\x00")) + chunk(b"IEND")
    for index in range(files):
        with open(f"{imageset}/f{index}.png", "wb") as out:
            out.write(tiny)
    if references:
        write_text(f"{folder}/Use.swift", "import UIKit\nfunc use() {\n" + 'UIImage(named: "big")\n' * references + "}\n")


def folder_chain(parent, depth=5000):
    """`parent/d/d/...`, `depth` folders deep, grown from the top by renames so no path is
    long, with an image at the top and one at the bottom, which no path reaches."""
    top, spare = f"{parent}/d", f"{parent}/spare"
    os.makedirs(top)
    open(f"{top}/bottom.png", "wb").close()
    for _ in range(depth - 1):
        os.rename(top, spare)
        os.mkdir(top)
        os.rename(spare, f"{top}/d")
    open(f"{top}/top.png", "wb").close()


def remove_folder_chain(parent):
    """Removes a chain `folder_chain` made, from the top: rmtree's paths would grow too long."""
    top, spare = f"{parent}/d", f"{parent}/spare"
    while os.path.isdir(top):
        for name in os.listdir(top):
            if name != "d":
                os.unlink(f"{top}/{name}")
        deeper = os.path.isdir(f"{top}/d")
        if deeper:
            os.rename(f"{top}/d", spare)
        os.rmdir(top)
        if deeper:
            os.rename(spare, top)


def nested_interpolations(depth=40_000):
    return '"\\(' * depth + "1" + ')"' * depth


def package(path, targets):
    write_text(path, '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "P", targets: [\n'
               + ",\n".join(targets) + "\n])\n")


def xcconfig_project(folder, base):
    """A project whose one configuration is based on `base` (relative to `folder`)."""
    write_text(f"{folder}/App.xcodeproj/project.pbxproj", (
        '{ objects = { G = { isa = PBXGroup; children = (X); sourceTree = "<group>"; };\n'
        f'X = {{ isa = PBXFileReference; path = {base}; sourceTree = "<group>"; }};\n'
        "C = { isa = XCBuildConfiguration; baseConfigurationReference = X; buildSettings = { }; name = Debug; };\n"
        "L = { isa = XCConfigurationList; buildConfigurations = (C); };\n"
        'T = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; '
        "buildPhases = (); buildConfigurationList = L; };\n"
        "P = { isa = PBXProject; targets = (T); mainGroup = G; buildConfigurationList = L; }; };\nrootObject = P; }\n"))


def deep_trace_inputs(work):
    """Issue 45's deep inputs, each in a folder of its own."""
    write_text(f"{work}/interpolations/Deep.swift", "let x = " + nested_interpolations() + "\n")
    package(f"{work}/package-interpolations/Package.swift", [".target(name: " + nested_interpolations() + ")"])
    write_text(f"{work}/conditionals/Deep.swift", "#if DEBUG\n" * 100_000 + "let x = 1\n" + "#endif\n" * 100_000)
    write_text(f"{work}/brackets/Deep.swift", "let x = " + "[" * 100_000 + "]" * 100_000 + "\n")
    write_text(f"{work}/generics/Deep.swift", "let x: " + "A<" * 100_000 + "B" + ">" * 100_000 + " = 1\n")
    write_text(f"{work}/self-include/Base.xcconfig", '#include "Base.xcconfig"\n' * 6 + "SDKROOT = iphoneos\n")
    xcconfig_project(f"{work}/self-include", "Base.xcconfig")
    for level in range(10):
        write_text(f"{work}/include-chain/L{level}.xcconfig", f'#include "L{level + 1}.xcconfig"\n' * 6 + f"K{level} = {level}\n")
    xcconfig_project(f"{work}/include-chain", "L0.xcconfig")
    package(f"{work}/targets/Package.swift", [f'.target(name: "T{n}")' for n in range(100_000)])
    package(f"{work}/root-target/Package.swift", ['.target(name: "Evil", path: "/")'])


def zeros_deflated(count, chunk=1 << 20):
    """`count` zero bytes, deflated a megabyte at a time (never held whole)."""
    packer, parts = zlib.compressobj(9), []
    while count > 0:
        parts.append(packer.compress(b"\0" * min(chunk, count)))
        count -= chunk
    return b"".join(parts) + packer.flush()


def vector_pdf(objects):
    body, offsets = b"%PDF-1.4\n", []
    for number, obj in enumerate(objects, 1):
        offsets.append(len(body))
        body += f"{number} 0 obj\n".encode() + (obj if isinstance(obj, bytes) else obj.encode()) + b"\nendobj\n"
    xref = len(body)
    body += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode() + "".join(f"{o:010d} 00000 n \n" for o in offsets).encode()
    return body + f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()


def pdf_stream(dictionary, data):
    data = data if isinstance(data, bytes) else data.encode()
    return f"<< {dictionary} /Length {len(data)} >>\nstream\n".encode() + data + b"\nendstream"


def hostile_vectors(folder):
    """Issue 45's hostile SVGs and PDFs, each in its own folder beside a good drawing."""
    def svg(body, head=""):
        return (head + '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="30" height="30">'
                + body + "</svg>").encode()
    def png(side):
        def chunk(kind, data):
            return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
        return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", side, side, 8, 6, 0, 0, 0))
                + chunk(b"IDAT", zeros_deflated((side * 4 + 1) * side)) + chunk(b"IEND", b""))
    page = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>"]
    bomb = page + ["<< /Type /Page /Parent 2 0 R /MediaBox [0 0 30 30] /Contents 4 0 R /Resources << /XObject << /X 5 0 R >> >> >>",
                   pdf_stream("", "/X Do")]
    for _ in range(12):
        bomb.append(pdf_stream(f"/Type /XObject /Subtype /Form /BBox [0 0 30 30] /Resources << /XObject << /Y {len(bomb) + 2} 0 R >> >>",
                               "/Y Do " * 10))
    bomb.append(pdf_stream("/Type /XObject /Subtype /Form /BBox [0 0 30 30]", "0 0 1 1 re f"))
    type3 = page + ["<< /Type /Page /Parent 2 0 R /MediaBox [0 0 30 30] /Contents 4 0 R /Resources << /Font << /F 5 0 R >> >> >>",
                    pdf_stream("", "BT /F 10 Tf 1 1 Td (aaaa) Tj ET"),
                    "<< /Type /Font /Subtype /Type3 /FontBBox [0 0 1000 1000] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << /a 6 0 R >> "
                    "/Encoding << /Type /Encoding /Differences [97 /a] >> /FirstChar 97 /LastChar 97 /Widths [1000] "
                    "/Resources << /Font << /F 5 0 R >> >> >>",
                    pdf_stream("", "1000 0 d0 BT /F 1000 Tf (aaaa) Tj ET 0 0 100 100 re f")]
    huge = page + ["<< /Type /Page /Parent 2 0 R /MediaBox [0 0 30 30] /Contents 4 0 R /Resources << /XObject << /I 5 0 R >> >> >>",
                   pdf_stream("", "30 0 0 30 0 0 cm /I Do"),
                   pdf_stream("/Type /XObject /Subtype /Image /Width 30000 /Height 30000 /ColorSpace /DeviceGray /BitsPerComponent 8 "
                              "/Filter /FlateDecode", zeros_deflated(30000 * 30000))]
    big_png = base64.b64encode(png(8000)).decode()
    files = {
        "convolve.svg": svg('<filter id="f"><feConvolveMatrix order="30" kernelMatrix="' + " ".join(["1"] * 900)
                            + '"/></filter><rect width="30" height="30" filter="url(#f)"/>'),
        "fontsize.svg": svg('<text x="1" y="20" font-size="1e9">A</text>'),
        "turbulence.svg": svg('<filter id="f"><feTurbulence baseFrequency="0.05" numOctaves="1e8"/></filter>'
                              '<rect width="30" height="30" filter="url(#f)"/>'),
        "quadratic.svg": svg("<text>" + "&e;" * 50000 + "</text>", head='<!DOCTYPE svg [<!ENTITY e "' + "x" * 50000 + '">]>'),
        "xobject.pdf": vector_pdf(bomb),
        "type3.pdf": vector_pdf(type3),
        "groups.svg": svg("<g/>" * (100 * 1024 * 1024 // 4)),
        "dataurl.svg": svg('<image width="30" height="30" href="data:image/png;base64,' + base64.b64encode(png(16)).decode()
                           + "A" * (100 * 1024 * 1024) + '"/>'),
        "sixpngs.svg": svg("".join(f'<image width="30" height="30" href="data:image/png;base64,{big_png}"/>' for _ in range(6))),
        "hugeimage.pdf": vector_pdf(huge),
    }
    # Each in a folder named after it without its extension: a folder named like a drawing is an error of its own.
    for name, data in files.items():
        stem = os.path.splitext(name)[0]
        os.makedirs(f"{folder}/{stem}", exist_ok=True)
        write_bytes(f"{folder}/{stem}/{name}", data)
        write_bytes(f"{folder}/{stem}/good.svg", svg('<circle cx="15" cy="15" r="10"/>'))
    return sorted(os.path.splitext(name)[0] for name in files)


def svg_icons(folder, count=500):
    """`count` icons as `bench_vectors.py` draws them (a few shapes each, as an icon library ships them)."""
    sys.path.insert(0, HERE)
    from bench_vectors import icon
    rng = random.Random(45)
    os.makedirs(folder, exist_ok=True)
    for index in range(count):
        write_bytes(f"{folder}/icon{index:03d}.svg", icon(rng).encode())


def small_png(index, changed=False):
    """A 32x32 RGBA image, one of 97 patterns (each written once and copied), or the same with its first pixel changed."""
    key = (index % 97, changed)
    if key not in SMALL_PNGS:
        pixels = [bytearray((x * 7 + y * 3 + key[0]) & 255 for x in range(32 * 4)) for y in range(32)]
        for row in pixels:
            row[3::4] = b"\xff" * 32
        if changed:
            pixels[0][0] ^= 0xFF
        SMALL_PNGS[key] = png_bytes(32, 32, [bytes(row) for row in pixels], 6, 6)
    return SMALL_PNGS[key]


SMALL_PNGS = {}


def image_folders(folder, count=10_000):
    """Old and New, `count` images each in folders of 100, every other one changed in New."""
    for index in range(count):
        for side, changed in (("Old", False), ("New", index % 2 == 1)):
            write_bytes_in(f"{folder}/{side}/s{index // 100:03d}/i{index:05d}.png", small_png(index, changed))


def rgba_image(path, width, height, seed=0):
    """`width` x `height` RGBA, every channel varying (as `rgba_art`), `seed` shifting every value."""
    pattern = bytes(((i * 7 + seed) & 255) for i in range(width * 4 + 4096))
    compressor = zlib.compressobj(1)
    parts = [compressor.compress(b"\x00" + pattern[(y * 37) % 4096:(y * 37) % 4096 + width * 4]) for y in range(height)]
    parts.append(compressor.flush())
    write_bytes_in(path, SIGNATURE + ihdr(width, height, 8, 6) + chunk(b"IDAT", b"".join(parts)) + chunk(b"IEND"))


def mismatched_pairs(folder, side=8000):
    """Four 8000x8000 images and their mismatches: other pixels, one pixel narrower, one shorter, half as wide."""
    for name, (width, height) in zip("abcd", [(side, side), (side - 1, side), (side, side - 1), (side // 2, side)]):
        rgba_image(f"{folder}/Old/{name}.png", side, side)
        rgba_image(f"{folder}/New/{name}.png", width, height, seed=1)


def nonsense_caps(folder):
    """Image sets whose New Contents.json holds caps that are no numbers of pixels, an unknown mode, or no JSON."""
    good = {"images": [{"idiom": "universal", "filename": "x.png", "scale": "1x", "resizing": {
        "mode": "9-part", "cap-insets": {"top": 1, "left": 1, "bottom": 1, "right": 1}, "center": {"mode": "stretch", "width": 1, "height": 1}}}],
        "info": {"version": 1, "author": "xcode"}}
    entry = '{"images":[{"idiom":"universal","filename":"x.png","scale":"1x","resizing":%s}]}'
    sets = {
        "huge": entry % '{"mode":"9-part","cap-insets":{"top":1e300,"left":-5,"bottom":"x","right":[1]}}',
        "mode": entry % ('{"mode":"\u202e' + "x" * 100_000 + '","cap-insets":{"top":1}}'),
        "deep": entry % ("[" * 100_000 + "]" * 100_000),
        "garbage": "not json \x1b[31m",
    }
    for name, text in sets.items():
        for side, contents in (("Old", json.dumps(good)), ("New", text)):
            write_bytes_in(f"{folder}/{side}/A.xcassets/{name}.imageset/x.png", small_png(0))
            write_bytes_in(f"{folder}/{side}/A.xcassets/{name}.imageset/Contents.json", contents.encode())


def bomb_builds(folder, bomb_path):
    """Old and New, each with the bomb (the same bytes: they were never decoded) and one image, the same too."""
    for side in ("Old", "New"):
        os.makedirs(f"{folder}/{side}", exist_ok=True)
        shutil.copy(bomb_path, f"{folder}/{side}/bomb.png")
        write_bytes_in(f"{folder}/{side}/art.png", small_png(1))


def checker_mask(path, side=30):
    """A black checkerboard of 5-pixel squares on transparency: a mask every command takes."""
    write_bytes_in(path, png_bytes(side, side, [b"".join(bytes((0, 0, 0, 255 * ((x // 5 + y // 5) % 2))) for x in range(side))
                                                for y in range(side)], 6, 6))


def gone_build(folder, barskin):
    """A tint run's output folder whose every PNG was then removed: its manifest names them all."""
    for name in ("a", "b", "c"):
        checker_mask(f"{folder}/masks/{name}.png")
    subprocess.run([barskin, "tint", f"{folder}/masks", "-o", f"{folder}/out", "-q"], check=True)
    for name in os.listdir(f"{folder}/out"):
        if name.endswith(".png"):
            os.unlink(f"{folder}/out/{name}")


def baseline(folder, findings=300_000):
    """A small project naming three images no catalog has, and a baseline of `findings` accepted findings (about 24 MB)."""
    write_text(f"{folder}/project/Use.swift", 'import UIKit\nfunc use() {\n' + "".join(f'UIImage(named: "h{i}")\n' for i in range(3)) + "}\n")
    path = f"{folder}/baseline.json"
    records = [{"kind": "missing", "name": f"h{index}", "file": f"Feature{index % 100}.swift"}
               for index in range(findings)]
    write_bytes_in(path, json.dumps({"schemaVersion": 1, "findings": records}, indent=2).encode())


def listed_skin(folder, entries=200_000):
    """A skin of one tab item, and the Contents.json of 200,000 entries its normal set starts each run with."""
    checker_mask(f"{folder}/icons/chat.png")
    write_text(f"{folder}/App.skin.yml", "version: 1\noutput: Build\ncatalog: Build/App.xcassets\ntab-items:\n  item-size: 30x30\n"
               "  items:\n    - mask: icons/chat\n")
    images = [{"idiom": "universal", "filename": f"f{i}.png", "scale": f"{1 + i % 3}x"} for i in range(entries)]
    write_text(f"{folder}/Listed.json", json.dumps({"images": images, "info": {"version": 1, "author": "xcode"}}, indent=2))


def write_bytes_in(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    write_bytes(path, data)


def write_bytes(path, data):
    with open(path, "wb") as out:
        out.write(data)


def measure(command, stdout_path=None, timeout=None):
    """(seconds, peak RSS in MB, exit status) of one run under /usr/bin/time -v;
    a run over `timeout` seconds is killed (exit status 137)."""
    stdout = open(stdout_path, "wb") if stdout_path else subprocess.DEVNULL
    limit = ["timeout", "-s", "KILL", str(timeout)] if timeout else []
    start = time.perf_counter()
    done = subprocess.run(["/usr/bin/time", "-v"] + limit + command, stdout=stdout, stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - start
    if stdout_path:
        stdout.close()
    peak = re.search(r"Maximum resident set size \(kbytes\): (\d+)", done.stderr)
    status = re.search(r"Exit status: (\d+)", done.stderr)
    return elapsed, int(peak.group(1)) / 1024 if peak else float("nan"), int(status.group(1)) if status else -1


# The hostile vector files, filled in once they are written.
VECTOR_CASES = []


def cases(work):
    rgba_mb = 8192 * 8192 * 4 / 1e6 / 1.048576
    image_target = 1.5 * rgba_mb + 64
    # Issue 45: each hostile vector is one error, within 30 s and 1 GB (the decoder child's included: time -v
    # reports the largest of barskin and the children it waited for).
    vectors = [(f"vector: hostile {name}", ["normalize", f"{work}/vectors/{name}", "-o", f"{work}/out-BIN"], 1024, None, 30)
               for name in VECTOR_CASES]
    return [
        ("vector: 500 SVG icons, normalize", ["normalize", f"{work}/icons", "-o", f"{work}/out-BIN"], None, None),
    ] + vectors + [
        ("bomb: info", ["info", f"{work}/bomb.png"], None, None),
        ("8192 mask: info", ["info", f"{work}/masks/big.png"], image_target, None),
        ("8192 mask: tint", ["tint", f"{work}/masks", "-o", f"{work}/out-BIN", "--jobs", "1"], image_target, None),
        ("8192 mask: normalize", ["normalize", f"{work}/masks/big.png", "-o", f"{work}/out-BIN/big.png"],
         image_target, None),
        ("8192 RGBA: normalize", ["normalize", f"{work}/rgba.png", "-o", f"{work}/out-BIN/rgba.png"], image_target, None),
        # The glow's canvas grows by the blur's reach (8204x8204): the pixel limit is raised to let it.
        ("8192 mask: glow", ["glow", f"{work}/masks", "-o", f"{work}/out-BIN", "--jobs", "1", "--max-pixels", "68000000"],
         image_target, None),
        # Kept at the mask's size, the grown canvas is working memory and the limits hold as they are.
        ("8192 mask: glow --keep-size", ["glow", f"{work}/masks", "-o", f"{work}/out-BIN", "--jobs", "1", "--keep-size"],
         image_target, None),
        ("8192 mask: shadow", ["shadow", f"{work}/masks", "-o", f"{work}/out-BIN", "--jobs", "1",
                               "--max-pixels", "68000000"], image_target, None),
        ("8192 mask: glow --inner", ["glow", f"{work}/masks", "-o", f"{work}/out-BIN", "--jobs", "1", "--inner",
                                     "--max-pixels", "68000000"], image_target, None),
        # The spread's two distance transforms live in the canvas's own bytes while they are found.
        ("8192 mask: glow --spread 1", ["glow", f"{work}/masks", "-o", f"{work}/out-BIN", "--jobs", "1", "--spread", "1",
                                        "--max-pixels", "68000000"], image_target, None),
        # The shape's own colours are composited over the glow: the RGBA mask and the canvas are held at once.
        ("8192 mask: glow --with-shape", ["glow", f"{work}/masks", "-o", f"{work}/out-BIN", "--jobs", "1",
                                          "--with-shape", "--max-pixels", "68000000"], image_target, None),
        # An interlaced mask cannot be decoded a row at a time: its pixels go to a temporary file.
        ("8192 interlaced: glow --with-shape", ["glow", f"{work}/interlaced", "-o", f"{work}/out-BIN", "--jobs", "1",
                                                "--with-shape", "--max-pixels", "68000000"], image_target, None),
        ("8192 mask: stretch to 4096", ["stretch", f"{work}/masks/big.png", "--size", "4096x4096",
                                        "--insets", "64,64,64,64", "-o", f"{work}/out-BIN/wide.png"], image_target, None),
        ("8192 mask: slice catalog+9-patch", ["slice", f"{work}/masks/big.png", "--insets", "64,64,64,64",
                                              "--catalog", f"{work}/out-BIN/App.xcassets",
                                              "--ninepatch", f"{work}/out-BIN/res"], image_target, None),
        ("8192 9-patch: ninepatch check", ["ninepatch", "check", f"{work}/big.9.png"], image_target, None),
        ("trace 400k calls: text", ["trace", f"{work}/project"], 300, "trace.txt"),
        ("trace 400k calls: json", ["trace", f"{work}/project", "--format", "json"], 300, "trace.json"),
        ("trace 400k calls: html", ["trace", f"{work}/project", "--format", "html"], 300, "trace.html"),
    ] + [
        (f"trace 400k globals: {form}", ["trace", f"{work}/globals", "--format", form], 300, f"globals.{form}")
        for form in ("text", "json", "html", "sarif", "xcode", "github")
    ] + [
        ("trace one-line storyboard (5 s)", ["trace", f"{work}/storyboard", "--format", "json"], 300, "storyboard.json", 5),
        # Issue 30's hostile projects: each was past 40 or 60 s, or grew faster than its input.
        ("trace pbxproj group cycle", ["trace", f"{work}/cycle", "--format", "json"], 300, "cycle.json", 10),
        ("trace pbxproj 20,000-deep groups", ["trace", f"{work}/chain", "--format", "json"], 300, "chain.json", 10),
        ("trace storyboard 200k lines", ["trace", f"{work}/lines", "--format", "json"], 300, "lines.json", 20),
        ("trace Contents.json 200k images", ["trace", f"{work}/listed", "--format", "json"], 300, "listed.json", 20),
        ("trace 20k-file set, 200k uses", ["trace", f"{work}/used", "--format", "json"], 300, "used.json", 20),
        ("trace 5,000-deep folders", ["trace", f"{work}/deep", "--format", "json"], 300, "deep.json", 10),
        ("trace Contents.json names a FIFO", ["trace", f"{work}/fifo", "--format", "json"], 300, "fifo.json", 10),
    ] + [
        # Issue 45's deep inputs: each is one warning naming the file, not a crash or minutes.
        (f"trace {label}", ["trace", f"{work}/{folder}", "--format", "json"], 300, f"{folder}.json", 30)
        for label, folder in (("40k interpolations (Swift)", "interpolations"),
                              ("40k interpolations (Package)", "package-interpolations"),
                              ("100k nested #if", "conditionals"), ("100k nested [", "brackets"), ("100k nested A<", "generics"), ("xcconfig includes itself x6", "self-include"),
                              ("xcconfig chain x6 a level", "include-chain"), ("100k package targets", "targets"),
                              ("package target path /", "root-target"))
    ] + review_cases(work) + [
        # Drawn art at many widths is drawn and written one width at a time: its peak is
        # held to 1.5x that of the same command making one width (the case before it) + 64 MB.
        case for command in ("tabbar-art", "navbar-art") for case in (
            (f"{command} 1 width @3x", [command, "-o", f"{work}/out-BIN", "--scales", "3"] + widths([4096]), None, None),
            (f"{command} 100 widths @3x", [command, "-o", f"{work}/out-BIN", "--scales", "3"]
             + widths(range(3997, 4097)), ONE_WIDTH, None),
            (f"{command} 1024 widths @3x", [command, "-o", f"{work}/out-BIN", "--scales", "3"]
             + widths(range(3073, 4097)), ONE_WIDTH, None),
        )
    ]


def review_cases(work):
    """Issue 45's diff and sheet cases, and the previous campaign's two leftovers. A case's target is 1.5x one
    pair's RGBA bitmaps plus 64 MB; a diff exits 1 (something changed, or could not be read)."""
    pair_target = 1.5 * 2 * 8000 * 8000 * 4 / MIB + 64
    small_target = 1.5 * 2 * 32 * 32 * 4 / MIB + 64
    bomb_target = 1.5 * 2 * 4096 * 4096 * 4 / MIB + 64
    folders, pairs = [f"{work}/folders/Old", f"{work}/folders/New"], [f"{work}/pairs/Old", f"{work}/pairs/New"]
    html = ["--format", "html", "-o", f"{work}/out-BIN/diff.html"]
    return [
        ("diff 10,000-image folders", ["diff"] + folders, small_target, "diff-folders.txt", 60),
        ("diff 10,000-image folders: html", ["diff"] + folders + html, small_target, None, 120),
        ("diff 8000x8000 mismatched pairs", ["diff"] + pairs, pair_target, "diff-pairs.txt", 120),
        ("diff 8000x8000 mismatched pairs: html", ["diff"] + pairs + html, pair_target, None, 180),
        ("diff image sets with nonsense caps", ["diff", f"{work}/caps/Old", f"{work}/caps/New"], small_target, "diff-caps.txt", 10),
        # The bomb is the same bytes in both builds: it was never decoded, and the diff exited 0.
        ("diff with the bomb in both builds", ["diff", f"{work}/bombs/Old", f"{work}/bombs/New"], bomb_target, "diff-bombs.txt", 30),
        ("sheet 10,000 images", ["sheet", folders[0], "-o", f"{work}/out-BIN/sheet.html"], small_target, None, 120),
        ("sheet of a build whose every file is gone", ["sheet", f"{work}/gone/out", "-o", f"{work}/out-BIN/gone.html"], small_target, None, 10),
        ("trace --baseline 300,000 findings", ["trace", f"{work}/baseline/project", "--baseline", f"{work}/baseline/baseline.json"],
         300, "baseline.txt", 30),
        ("build into a 200,000-entry image set", ["build", f"{work}/listed-skin/App.skin.yml", "-q"], 300, None, 120),
    ]


def prepare(name, work):
    """What a case needs before each run: the build's folder as it was, with the 200,000-entry Contents.json."""
    if name == "build into a 200,000-entry image set":
        shutil.rmtree(f"{work}/listed-skin/Build", ignore_errors=True)
        os.makedirs(f"{work}/listed-skin/Build/App.xcassets/chat-normal.imageset")
        shutil.copy(f"{work}/listed-skin/Listed.json", f"{work}/listed-skin/Build/App.xcassets/chat-normal.imageset/Contents.json")


def review_inputs(work, barskin):
    """The review cases' inputs."""
    image_folders(f"{work}/folders")
    mismatched_pairs(f"{work}/pairs")
    nonsense_caps(f"{work}/caps")
    bomb_builds(f"{work}/bombs", f"{work}/bomb.png")
    gone_build(f"{work}/gone", barskin)
    baseline(f"{work}/baseline")
    listed_skin(f"{work}/listed-skin")


# A target measured in the run: 1.5x the peak of the case before it, plus 64 MB.
ONE_WIDTH = "1.5x one width + 64"


def widths(points):
    return [part for width in points for part in ("--width", str(width))]


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--barskin", required=True)
    parser.add_argument("--baseline", help="an older barskin measured in the same run")
    parser.add_argument("--only", help="run only the cases whose name contains this (or any of A|B|...)")
    parser.add_argument("--timeout-bomb", type=int, default=120, help="seconds before the bomb case is killed")
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="barskin-bench-reliability-")
    try:
        bomb(f"{work}/bomb.png")
        # Only what the chosen cases read: the review inputs and the others each take minutes to write.
        review = [case[0] for case in review_cases(work)]
        picked = lambda name: not args.only or any(part in name for part in args.only.split("|"))  # noqa: E731
        if any(picked(name) for name in review):
            review_inputs(work, args.barskin)
        if any(picked(case[0]) for case in cases(work) if case[0] not in review) or "hostile" in (args.only or "hostile"):
            os.makedirs(f"{work}/masks")
            mask(f"{work}/masks/big.png")
            os.makedirs(f"{work}/interlaced")
            mask(f"{work}/interlaced/big.png", interlaced=True)
            mask(f"{work}/big.9.png", ninepatch=True)
            rgba_art(f"{work}/rgba.png")
            os.makedirs(f"{work}/project")
            swift_file(f"{work}/project/Images.swift")
            os.makedirs(f"{work}/globals")
            swift_globals(f"{work}/globals/Globals.swift")
            os.makedirs(f"{work}/storyboard")
            one_line_storyboard(f"{work}/storyboard/One.storyboard")
            group_cycle(f"{work}/cycle/Loop.xcodeproj/project.pbxproj")
            group_chain(f"{work}/chain/Deep.xcodeproj/project.pbxproj")
            storyboard(f"{work}/lines/Main.storyboard")
            listed_set(f"{work}/listed")
            listed_set(f"{work}/used", entries=20_000, files=20_000, references=200_000)
            os.makedirs(f"{work}/deep")
            folder_chain(f"{work}/deep")
            listed_set(f"{work}/fifo", entries=1)
            os.mkfifo(f"{work}/fifo/A.xcassets/big.imageset/f0.png")
            deep_trace_inputs(work)
            VECTOR_CASES[:] = hostile_vectors(f"{work}/vectors")
            svg_icons(f"{work}/icons")
            print(f"bomb.png {os.path.getsize(f'{work}/bomb.png') / 1e6:.1f} MB, Images.swift "
                  f"{os.path.getsize(f'{work}/project/Images.swift') / 1e6:.1f} MB")
        binaries = [("after", args.barskin)] + ([("before", args.baseline)] if args.baseline else [])
        print(f"{'case':34} {'build':7} {'seconds':>8} {'peak MB':>8} {'target':>7} {'exit':>4}")
        previous, timings = {}, {}
        for name, command, target, output, *bound in cases(work):
            if not picked(name):
                continue
            seconds_bound = bound[0] if bound else None
            for label, binary in binaries:
                target = 1.5 * previous.get(label, float("nan")) + 64 if target == ONE_WIDTH else target
                shutil.rmtree(f"{work}/out-{label}", ignore_errors=True)
                argv = [binary] + [part.replace("BIN", label) for part in command]
                stdout_path = f"{work}/{label}-{output}" if output else None
                prepare(name, work)
                slow = "bomb" in name or "one-line" in name
                # A case with a time bound is killed at ten times it: a hang shows as OVER, not as a stuck bench.
                timeout = args.timeout_bomb if slow else 10 * seconds_bound if seconds_bound else None
                seconds, peak, status = measure(argv, stdout_path, timeout)
                if target is None:
                    previous[label] = peak
                verdict = "" if target is None else f"{target:7.0f}" + (" ok" if peak <= target else " OVER")
                if seconds_bound is not None:
                    verdict += f" {seconds_bound:4.0f} s" + (" ok" if seconds <= seconds_bound else " OVER")
                print(f"{name:34} {label:7} {seconds:8.2f} {peak:8.0f} {verdict:>7} {status:4}", flush=True)
                timings[(name, label)] = seconds
            # The sandboxed vector path may cost at most 1.3x the in-process one it replaced.
            if "500 SVG" in name and ("before" in dict(binaries)):
                ratio = timings[(name, "after")] / timings[(name, "before")]
                print(f"{'  ratio after/before':34} {ratio:16.2f} {'1.3':>8}" + (" ok" if ratio <= 1.3 else " OVER"), flush=True)
    finally:
        if os.path.isdir(f"{work}/deep"):
            remove_folder_chain(f"{work}/deep")
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
