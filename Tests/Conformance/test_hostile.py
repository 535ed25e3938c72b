"""`barskin normalize` over corrupt and hostile files.

Each bad file must give exactly one `barskin: error: PATH: message` line, exit 1,
and leave no output or temporary file, while the good files next to it are still
written; the whole run must end within the hang guard and stay under 200 MB.
A few hostile-looking files are valid PNGs (bombs in chunks BarSkin never inflates,
trailing bytes, extra IDAT data): those must decode to the right pixels, just as fast.
"""

from __future__ import annotations

import re

import pytest

import corpus
from conftest import MEMORY_LIMIT_BYTES, SUMMARY, TIME_LIMIT_SECONDS, Workspace, files_below, run_barskin, write_files
from reference import reference_decode

HOSTILE = corpus.hostile_corpus()
BAD = [case for case in HOSTILE if case.message is not None]
VALID = [case for case in HOSTILE if case.message is None]
GOOD_NEIGHBOURS = {
    "good-first.png": corpus.matrix_image("palette-trns", 2, 33, 17, True),
    "zz-good-last.png": corpus.matrix_image("gray-alpha", 16, 32, 32, False),
}
#: Per-channel tolerance: ±1 for the 16-bit neighbour only.
NEIGHBOUR_TOLERANCE = {"good-first.png": 0, "zz-good-last.png": 1}


@pytest.fixture(scope="module")
def hostile_space(tmp_path_factory) -> Workspace:
    space = Workspace(tmp_path_factory.mktemp("hostile"))
    write_files(space.corpus, {case.name: case.data for case in HOSTILE} | GOOD_NEIGHBOURS)
    return space


@pytest.fixture(scope="module")
def batch(barskin, hostile_space):
    """One run over the whole hostile folder, as a user would do it."""
    return run_barskin(barskin, ["normalize", "corpus", "-o", "out"], hostile_space.root)


def test_batch_reports_every_bad_file_once_and_exits_1(batch):
    assert batch.status == 1
    assert batch.stdout == ""
    expected = [f"barskin: error: corpus/{case.name}: {case.message}" for case in sorted(BAD, key=lambda c: c.name)]
    assert batch.stderr_lines[:-1] == expected
    match = SUMMARY.fullmatch(batch.stderr_lines[-1])
    written = len(VALID) + len(GOOD_NEIGHBOURS)
    assert match, batch.stderr_lines[-1]
    assert match.group(1, 2, 3, 6) == (str(written), str(written), "0", str(len(BAD)))


def test_batch_writes_good_and_valid_files_only_and_no_temporary_files(batch, hostile_space):
    expected = {case.name for case in VALID} | set(GOOD_NEIGHBOURS)
    assert files_below(hostile_space.root / "out") == expected


def test_batch_is_fast_and_bounded(batch):
    assert batch.seconds < TIME_LIMIT_SECONDS
    assert batch.max_rss_bytes < MEMORY_LIMIT_BYTES, f"peak RSS {batch.max_rss_bytes / 2**20:.0f} MiB"


def test_good_neighbours_are_right(batch, hostile_space):
    for name, data in GOOD_NEIGHBOURS.items():
        _, _, expected, _ = reference_decode(data)
        _, _, actual, _ = reference_decode((hostile_space.root / "out" / name).read_bytes())
        assert (len(actual), len(actual[0])) == (len(expected), len(expected[0]))
        worst = max(abs(a - e) for ra, re_ in zip(actual, expected) for a, e in zip(ra, re_))
        assert worst <= NEIGHBOUR_TOLERANCE[name]


@pytest.mark.parametrize("case", BAD, ids=lambda c: c.name)
def test_bad_file_alone(case, barskin, tmp_path):
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / case.name).write_bytes(case.data)
    run = run_barskin(barskin, ["normalize", f"in/{case.name}", "-o", f"out/{case.name}"], tmp_path)
    assert run.status == 1
    assert run.stderr_lines[0] == f"barskin: error: in/{case.name}: {case.message}"
    assert len(run.stderr_lines) == 2
    # Nothing was made, and the summary says so rather than counting zeros.
    assert re.fullmatch(r"barskin: nothing normalized in \d+\.\d\d s; 1 failed", run.stderr_lines[1]), run.stderr_lines[1]
    assert not (tmp_path / "out").exists() or files_below(tmp_path / "out") == set()
    assert (tmp_path / "in" / case.name).read_bytes() == case.data
    assert run.seconds < TIME_LIMIT_SECONDS
    assert run.max_rss_bytes < MEMORY_LIMIT_BYTES, f"peak RSS {run.max_rss_bytes / 2**20:.0f} MiB"


@pytest.mark.parametrize("case", VALID, ids=lambda c: c.name)
def test_hostile_but_valid_file_alone(case, barskin, tmp_path):
    """Documented decisions: these are accepted, decoded quickly in bounded memory."""
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / case.name).write_bytes(case.data)
    run = run_barskin(barskin, ["normalize", f"in/{case.name}", "-o", f"out/{case.name}"], tmp_path)
    assert run.status == 0, run.stderr
    _, _, expected, _ = reference_decode(case.pixels_from)
    _, _, actual, _ = reference_decode((tmp_path / "out" / case.name).read_bytes())
    assert actual == expected
    assert files_below(tmp_path / "out") == {case.name}
    assert run.seconds < TIME_LIMIT_SECONDS
    assert run.max_rss_bytes < MEMORY_LIMIT_BYTES, f"peak RSS {run.max_rss_bytes / 2**20:.0f} MiB"


def test_size_limit_is_raised_by_max_pixels(barskin, tmp_path):
    """The 8000x8000 claim is under the default limit; a lower --max-pixels refuses it
    before anything is inflated, and names the limit it used."""
    case = next(c for c in BAD if c.name.startswith("claims-8000x8000"))
    (tmp_path / "big.png").write_bytes(case.data)
    run = run_barskin(barskin, ["normalize", "big.png", "-o", "out.png", "--max-pixels", "1000000"], tmp_path)
    assert run.status == 1
    assert run.stderr_lines[0].startswith("barskin: error: big.png: image is 8000x8000, over the limit of ")
    assert "1000000 pixels (--max-pixels raises it)" in run.stderr_lines[0]
    assert not (tmp_path / "out.png").exists()
