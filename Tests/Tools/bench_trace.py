#!/usr/bin/env python3
"""Times `barskin trace` on a generated project of 5,000 source files and 3,000
assets with 300 colour sets and 30 data sets (Tests/Tools/make_trace_project.py), the size issues 5 and 13 set a
3-second budget for: once reading its Xcode project (every file listed in the
app target), once without it (`--exclude App.xcodeproj`). Prints one line per
run and the best time of each.

    python3 Tests/Tools/bench_trace.py --barskin .build/release/barskin [--runs 3]
"""
import argparse
import hashlib
import os
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
BUDGET_SECONDS = 3.0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--barskin", required=True)
    parser.add_argument("--project", default=os.path.join(".bench", "trace-project"))
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    # The marker holds the generator's hash, so a changed generator makes a new project.
    generator = os.path.join(HERE, "make_trace_project.py")
    with open(generator, "rb") as handle:
        digest = hashlib.sha256(handle.read()).hexdigest()
    marker = os.path.join(args.project, ".complete")
    current = open(marker).read() if os.path.exists(marker) else None
    if current != digest:
        print("bench_trace: generating %s (5,000 sources, 3,000 assets, 330 colour and data sets, 20 skin files)" % args.project, file=sys.stderr)
        shutil.rmtree(args.project, ignore_errors=True)
        subprocess.run([sys.executable, generator, args.project], check=True)
        with open(marker, "w") as handle:
            handle.write(digest)
    for label, extra in (("with its Xcode project", []), ("without a project file", ["--exclude", "App.xcodeproj"])):
        best = None
        for run in range(args.runs):
            start = time.monotonic()
            result = subprocess.run([args.barskin, "trace", args.project, "--format", "json"] + extra,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            elapsed = time.monotonic() - start
            if result.returncode not in (0, 1):
                print(result.stderr, file=sys.stderr)
                sys.exit("bench_trace: barskin trace failed with status %d" % result.returncode)
            print("trace run %d (%s): %.2f s" % (run + 1, label, elapsed))
            best = elapsed if best is None else min(best, elapsed)
        verdict = "within" if best < BUDGET_SECONDS else "OVER"
        print("trace %s: 5000 sources + 3000 assets in %.2f s (best of %d; %s the %.0f s budget)"
              % (label, best, args.runs, verdict, BUDGET_SECONDS))


if __name__ == "__main__":
    main()
