"""Issue 45: writes and deletes never go through a link below an output folder.

`barskin build` (first build, rebuild, `--prune`) and `barskin tint` run under strace
with outputs, an image set folder and the manifest replaced by links to a victim folder
outside the workspace. The open log must show nothing outside the workspace opened for
writing, created, renamed or unlinked, and the victim's files must be as they were.
Skipped where strace is missing (`make test-deps` installs it).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from pngkit import png_bytes

pytestmark = pytest.mark.skipif(shutil.which("strace") is None, reason="strace is not installed")

SKIN = """version: 1
output: Build
catalog: Build/App.xcassets
ninepatch: Build/res
tab-items:
  item-size: 32x32
  items:
    - mask: Icons/star
    - mask: Icons/ring
backgrounds:
  - image: Art/Bar
    insets: 2,3,2,4
    mode: stretch
    sizes: [40x12]
"""

#: The calls that change a file system entry, and those that open (for write when their flags say so).
CHANGING = ("rename", "renameat", "renameat2", "unlink", "unlinkat", "mkdir", "mkdirat", "link", "linkat",
            "symlink", "symlinkat", "truncate", "rmdir", "creat", "chmod", "fchmodat")
OPENING = ("open", "openat", "openat2")
WRITE_FLAGS = ("O_WRONLY", "O_RDWR", "O_CREAT", "O_TRUNC")
CALL = re.compile(r"^(?:\[pid\s+\d+\]\s+|\d+\s+)?(\w+)\((.*)")
#: A path argument: `5</abs/folder>, "name"` (strace -y shows where a descriptor is) or `"path"`.
PATH = re.compile(r'(?:(AT_FDCWD|\d+<([^>]*)>),\s*)?"((?:[^"\\]|\\.)*)"')


def mask(size: int) -> bytes:
    rows = [[value for x in range(size) for value in (0, 0, 0, 255 if size // 4 <= x < 3 * size // 4 and size // 4 <= y < 3 * size // 4 else 0)]
            for y in range(size)]
    return png_bytes(size, size, rows)


def art(width: int, height: int) -> bytes:
    rows = [[value for x in range(width) for value in ((x * 9) % 256, (y * 13) % 256, 200, 255 - x)] for y in range(height)]
    return png_bytes(width, height, rows)


def touched_paths(log: Path, cwd: Path) -> list[tuple[str, str]]:
    """(call, absolute path) for every call in the strace log that wrote, created, renamed or removed."""
    found = []
    for line in log.read_text(errors="replace").splitlines():
        match = CALL.match(line)
        if not match or "= -1" in line or "<unfinished" in line:
            continue
        call, rest = match.groups()
        if call in OPENING and not any(flag in rest for flag in WRITE_FLAGS):
            continue
        if call not in OPENING and call not in CHANGING:
            continue
        for base, folder, name in PATH.findall(rest):
            if name.startswith("/"):
                path = name
            elif folder:
                path = folder + "/" + name
            else:
                path = str(cwd / name)
            found.append((call, os.path.normpath(path)))
    return found


def traced(barskin: str, args: list[str], cwd: Path, log: Path) -> subprocess.CompletedProcess:
    return subprocess.run(["strace", "-f", "-y", "-qq", "-o", str(log),
                           "-e", "trace=" + ",".join(OPENING + CHANGING), barskin, *args],
                          cwd=cwd, capture_output=True, text=True, timeout=120)


def assert_confined(log: Path, workspace: Path, victim: Path) -> None:
    outside = [(call, path) for call, path in touched_paths(log, workspace)
               if not path.startswith(str(workspace) + "/") and not path.startswith(("/dev/", "/proc/"))]
    assert outside == [], outside
    assert not any(path.startswith(str(victim)) for _, path in touched_paths(log, workspace))


@pytest.fixture
def space(tmp_path):
    workspace, victim = tmp_path / "work", tmp_path / "victim"
    for relative, data in {"App.skin.yml": SKIN.encode(), "Icons/star.png": mask(30), "Icons/star@2x.png": mask(60),
                           "Icons/ring@2x.png": mask(60), "Art/Bar.png": art(10, 8), "Art/Bar@2x.png": art(20, 16)}.items():
        (workspace / relative).parent.mkdir(parents=True, exist_ok=True)
        (workspace / relative).write_bytes(data)
    victim.mkdir()
    return workspace, victim


def plant(workspace: Path, victim: Path, relative: str) -> None:
    """Replaces `relative` (a file or a folder) with a link to a victim file or folder of the same kind."""
    target = victim / relative.replace("/", "_")
    path = workspace / relative
    if path.is_dir():
        shutil.copytree(path, target)
        shutil.rmtree(path)
    else:
        target.write_bytes(b"victim " + relative.encode())
        if path.exists() or path.is_symlink():
            path.unlink()
    path.symlink_to(target)


def victim_state(victim: Path) -> dict[str, bytes]:
    return {str(p.relative_to(victim)): p.read_bytes() for p in sorted(victim.rglob("*")) if p.is_file()}


@pytest.mark.parametrize("first_build", [True, False])
def test_build_writes_nothing_through_links_below_its_folders(barskin, space, tmp_path, first_build):
    workspace, victim = space
    if not first_build:
        assert subprocess.run([barskin, "build", "App.skin.yml"], cwd=workspace, capture_output=True).returncode == 0
    else:
        (workspace / "Build/App.xcassets/star-normal.imageset").mkdir(parents=True)
        (workspace / "Build/res/drawable-mdpi").mkdir(parents=True)
        (workspace / "Build/App.xcassets/ring-normal.imageset").mkdir(parents=True)
    for relative in ["Build/Bar-40x12@2x.png", "Build/App.xcassets/star-normal.imageset/star-normal@2x.png",
                     "Build/res/drawable-mdpi/bar.9.png", "Build/.App.skin.barskin.json", "Build/App.xcassets/ring-normal.imageset"]:
        plant(workspace, victim, relative)
    before = victim_state(victim)
    log = tmp_path / "strace.log"
    result = traced(barskin, ["build", "App.skin.yml", "--force"], workspace, log)
    assert result.returncode == 1, result.stderr
    errors = [line for line in result.stderr.splitlines() if line.startswith("barskin: error: ")]
    # A folder linked out of the output folder is refused when the build is planned; a link met
    # when writing is refused then.
    assert all("symbolic link below the output folder" in line or "escapes the output folder" in line for line in errors), errors
    assert any("Build/.App.skin.barskin.json: is or lies in a symbolic link" in line for line in errors), errors
    assert victim_state(victim) == before
    assert_confined(log, workspace, victim)


def test_prune_deletes_nothing_through_a_linked_folder(barskin, space, tmp_path):
    workspace, victim = space
    assert subprocess.run([barskin, "build", "App.skin.yml"], cwd=workspace, capture_output=True).returncode == 0
    # The ring item goes; its image sets are stale. One is a link to the user's copy of it now.
    (workspace / "App.skin.yml").write_text(SKIN.replace("    - mask: Icons/ring\n", ""))
    plant(workspace, victim, "Build/App.xcassets/ring-normal.imageset")
    before = victim_state(victim)
    log = tmp_path / "strace.log"
    result = traced(barskin, ["build", "App.skin.yml", "--prune"], workspace, log)
    assert result.returncode == 0, result.stderr
    assert "kept: reached through a link" in result.stderr
    assert victim_state(victim) == before
    assert not (workspace / "Build/App.xcassets/ring-selected.imageset").exists()
    assert_confined(log, workspace, victim)


def test_tint_writes_nothing_through_a_linked_output(barskin, space, tmp_path):
    workspace, victim = space
    assert subprocess.run([barskin, "tint", "Icons", "-o", "Out"], cwd=workspace, capture_output=True).returncode == 0
    plant(workspace, victim, "Out/star-normal@2x.png")
    before = victim_state(victim)
    log = tmp_path / "strace.log"
    result = traced(barskin, ["tint", "Icons", "-o", "Out", "--force"], workspace, log)
    assert result.returncode == 1, result.stderr
    assert result.stderr.startswith("barskin: error: Out/star-normal@2x.png: is or lies in a symbolic link below the output folder Out")
    assert victim_state(victim) == before
    assert (workspace / "Out/ring-selected@2x.png").is_file()
    assert_confined(log, workspace, victim)
