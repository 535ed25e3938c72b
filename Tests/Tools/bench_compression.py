#!/usr/bin/env python3
"""`make bench`: BarSkin's PNG compression against oxipng and Pillow, in one run.

Two corpora, each timed and weighed in the same run:

- the tint bench corpus (bench.py's 1000 masks of 30, 60 and 90 px; 2000 outputs):
  `barskin tint --jobs 1` at the default compression and at `--compression best`,
  each into a fresh folder, best of --repeat;
- the drawn art of the sample skin: `barskin build Assets/Sample.skin.yml` at each
  compression, into an emptied Build/Skin each time (the PNGs it writes there,
  less the background art it ships as given, which is copied byte for byte and
  never re-encoded).

Against them, over BarSkin's default outputs and in this one Python process:
oxipng at `-o 2` (pyoxipng, which `make bench` installs with pip) and Pillow's
`optimize=True`. Every best file is decoded (by Pillow) and compared with the
default file's pixels, and checked to be no larger. With --baseline, an older
barskin's default is timed and weighed on the same corpus too.
"""
import argparse
import os
import resource
import shutil
import subprocess
import sys
import time

import bench

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
SKIN = os.path.join(ROOT, "Assets", "Sample.skin.yml")
SKIN_OUTPUT = os.path.join(ROOT, "Build", "Skin")


def pngs(folder):
    """Every PNG below folder, by path relative to it."""
    found = {}
    for root, _, names in os.walk(folder):
        for name in names:
            if name.endswith(".png"):
                path = os.path.join(root, name)
                found[os.path.relpath(path, folder)] = path
    return dict(sorted(found.items()))


