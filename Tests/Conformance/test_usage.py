"""Bad usage exits 64 with a `barskin: error:` line first on stderr, writes nothing
and prints nothing on stdout."""

from __future__ import annotations

import pytest

import corpus
from conftest import files_below, run_barskin

CASES = [
    (["normalize", "in.png", "-o", "out", "--frobnicate"], "--frobnicate"),
    (["normalize", "in.png"], "--output"),
    (["normalize", "in.png", "-o", "out", "--jobs", "0"], "--jobs must be a positive number, not 0"),
    (["normalize", "in.png", "-o", "out", "--compression", "turbo"], "turbo"),
    (["info", "--json", "in.png", "--max-pixels", "0"], "--max-pixels must be a positive number, not 0"),
    (["info"], "<file>"),
    (["frobnicate"], "frobnicate"),
]


@pytest.mark.parametrize("args, mentions", CASES, ids=[" ".join(args) for args, _ in CASES])
def test_bad_usage_exits_64(args, mentions, barskin, tmp_path):
    (tmp_path / "in.png").write_bytes(corpus.matrix_image("rgb", 8, 3, 7, False))
    run = run_barskin(barskin, args, tmp_path)
    assert run.status == 64
    assert run.stdout == ""
    assert run.stderr_lines[0].startswith("barskin: error: ")
    assert mentions in run.stderr_lines[0]
    assert files_below(tmp_path) == {"in.png"}
