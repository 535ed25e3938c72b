"""Examples/Workspace, the folder the documented examples run from, is exactly what
Examples/make-workspace.py writes: committed, small, the same bytes every run, and
checked out whole on a Mac's case-insensitive disk too."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from conftest import ROOT

SCRIPT = ROOT / "Examples" / "make-workspace.py"
WORKSPACE = ROOT / "Examples" / "Workspace"
#: Tiny PNGs, a copy of the sample art and trace's example project: about 100 KB today.
SIZE_LIMIT_BYTES = 256 * 1024


def files(folder: Path) -> dict[str, bytes]:
    """The workspace's files by relative path, without Build/ (the examples' outputs, git-ignored)."""
    return {str(path.relative_to(folder)): path.read_bytes() for path in sorted(folder.rglob("*"))
            if path.is_file() and path.relative_to(folder).parts[0] != "Build"}


def make(folder: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SCRIPT), str(folder)], capture_output=True, text=True, timeout=120)


def test_the_committed_workspace_is_what_the_script_writes(tmp_path):
    result = make(tmp_path / "fresh")
    assert (result.returncode, result.stderr) == (0, "")
    fresh, committed = files(tmp_path / "fresh"), files(WORKSPACE)
    differing = sorted(path for path in fresh.keys() | committed.keys() if fresh.get(path) != committed.get(path))
    assert differing == [], "run python3 Examples/make-workspace.py and commit Examples/Workspace"


def test_two_runs_write_the_same_bytes(tmp_path):
    assert make(tmp_path / "a").returncode == 0 and make(tmp_path / "b").returncode == 0
    assert files(tmp_path / "a") == files(tmp_path / "b")


def test_the_workspace_is_small_and_no_two_names_differ_only_in_case():
    committed = files(WORKSPACE)
    assert 100 < len(committed) and sum(map(len, committed.values())) < SIZE_LIMIT_BYTES
    lowered = [path.lower() for path in committed]
    assert sorted({path for path in lowered if lowered.count(path) > 1}) == []


def test_a_rerun_keeps_the_outputs_and_drops_what_it_no_longer_writes(tmp_path):
    folder = tmp_path / "Workspace"
    assert make(folder).returncode == 0
    (folder / "Build" / "tint").mkdir(parents=True)
    (folder / "Build" / "tint" / "chat-normal@2x.png").write_bytes(b"an output")
    (folder / "icons" / "gone.png").write_bytes(b"an input the script no longer makes")
    assert make(folder).returncode == 0
    assert (folder / "Build" / "tint" / "chat-normal@2x.png").read_bytes() == b"an output"
    assert not (folder / "icons" / "gone.png").exists()
    assert files(folder) == files(WORKSPACE)


def test_it_refuses_a_folder_it_did_not_write(tmp_path):
    (tmp_path / "notes.txt").write_text("mine\n")
    result = make(tmp_path)
    assert (result.returncode, result.stdout) == (1, "")
    assert result.stderr == f"make-workspace: {tmp_path} is not empty and not a workspace this script wrote; not touching it\n"
    assert [path.name for path in tmp_path.iterdir()] == ["notes.txt"]
