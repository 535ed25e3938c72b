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

Each timing is the best of --repeat rounds (the programs take turns in every
round), with outputs once on disk under --work and once in memory (/dev/shm),
where the file system's cost of creating files, which dominates on a shared
disk, is out of the way. Prints throughput, CPU time, bytes written and the
ratios against the targets of issue 3.
"""
import argparse
import math
import os
import random
import resource
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "PythonSupport"))
from pngkit import png_bytes  # noqa: E402

CORPUS_VERSION = "1"


def mask_png(width, height, alpha_rows):
    """Black RGBA PNG whose alpha is given row by row (values 0-255)."""
    return png_bytes(width, height, (bytes(v for a in row for v in (0, 0, 0, a)) for row in alpha_rows), level=9)


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
            f.write(mask_png(size, size, rows))
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
        # Deleting the previous round's 2000 files leaves the kernel freeing them in the
        # background, possibly on the other core during the next timed run. Let that
        # finish first, the same for every program.
        os.sync()
        time.sleep(0.3)
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


def imagemagick_binary():
    """ImageMagick's own executable and its version line, or None: `magick`,
    `convert-im6.q16` or `convert`, whichever is first found as a real binary
    answering `-version` as ImageMagick. A wrapper script (some CI images put a
    Python `convert` first on PATH) is never timed: its start-up is not ImageMagick's."""
    for name in ("magick", "convert-im6.q16", "convert"):
        path = shutil.which(name)
        if not path:
            continue
        real = os.path.realpath(path)
        with open(real, "rb") as handle:
            if handle.read(4) != b"\x7fELF":
                continue
        version = subprocess.run([real, "-version"], capture_output=True, text=True).stdout
        if version.startswith("Version: ImageMagick"):
            return real, version.splitlines()[0]
    return None


SELECTED_TOP, SELECTED_BOTTOM, NORMAL_GRAY = (0xE2, 0xEB, 0xFA), (0x29, 0x8A, 0xE2), 0xAA


