#!/usr/bin/env python3
"""`make bench`: how `barskin glow` scales with the blur, and how fast a batch is
against ImageMagick.

(a) One 1024x1024 mask glowed at blur 4 and blur 64 points with --keep-size, so
    both runs work on the same canvas: the Gaussian is a sum of box passes whose
    cost does not grow with the radius, so blur 64 must take at most twice as
    long as blur 4 (issue 10).
(b) The tint bench's 1000 masks (30, 60 and 90 px as @1x, @2x, @3x) through
    `barskin glow --jobs 1` and through ImageMagick's own binary doing the same
    glow (alpha extracted, bordered by the margin, `-blur 0xSIGMA`, coloured),
    one process per mask as a build script would run it. Both in this run.

    python3 Tests/Tools/bench_glow.py --barskin .build/release/barskin [--repeat 3]
"""
import argparse
import math
import os
import random
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import bench  # noqa: E402  (the tint bench's deterministic shapes, masks and corpus)

BLUR = 4  # points: sigma = blur / 2 pixels at @1x, as barskin maps it


def large_mask(path, size):
    """One big anti-aliased shape from the tint bench's generator."""
    sdf = bench.shape(random.Random(7))
    rows = ([max(0, min(255, round((0.5 - sdf((px + 0.5) / size, (py + 0.5) / size) * size) * 255))) for px in range(size)]
            for py in range(size))
    with open(path, "wb") as handle:
        handle.write(bench.mask_png(size, size, rows))


def best_time(repeat, prepare, run):
    best = None
    for _ in range(repeat):
        prepare()
        start = time.perf_counter()
        run()
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    return best


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--barskin", required=True)
    parser.add_argument("--work", default=os.path.join(os.getcwd(), ".bench"))
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--size", type=int, default=1024, help="side of the large mask in pixels")
    args = parser.parse_args()
    root = os.path.join(args.work, "glow")
    os.makedirs(root, exist_ok=True)

    # (a) Time per pixel against the radius, on one canvas.
    big = os.path.join(root, f"large-{args.size}.png")
    if not os.path.exists(big):
        large_mask(big, args.size)
    out = os.path.join(root, "large-out")
    times = {}
    for blur in (4, 64):
        times[blur] = best_time(args.repeat, bench.fresh(out), lambda: subprocess.run(
            [args.barskin, "glow", big, "-o", out, "--blur", str(blur), "--keep-size"], check=True, stderr=subprocess.DEVNULL))
    pixels = args.size * args.size
    ratio = times[64] / times[4]
    print(f"glow of one {args.size}x{args.size} mask, --keep-size (best of {args.repeat}):")
    for blur in (4, 64):
        print(f"  blur {blur:2} pt (sigma {blur / 2:4.1f} px): {times[blur]:6.3f} s  {times[blur] / pixels * 1e9:6.1f} ns/pixel")
    print(f"  blur 64 / blur 4: {ratio:.2f}x ({'within' if ratio <= 2 else 'OVER'} the 2x target)")

    # (b) A batch of masks against ImageMagick.
    corpus_dir = os.path.join(args.work, "corpus")
    corpus = bench.build_corpus(corpus_dir, args.count)
    batch_out = os.path.join(root, "batch-out")
    barskin_time = best_time(args.repeat, bench.fresh(batch_out), lambda: subprocess.run(
        [args.barskin, "glow", corpus_dir, "-o", batch_out, "--jobs", "1", "--blur", str(BLUR)], check=True, stderr=subprocess.DEVNULL))
    count = len(corpus)
    print(f"glow of {count} masks (30/60/90 px), blur {BLUR} pt:")
    print(f"  barskin glow --jobs 1:   {barskin_time:7.3f} s  {count / barskin_time:7.1f} masks/s")
    found = bench.imagemagick_binary()
    if not found:
        print("  ImageMagick: not installed (no magick, convert-im6.q16 or convert binary); `make bench` installs it")
        return
    binary, version = found
    im_out = os.path.join(root, "imagemagick-out")

    def imagemagick():
        for path in corpus:
            name = os.path.basename(path)
            scale = bench_scale(name)
            sigma = BLUR / 2 * scale
            margin = math.ceil(3 * sigma)
            subprocess.run([binary, path, "-alpha", "extract", "-bordercolor", "black", "-border", str(margin),
                            "-blur", f"0x{sigma:g}", "-background", "white", "-alpha", "shape",
                            os.path.join(im_out, name)], check=True)

    im_time = best_time(1, bench.fresh(im_out), imagemagick)
    print(f"  ImageMagick -blur:       {im_time:7.3f} s  {count / im_time:7.1f} masks/s  ({binary}, one process per mask; {version})")
    print(f"  barskin is {im_time / barskin_time:.1f}x as fast as ImageMagick")


def bench_scale(name):
    return 3 if "@3x" in name else 2 if "@2x" in name else 1


if __name__ == "__main__":
    main()
