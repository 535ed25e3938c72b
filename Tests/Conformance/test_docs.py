"""Every fenced `sh` example in README.md and docs/*.md runs, in order, page by page, as
from a fresh clone: in a fresh copy of the folder the page names at its top
(`Examples on this page run from `Examples/Workspace` and write into `Build/tint``),
whose committed files (Examples/make-workspace.py writes them) are all the examples
read. Each command must exit as the page says (0 unless told) and write what its
flags name, and the page may change nothing outside its own output folder.

A page steers its examples with an HTML comment on the line before a fence:
  <!-- test: file PATH -->    the block is the file PATH of the folder, shown whole: the copy must hold it as shown
  <!-- test: status N -->     every command of the block exits N (trace exits 1 on a missing image)
  <!-- test: skip REASON -->  not run (make test would run itself); say why
Changing an example is changing the page alone, unless it needs an input the
workspace lacks: then Examples/make-workspace.py too, and its output committed."""

from __future__ import annotations

import hashlib
import json
import os
import re
import shlex
import shutil
import subprocess
from pathlib import Path

import pytest

from conftest import ROOT
from docpages import PAGES, Place, blocks, commands, place

#: Flags whose value is a path the command writes (a file, or a folder it fills).
WRITES = {"-o", "--output", "--catalog", "--ninepatch", "--preview", "--write-baseline", "--sheet", "--png"}
#: Where the help's examples run: the workspace, writing wherever they say (the help names no page folder).
HELP_PLACE = Place("Examples/Workspace", "")


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


def copy_of(folder: str, clone: Path) -> Path:
    """A fresh copy of the repository's `folder` at the same place under `clone`, without
    the outputs a user's earlier runs left in its (git-ignored) Build/."""
    target = clone / folder
    shutil.copytree(ROOT / folder, target, symlinks=True,
                    ignore=lambda directory, names: ["Build"] if Path(directory) == ROOT / folder else [])
    return target


def snapshot(tree: Path) -> dict[str, str]:
    """Every file below `tree` with a hash of its bytes, by relative path."""
    return {str(path.relative_to(tree)): hashlib.sha256(path.read_bytes()).hexdigest()
            for path in tree.rglob("*") if path.is_file() and not path.is_symlink()}


def run_page(page: Path, barskin: str, clone: Path, where: Place | None = None, prepare=None) -> list[str]:
    """Runs the page's examples in a fresh copy of its folder under `clone` (a stand-in for
    the repository's top), after `prepare(folder)` if given; returns what went wrong, one line each."""
    where = where or place(page)
    found = blocks(page)
    if where is None:
        runs = [block for block in found if block.language == "sh" and "skip" not in block.directives]
        shown = [block for block in found if "file" in block.directives]
        return [f"{block.where()}: the page does not say where its examples run" for block in (runs + shown)[:1]]
    folder = copy_of(where.folder, clone)
    if prepare:
        prepare(folder)
    tools = clone.parent / "bin"
    tools.mkdir(exist_ok=True)
    if not (tools / "barskin").exists():
        (tools / "barskin").symlink_to(barskin)
    environment = {**os.environ, "PATH": f"{tools}{os.pathsep}{os.environ['PATH']}", "CI": "true"}
    environment.pop("TERM", None)
    before = snapshot(clone)
    problems = []
    for block in found:
        if "file" in block.directives:
            path = folder / block.directives["file"]
            if not path.is_file() or path.read_text() != block.text:
                problems.append(f"{block.where()}: {where.folder}/{block.directives['file']} is not the file shown "
                                "(run python3 Examples/make-workspace.py)")
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
    if where.output:
        after, own = snapshot(clone), f"{where.folder}/{where.output}/"
        touched = sorted(path for path in before.keys() | after.keys()
                         if before.get(path) != after.get(path) and not path.startswith(own))
        problems += [f"{page.name}: an example changed {path}, outside {own}" for path in touched]
    return problems


def help_examples(barskin: str, path: list[str]) -> list[str]:
    """The commands in the Examples section of `barskin PATH --help`."""
    help_text = subprocess.run([barskin, *path, "--help"], capture_output=True, text=True, env={**os.environ, "COLUMNS": "1000"}).stdout
    section = help_text.split("\nExamples:\n", 1)[1].split("\n\n", 1)[0] if "\nExamples:\n" in help_text else ""
    return commands(section)


#: Every command with examples in its help (ninepatch's are its check subcommand's).
HELP_COMMANDS = [[], ["info"], ["normalize"], ["tint"], ["glow"], ["shadow"], ["stretch"], ["slice"], ["ninepatch", "check"],
                 ["build"], ["tabbar-art"], ["back-button"], ["bar-button"], ["navbar-art"], ["cell-art"], ["trace"],
                 ["diff"], ["sheet"]]


def test_every_command_with_examples_in_its_help_is_run(barskin):
    """A command whose help has examples and is missing from HELP_COMMANDS would have them never run."""
    top = subprocess.run([barskin, "--help"], capture_output=True, text=True, env={**os.environ, "COLUMNS": "1000"}).stdout
    names = [line.split()[0] for line in top.split("SUBCOMMANDS:\n", 1)[1].split("\n\n", 1)[0].splitlines()
             if line.startswith("  ") and not line.startswith("   ")]
    with_examples = [[name] for name in names if name != "help" and help_examples(barskin, [name])]
    # A command whose examples are its subcommand's (ninepatch's are check's) is run as that subcommand.
    listed = HELP_COMMANDS + [command[:1] for command in HELP_COMMANDS if len(command) > 1]
    assert [path for path in with_examples if path not in listed] == []


