"""`barskin ninepatch check` agrees with aapt2 compile, the Android build's own
resource compiler, on a corpus of good and bad 9-patch frames: the same verdict
for every case, and for every refusal aapt2's own words in barskin's message."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "PythonSupport"))
import pngkit  # noqa: E402

AAPT2 = shutil.which("aapt2")
pytestmark = pytest.mark.skipif(AAPT2 is None, reason="aapt2 is not installed (make test installs Debian's aapt)")

CLEAR, BLACK, RED, WHITE = (0, 0, 0, 0), (0, 0, 0, 255), (255, 0, 0, 255), (255, 255, 255, 255)
CONTENT = (200, 120, 40, 255)


def frame(width=8, height=8, background=CLEAR, top=(3, 4), left=(3, 4), **pixels):
    """A framed image: `background` around the content, black at `top` x and `left` y, then `pixels` ((x, y): rgba) over it."""
    marks = {(x, 0): BLACK for x in top} | {(0, y): BLACK for y in left}
    marks |= pixels.get("at", {})
    rows = []
    for y in range(height):
        row = []
        for x in range(width):
            border = x in (0, width - 1) or y in (0, height - 1)
            row += marks.get((x, y), background if border else CONTENT)
        rows.append(bytes(row))
    return pngkit.png_bytes(width, height, rows)


def wide():
    """21 one-pixel stretch regions across and one down: 43 x 3 patches, over aapt2's 127 (20 across is 123)."""
    return frame(width=46, height=7, top=[2 * i + 2 for i in range(21)], left=(3,))


#: name: (PNG bytes, whether aapt2 accepts it). The verdict is also asked of aapt2 itself
#: in the test; it is written here so the corpus is known to hold both kinds.
CORPUS = {
    "plain": (frame(), True),
    "no-stretch-region": (frame(top=(), left=()), True),
    "no-top-stretch": (frame(top=()), True),
    "several-stretch-regions": (frame(top=(1, 3, 4, 6), left=(1, 6)), True),
    "whole-edge-stretch": (frame(top=range(1, 7)), True),
    "other-corners-marked": (frame(at={(7, 0): BLACK, (0, 7): (0, 0, 255, 80), (7, 7): RED}), True),
    "white-frame": (frame(background=WHITE), True),
    "one-padding-run-each": (frame(at={(2, 7): BLACK, (3, 7): BLACK, (7, 2): BLACK}), True),
    "optical-bounds-both-ends": (frame(at={(1, 7): RED, (6, 7): RED, (7, 1): RED}), True),
    "optical-bounds-and-padding": (frame(at={(1, 7): RED, (3, 7): BLACK, (4, 7): BLACK, (6, 7): RED}), True),
    "transparent-with-colour": (frame(at={(5, 0): (255, 0, 255, 0)}), True),
    "smallest": (frame(width=3, height=3, top=(1,), left=(1,)), True),
    "too-small": (frame(width=2, height=5, top=(), left=()), False),
    "black-top-left-corner": (frame(at={(0, 0): BLACK}), False),
    "semi-transparent-top-left-corner": (frame(at={(0, 0): (255, 255, 255, 128)}), False),
    "anti-aliased-marker": (frame(at={(2, 0): (0, 0, 0, 128)}), False),
    "nearly-opaque-marker": (frame(at={(0, 5): (0, 0, 0, 254)}), False),
    "semi-transparent-border-pixel": (frame(at={(6, 0): (255, 255, 255, 100)}), False),
    "grey-tick": (frame(at={(5, 0): (128, 128, 128, 255)}), False),
    "dark-red-bound": (frame(at={(1, 7): (254, 0, 0, 255)}), False),
    "white-frame-transparent-pixel": (frame(background=WHITE, at={(5, 0): CLEAR}), False),
    "white-frame-semi-white-pixel": (frame(background=WHITE, at={(5, 7): (255, 255, 255, 200)}), False),
    "two-padding-runs-bottom": (frame(at={(1, 7): BLACK, (5, 7): BLACK}), False),
    "two-padding-runs-right": (frame(at={(7, 1): BLACK, (7, 5): BLACK}), False),
    "optical-bounds-on-top": (frame(at={(6, 0): RED}), False),
    "optical-bounds-on-left": (frame(at={(0, 6): RED}), False),
    "optical-bounds-in-the-middle": (frame(at={(3, 7): RED}), False),
    "three-optical-bounds": (frame(at={(1, 7): RED, (3, 7): RED, (6, 7): RED}), False),
    "second-optical-bound-not-at-end": (frame(at={(7, 1): RED, (7, 5): RED}), False),
    "too-many-regions": (wide(), False),
    "most-regions": (frame(width=44, height=7, top=[2 * i + 2 for i in range(20)], left=(3,)), True),
}


def aapt2(path: Path, out: Path):
    return subprocess.run([AAPT2, "compile", "-o", str(out), str(path)], capture_output=True, text=True)


def aapt2_words(stderr: str) -> str:
    """aapt2's message: the text after `error: ` on its first line, less the full stop."""
    first = stderr.splitlines()[0]
    assert first.startswith("error: "), stderr
    return first[len("error: "):].removesuffix(".")


def test_the_corpus_holds_both_kinds():
    verdicts = [good for _, good in CORPUS.values()]
    assert len(CORPUS) >= 20 and verdicts.count(True) >= 8 and verdicts.count(False) >= 12


@pytest.mark.parametrize("name", sorted(CORPUS))
def test_barskin_agrees_with_aapt2(barskin, tmp_path, name):
    data, expected = CORPUS[name]
    folder = tmp_path / "res" / "drawable"  # aapt2 compiles only files in a resource folder
    folder.mkdir(parents=True)
    path = folder / f"{name.replace('-', '_')}.9.png"
    path.write_bytes(data)
    judged = aapt2(path, tmp_path)
    assert (judged.returncode == 0) == expected, f"aapt2 {'refused' if expected else 'accepted'} it: {judged.stderr}"
    check = subprocess.run([barskin, "ninepatch", "check", str(path)], capture_output=True, text=True)
    assert (check.returncode == 0) == (judged.returncode == 0), check.stdout + check.stderr
    if expected:
        assert check.stdout.startswith(f"{path}: ok, ") and check.stderr == ""
        if name == "no-stretch-region":
            assert check.stdout == f"{path}: ok, 6x6 px, stretch x none y none, padding 0,0,0,0\n"
        return
    assert check.returncode == 1
    words = aapt2_words(judged.stderr)
    if name == "optical-bounds-on-left":
        # aapt2's source never sets this message, so it prints `error: .`; barskin says what it means.
        assert words == ""
        words = "found unexpected optical bounds (red pixel) on left border at y=6"
    assert check.stderr.startswith(f"barskin: error: {path}: {words}"), f"aapt2: {words!r}\nbarskin: {check.stderr!r}"
