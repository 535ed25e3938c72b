"""`make man`: the man page reads as the help does when piped through man, groff or
mandoc: no warnings, no path or flag split by a hyphen at a line end, no help text
lost, and an EXIT STATUS that lists barskin's codes."""

from __future__ import annotations

import os
import re
import shutil
import subprocess

import pytest

from conftest import ROOT

#: A line that ends in a hyphen the formatter added or broke after (App.xcas-, STEM-, --warnings-).
BROKEN_AT_HYPHEN = re.compile(r"[A-Za-z0-9./]-$|\u2010$")


@pytest.fixture(scope="module")
def manual(barskin, tmp_path_factory):
    folder = tmp_path_factory.mktemp("man")
    result = subprocess.run(["make", "--no-print-directory", "man", f"BIN={barskin}", f"MANDIR={folder}"],
                            cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, result.stderr
    return folder / "barskin.1"


def rendered(manual, width):
    """The page as `man` shows it at WIDTH columns, and what the formatter said on standard error."""
    result = subprocess.run(["man", "-l", str(manual)], env={**os.environ, "MANWIDTH": str(width), "MAN_KEEP_FORMATTING": ""},
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    return result.stdout, result.stderr


@pytest.mark.skipif(shutil.which("man") is None, reason="man is not installed")
@pytest.mark.parametrize("width", [60, 80, 132])
def test_man_shows_the_page_without_warnings_or_hyphen_breaks(manual, width):
    page, warnings = rendered(manual, width)
    assert warnings == ""
    broken = [line for line in page.splitlines() if BROKEN_AT_HYPHEN.search(line.rstrip())]
    assert broken == []
    assert "App.xcassets" in page and "/absolute/PATH" in page


@pytest.mark.skipif(shutil.which("groff") is None, reason="groff is not installed")
def test_groff_finds_nothing_to_warn_about(manual):
    result = subprocess.run(["groff", "-mdoc", "-Tutf8", "-ww", "-z", str(manual)], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and result.stderr == ""


@pytest.mark.skipif(shutil.which("mandoc") is None, reason="mandoc is not installed (macOS's man uses it)")
def test_mandoc_lint_is_clean(manual):
    result = subprocess.run(["mandoc", "-T", "lint", "-W", "warning", str(manual)], capture_output=True, text=True, timeout=60)
    assert result.stdout + result.stderr == ""


@pytest.mark.skipif(shutil.which("man") is None, reason="man is not installed")
def test_help_lines_that_start_with_a_dot_are_not_lost(manual):
    page, _ = rendered(manual, 1000)
    text = " ".join(page.split())
    assert "or an .imageset folder (caps and mode per scale" in text
    assert "Skips .build, DerivedData, Pods" in text
    assert ".barskin-trace.yml beside the project" in text


@pytest.mark.skipif(shutil.which("man") is None, reason="man is not installed")
def test_exit_status_lists_0_1_and_64(manual):
    page, _ = rendered(manual, 80)
    section = page.split("EXIT STATUS", 1)[1]
    codes = re.findall(r"^\s{5}(\d+)\s{2,}", section, re.MULTILINE)
    assert codes == ["0", "1", "64"]
    assert ">0" not in section and "Bad usage" in section