def as_pull_request(folder: Path) -> None:
    """Makes `folder` a git repository whose `origin/main` is its one commit, as a pull
    request's checkout has it, for `diff --base origin/main`."""
    git = lambda *words: subprocess.run(["git", "-c", "user.name=BarSkin", "-c", "user.email=barskin@example.com", *words],  # noqa: E731
                                        cwd=folder, check=True, capture_output=True)
    git("init", "-q")
    git("add", "-A")
    git("commit", "-q", "-m", "the workspace")
    git("update-ref", "refs/remotes/origin/main", "HEAD")


@pytest.mark.parametrize("path", HELP_COMMANDS, ids=[" ".join(path) or "barskin" for path in HELP_COMMANDS])
def test_every_help_example_runs(path, barskin, tmp_path):
    """Each example of the help, in order, in one fresh copy of the workspace: exit 0, or 1 for a
    trace of the example project, which loads an image it does not have, until a baseline accepts
    its findings (a quarantine's plan, moves and restores print no report and exit 0)."""
    examples = help_examples(barskin, path)
    assert examples, f"barskin {' '.join(path)} --help has no examples"
    page = tmp_path / "help.md"
    blocks_text = "".join(
        ("<!-- test: status 1 -->\n" if command.startswith("barskin trace") and not any(
            word in command for word in ("baseline", "quarantine", "--restore")) else "")
        + f"```sh\n{command}\n```\n" for command in examples)
    page.write_text(blocks_text)
    problems = run_page(page, barskin, tmp_path / "clone", HELP_PLACE, prepare=as_pull_request if path == ["diff"] else None)
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("page", PAGES, ids=[str(page.relative_to(ROOT)) for page in PAGES])
def test_every_example_on_the_page_runs(page, barskin, tmp_path):
    problems = run_page(page, barskin, tmp_path / "clone")
    assert problems == [], "\n".join(problems)


#: Each page with examples and the folder they write into: one each, so that a user who runs
#: every page in one workspace gets what each page says (no page's `Before` is another's).
OUTPUTS = {
    "README.md": "Build/readme", "appearances.md": "Build/appearances", "drawn-art.md": "Build/drawn-art",
    "glow-and-shadow.md": "Build/glow", "manifests.md": "Build/manifests", "png.md": "Build/png",
    "review.md": "Build/review", "skins.md": "Build/skins", "stretch-and-slice.md": "Build/stretch",
    "tint.md": "Build/tint", "trace.md": "Build/trace", "vectors.md": "Build/vectors",
}


def test_every_page_with_examples_says_where_they_run_and_write():
    places = {page.name: place(page) for page in PAGES}
    with_examples = {page.name for page in PAGES for block in blocks(page)
                     if (block.language == "sh" and "skip" not in block.directives) or "file" in block.directives}
    assert {name for name, where in places.items() if where} == with_examples == set(OUTPUTS)
    assert {name: places[name] for name in OUTPUTS} == {name: Place("Examples/Workspace", output) for name, output in OUTPUTS.items()}
    outputs = list(OUTPUTS.values())
    assert [(a, b) for a in outputs for b in outputs if a != b and (b + "/").startswith(a + "/")] == []


def test_what_the_examples_write_is_git_ignored_and_what_they_read_is_not():
    workspace = ROOT / "Examples" / "Workspace"
    inputs = sorted(str(path.relative_to(ROOT)) for path in workspace.rglob("*")
                    if path.is_file() and not path.relative_to(workspace).parts[0] == "Build")
    outputs = [f"Examples/Workspace/{output}/chat@2x.png" for output in OUTPUTS.values()]
    result = subprocess.run(["git", "check-ignore", "--no-index", *inputs, *outputs], cwd=ROOT, capture_output=True, text=True)
    if result.returncode == 128:
        pytest.skip(f"not a git checkout: {result.stderr.strip()}")
    assert result.stdout.splitlines() == outputs


def test_the_parser_reads_directives_and_continuations(tmp_path):
    page = tmp_path / "page.md"
    page.write_text("<!-- test: status 1 -->\n```sh\nbarskin trace MyApp \\\n  --json   # a comment\n# only a comment\n\n```\n"
                    "<!-- test: file Skins/A.skin.yml -->\n```yaml\nversion: 1\n```\n")
    found = blocks(page)
    assert [(block.language, block.directives) for block in found] == [("sh", {"status": "1"}), ("yaml", {"file": "Skins/A.skin.yml"})]
    assert commands(found[0].text) == ["barskin trace MyApp --json   # a comment"]
    assert written_paths("barskin slice a.png --catalog App.xcassets -o - --ninepatch res") == ["App.xcassets", "res"]
    assert place(page) is None
    page.write_text("# Title\n\nExamples on this page run\nfrom `Examples/Workspace` and write into `Build/a/`.\n\n```sh\nx\n```\n")
    assert place(page) == Place("Examples/Workspace", "Build/a")
    page.write_text("```sh\nx\n```\nExamples on this page run from `Examples/Workspace` and write into `Build/a`.\n")
    assert place(page) is None, "the sentence must come before the first example"


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
