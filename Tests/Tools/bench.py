#!/usr/bin/env python3
"""`make bench`: how fast `barskin tint` is against ImageMagick and a libpng floor.

Builds a deterministic corpus of 1000 alpha masks (30, 60 and 90 px as @1x,
@2x and @3x; circles, rings, rounded boxes, capsules, triangles, crosses and
crescents with anti-aliased edges), then times in one run:

- barskin tint with one job and with all jobs (fresh output folder each time);
- ImageMagick the way a user scripts it: two `convert` calls per icon, one
  `-fill C -colorize 100` for the flat variant and one `-sparse-color` gradient;
- the floor: bench_floor.c, which only decodes each mask and writes two images
  of its size with libpng's default compression, each to a temporary file
  renamed into place.

Each timing is the best of --repeat runs. Prints throughput, bytes written and
the ratios against the targets of issue 3.
"""
import argparse
import math
import os
import random
import resource
import shutil
import struct
import subprocess
import sys
import time
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS_VERSION = "1"


def png_bytes(width, height, alpha_rows):
    """Black RGBA PNG whose alpha is given row by row (values 0-255)."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    raw = b"".join(b"\x00" + bytes(v for a in row for v in (0, 0, 0, a)) for row in alpha_rows)
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def shape(rng):
    """A signed distance function in unit coordinates (negative inside)."""
    kind = rng.choice(["circle", "ring", "box", "capsule", "triangle", "cross", "crescent"])
    cx, cy = rng.uniform(0.42, 0.58), rng.uniform(0.42, 0.58)
    r = rng.uniform(0.25, 0.42)
    if kind == "circle":
        return lambda x, y: math.hypot(x - cx, y - cy) - r
    if kind == "ring":
        w = rng.uniform(0.05, 0.12)
        return lambda x, y: abs(math.hypot(x - cx, y - cy) - r) - w
    if kind == "box":
        hw, hh, rr = rng.uniform(0.2, 0.42), rng.uniform(0.2, 0.42), rng.uniform(0.0, 0.12)
        def box(x, y):
            qx, qy = abs(x - cx) - hw + rr, abs(y - cy) - hh + rr
            return math.hypot(max(qx, 0), max(qy, 0)) + min(max(qx, qy), 0) - rr
        return box
    if kind == "capsule":
        ax, ay, bx, by = rng.uniform(0.15, 0.4), rng.uniform(0.15, 0.85), rng.uniform(0.6, 0.85), rng.uniform(0.15, 0.85)
        w = rng.uniform(0.06, 0.14)
        def capsule(x, y):
            px, py, dx, dy = x - ax, y - ay, bx - ax, by - ay
            t = max(0.0, min(1.0, (px * dx + py * dy) / (dx * dx + dy * dy)))
            return math.hypot(px - dx * t, py - dy * t) - w
        return capsule
    if kind == "triangle":
        angle = rng.uniform(0, 2 * math.pi)
        pts = [(cx + r * math.cos(angle + k * 2 * math.pi / 3), cy + r * math.sin(angle + k * 2 * math.pi / 3)) for k in range(3)]
        edges = []
        for (x0, y0), (x1, y1) in zip(pts, pts[1:] + pts[:1]):
            nx, ny = y1 - y0, x0 - x1
            length = math.hypot(nx, ny)
            edges.append((nx / length, ny / length, (nx * x0 + ny * y0) / length))
        sign = 1 if edges[0][0] * cx + edges[0][1] * cy - edges[0][2] < 0 else -1
        return lambda x, y: max(sign * (nx * x + ny * y - c) for nx, ny, c in edges)
    if kind == "cross":
        arm, w = rng.uniform(0.3, 0.42), rng.uniform(0.07, 0.14)
        def cross(x, y):
            dx, dy = abs(x - cx), abs(y - cy)
            return min(max(dx - arm, dy - w), max(dx - w, dy - arm))
        return cross
    ox = rng.uniform(0.1, 0.2)
    return lambda x, y: max(math.hypot(x - cx, y - cy) - r, -(math.hypot(x - cx - ox, y - cy + ox * 0.5) - r * 0.85))


def build_corpus(folder, count):
    stamp = os.path.join(folder, ".corpus-version")
    if os.path.exists(stamp) and open(stamp).read() == f"{CORPUS_VERSION} {count}":
        return sorted(os.path.join(folder, n) for n in os.listdir(folder) if n.endswith(".png"))
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    paths = []
    for index in range(count):
        rng = random.Random(index)
        scale = index % 3 + 1
        size = 30 * scale
        sdf = shape(rng)
        rows = []
        for py in range(size):
            y = (py + 0.5) / size
            # Coverage from the signed distance in pixels: a one-pixel anti-aliased edge.
            rows.append([max(0, min(255, round((0.5 - sdf((px + 0.5) / size, y) * size) * 255))) for px in range(size)])
        name = f"mask-{index:04d}" + ("" if scale == 1 else f"@{scale}x") + ".png"
        path = os.path.join(folder, name)
        with open(path, "wb") as f:
            f.write(png_bytes(size, size, rows))
        paths.append(path)
    open(stamp, "w").write(f"{CORPUS_VERSION} {count}")
    return sorted(paths)


def folder_bytes(folder):
    total = 0
    for root, _, names in os.walk(folder):
        total += sum(os.path.getsize(os.path.join(root, n)) for n in names if n.endswith(".png"))
    return total


class Timing:
    """Best wall-clock time of several runs, and the CPU time (user + system of
    child processes) of that run, which other load on the machine disturbs less."""
    def __init__(self, wall, cpu):
        self.wall, self.cpu = wall, cpu


def best_of(repeat, prepare, run):
    best = None
    for _ in range(repeat):
        prepare()
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        run()
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        if best is None or wall < best.wall:
            best = Timing(wall, cpu)
    return best


def fresh(folder):
    def prepare():
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
    return prepare


def imagemagick_available():
    try:
        out = subprocess.run(["convert", "-version"], capture_output=True, text=True).stdout
    except OSError:
        return False
    return out.startswith("Version: ImageMagick")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--barskin", required=True)
    parser.add_argument("--work", default=os.path.join(os.getcwd(), ".bench"))
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--imagemagick-count", type=int, default=1000, help="icons ImageMagick converts (it is slow)")
    args = parser.parse_args()

    os.makedirs(args.work, exist_ok=True)
    corpus_dir = os.path.join(args.work, "corpus")
    t = time.perf_counter()
    corpus = build_corpus(corpus_dir, args.count)
    print(f"corpus: {len(corpus)} masks in {corpus_dir} ({time.perf_counter() - t:.1f} s to check/build)")
    jobs = os.cpu_count() or 1

    floor_bin = os.path.join(args.work, "bench_floor")
    subprocess.run(["cc", "-O2", "-o", floor_bin, os.path.join(HERE, "bench_floor.c"), "-lpng"], check=True)

    def tint(jobs_flag, out):
        subprocess.run([args.barskin, "tint", corpus_dir, "-o", out, "--jobs", str(jobs_flag)],
                       check=True, stderr=subprocess.DEVNULL)

    out1 = os.path.join(args.work, "tint-1")
    tint1 = best_of(args.repeat, fresh(out1), lambda: tint(1, out1))
    tint_bytes = folder_bytes(out1)
    outn = os.path.join(args.work, "tint-n")
    tintn = best_of(args.repeat, fresh(outn), lambda: tint(jobs, outn))
    # A re-run with nothing changed: reads and hashes every input, writes nothing.
    rerun = best_of(args.repeat, lambda: None, lambda: tint(1, out1))

    floor_out = os.path.join(args.work, "floor")
    floor = best_of(args.repeat, fresh(floor_out), lambda: subprocess.run([floor_bin, floor_out] + corpus, check=True))
    floor_bytes = folder_bytes(floor_out)

    count = len(corpus)

    def line(label, timing):
        print(f"{label:27}{timing.wall:7.3f} s  {count / timing.wall:7.0f} icons/s  {timing.wall / count * 1000:6.3f} ms/icon"
              f"  (cpu {timing.cpu:6.3f} s)")
    line("barskin tint, 1 job:", tint1)
    line(f"barskin tint, {jobs} jobs:", tintn)
    line("barskin tint, re-run:", rerun)
    line("floor (libpng, 1 thread):", floor)
    print(f"bytes written: barskin {tint_bytes} (classic), floor {floor_bytes}")
    for style in ("recipe", "flat"):
        out = os.path.join(args.work, "tint-" + style)
        fresh(out)()
        subprocess.run([args.barskin, "tint", corpus_dir, "-o", out, "--style", style], check=True, stderr=subprocess.DEVNULL)
        print(f"bytes written with --style {style}: {folder_bytes(out)} ({folder_bytes(out) / floor_bytes:.3f}x the floor)")

    im_rate = None
    if imagemagick_available():
        im_out = os.path.join(args.work, "imagemagick")
        sample = corpus[:args.imagemagick_count]
        def run_im():
            for path in sample:
                stem = os.path.join(im_out, os.path.basename(path)[:-4])
                subprocess.run(["convert", path, "-fill", "#AAAAAA", "-colorize", "100", stem + "-normal.png"], check=True)
                subprocess.run(["convert", path, "-channel", "RGB", "-sparse-color", "Barycentric",
                                "0,0 #E2EBFA 0,%h #298AE2", "+channel", stem + "-selected.png"], check=True)
        im = best_of(1, fresh(im_out), run_im)
        im_rate = len(sample) / im.wall
        print(f"{'ImageMagick (2 converts):':27}{im.wall:7.3f} s  {im_rate:7.1f} icons/s  {im.wall / len(sample) * 1000:6.3f} ms/icon"
              f"  (cpu {im.cpu:6.3f} s; {len(sample)} icons, {folder_bytes(im_out)} bytes)")
    else:
        print("ImageMagick: not installed (convert -version is not ImageMagick); `make bench` installs it")

    print("ratios (targets from issue 3):")
    if im_rate:
        print(f"  1 job vs ImageMagick throughput: {count / tint1.wall / im_rate:6.1f}x   (target >= 20x)")
    print(f"  1 job time vs floor time:        {tint1.wall / floor.wall:6.2f}x   (cpu {tint1.cpu / floor.cpu:.2f}x; target <= 1.25x)")
    print(f"  bytes vs floor bytes:            {tint_bytes / floor_bytes:6.3f}x  (classic; target <= 1.0x)")
    print(f"  {jobs} jobs vs 1 job throughput:     {tint1.wall / tintn.wall:6.2f}x   (target >= 1.7x)")
    load = os.getloadavg()[0]
    if load > jobs:
        print(f"note: load average {load:.1f} on {jobs} cores: other work is running, wall-clock figures are unreliable")


if __name__ == "__main__":
    main()
