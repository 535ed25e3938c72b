"""Runs every documented example (README.md, docs/*.md and every command's --help) with two
barskin binaries, each in a fresh copy of Examples/Workspace, and compares what they wrote:
the same file names, PNGs with the same decoded pixels, other files byte for byte. Hidden
files (manifests, their indexes) are the run's bookkeeping and are left out.

    python3 Tests/Tools/compare_outputs.py OLD_BARSKIN NEW_BARSKIN

Exit 0 when both wrote the same; 1 with one line per difference. Used before and after a
change that must not move a pixel or rename a file (the One pipeline issue)."""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

import png

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Tests" / "Conformance"))

import test_docs  # noqa: E402


def pixels(data: bytes):
    width, height, rows, _ = png.Reader(bytes=data).asRGBA8()
    return width, height, [bytes(row) for row in rows]


def files(folder: Path) -> dict[str, bytes]:
    """Every file below `folder` but hidden ones, by relative path, with its bytes."""
    return {str(path.relative_to(folder)): path.read_bytes() for path in folder.rglob("*")
            if path.is_file() and not any(part.startswith(".") for part in path.relative_to(folder).parts)}


def pages(folder: Path) -> list[Path]:
    """The documented pages, and one page per command's help examples, as test_docs runs them."""
    found = list(test_docs.PAGES)
    for index, path in enumerate(test_docs.HELP_COMMANDS):
        examples = test_docs.help_examples(sys.argv[2], path)
        page = folder / f"help-{index}.md"
        # As test_docs runs them: a trace of the example project exits 1 until a baseline accepts its findings.
        page.write_text("".join(("<!-- test: status 1 -->\n" if command.startswith("barskin trace") and "baseline" not in command else "")
                                + f"```sh\n{command}\n```\n" for command in examples))
        found.append(page)
    return found


def main() -> int:
    old, new = (str(Path(arg).resolve()) for arg in sys.argv[1:3])
    differences: list[str] = []
    with tempfile.TemporaryDirectory() as scratch:
        base = Path(scratch)
        for page in pages(base):
            label = page.name if page.parent == base else str(page.relative_to(ROOT))
            outputs = {}
            for name, binary in (("old", old), ("new", new)):
                # One path for both runs: reports that name absolute paths must not differ by it.
                workspace = base / "run" / page.stem / "workspace"
                shutil.rmtree(workspace.parent, ignore_errors=True)
                workspace.parent.mkdir(parents=True)
                # A help page says nowhere where it runs: the workspace, as test_docs runs it.
                problems = test_docs.run_page(page, binary, workspace, test_docs.HELP_PLACE if page.parent == base else None)
                differences += [f"{label}: {name}: {problem}" for problem in problems]
                outputs[name] = files(workspace)
            for relative in sorted(set(outputs["old"]) | set(outputs["new"])):
                before, after = outputs["old"].get(relative), outputs["new"].get(relative)
                if before is None or after is None:
                    differences.append(f"{label}: {relative}: written only by the {'new' if before is None else 'old'} binary")
                elif relative.endswith(".png"):
                    if pixels(before) != pixels(after):
                        differences.append(f"{label}: {relative}: decoded pixels differ")
                elif before != after:
                    differences.append(f"{label}: {relative}: bytes differ")
    print("\n".join(differences) if differences else "same file names, same pixels")
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())
