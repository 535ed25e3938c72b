#!/usr/bin/env python3
"""Codec benchmark: `barskin normalize` time and bytes for each --compression.

Two deterministic corpora: 900 small anti-aliased icon masks (the tool's daily
diet) and one 2048x2048 RGBA image (large art, where zlib's effort shows).
Prints one table; the figures back the choice of the default compression. On
the large image, oxipng -o 2 is timed too: one file, where spreading files over
cores gives neither tool an edge.
"""
import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "PythonSupport"))
from make_sample_icons import ICONS, render  # noqa: E402
from pngkit import png_bytes  # noqa: E402


def icon_corpus(folder):
    os.makedirs(folder)
    sources = {f"{name}@{scale}x": render(shape, scale, samples=2) for name, shape in ICONS.items() for scale in (1, 2, 3)}
    for copy in range(60):
        for name, data in sources.items():
            with open(os.path.join(folder, f"{copy:02d}-{name}.png"), "wb") as out:
                out.write(data)


def large_image(path):
    rng = random.Random(1)
    width = height = 2048
    rows = []
    for y in range(height):
        row = bytearray()
        for x in range(width):
            noise = rng.randint(0, 7)
            row += bytes(((x * 255 // width) ^ noise, (y * 255 // height + noise) & 255,
                          ((x + y) // 16) & 255, 255 if (x // 64 + y // 64) % 2 else 200))
        rows.append(bytes(row))
    with open(path, "wb") as out:
        out.write(png_bytes(width, height, rows, level=1))


def measure(barskin, source, output, compression, repeats=3):
    best = None
    for _ in range(repeats):
        if os.path.isdir(output):
            shutil.rmtree(output)
        elif os.path.exists(output):
            os.remove(output)
        start = time.perf_counter()
        subprocess.run([barskin, "normalize", source, "-o", output, "--compression", compression, "--jobs", "1"],
                       check=True, stderr=subprocess.DEVNULL)
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    if os.path.isdir(output):
        size = sum(os.path.getsize(os.path.join(root, f)) for root, _, files in os.walk(output) for f in files)
    else:
        size = os.path.getsize(output)
    return best, size


def peer_on_large_art(barskin, big, work, best_time, best_bytes, repeats=3):
    """oxipng -o 2 (pyoxipng, in this process, on both cores as it runs by default) over the
    default's output of the large image, against `best` on one job: one file, so the
    ratio is not a matter of spreading files over cores."""
    from bench_compression import oxipng_pass, _version
    default = os.path.join(work, "big-default.png")
    subprocess.run([barskin, "normalize", big, "-o", default], check=True, stderr=subprocess.DEVNULL)
    runs = [oxipng_pass({"big": default}) for _ in range(repeats)]
    (elapsed, _), size = min(runs)
    print(f"{'2048x2048 RGBA':<22}{'oxipng -o 2':<13}{elapsed:>8.2f}s{size:>12}   (pyoxipng {_version('pyoxipng')}, "
          f"on the default's output; best is {best_bytes / size:.4f}x its bytes, {elapsed / best_time:.2f}x its speed)")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--barskin", required=True)
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="barskin-bench-codec-")
    try:
        icons, big = os.path.join(work, "icons"), os.path.join(work, "big.png")
        icon_corpus(icons)
        large_image(big)
        print("codec: barskin normalize, one job, best of 3")
        print(f"{'corpus':<22}{'compression':<13}{'time':>9}{'bytes':>12}{'time vs default':>17}{'bytes vs default':>18}")
        for label, source, output in [("900 icon masks", icons, os.path.join(work, "out")),
                                      ("2048x2048 RGBA", big, os.path.join(work, "out.png"))]:
            results = {c: measure(args.barskin, source, output, c) for c in ("fast", "default", "best")}
            base_time, base_bytes = results["default"]
            for compression, (elapsed, size) in results.items():
                print(f"{label:<22}{compression:<13}{elapsed:>8.2f}s{size:>12}"
                      f"{elapsed / base_time:>16.2f}x{size / base_bytes:>17.2f}x")
        peer_on_large_art(args.barskin, big, work, *results["best"])
    finally:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
