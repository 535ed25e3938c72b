#!/usr/bin/env python3
"""Fills Fuzz/.corpus/TARGET with seeds from BarSkin's own fixtures, once per
target (libFuzzer adds what it finds beside them):

- PNG decoder: the sample art and icons, the conformance corpus (every colour
  type, depth and interlace, and the hostile files under 1 MiB);
- skin reader: the sample skin and the trace benchmark project's skins;
- storyboard/xib scanner and source lexer: that project's documents and sources,
  and BarSkin's own Swift sources for the lexer;
- skin state: short scripts of mutations (fuzz-skin-state reads any bytes as one).
"""
import glob
import hashlib
import os
import struct
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "Tests", "PythonSupport"))
sys.path.insert(0, os.path.join(ROOT, "Tests", "Conformance"))


def add(target, data):
    folder = os.path.join(HERE, ".corpus", target)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "seed-" + hashlib.sha1(data).hexdigest()), "wb") as out:
        out.write(data)


def add_files(target, pattern, limit=None):
    for index, path in enumerate(sorted(glob.glob(pattern, recursive=True))):
        if limit is not None and index >= limit:
            break
        with open(path, "rb") as source:
            add(target, source.read())


def png_seeds():
    add_files("fuzz-png-decoder", os.path.join(ROOT, "Assets", "**", "*.png"))
    try:
        import corpus  # the conformance tests' generated PNG variants
        for sample in corpus.good_corpus():
            add("fuzz-png-decoder", sample.data)
        for hostile in corpus.hostile_corpus():
            if len(hostile.data) < 1 << 20:
                add("fuzz-png-decoder", hostile.data)
    except Exception as error:  # the corpus needs pypng; the sample art is enough without it
        print(f"seed_corpora: conformance corpus skipped ({error})")


def project_seeds():
    work = tempfile.mkdtemp(prefix="barskin-fuzz-seeds-")
    try:
        subprocess.run([sys.executable, os.path.join(ROOT, "Tests", "Tools", "make_trace_project.py"), work,
                        "--sources", "40", "--assets", "600"], check=True, stdout=subprocess.DEVNULL)
        add_files("fuzz-skin-reader", os.path.join(work, "**", "*.skin.yml"))
        add_files("fuzz-interface-builder", os.path.join(work, "**", "*.storyboard"))
        add_files("fuzz-interface-builder", os.path.join(work, "**", "*.xib"))
        add_files("fuzz-source-lexer", os.path.join(work, "**", "*.swift"), limit=20)
        add_files("fuzz-source-lexer", os.path.join(work, "**", "*.m"), limit=20)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    add_files("fuzz-skin-reader", os.path.join(ROOT, "Assets", "*.skin.yml"))
    add_files("fuzz-source-lexer", os.path.join(ROOT, "Sources", "BarSkin", "Trace", "**", "*.swift"))


def state_seeds():
    # Scripts of mutations between two builds (FuzzSkinState.swift reads them): four bytes
    # choosing the items the second build keeps, one for -o, then (index, kind) pairs.
    # One seed per kind of mutation and choice of items, so every kind is met at once.
    for kind in range(9):
        for kept in [(0, 1, 1, 1), (1, 0, 0, 0), (0, 0, 0, 0), (1, 1, 1, 0)]:
            for redirect in (1, 4):
                add("fuzz-skin-state", bytes(kept + (redirect, kind * 7, kind, 3, (kind + 1) % 9)))


def vector_seeds():
    # The vector tests' drawings and hostile files, and the bench's generated icons.
    add_files("fuzz-vector-mask", os.path.join(ROOT, "Tests", "Fixtures", "Vectors", "*"))
    sys.path.insert(0, os.path.join(ROOT, "Tests", "Tools"))
    try:
        import bench_vectors
        import random
        rng = random.Random(28)
        for _ in range(20):
            add("fuzz-vector-mask", bench_vectors.icon(rng).encode())
        for text in bench_vectors.HOSTILE.values():
            if len(text) < 1 << 16:
                add("fuzz-vector-mask", text.encode())
    except Exception as error:
        print(f"seed_corpora: generated vectors skipped ({error})")


def reply_seeds():
    # Replies a decoder child gives: a size, then 2 x 2 pixels, then a refusal.
    size = b"S" + struct.pack("<dd", 30.0, 20.0)
    pixels = b"P" + struct.pack("<II", 2, 2) + bytes(range(16))
    failed = b"F\x01" + struct.pack("<I", 5) + b"oops!"
    add("fuzz-vector-reply", b"\x01\x01" + size + pixels + size + failed)
    add("fuzz-vector-reply", b"\x81\x01" + pixels + failed)


def main():
    targets = sys.argv[1:]
    fresh = [t for t in targets if not os.path.isdir(os.path.join(HERE, ".corpus", t))]
    if not fresh:
        return
    png_seeds()
    project_seeds()
    state_seeds()
    vector_seeds()
    reply_seeds()
    for target in targets:
        count = len(os.listdir(os.path.join(HERE, ".corpus", target)))
        print(f"seed_corpora: {target}: {count} seeds")


if __name__ == "__main__":
    main()
