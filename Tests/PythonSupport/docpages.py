"""Reads the documentation pages (README.md, docs/*.md) as their examples' runner sees
them: fenced blocks with the directive on the line before each, the commands of a
block, and the sentence at a page's top saying where its examples run and write.

Shared by Tests/Conformance/test_docs.py, which runs the examples, and
Examples/make-workspace.py, which writes the files the pages' `file` blocks show
into Examples/Workspace: one reading of a page for both.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
DIRECTIVE = re.compile(r"^<!-- test: (file|status|skip)\b\s*(.*?)\s*-->$")
#: The sentence a page with examples opens with (the README's says `barskin` examples, as
#: its `make` lines run from the repository root): the folder, from the repository's top,
#: and the one folder inside it that the page's examples write into.
WHERE = re.compile(r"examples on this page run from `(?P<folder>[^`]+)` and write into `(?P<output>[^`]+)`",
                   re.IGNORECASE)


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


@dataclass(frozen=True)
class Place:
    """Where a page's examples run (`folder`, from the repository's top) and write (`output`, inside it)."""

    folder: str
    output: str


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
        assert end is not None, f"{page}:{index + 1}: a fence that never closes"
        block = Block(page, index + 1, fence.group(1), "\n".join(lines[index + 1:end]) + "\n")
        directive = DIRECTIVE.match(lines[index - 1]) if index > 0 else None
        if directive:
            block.directives[directive.group(1)] = directive.group(2)
        found.append(block)
        index = end + 1
    return found


def place(page: Path) -> Place | None:
    """The page's own word on where its examples run, if it says so before its first block."""
    text = page.read_text()
    top = text.split("\n```", 1)[0]
    found = WHERE.search(" ".join(top.split()))
    return Place(found.group("folder"), found.group("output").rstrip("/")) if found else None


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


def file_blocks(page: Path) -> dict[str, str]:
    """The files the page shows whole (`<!-- test: file PATH -->`), by path inside its folder."""
    return {block.directives["file"]: block.text for block in blocks(page) if "file" in block.directives}
