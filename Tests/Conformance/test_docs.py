"""Every fenced `sh` example in README.md and docs/*.md runs, in order, page by page,
in a folder holding the inputs the examples name (docs_workspace.py): each command
must exit as the page says (0 unless told) and write what its flags name.

A page steers its examples with an HTML comment on the line before a fence:
  <!-- test: file PATH -->    the block is a file: written to PATH before the next examples run
  <!-- test: status N -->     every command of the block exits N (trace exits 1 on a missing image)
  <!-- test: skip REASON -->  not run (make test would run itself); say why
Changing an example is changing the page alone, unless it needs an input this suite lacks."""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

import pytest

import docs_workspace
from conftest import ROOT

PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
DIRECTIVE = re.compile(r"^<!-- test: (file|status|skip)\b\s*(.*?)\s*-->$")
#: Flags whose value is a path the command writes (a file, or a folder it fills).
WRITES = {"-o", "--output", "--catalog", "--ninepatch", "--preview", "--write-baseline"}


@dataclass
class Block:
    page: Path
    line: int
    language: str
    text: str
    directives: dict[str, str] = field(default_factory=dict)

    def where(self) -> str:
        page = self.page.relative_to(ROOT) if self.page.is_relative_to(ROOT) else self.page.name
        return f"{page}:{self.line}"


def blocks(page: Path) -> list[Block]:
    """The page's fenced blocks, each with the directive on the line before its fence."""
    found, lines = [], page.read_text().splitlines()
    index = 0
    while index < len(lines):
        fence = re.match(r"^```(\w*)\s*$", lines[index])
        if not fence:
            index += 1
            continue
        end = next((i for i in range(index + 1, len(lines)) if lines[i].startswith("```")), None)
        assert end is not None, f"{page.relative_to(ROOT)}:{index + 1}: a fence that never closes"
        block = Block(page, index + 1, fence.group(1), "\n".join(lines[index + 1:end]) + "\n")
        directive = DIRECTIVE.match(lines[index - 1]) if index > 0 else None
        if directive:
            block.directives[directive.group(1)] = directive.group(2)
        found.append(block)
        index = end + 1
    return found


def commands(text: str) -> list[str]:
    """The block's commands: continuation lines joined, comment-only and blank lines left out."""
    joined, parts = [], []
    for line in text.splitlines():
        parts.append(line[:-1].strip() if line.endswith("\\") else line.strip())
        if line.endswith("\\"):
            continue
        command = " ".join(part for part in parts if part)
        if command and not command.startswith("#"):
            joined.append(command)
        parts = []
    return joined


def written_paths(command: str) -> list[str]:
    """The paths the command's output flags name (`-o -` is standard output)."""
    try:
        words = shlex.split(command, comments=True)
    except ValueError:
        return []
    if "--dry-run" in words:
        return []
    paths = []
    for flag, value in zip(words, words[1:]):
        if flag in WRITES and value != "-":
            paths.append(value)
    return paths


def run_page(page: Path, barskin: str, folder: Path) -> list[str]:
    """Runs the page's examples in `folder`; returns what went wrong, one line each."""
    docs_workspace.make(folder)
    tools = folder.parent / "bin"
    tools.mkdir(exist_ok=True)
    if not (tools / "barskin").exists():
        (tools / "barskin").symlink_to(barskin)
    environment = {**os.environ, "PATH": f"{tools}{os.pathsep}{os.environ['PATH']}", "CI": "true"}
    environment.pop("TERM", None)
    problems = []
    for block in blocks(page):
        if "file" in block.directives:
            target = folder / block.directives["file"]
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(block.text)
            continue
        if block.language != "sh":
            continue
        if "skip" in block.directives:
            if not block.directives["skip"]:
                problems.append(f"{block.where()}: a skipped example must say why")
            continue
        expected = int(block.directives.get("status", "0"))
        for command in commands(block.text):
            result = subprocess.run(["bash", "-o", "pipefail", "-c", command], cwd=folder, env=environment,
                                    capture_output=True, text=True, timeout=300)
            if result.returncode != expected:
                problems.append(f"{block.where()}: `{command}` exited {result.returncode}, not {expected}: {result.stderr.strip()[:500]}")
                continue
            missing = [path for path in written_paths(command) if not (folder / path).exists()]
            if missing:
                problems.append(f"{block.where()}: `{command}` did not write {missing}")
    return problems


def help_examples(barskin: str, path: list[str]) -> list[str]:
    """The commands in the Examples section of `barskin PATH --help`."""
    help_text = subprocess.run([barskin, *path, "--help"], capture_output=True, text=True, env={**os.environ, "COLUMNS": "1000"}).stdout
    section = help_text.split("\nExamples:\n", 1)[1].split("\n\n", 1)[0] if "\nExamples:\n" in help_text else ""
    return commands(section)


