"""`barskin normalize --compression best` over the valid corpus, checked with pypng.

Best may store any lossless layout (palettes with tRNS, colour keys, bit depths
below 8), so this decodes each file independently of BarSkin and compares it
with `--compression default`'s output of the same source. Tolerance: 0.
"""

from __future__ import annotations

import pytest

import corpus
from conftest import run_barskin
from pngkit import parse_chunks
from reference import reference_decode

SAMPLES = corpus.good_corpus()


@pytest.fixture(scope="session")
def best(barskin, good_workspace, normalized):
    """`barskin normalize corpus -o best --compression best`, once per session."""
    return run_barskin(barskin, ["normalize", "corpus", "-o", "best", "--compression", "best"], good_workspace.root)


@pytest.mark.parametrize("sample", SAMPLES, ids=[s.path for s in SAMPLES])
def test_best_has_the_defaults_pixels_and_is_no_larger(sample, good_workspace, best):
    standard = (good_workspace.root / "out" / sample.path).read_bytes()
    smallest = (good_workspace.root / "best" / sample.path).read_bytes()
    assert reference_decode(smallest)[:3] == reference_decode(standard)[:3]
    assert len(smallest) <= len(standard)
    kinds = {kind for kind, _ in parse_chunks(smallest)}
    assert kinds <= {b"IHDR", b"PLTE", b"tRNS", b"IDAT", b"IEND"}, f"ancillary chunks: {kinds}"


def test_best_finds_smaller_layouts(good_workspace, best):
    # Palette and low-bit-depth sources have few colours: best stores them in fewer bits than 8.
    depths = [parse_chunks(path.read_bytes())[0][1][8] for path in (good_workspace.root / "best").rglob("*.png")]
    assert any(depth < 8 for depth in depths)
