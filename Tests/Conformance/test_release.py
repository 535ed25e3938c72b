"""The release path for Homebrew: `make dist` writes the tarball (git archive of
HEAD) and prints its SHA-256, `make formula URL=...` writes that address and hash
into the formula, and the formula builds, installs and tests what the README says."""

from __future__ import annotations

import hashlib
import platform
import re
import shutil
import subprocess
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FORMULA = ROOT / "Formula" / "barskin.rb"
pytestmark = pytest.mark.skipif(shutil.which("make") is None or not (ROOT / ".git").exists(),
                                reason="needs make and a git checkout")


def make(*arguments):
    return subprocess.run(["make", "-s", "-C", str(ROOT), *arguments], capture_output=True, text=True)


def version():
    text = (ROOT / "Sources" / "BarSkinCLI" / "BarSkinCommand.swift").read_text()
    return re.search(r'static let current = "([^"]+)"', text).group(1)


def test_dist_writes_the_tarball_and_prints_its_sha256(tmp_path):
    result = make("dist", f"DIST={tmp_path}")
    assert result.returncode == 0, result.stderr
    tarball = tmp_path / f"barskin-{version()}.tar.gz"
    digest = hashlib.sha256(tarball.read_bytes()).hexdigest()
    assert f"{digest}  {tarball}" in result.stdout.splitlines()
    with tarfile.open(tarball) as archive:
        names = set(archive.getnames())
    prefix = f"barskin-{version()}/"
    assert {prefix + "Package.swift", prefix + "Formula/barskin.rb", prefix + "Sources/BarSkinCLI/BarSkinCommand.swift"} <= names
    assert not any("/.build/" in name for name in names)
    # The same commit gives the same bytes, so the hash in a formula stays true.
    again = make("dist", f"DIST={tmp_path}")
    assert hashlib.sha256(tarball.read_bytes()).hexdigest() == digest, again.stderr


def test_formula_gets_the_url_and_the_tarball_s_hash(tmp_path):
    formula = tmp_path / "barskin.rb"
    shutil.copy(FORMULA, formula)
    refused = make("formula", f"DIST={tmp_path}", f"FORMULA={formula}")
    assert refused.returncode != 0 and "make formula URL=" in refused.stderr
    assert formula.read_text() == FORMULA.read_text()
    url = f"https://releases.invalid/barskin-{version()}.tar.gz"
    result = make("formula", f"DIST={tmp_path}", f"FORMULA={formula}", f"URL={url}")
    assert result.returncode == 0, result.stderr
    digest = hashlib.sha256((tmp_path / f"barskin-{version()}.tar.gz").read_bytes()).hexdigest()
    text = formula.read_text()
    assert f'  url "{url}"\n' in text and f'  sha256 "{digest}"\n' in text
    assert text.replace(url, "").replace(digest, "") == FORMULA.read_text().replace(
        'UNPUBLISHED: run make formula URL=... (see the comment above)', "").replace('"UNPUBLISHED"', '""')


def test_the_formula_declares_its_libraries_and_installs_the_binary_man_page_and_completions():
    text = FORMULA.read_text()
    for library in ["cairo", "glib", "libdeflate", "libpng", "pango"]:
        assert f'depends_on "{library}"\n' in text
    assert 'depends_on "pkg-config" => :build' in text
    assert '"swift", "build", "--disable-sandbox", "--configuration", "release", "--product", "barskin"' in text
    for installed in ['bin.install ".build/release/barskin"', "man1", 'bash_completion/"barskin"', 'zsh_completion/"_barskin"',
                      'fish_completion/"barskin.fish"']:
        assert installed in text
    assert re.search(r"\n  test do\n(.+\n)+  end\n", text)
    if shutil.which("ruby"):
        checked = subprocess.run(["ruby", "-c", str(FORMULA)], capture_output=True, text=True)
        assert checked.returncode == 0, checked.stderr


@pytest.mark.skipif(platform.system() != "Linux", reason="the static Swift runtime is for Linux builds")
def test_the_linux_release_build_carries_swifts_runtime():
    # Loading and binding Swift's twenty shared libraries was a third of a no-op run.
    planned = subprocess.run(["make", "-n", "-C", str(ROOT), "build", "SWIFT=swift"], capture_output=True, text=True)
    assert planned.returncode == 0, planned.stderr
    # The command up to the pipe that leaves out the two warnings that are not BarSkin's.
    builds = [line.split(" 2>&1 | ")[0] for line in planned.stdout.splitlines() if line.startswith("swift build -c release --product barskin")]
    assert builds == ["swift build -c release --product barskin -debug-info-format none --static-swift-stdlib"]
