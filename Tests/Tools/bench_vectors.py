#!/usr/bin/env python3
"""`make bench`: SVG icons to @1x/@2x/@3x PNG masks (issue 28).

Builds 500 deterministic SVG icons (30-pt artboards of circles, rounded boxes,
curved paths, strokes and gradients, the shapes icon libraries ship), then times
in one run, best of --repeat, fresh output folder each time:

- `barskin normalize svg -o OUT --scales 1,2,3 --jobs 1`: one process, 1500 PNGs;
- the peer as a build script runs it: a shell loop calling the `rsvg-convert`
  binary three times per icon (`-w W -h H` at 30, 60 and 90 px);
- `barskin normalize` of the same icons given as PNG families (its own outputs),
  `--jobs 1`: what decoding costs, so the ratio is what rasterizing adds.

Targets: at least 10x faster than the rsvg-convert loop, within 3x of the PNG
families. Then each hostile vector of the conformance suite's kinds is refused,
timed alone (target: under a second each).

    python3 Tests/Tools/bench_vectors.py --barskin .build/release/barskin [--count 500] [--repeat 3]
"""
import argparse
import os
import random
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import bench  # noqa: E402  (best_of and fresh)

CORPUS_VERSION = "1"


def icon(rng):
    """One 30x30 icon of two to four shapes."""
    parts = []
    for _ in range(rng.randint(2, 4)):
        kind = rng.choice(["circle", "rect", "path", "stroke", "gradient"])
        x, y = rng.uniform(4, 26), rng.uniform(4, 26)
        if kind == "circle":
            parts.append(f'<circle cx="{x:.2f}" cy="{y:.2f}" r="{rng.uniform(2, 10):.2f}" fill-opacity="{rng.uniform(0.4, 1):.2f}"/>')
        elif kind == "rect":
            parts.append(f'<rect x="{x - 8:.2f}" y="{y - 6:.2f}" width="{rng.uniform(6, 16):.2f}" height="{rng.uniform(6, 14):.2f}" '
                         f'rx="{rng.uniform(0, 4):.2f}"/>')
        elif kind == "path":
            points = " ".join(f"{rng.uniform(2, 28):.2f} {rng.uniform(2, 28):.2f}" for _ in range(6))
            parts.append(f'<path d="M{x:.2f} {y:.2f} C {points} Z" fill-rule="evenodd"/>')
        elif kind == "stroke":
            parts.append(f'<path d="M3 {y:.2f} Q 15 {rng.uniform(0, 30):.2f} 27 {x:.2f}" fill="none" stroke="#000" '
                         f'stroke-width="{rng.uniform(1, 3):.2f}" stroke-linecap="round"/>')
        else:
            parts.append('<defs><linearGradient id="g" x2="0" y2="1"><stop offset="0"/><stop offset="1" stop-opacity="0.3"/>'
                         f'</linearGradient></defs><circle cx="{x:.2f}" cy="{y:.2f}" r="{rng.uniform(4, 12):.2f}" fill="url(#g)"/>')
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="30" height="30" viewBox="0 0 30 30">' + "".join(parts) + "</svg>\n")


def build_corpus(folder, count):
    stamp = os.path.join(folder, f".corpus-{CORPUS_VERSION}-{count}")
    if os.path.exists(stamp):
        return
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    rng = random.Random(28)
    for index in range(count):
        with open(os.path.join(folder, f"icon{index:04d}.svg"), "w") as handle:
            handle.write(icon(rng))
    open(stamp, "w").close()


