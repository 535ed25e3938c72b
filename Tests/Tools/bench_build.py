#!/usr/bin/env python3
"""Times `barskin build` on a generated skin: 500 tab items (1,500 masks at
@1x/@2x/@3x, shapes from the tint bench's generator) and 20 backgrounds rendered
at two sizes each and shipped as image sets and 9-patches. Prints the first
build, a re-run with nothing changed (and its share of the first: the build's
manifest should make it at most a tenth), a re-run after one mask changed, a dry
run, and peak memory. Then the same skin with a dark look for every tab item
(`dark:` in `tab-items`): each item tinted once more into the dark entries of its
image sets, so the first build may cost at most 2.2 times the light one's
(docs/appearances.md); over that the bench fails.

    python3 Tests/Tools/bench_build.py --barskin .build/release/barskin [--runs 3]
"""
import argparse
import os
import random
import resource
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import bench  # noqa: E402  (the tint bench's deterministic shapes and masks)

ITEMS = 500
#: The most a dark look may cost: each appearance drawn once, nothing drawn twice.
DARK_BOUND = 2.2
#: The dark look the dark skin adds to every tab item.
DARK_LOOK = ["  dark:", '    normal-color: "#8E8E93"', '    selected-color: "#4DA3FF"']


def write_project(root, dark=False):
    shutil.rmtree(root, ignore_errors=True)
    masks = os.path.join(root, "Masks")
    os.makedirs(masks)
    for index in range(ITEMS):
        sdf = bench.shape(random.Random(index))
        for scale in (1, 2, 3):
            size = 30 * scale
            # Coverage from the signed distance in pixels: a one-pixel anti-aliased edge, as bench.py draws.
            rows = [[max(0, min(255, round((0.5 - sdf((px + 0.5) / size, (py + 0.5) / size) * size) * 255))) for px in range(size)]
                    for py in range(size)]
            suffix = "" if scale == 1 else "@%dx" % scale
            with open(os.path.join(masks, "m%03d%s.png" % (index, suffix)), "wb") as handle:
                handle.write(bench.mask_png(size, size, rows))
    lines = ["version: 1", "output: Build/Skin", "catalog: Build/Skin.xcassets", "ninepatch: Build/res", "tab-items:",
             "  style: classic", "  item-size: 30x30"] + (DARK_LOOK if dark else []) + ["  items:"]
    lines += ["    - mask: Masks/m%03d" % index for index in range(ITEMS)]
    lines.append("backgrounds:")
    for index in range(20):
        lines += ["  - image: Masks/m%03d" % index, "    name: bar_%02d" % index, "    insets: 4,4,4,4",
                  "    sizes: [320x49, 768x49]"]
    with open(os.path.join(root, "Bench.skin.yml"), "w") as handle:
        handle.write("\n".join(lines) + "\n")


def timed(command, cwd):
    start = time.monotonic()
    result = subprocess.run(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    elapsed = time.monotonic() - start
    if result.returncode != 0:
        print(result.stderr, file=sys.stderr)
        sys.exit("bench_build: %s failed with status %d" % (" ".join(command), result.returncode))
    return elapsed


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--barskin", required=True)
    parser.add_argument("--project", default=os.path.join(".bench", "build-project"))
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    barskin = os.path.abspath(args.barskin)
    write_project(args.project)
    build = [barskin, "build", "Bench.skin.yml"]
    first, rerun, one_job, dry, touched = [], [], [], [], []
    mask = os.path.join(args.project, "Masks", "m007@2x.png")
    original = open(mask, "rb").read()
    for run in range(args.runs):
        shutil.rmtree(os.path.join(args.project, "Build"), ignore_errors=True)
        first.append(timed(build, args.project))
        rerun.append(timed(build, args.project))
        # One mask's pixels change (its sibling's art): only that item is drawn again.
        with open(mask, "wb") as handle:
            handle.write(open(os.path.join(args.project, "Masks", "m%03d@2x.png" % (8 + run)), "rb").read())
        touched.append(timed(build, args.project))
        with open(mask, "wb") as handle:
            handle.write(original)
        shutil.rmtree(os.path.join(args.project, "Build"), ignore_errors=True)
        one_job.append(timed(build + ["--jobs", "1"], args.project))
        dry.append(timed(build + ["--dry-run"], args.project))
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    outputs = sum(len(files) for _, _, files in os.walk(os.path.join(args.project, "Build")))
    print("build: %d tab items + 20 backgrounds -> %d files; best of %d" % (ITEMS, outputs, args.runs))
    print("  first build, all cores: %.2f s   one job: %.2f s   (%.2fx)" % (min(first), min(one_job), min(one_job) / min(first)))
    print("  re-run, nothing changed: %.3f s (%.1f%% of the first build)   one mask changed: %.3f s"
          % (min(rerun), 100 * min(rerun) / min(first), min(touched)))
    print("  dry run: %.2f s   peak memory: %.0f MB" % (min(dry), peak))
    dark_ratio = appearances(barskin, args.project + "-dark", args.runs, min(first))
    shutil.rmtree(args.project + "-dark", ignore_errors=True)
    if dark_ratio > DARK_BOUND:
        sys.exit("bench_build: a dark look costs %.2fx the light skin, over the %.1fx bound" % (dark_ratio, DARK_BOUND))


def appearances(barskin, project, runs, light):
    """The first build of the skin with a dark look, against `light` (the light skin's); the ratio."""
    write_project(project, dark=True)
    build = [barskin, "build", "Bench.skin.yml"]
    first = []
    for _ in range(runs):
        shutil.rmtree(os.path.join(project, "Build"), ignore_errors=True)
        first.append(timed(build, project))
    outputs = sum(len(files) for _, _, files in os.walk(os.path.join(project, "Build")))
    ratio = min(first) / light
    print("  with a dark look (-> %d files): first build %.2f s, %.2fx the light skin's (bound %.1fx)" % (outputs, min(first), ratio, DARK_BOUND))
    return ratio


if __name__ == "__main__":
    main()
