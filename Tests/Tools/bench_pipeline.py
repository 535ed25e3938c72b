#!/usr/bin/env python3
"""The one pipeline's costs, and against an older barskin in the same run.

Every writing command goes through the skin build (issue 25). This times, best of
--runs, alternating the binaries in every round:

- `tint` on the tint bench's 1000 masks (fresh output folder), and its no-op
  re-run (the target: at most 10% of the first run, or 60 ms);
- `glow` on the same masks, fresh and no-op;
- `build` on bench_build.py's 500-item skin, fresh and no-op.

With --baseline BIN (a barskin built from an older commit) it prints each time
as a ratio to that binary's: the target is no slower (1.00x, within noise). The
first run's user CPU time is printed too: on a shared disk the kernel's share of
a run swings several-fold between runs of either binary, and user time does not.

    python3 Tests/Tools/bench_pipeline.py --barskin .build/release/barskin [--baseline OLD] [--runs 9]
"""
import argparse
import os
import resource
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import bench  # noqa: E402  (the tint bench's 1000-mask corpus)
import bench_build  # noqa: E402  (the build bench's skin)


def timed(command, cwd):
    """The run's wall time and its user CPU time (of the run alone: runs are one at a time).
    The kernel's share of a run (thousands of renames) swings several-fold on a shared
    disk, so user time is the steadier comparison of two binaries."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime
    start = time.monotonic()
    result = subprocess.run(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    elapsed = time.monotonic() - start
    if result.returncode != 0:
        sys.exit("bench_pipeline: %s failed (%d): %s" % (" ".join(command), result.returncode, result.stderr[-400:]))
    return elapsed, resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime - before


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--barskin", required=True)
    parser.add_argument("--baseline", help="an older barskin, timed in the same rounds")
    parser.add_argument("--work", default=os.path.join(".bench", "pipeline"))
    parser.add_argument("--runs", type=int, default=9,
                        help="rounds, each binary once a round; the least of each is kept (a first run's wall time swings with the disk)")
    args = parser.parse_args()
    work = os.path.abspath(args.work)
    masks = os.path.join(work, "masks")
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(masks)
    bench.build_corpus(masks, 1000)
    project = os.path.join(work, "project")
    bench_build.write_project(project)
    binaries = [("after", os.path.abspath(args.barskin))] + ([("before", os.path.abspath(args.baseline))] if args.baseline else [])
    cases = [("tint 1000 masks", ["tint", masks, "-o"], work), ("glow 1000 masks", ["glow", masks, "-o"], work),
             ("build 500 items", ["build", "Bench.skin.yml", "-o"], project)]
    times = {}
    for _ in range(args.runs):
        for name, command, cwd in cases:
            for label, binary in binaries:
                out = os.path.join(cwd, "out-" + label)
                shutil.rmtree(out, ignore_errors=True)
                first = timed([binary] + command + [out], cwd)
                again = timed([binary] + command + [out], cwd)
                times.setdefault((name, label), []).append((first, again))
    print("%-18s %-7s %9s %9s %7s %12s" % ("case", "build", "first s", "no-op s", "no-op %", "first user s"))
    for name, _, _ in cases:
        for label, _ in binaries:
            first = min(t[0][0] for t in times[(name, label)])
            again = min(t[1][0] for t in times[(name, label)])
            user = min(t[0][1] for t in times[(name, label)])
            ok = "ok" if again <= max(0.1 * first, 0.060) else "OVER"
            print("%-18s %-7s %9.3f %9.3f %6.1f%% %-4s %7.3f" % (name, label, first, again, 100 * again / first, ok, user))
        if args.baseline:
            after, before = times[(name, "after")], times[(name, "before")]
            ratio = lambda pick: min(pick(t) for t in after) / min(pick(t) for t in before)
            print("%-18s ratio   %8.2fx %8.2fx %13.2fx" % (name, ratio(lambda t: t[0][0]), ratio(lambda t: t[1][0]), ratio(lambda t: t[0][1])))


if __name__ == "__main__":
    main()