HOSTILE = {
    "use-bomb.svg": '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="30" height="30">'
                    '<defs><rect id="l0" width="1" height="1"/>'
                    + "".join(f'<g id="l{i}">' + f'<use xlink:href="#l{i - 1}"/>' * 10 + "</g>" for i in range(1, 12))
                    + '</defs><use xlink:href="#l11"/></svg>',
    "laughs.svg": '<!DOCTYPE svg [<!ENTITY a "' + "a" * 64 + '">'
                  + "".join(f'<!ENTITY {n} "' + f"&{p};" * 16 + '">' for p, n in zip("abcdefg", "bcdefgh"))
                  + ']><svg xmlns="http://www.w3.org/2000/svg" width="30" height="30"><text>&h;</text></svg>',
    "deep.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="30">' + "<g>" * 100000 + "</g>" * 100000 + "</svg>",
    "huge.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="1e9" height="1e9"><rect width="9" height="9"/></svg>',
    "file.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="30"><image href="file:///etc/passwd"/></svg>',
    "http.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="30"><image href="http://192.0.2.1/a.png"/></svg>',
    "cut.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="30"><rect',
}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--barskin", required=True)
    parser.add_argument("--work", default=os.path.join(os.getcwd(), ".bench"))
    parser.add_argument("--count", type=int, default=500)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    rsvg = shutil.which("rsvg-convert")
    if rsvg is None:
        sys.exit("bench_vectors: no rsvg-convert (apt-get install librsvg2-bin; make bench installs it)")
    root = os.path.join(args.work, "vectors")
    svg = os.path.join(root, "svg")
    build_corpus(svg, args.count)
    names = sorted(n for n in os.listdir(svg) if n.endswith(".svg"))

    out_svg, out_loop, out_png = (os.path.join(root, name) for name in ("out-svg", "out-loop", "out-png"))
    families = os.path.join(root, "png")
    timings = {}
    timings["barskin"] = bench.best_of(args.repeat, bench.fresh(out_svg), lambda: subprocess.run(
        [args.barskin, "normalize", svg, "-o", out_svg, "--scales", "1,2,3", "--jobs", "1"], check=True, stderr=subprocess.DEVNULL))
    # The PNG families: barskin's own rasterization of the same icons.
    shutil.rmtree(families, ignore_errors=True)
    shutil.copytree(out_svg, families, ignore=shutil.ignore_patterns(".*"))
    timings["png"] = bench.best_of(args.repeat, bench.fresh(out_png), lambda: subprocess.run(
        [args.barskin, "normalize", families, "-o", out_png, "--jobs", "1"], check=True, stderr=subprocess.DEVNULL))
    loop = ('for f in "$1"/*.svg; do n=$(basename "$f" .svg); '
            'rsvg-convert -w 30 -h 30 "$f" -o "$2/$n.png" && rsvg-convert -w 60 -h 60 "$f" -o "$2/$n@2x.png" && '
            'rsvg-convert -w 90 -h 90 "$f" -o "$2/$n@3x.png" || exit 1; done')
    timings["rsvg"] = bench.best_of(args.repeat, bench.fresh(out_loop), lambda: subprocess.run(
        ["sh", "-c", loop, "sh", svg, out_loop], check=True))

    files = len(names) * 3
    print(f"{len(names)} SVG icons (30 pt) to {files} PNGs at @1x/@2x/@3x, one job (best of {args.repeat}):")
    for key, label in (("barskin", "barskin normalize --scales 1,2,3"), ("rsvg", "shell loop of rsvg-convert, 3 calls/icon"),
                       ("png", "barskin normalize of the PNG families")):
        timing = timings[key]
        print(f"  {label:42} {timing.wall:7.3f} s wall  {timing.cpu:7.3f} s CPU  {files / timing.wall:8.0f} files/s")
    speedup = timings["rsvg"].wall / timings["barskin"].wall
    over_png = timings["barskin"].wall / timings["png"].wall
    print(f"  rsvg-convert loop / barskin: {speedup:.1f}x ({'meets' if speedup >= 10 else 'MISSES'} the 10x target)")
    print(f"  barskin from SVG / from PNG families: {over_png:.2f}x ({'within' if over_png <= 3 else 'OVER'} the 3x target)")

    hostile = os.path.join(root, "hostile")
    shutil.rmtree(hostile, ignore_errors=True)
    os.makedirs(hostile)
    print("hostile vectors, each refused alone (normalize, exit 1):")
    worst = 0.0
    for name, text in HOSTILE.items():
        path = os.path.join(hostile, name)
        with open(path, "w") as handle:
            handle.write(text)
        start = time.perf_counter()
        result = subprocess.run([args.barskin, "normalize", path, "-o", os.path.join(hostile, "out")], capture_output=True, text=True)
        elapsed = time.perf_counter() - start
        worst = max(worst, elapsed)
        first = result.stderr.splitlines()[0] if result.stderr else ""
        print(f"  {name:14} {elapsed:6.3f} s  exit {result.returncode}  {first[:90]}")
    print(f"  slowest: {worst:.3f} s ({'under' if worst < 1 else 'OVER'} the 1 s target)")


if __name__ == "__main__":
    main()
