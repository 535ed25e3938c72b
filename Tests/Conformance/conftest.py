"""Shared fixtures: the barskin binary, a runner that measures the child alone, and
the generated corpora (written once per session into pytest's temporary folder)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

import corpus  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
#: A hang guard, not a benchmark.
TIME_LIMIT_SECONDS = 20
MEMORY_LIMIT_BYTES = 200 * 1024 * 1024
SUMMARY = re.compile(r"barskin: normalized (\d+) files \((\d+) written, (\d+) unchanged\) in \d+\.\d\d s(; (\d+) failed)?")


@dataclass
class Run:
    """What one barskin process did."""

    status: int
    stdout: str
    stderr: str
    seconds: float
    #: Peak resident memory of this child alone (from wait4, not RUSAGE_CHILDREN,
    #: so other tests' children cannot pollute it).
    max_rss_bytes: int

    @property
    def stderr_lines(self) -> list[str]:
        return self.stderr.splitlines()


def run_barskin(binary: str, args: list[str], cwd: Path, time_limit: float = TIME_LIMIT_SECONDS) -> Run:
    """Runs barskin in `cwd` with output to files (no pipe can fill up) and kills it
    after `time_limit` seconds, failing the test as a hang."""
    out_path, err_path = cwd / ".stdout.txt", cwd / ".stderr.txt"
    with open(out_path, "wb") as out, open(err_path, "wb") as err:
        start = time.monotonic()
        process = subprocess.Popen([binary, *args], cwd=cwd, stdin=subprocess.DEVNULL, stdout=out, stderr=err)
        while True:
            pid, status, usage = os.wait4(process.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() - start > time_limit:
                process.kill()
                os.wait4(process.pid, 0)
                process.returncode = -9
                pytest.fail(f"barskin {' '.join(args)} still running after {time_limit} s (hang)")
            time.sleep(0.002)
        seconds = time.monotonic() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    run = Run(process.returncode, out_path.read_text(), err_path.read_text(), seconds, usage.ru_maxrss * 1024)
    out_path.unlink()
    err_path.unlink()
    return run


@pytest.fixture(scope="session")
def barskin() -> str:
    path = os.environ.get("BARSKIN") or str(ROOT / ".build" / "release" / "barskin")
    if not os.access(path, os.X_OK):
        pytest.exit(f"no barskin binary at {path}: build it and set BARSKIN=/abs/path/to/barskin", returncode=2)
    return path


def write_files(folder: Path, files: dict[str, bytes]) -> None:
    for relative, data in files.items():
        path = folder / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)


def files_below(folder: Path) -> set[str]:
    """Every file below `folder`, hidden ones included, as relative paths."""
    return {str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file()}


@dataclass
class Workspace:
    """A folder with `corpus/` in it; commands run there with relative paths."""

    root: Path

    @property
    def corpus(self) -> Path:
        return self.root / "corpus"


@pytest.fixture(scope="session")
def good_workspace(tmp_path_factory) -> Workspace:
    """The valid corpus, plus one non-PNG file that must be skipped with a note."""
    space = Workspace(tmp_path_factory.mktemp("good"))
    write_files(space.corpus, {sample.path: sample.data for sample in corpus.good_corpus()})
    (space.corpus / "README.txt").write_text("not an image\n")
    return space


@pytest.fixture(scope="session")
def normalized(barskin, good_workspace) -> Run:
    """`barskin normalize corpus -o out`, once per session."""
    return run_barskin(barskin, ["normalize", "corpus", "-o", "out"], good_workspace.root)