def cpu_seconds():
    """User plus system time of this process (every thread) and its finished children."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def best_of(repeat, run):
    """(wall seconds, CPU seconds) of the quickest of `repeat` runs. On a shared machine the
    CPU time moves far less than the wall time, so both are reported."""
    timings = []
    for _ in range(repeat):
        start, cpu = time.perf_counter(), cpu_seconds()
        run()
        timings.append((time.perf_counter() - start, cpu_seconds() - cpu))
    return min(timings)


def tint_corpus(barskin, corpus_dir, work, compression, repeat, jobs=1, label="barskin"):
    out = os.path.join(work, f"tint-{label}-{compression}-{jobs}")

    def run():
        bench.fresh(out)()
        subprocess.run([barskin, "tint", corpus_dir, "-o", out, "--jobs", str(jobs), "--compression", compression],
                       check=True, stderr=subprocess.DEVNULL)
    return best_of(repeat, run), pngs(out)


def skin_art(barskin, work, compression, repeat, label, jobs=1):
    """Builds the sample skin and keeps a copy of the PNGs it encodes."""
    # The skin's own inputs, not the README's picture (the preview at the default
    # compression, which would drop the preview from the default's files only).
    inputs = {open(p, "rb").read() for relative, p in pngs(os.path.join(ROOT, "Assets")).items()
              if not relative.startswith("readme" + os.sep)}

    def run():
        # From nothing each time: a re-run that finds its outputs as recorded is only a freshness check.
        shutil.rmtree(SKIN_OUTPUT, ignore_errors=True)
        subprocess.run([barskin, "build", SKIN, "--jobs", str(jobs), "--compression", compression],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    elapsed = best_of(repeat, run)
    keep = os.path.join(work, f"art-{label}")
    shutil.rmtree(keep, ignore_errors=True)
    files = {}
    for relative, path in pngs(SKIN_OUTPUT).items():
        data = open(path, "rb").read()
        if data in inputs:
            continue
        copy = os.path.join(keep, relative)
        os.makedirs(os.path.dirname(copy), exist_ok=True)
        with open(copy, "wb") as handle:
            handle.write(data)
        files[relative] = copy
    return elapsed, files


def normalize_pass(barskin, files, work, label, repeat, jobs):
    """`barskin normalize --compression best` over the default outputs themselves, the job
    oxipng does on them: the same files in, nothing drawn. Its outputs are checked to hold
    the same pixels as the files they came from."""
    source = os.path.join(work, f"normalize-{label}-in")
    out = os.path.join(work, f"normalize-{label}-{jobs}")
    shutil.rmtree(source, ignore_errors=True)
    for relative, path in files.items():
        os.makedirs(os.path.dirname(os.path.join(source, relative)), exist_ok=True)
        shutil.copyfile(path, os.path.join(source, relative))

    def run():
        bench.fresh(out)()
        subprocess.run([barskin, "normalize", source, "-o", out, "--jobs", str(jobs), "--compression", "best"],
                       check=True, stderr=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
    return best_of(repeat, run), pngs(out)


def total(files):
    return sum(os.path.getsize(p) for p in files.values())


def oxipng_pass(files):
    import oxipng
    data = [open(p, "rb").read() for p in files.values()]
    start, cpu = time.perf_counter(), cpu_seconds()
    out = [oxipng.optimize_from_memory(d, level=2) for d in data]
    return (time.perf_counter() - start, cpu_seconds() - cpu), sum(map(len, out))


def pillow_pass(files):
    import io
    from PIL import Image
    data = [open(p, "rb").read() for p in files.values()]
    start, cpu = time.perf_counter(), cpu_seconds()
    size = 0
    for d in data:
        buffer = io.BytesIO()
        Image.open(io.BytesIO(d)).save(buffer, "PNG", optimize=True)
        size += buffer.tell()
    return (time.perf_counter() - start, cpu_seconds() - cpu), size


def check_best(default, best):
    """(files with different pixels, files larger than the default's), decoding with Pillow."""
    from PIL import Image
    differ = larger = 0
    for relative, path in default.items():
        other = best[relative]
        with Image.open(path) as a, Image.open(other) as b:
            if a.size != b.size or a.convert("RGBA").tobytes() != b.convert("RGBA").tobytes():
                differ += 1
        larger += os.path.getsize(other) > os.path.getsize(path)
    return differ, larger


def report(title, rows, oxipng_bytes, oxipng_time, best_time, best_jobs_time, default_bytes, best_bytes, check, count,
           normalized=None):
    """Every time is (wall seconds, CPU seconds); `normalized` is (one job, every core) of
    `barskin normalize --compression best` on oxipng's own input files."""
    print(title)
    print(f"  {'':58}{'time':>9}{'CPU':>9}{'bytes':>10}{'vs oxipng':>11}")
    for label, (elapsed, cpu), size in rows:
        print(f"  {label:58}{elapsed:8.2f}s{cpu:8.2f}s{size:>10}{size / oxipng_bytes:>10.3f}x")
    differ, larger = check
    print(f"  best: {best_bytes / oxipng_bytes:.3f}x oxipng's bytes (target <= 1.00x); "
          f"default: {default_bytes / oxipng_bytes:.3f}x oxipng's bytes (target <= 1.10x)")
    # oxipng runs its trials on every core it finds; barskin's batches use every core by default too.
    print(f"  best: {oxipng_time[0] / best_jobs_time[0]:.1f}x as fast as oxipng with every core each "
          f"({oxipng_time[0] / best_time[0]:.1f}x with barskin on one job; target >= 2x)")
    if normalized:
        one, every = normalized
        print(f"  best on oxipng's own input files (normalize): {oxipng_time[0] / every[0]:.1f}x as fast as oxipng "
              f"with every core each, {oxipng_time[0] / one[0]:.1f}x on one job, {oxipng_time[1] / one[1]:.1f}x less CPU")
    # Wall time on a shared machine swings with whatever else runs; CPU time much less.
    print(f"  best: {oxipng_time[1] / best_time[1]:.1f}x less CPU time than oxipng (user+sys, barskin on one job)")
    print(f"  best: {count - differ}/{count} files decode to the default's pixels; {larger} larger than the default's")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--barskin", required=True)
    parser.add_argument("--baseline", help="an older barskin whose default is timed and weighed too")
    parser.add_argument("--work", default=os.path.join(os.getcwd(), ".bench"))
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    try:
        import oxipng
        from PIL import Image
    except ImportError as error:
        sys.exit(f"bench_compression: {error}; `make bench` installs pyoxipng and Pillow with pip")
    import PIL
    oxipng_name = f"pyoxipng {_version('pyoxipng')} (oxipng in this process, {sys.executable})"
    pillow_name = f"Pillow {PIL.__version__} (in this process, {sys.executable})"

    work = os.path.join(args.work, "compression")
    os.makedirs(work, exist_ok=True)
    corpus_dir = os.path.join(args.work, "corpus")
    corpus = bench.build_corpus(corpus_dir, args.count)
    jobs = os.cpu_count() or 1

    default_time, default = tint_corpus(args.barskin, corpus_dir, work, "default", args.repeat)
    best_time, best = tint_corpus(args.barskin, corpus_dir, work, "best", args.repeat)
    best_jobs_time, _ = tint_corpus(args.barskin, corpus_dir, work, "best", args.repeat, jobs)
    oxipng_time, oxipng_bytes = oxipng_pass(default)
    pillow_time, pillow_bytes = pillow_pass(default)
    normalized_time, normalized = normalize_pass(args.barskin, default, work, "tint", args.repeat, 1)
    normalized_jobs_time, _ = normalize_pass(args.barskin, default, work, "tint", args.repeat, jobs)
    rows = [("barskin tint, default compression, 1 job", default_time, total(default)),
            ("barskin tint --compression best, 1 job", best_time, total(best)),
            (f"barskin tint --compression best, {jobs} jobs", best_jobs_time, total(best)),
            ("barskin normalize --compression best on them, 1 job", normalized_time, total(normalized)),
            (f"barskin normalize --compression best on them, {jobs} jobs", normalized_jobs_time, total(normalized)),
            ("oxipng -o 2 on barskin's default outputs", oxipng_time, oxipng_bytes),
            ("Pillow optimize=True on barskin's default outputs", pillow_time, pillow_bytes)]
    if args.baseline:
        baseline_time, baseline = tint_corpus(args.baseline, corpus_dir, work, "default", args.repeat, label="baseline")
        rows.insert(0, (f"baseline {os.path.basename(args.baseline)} tint, default, 1 job", baseline_time, total(baseline)))
    report(f"compression: tint bench corpus ({len(corpus)} masks, {len(default)} outputs), best of {args.repeat}:",
           rows, oxipng_bytes, oxipng_time, best_time, best_jobs_time, total(default), total(best),
           check_best(default, best), len(default), (normalized_time, normalized_jobs_time))
    assert check_best(default, normalized)[0] == 0, "normalize --compression best changed pixels"

    art_default_time, art_default = skin_art(args.barskin, work, "default", args.repeat, "default")
    art_best_time, art_best = skin_art(args.barskin, work, "best", args.repeat, "best")
    art_best_jobs_time, _ = skin_art(args.barskin, work, "best", args.repeat, "best-jobs", jobs)
    art_oxipng_time, art_oxipng_bytes = oxipng_pass(art_default)
    art_pillow_time, art_pillow_bytes = pillow_pass(art_default)
    art_normalized_time, art_normalized = normalize_pass(args.barskin, art_default, work, "art", args.repeat, 1)
    art_normalized_jobs_time, _ = normalize_pass(args.barskin, art_default, work, "art", args.repeat, jobs)
    assert check_best(art_default, art_normalized)[0] == 0, "normalize --compression best changed pixels"
    report(f"compression: the sample skin's drawn art ({len(art_default)} files written by barskin build), best of {args.repeat}:",
           [("barskin build Assets/Sample.skin.yml, default, 1 job", art_default_time, total(art_default)),
            ("barskin build --compression best, 1 job", art_best_time, total(art_best)),
            (f"barskin build --compression best, {jobs} jobs", art_best_jobs_time, total(art_best)),
            ("barskin normalize --compression best on them, 1 job", art_normalized_time, total(art_normalized)),
            (f"barskin normalize --compression best on them, {jobs} jobs", art_normalized_jobs_time, total(art_normalized)),
            ("oxipng -o 2 on barskin's default outputs", art_oxipng_time, art_oxipng_bytes),
            ("Pillow optimize=True on barskin's default outputs", art_pillow_time, art_pillow_bytes)],
           art_oxipng_bytes, art_oxipng_time, art_best_time, art_best_jobs_time, total(art_default), total(art_best),
           check_best(art_default, art_best), len(art_default), (art_normalized_time, art_normalized_jobs_time))
    # Leave the sample skin as `make` builds it.
    subprocess.run([args.barskin, "build", SKIN], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    print(f"  timed: {args.barskin}; oxipng: {oxipng_name}; Pillow: {pillow_name}")
    load = os.getloadavg()[0]
    if load > jobs:
        print(f"note: load average {load:.1f} on {jobs} cores: other work is running, wall-clock figures are unreliable")


def _version(distribution):
    from importlib.metadata import version
    return version(distribution)


if __name__ == "__main__":
    main()
