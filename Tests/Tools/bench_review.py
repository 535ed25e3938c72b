#!/usr/bin/env python3
"""Times the review commands on large inputs, with each run's peak memory:

- `barskin sheet` of the tint bench's output: its 1,000 masks (bench.py's corpus)
  tinted into 2,000 images, as one HTML page; and of 100 of them as a `--png` picture;
- `barskin diff` of two builds of bench_build.py's 500-item skin (about 3,000
  images each): identical (exit 0), with one mask changed (two images), and with
  every tab item restyled (every tab image changed) as text and as an HTML page.

    python3 Tests/Tools/bench_review.py --barskin .build/release/barskin [--runs 3]
"""
import argparse
import os
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import bench  # noqa: E402  (the 1,000-mask corpus)
import bench_build  # noqa: E402  (the 500-item skin)

# Runs a command and prints its own peak memory (the child's ru_maxrss, in KiB), so each
# measurement is that command's alone rather than the largest of every child so far.
PEAK = "import resource, subprocess, sys; status = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL).returncode; " \
       "print(status, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)"


def measured(command, cwd, expect=(0,)):
    """Wall time and peak memory (MB) of one run of `command` in `cwd`."""
    start = time.monotonic()
    result = subprocess.run([sys.executable, "-c", PEAK, *command], cwd=cwd, capture_output=True, text=True)
    elapsed = time.monotonic() - start
    status, peak = (int(field) for field in result.stdout.split())
    if status not in expect:
        print(result.stderr, file=sys.stderr)
        sys.exit("bench_review: %s exited %d" % (" ".join(command), status))
    return elapsed, peak / 1024


def best(runs, command, cwd, expect=(0,)):
    """The fastest of `runs` runs, and the largest peak memory of any."""
    results = [measured(command, cwd, expect) for _ in range(runs)]
    return min(r[0] for r in results), max(r[1] for r in results)


def count_png(folder):
    return sum(1 for _, _, files in os.walk(folder) for name in files if name.endswith(".png"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--barskin", required=True)
    parser.add_argument("--work", default=os.path.join(os.getcwd(), ".bench"))
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    barskin = os.path.abspath(args.barskin)
    work = os.path.abspath(args.work)
    review = os.path.join(work, "review")
    os.makedirs(review, exist_ok=True)

    corpus = os.path.join(work, "corpus")
    bench.build_corpus(corpus, 1000)
    tinted = os.path.join(review, "tint")
    shutil.rmtree(tinted, ignore_errors=True)
    subprocess.run([barskin, "tint", corpus, "-o", tinted, "-q"], check=True)
    wall, peak = best(args.runs, [barskin, "sheet", tinted, "-o", "sheet.html"], review)
    size = os.path.getsize(os.path.join(review, "sheet.html")) / 1e6
    print("sheet: %d images of 1,000 masks -> %.1f MB page: %.2f s, peak memory %.0f MB" % (count_png(tinted), size, wall, peak))
    # One picture cannot hold a thousand items (a row each); a hundred it can.
    hundred = os.path.join(review, "tint-100")
    shutil.rmtree(hundred, ignore_errors=True)
    masks = sorted(os.path.join(corpus, name) for name in os.listdir(corpus) if name.endswith(".png"))[:100]
    subprocess.run([barskin, "tint", *masks, "-o", hundred, "-q"], check=True)
    wall, peak = best(args.runs, [barskin, "sheet", hundred, "--png", "sheet.png"], review)
    size = os.path.getsize(os.path.join(review, "sheet.png")) / 1e6
    print("sheet --png: %d images of 100 masks -> %.1f MB picture: %.2f s, peak memory %.0f MB" % (count_png(hundred), size, wall, peak))

    project = os.path.join(review, "skin")
    bench_build.write_project(project)
    skin = os.path.join(project, "Bench.skin.yml")
    for folder in ("Old", "New", "Restyled"):
        shutil.rmtree(os.path.join(project, folder), ignore_errors=True)
    subprocess.run([barskin, "build", skin, "--output", "Old", "-q"], cwd=project, check=True)
    subprocess.run([barskin, "build", skin, "--output", "New", "-q"], cwd=project, check=True)
    images = count_png(os.path.join(project, "Old"))
    wall, peak = best(args.runs, [barskin, "diff", "Old", "New"], project)
    print("diff: two builds of %d images each" % images)
    print("  identical: %.2f s, peak memory %.0f MB" % (wall, peak))
    mask = os.path.join(project, "Masks", "m007@2x.png")
    original = open(mask, "rb").read()
    shutil.copyfile(os.path.join(project, "Masks", "m008@2x.png"), mask)
    subprocess.run([barskin, "build", skin, "--output", "New", "-q"], cwd=project, check=True)
    open(mask, "wb").write(original)
    wall, peak = best(args.runs, [barskin, "diff", "Old", "New"], project, expect=(1,))
    print("  one mask changed: %.2f s, peak memory %.0f MB" % (wall, peak))
    text = open(skin).read()
    open(skin, "w").write(text.replace("style: classic", "style: flat"))
    subprocess.run([barskin, "build", skin, "--output", "Restyled", "-q"], cwd=project, check=True)
    open(skin, "w").write(text)
    wall, peak = best(args.runs, [barskin, "diff", "Old", "Restyled"], project, expect=(1,))
    print("  every tab item restyled: %.2f s, peak memory %.0f MB" % (wall, peak))
    wall, peak = best(args.runs, [barskin, "diff", "Old", "Restyled", "--format", "html", "-o", "diff.html"], project, expect=(1,))
    size = os.path.getsize(os.path.join(project, "diff.html")) / 1e6
    print("  every tab item restyled, as a %.1f MB HTML page: %.2f s, peak memory %.0f MB" % (size, wall, peak))


if __name__ == "__main__":
    main()
