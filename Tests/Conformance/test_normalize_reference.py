"""`barskin normalize` over the valid corpus against pypng as the reference decoder.

Tolerance: 0 for sources of 1 to 8 bits. For 16-bit sources, ±1 per channel (the
issue allows it), and in addition every 16-bit sample that is not within 0.1 of a
rounding boundary (v / 257 with a fraction outside [0.4, 0.6]) must be exactly
round-to-nearest, so truncating decoders (v >> 8) fail.
"""

from __future__ import annotations

import hashlib
import struct

import pytest

import corpus
from conftest import SUMMARY, files_below, run_barskin
from pngkit import parse_chunks
from reference import reference_decode, round16, smallest_color_type

SAMPLES = corpus.good_corpus()


def output_rgba(data: bytes):
    width, height, rows, info = reference_decode(data)
    return width, height, rows


def far_from_half(value: int):
    """round16(value), or None when value / 257 is within 0.1 of k + 0.5."""
    fraction = (value * 255 % 65535) / 65535
    return None if 0.4 <= fraction <= 0.6 else round16(value)


@pytest.mark.parametrize("sample", SAMPLES, ids=[s.path for s in SAMPLES])
def test_pixels_equal_reference(sample, good_workspace, normalized):
    width, height, expected, _ = reference_decode(sample.data, lenient=sample.lenient)
    out_width, out_height, actual = output_rgba((good_workspace.root / "out" / sample.path).read_bytes())
    assert (out_width, out_height) == (width, height)
    tolerance = 1 if sample.sixteen_bit else 0
    worst = max((abs(a - e) for ra, re_ in zip(actual, expected) for a, e in zip(ra, re_)), default=0)
    assert worst <= tolerance, f"channel off by {worst} (tolerance {tolerance})"
    if tolerance == 0:
        assert actual == expected


@pytest.mark.parametrize("sample", [s for s in SAMPLES if s.sixteen_bit], ids=lambda s: s.path)
def test_16_bit_samples_round_to_nearest(sample, good_workspace, normalized):
    _, _, expected, _ = reference_decode(sample.data, lenient=sample.lenient, scale16=far_from_half)
    _, _, actual = output_rgba((good_workspace.root / "out" / sample.path).read_bytes())
    wrong = [(y, x, a, e) for y, (ra, re_) in enumerate(zip(actual, expected))
             for x, (a, e) in enumerate(zip(ra, re_)) if e is not None and a != e]
    assert not wrong, f"{len(wrong)} samples not rounded to nearest, first (row, index, got, want): {wrong[0]}"


@pytest.mark.parametrize("sample", SAMPLES, ids=[s.path for s in SAMPLES])
def test_output_is_canonical(sample, good_workspace, normalized):
    data = (good_workspace.root / "out" / sample.path).read_bytes()
    chunks = parse_chunks(data)
    kinds = [kind for kind, _ in chunks]
    assert kinds[0] == b"IHDR" and kinds[-1] == b"IEND"
    assert set(kinds[1:-1]) == {b"IDAT"}, f"ancillary chunks in output: {kinds}"
    width, height, depth, color_type, _, _, interlace = struct.unpack(">IIBBBBB", chunks[0][1])
    assert depth == 8
    assert interlace == 0
    _, _, pixels = output_rgba(data)
    assert color_type == smallest_color_type(pixels), "not the smallest lossless colour type"


def test_reducible_images_get_the_smaller_type(good_workspace, normalized):
    expected = {
        "rgb-all-gray.png": 0, "rgba-opaque.png": 2, "rgba-gray-with-alpha.png": 4,
        "rgba-gray-opaque.png": 0, "gray-alpha-opaque.png": 0, "rgb16-gray-after-scaling.png": 0,
        "palette-gray.png": 0, "palette-gray-trns.png": 4, "rgba-all-transparent.png": 4,
    }
    written = {}
    for name in expected:
        ihdr = parse_chunks((good_workspace.root / "out" / "reducible" / name).read_bytes())[0][1]
        written[name] = ihdr[9]
    assert written == expected


def test_corpus_covers_every_legal_format():
    seen = set()
    key_types = set()
    for sample in SAMPLES:
        chunks = parse_chunks(sample.data) if not sample.lenient else []
        if not chunks:
            continue
        width, height, depth, color_type, _, _, interlace = struct.unpack(">IIBBBBB", chunks[0][1])
        has_trns = any(kind == b"tRNS" for kind, _ in chunks)
        seen.add((color_type, depth, interlace, has_trns, (width, height)))
        if has_trns and color_type in (0, 2):
            key_types.add((color_type, depth, interlace))
    legal = {0: (1, 2, 4, 8, 16), 2: (8, 16), 3: (1, 2, 4, 8), 4: (8, 16), 6: (8, 16)}
    for color_type, depths in legal.items():
        for depth in depths:
            for interlace in (0, 1):
                for size in corpus.SIZES:
                    assert (color_type, depth, interlace, False, size) in seen
                    if color_type == 3:
                        assert (color_type, depth, interlace, True, size) in seen
    assert {(0, d, i) for d in legal[0] for i in (0, 1)} | {(2, d, i) for d in (8, 16) for i in (0, 1)} <= key_types


def test_run_succeeds_and_notes_the_skipped_file(normalized):
    assert normalized.status == 0, normalized.stderr
    assert normalized.stdout == ""
    lines = normalized.stderr_lines
    assert lines[0] == "barskin: note: corpus/README.txt: skipped, not a PNG, SVG or PDF file"
    match = SUMMARY.fullmatch(lines[1])
    assert match and match.group(1, 2, 3) == (str(len(SAMPLES)), str(len(SAMPLES)), "0"), lines[1]
    assert match.group(5) is None
    assert len(lines) == 2


def test_folder_structure_is_mirrored(good_workspace, normalized):
    assert files_below(good_workspace.root / "out") == {sample.path for sample in SAMPLES}


def digest_tree(folder):
    return {path: hashlib.sha256((folder / path).read_bytes()).hexdigest() for path in files_below(folder)}


def test_second_run_rewrites_nothing(barskin, good_workspace, normalized):
    out = good_workspace.root / "out"
    before = {path: ((out / path).stat().st_mtime_ns, (out / path).read_bytes()) for path in files_below(out)}
    inputs_before = digest_tree(good_workspace.corpus)
    again = run_barskin(barskin, ["normalize", "corpus", "-o", "out"], good_workspace.root)
    assert again.status == 0, again.stderr
    match = SUMMARY.fullmatch(again.stderr_lines[-1])
    # The manifest shows every file up to date: none is even drawn again.
    assert match and match.group(1, 2, 3, 4) == (str(len(SAMPLES)), "0", "0", str(len(SAMPLES))), again.stderr
    after = {path: ((out / path).stat().st_mtime_ns, (out / path).read_bytes()) for path in files_below(out)}
    assert after == before
    assert digest_tree(good_workspace.corpus) == inputs_before, "an input was modified"


def test_fresh_runs_are_byte_identical_serial_or_parallel(barskin, good_workspace, normalized):
    serial = run_barskin(barskin, ["normalize", "corpus", "-o", "out-serial", "--jobs", "1"], good_workspace.root)
    assert serial.status == 0, serial.stderr
    assert digest_tree(good_workspace.root / "out-serial") == digest_tree(good_workspace.root / "out")


def test_whole_corpus_is_quick_and_small(normalized):
    assert normalized.seconds < 20
    assert normalized.max_rss_bytes < 200 * 1024 * 1024
