"""Shared fixtures: the barskin binary, a runner that measures the child alone, and
the generated corpora (written once per session into pytest's temporary folder)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

# The suite's own modules, and pngkit, the PNG writer every script under Tests/ shares.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "PythonSupport"))
sys.path.insert(0, str(Path(__file__).parent))

import corpus  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
#: A hang guard, not a benchmark.
TIME_LIMIT_SECONDS = 20
MEMORY_LIMIT_BYTES = 200 * 1024 * 1024
# Groups: 1 files normalized, 2 written, 3 unchanged, 4 up to date, 6 failed.
SUMMARY = re.compile(r"barskin: normalized (\d+) files? into \d+ files? \((\d+) written, (\d+) unchanged, (\d+) up to date\) "
                     r"in \d+\.\d\d s(; (\d+) failed)?")


@dataclass
class Run:
    """What one barskin process did."""

    status: int
    stdout: str
    stderr: str
    seconds: float
    #: Peak resident memory of the barskin process alone (wait4 in a small
    #: measuring process, so neither pytest nor other tests' children count).
    max_rss_bytes: int

    @property
    def stderr_lines(self) -> list[str]:
        return self.stderr.splitlines()


# Runs in a fresh, small Python: it forks (so the child's memory high-water mark
# starts from this small process, not from pytest's) and reports the child's own
# rusage, exit status and time. A vfork/posix_spawn from pytest would charge the
# pytest process's peak RSS to barskin.
_MEASURE = r"""
import json, os, signal, sys, time
report, limit, argv = sys.argv[1], float(sys.argv[2]), sys.argv[3:]
start = time.monotonic()
pid = os.fork()
if pid == 0:
    try:
        os.execv(argv[0], argv)
    finally:
        os._exit(127)
timed_out = False
while True:
    done, status, usage = os.wait4(pid, os.WNOHANG)
    if done:
        break
    if time.monotonic() - start > limit:
        os.kill(pid, signal.SIGKILL)
        timed_out = True
        done, status, usage = os.wait4(pid, 0)
        break
    time.sleep(0.002)
with open(report, "w") as file:
    json.dump({"status": os.waitstatus_to_exitcode(status), "seconds": time.monotonic() - start,
               "max_rss_kib": usage.ru_maxrss, "timed_out": timed_out}, file)
"""


def run_barskin(binary: str, args: list[str], cwd: Path, time_limit: float = TIME_LIMIT_SECONDS) -> Run:
    """Runs barskin in `cwd` with output to files (no pipe can fill up), kills it after
    `time_limit` seconds and fails the test as a hang."""
    paths = [cwd / name for name in (".stdout.txt", ".stderr.txt", ".measure.json")]
    with open(paths[0], "wb") as out, open(paths[1], "wb") as err:
        subprocess.run([sys.executable, "-c", _MEASURE, str(paths[2]), str(time_limit), binary, *args],
                       cwd=cwd, stdin=subprocess.DEVNULL, stdout=out, stderr=err, timeout=time_limit + 30,
                       check=True)
    measure = json.loads(paths[2].read_text())
    run = Run(measure["status"], paths[0].read_text(), paths[1].read_text(), measure["seconds"],
              measure["max_rss_kib"] * 1024)
    for path in paths:
        path.unlink()
    if measure["timed_out"]:
        pytest.fail(f"barskin {' '.join(args)} still running after {time_limit} s (hang)")
    return run


#: Modules whose tests share a module-scoped fixture that is costly to make (the plugin's
#: example package's build, the man page, generated corpora): under pytest-xdist (`make test` runs
#: `-n auto --dist loadgroup`) each runs whole on one worker, so the fixture is made once.
#: Every other test goes to whichever worker is free.
WHOLE_MODULES = {"test_plugin", "test_manual", "test_hostile", "test_info_json", "test_vectors", "test_vectors_hostile"}
#: The longest module, a package build of minutes, starts first, while the short tests fill the other workers.
FIRST_MODULE = "test_plugin"


def pytest_configure(config):
    # pytest-xdist declares the marker; without it (a plain `pytest`) it is declared here.
    config.addinivalue_line("markers", "xdist_group(name): run the tests of one group on one worker")


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist's own, which reads the groups
def pytest_collection_modifyitems(config, items):
    for item in items:
        if item.path.stem in WHOLE_MODULES:
            item.add_marker(pytest.mark.xdist_group(item.path.stem))
    items.sort(key=lambda item: item.path.stem != FIRST_MODULE)


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
    """Every file below `folder`, hidden ones included (a temporary left behind shows),
    as relative paths; the run's own manifest and quick index (`.NAME.barskin.json`,
    `.NAME.barskin.index`) are not counted."""
    return {str(p.relative_to(folder)) for p in folder.rglob("*")
            if p.is_file() and not (p.name.startswith(".") and p.name.endswith((".barskin.json", ".barskin.index")))}


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