#: Every command with examples in its help (ninepatch's are its check subcommand's).
HELP_COMMANDS = [[], ["info"], ["normalize"], ["tint"], ["glow"], ["shadow"], ["stretch"], ["slice"], ["ninepatch", "check"],
                 ["build"], ["tabbar-art"], ["back-button"], ["bar-button"], ["navbar-art"], ["cell-art"], ["trace"]]


@pytest.mark.parametrize("path", HELP_COMMANDS, ids=[" ".join(path) or "barskin" for path in HELP_COMMANDS])
def test_every_help_example_runs(path, barskin, tmp_path):
    """Each example of the help, in order, in one folder: exit 0, or 1 for a trace of the example
    project, which loads an image it does not have, until a baseline accepts its findings."""
    examples = help_examples(barskin, path)
    assert examples, f"barskin {' '.join(path)} --help has no examples"
    page = tmp_path / "help.md"
    blocks_text = "".join(
        ("<!-- test: status 1 -->\n" if command.startswith("barskin trace") and "baseline" not in command else "")
        + f"```sh\n{command}\n```\n" for command in examples)
    page.write_text(blocks_text)
    problems = run_page(page, barskin, tmp_path / "workspace")
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("page", PAGES, ids=[str(page.relative_to(ROOT)) for page in PAGES])
def test_every_example_on_the_page_runs(page, barskin, tmp_path):
    problems = run_page(page, barskin, tmp_path / "workspace")
    assert problems == [], "\n".join(problems)


def test_the_parser_reads_directives_and_continuations(tmp_path):
    page = tmp_path / "page.md"
    page.write_text("<!-- test: status 1 -->\n```sh\nbarskin trace MyApp \\\n  --json   # a comment\n# only a comment\n\n```\n"
                    "<!-- test: file Skins/A.skin.yml -->\n```yaml\nversion: 1\n```\n")
    found = blocks(page)
    assert [(block.language, block.directives) for block in found] == [("sh", {"status": "1"}), ("yaml", {"file": "Skins/A.skin.yml"})]
    assert commands(found[0].text) == ["barskin trace MyApp --json   # a comment"]
    assert written_paths("barskin slice a.png --catalog App.xcassets -o - --ninepatch res") == ["App.xcassets", "res"]


def test_the_trace_page_explains_every_finding_kind(barskin, tmp_path):
    """Each kind trace can report (its SARIF rules are every kind) has a row on docs/trace.md."""
    result = subprocess.run([barskin, "trace", str(tmp_path), "--format", "sarif"], capture_output=True, text=True)
    kinds = [rule["id"] for rule in json.loads(result.stdout)["runs"][0]["tool"]["driver"]["rules"]]
    page = (ROOT / "docs" / "trace.md").read_text()
    assert len(kinds) >= 10
    assert [kind for kind in kinds if f"| `{kind}` |" not in page] == []


#: A skin with an unknown key in each of its mappings: the error lists the keys allowed there.
SKIN_MAPPINGS = {
    "the top level": "version: 1\nzzzz: 1\n",
    "tab-items": "version: 1\noutput: o\ntab-items:\n  zzzz: 1\n",
    "a tab item": "version: 1\noutput: o\ntab-items:\n  items:\n    - {mask: a, zzzz: 1}\n",
    "a background": "version: 1\noutput: o\nbackgrounds:\n  - {image: a, zzzz: 1}\n",
    "tab-bar": "version: 1\noutput: o\ntab-bar:\n  zzzz: 1\n",
    "nav-bar": "version: 1\noutput: o\nnav-bar:\n  zzzz: 1\n",
    "cells": "version: 1\noutput: o\ncells:\n  zzzz: 1\n",
    "preview": "version: 1\noutput: o\ntab-bar: {}\npreview:\n  zzzz: 1\n",
}


@pytest.mark.parametrize("mapping", list(SKIN_MAPPINGS))
def test_the_skins_page_documents_every_key(mapping, barskin, tmp_path):
    """Every key a skin file accepts, in every section, is named on docs/skins.md."""
    (tmp_path / "A.skin.yml").write_text(SKIN_MAPPINGS[mapping])
    result = subprocess.run([barskin, "build", "A.skin.yml", "--dry-run"], cwd=tmp_path, capture_output=True, text=True)
    found = re.search(r"unknown key 'zzzz' in (.+?); expected one of: (.+)$", result.stderr, re.MULTILINE)
    assert found, result.stderr
    keys = found.group(2).split(", ")
    page = (ROOT / "docs" / "skins.md").read_text()
    assert [key for key in keys if f"`{key}`" not in page] == [], f"keys of {found.group(1)} missing from docs/skins.md"