def pillow_tint(paths, out):
    """The same two variants per mask with Pillow, in this one process: a gray fill
    and a vertical gradient, each under the mask's alpha, saved at Pillow's default."""
    from PIL import Image
    gradients = {}
    for path in paths:
        with Image.open(path) as mask:
            alpha = mask.getchannel("A")
        size = alpha.size
        stem = os.path.join(out, os.path.basename(path)[:-4])
        normal = Image.new("LA", size, (NORMAL_GRAY, 0))
        normal.putalpha(alpha)
        normal.save(stem + "-normal.png")
        if size not in gradients:
            gradient = Image.new("RGB", size)
            height = size[1]
            for y in range(height):
                t = y / max(height - 1, 1)
                row = tuple(round(a + (b - a) * t) for a, b in zip(SELECTED_TOP, SELECTED_BOTTOM))
                gradient.paste(row, (0, y, size[0], y + 1))
            gradients[size] = gradient
        selected = gradients[size].copy()
        selected.putalpha(alpha)
        selected.save(stem + "-selected.png")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--barskin", required=True)
    parser.add_argument("--work", default=os.path.join(os.getcwd(), ".bench"))
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=9)
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

    count = len(corpus)

    def tint(jobs_flag, out, *extra):
        subprocess.run([args.barskin, "tint", corpus_dir, "-o", out, "--jobs", str(jobs_flag), *extra],
                       check=True, stderr=subprocess.DEVNULL)

    def measure(root):
        """Best-of timings with outputs under `root`; the three programs take turns
        in every round so that drift in the machine's load hits them alike."""
        outs = {name: os.path.join(root, name) for name in ("tint-1", "tint-n", "floor")}
        runs = {
            "tint-1": lambda: tint(1, outs["tint-1"]),
            "tint-n": lambda: tint(jobs, outs["tint-n"]),
            "floor": lambda: subprocess.run([floor_bin, outs["floor"]] + corpus, check=True),
        }
        best = {}
        for _ in range(args.repeat):
            for name, run in runs.items():
                timing = best_of(1, fresh(outs[name]), run)
                if name not in best or timing.wall < best[name].wall:
                    best[name] = timing
        # A re-run with nothing changed: reads and hashes every input, writes nothing.
        best["rerun"] = best_of(args.repeat, lambda: None, lambda: tint(1, outs["tint-1"]))
        best["tint-bytes"] = folder_bytes(outs["tint-1"])
        best["floor-bytes"] = folder_bytes(outs["floor"])
        return best

    def line(label, timing):
        print(f"  {label:25}{timing.wall:7.3f} s  {count / timing.wall:7.0f} icons/s  {timing.wall / count * 1000:6.3f} ms/icon"
              f"  (cpu {timing.cpu:6.3f} s)")

    def report(title, m):
        print(title)
        line("barskin tint, 1 job:", m["tint-1"])
        line(f"barskin tint, {jobs} jobs:", m["tint-n"])
        line("barskin tint, re-run:", m["rerun"])
        line("floor (libpng, 1 thread):", m["floor"])
        print(f"  bytes written: barskin {m['tint-bytes']} (classic), floor {m['floor-bytes']}")

    disk = measure(args.work)
    report(f"outputs on disk ({args.work}):", disk)
    memory = None
    if os.path.isdir("/dev/shm"):
        # The same in memory: without the file system's cost of creating files,
        # which on a shared disk dominates and serialises creates in one folder.
        root = tempfile.mkdtemp(prefix="barskin-bench-", dir="/dev/shm")
        try:
            memory = measure(root)
        finally:
            shutil.rmtree(root, ignore_errors=True)
        report("outputs in memory (/dev/shm):", memory)
    floor_bytes = disk["floor-bytes"]
    for style in ("recipe", "flat"):
        out = os.path.join(args.work, "tint-" + style)
        fresh(out)()
        tint(jobs, out, "--style", style)
        print(f"bytes written with --style {style}: {folder_bytes(out)} ({folder_bytes(out) / floor_bytes:.3f}x the floor)")

    im_rate = None
    found = imagemagick_binary()
    if found:
        binary, version = found
        im_out = os.path.join(args.work, "imagemagick")
        sample = corpus[:args.imagemagick_count]
        def run_im():
            for path in sample:
                stem = os.path.join(im_out, os.path.basename(path)[:-4])
                subprocess.run([binary, path, "-fill", "#AAAAAA", "-colorize", "100", stem + "-normal.png"], check=True)
                subprocess.run([binary, path, "-channel", "RGB", "-sparse-color", "Barycentric",
                                "0,0 #E2EBFA 0,%h #298AE2", "+channel", stem + "-selected.png"], check=True)
        im = best_of(1, fresh(im_out), run_im)
        im_rate = len(sample) / im.wall
        print(f"  {'ImageMagick (2 calls):':25}{im.wall:7.3f} s  {im_rate:7.1f} icons/s  {im.wall / len(sample) * 1000:6.3f} ms/icon"
              f"  (cpu {im.cpu:6.3f} s; {len(sample)} icons, {folder_bytes(im_out)} bytes; {binary}, {version})")
    else:
        print("ImageMagick: no magick, convert-im6.q16 or convert binary answers -version as ImageMagick; `make bench` installs it")
    pillow_rate = None
    try:
        import PIL
        pillow_out = os.path.join(args.work, "pillow")
        fresh(pillow_out)()
        start = time.perf_counter()
        pillow_tint(corpus, pillow_out)
        pillow_wall = time.perf_counter() - start
        pillow_rate = count / pillow_wall
        print(f"  {'Pillow (one process):':25}{pillow_wall:7.3f} s  {pillow_rate:7.1f} icons/s  {pillow_wall / count * 1000:6.3f} ms/icon"
              f"  ({folder_bytes(pillow_out)} bytes; Pillow {PIL.__version__} in {sys.executable})")
    except ImportError:
        print("Pillow: not installed; `make bench` installs it")

    print("ratios (targets from issue 3):")
    if im_rate:
        print(f"  1 job vs ImageMagick throughput: {count / disk['tint-1'].wall / im_rate:6.1f}x   (target >= 20x; {found[0]})")
    if pillow_rate:
        print(f"  1 job vs Pillow in one process:  {count / disk['tint-1'].wall / pillow_rate:6.1f}x")
    for title, m in (("disk", disk), ("memory", memory)):
        if m is None:
            continue
        print(f"  [{title}] 1 job time vs floor time:      {m['tint-1'].wall / m['floor'].wall:6.2f}x"
              f"  (cpu {m['tint-1'].cpu / m['floor'].cpu:.2f}x; target <= 1.25x)")
        print(f"  [{title}] {jobs} jobs vs 1 job throughput:   {m['tint-1'].wall / m['tint-n'].wall:6.2f}x   (target >= 1.7x)")
    print(f"  bytes vs floor bytes:            {disk['tint-bytes'] / floor_bytes:6.3f}x  (classic; target <= 1.0x)")
    load = os.getloadavg()[0]
    if load > jobs:
        print(f"note: load average {load:.1f} on {jobs} cores: other work is running, wall-clock figures are unreliable")


if __name__ == "__main__":
    main()
