"""`barskin diff` and `barskin sheet` on files they cannot read (issue 45).

Every hostile PNG of the corpus (a bomb, a cut file, a CRC error, a header past the
limits) is one `barskin: error: PATH: message` line and exit 1 wherever it is: in both
builds with the same bytes (which diff never decoded, and passed with exit 0), in one
build only, or in a folder or build a sheet shows (which left it out or embedded it,
and exited 0). An image set whose Contents.json is no image set's is one line naming
it, not a change of caps to none; a sheet of a build whose files are all gone says so.
"""

from __future__ import annotations

import json
import re

import pytest

import corpus
from conftest import run_barskin, write_files
from pngkit import png_bytes

BAD = [case for case in corpus.hostile_corpus() if case.message is not None]
GOOD = png_bytes(4, 4, [bytes((200, 40, 40, 255)) * 4] * 4)
DIFF_SUMMARY = re.compile(r"barskin: diff: \d+ changed, \d+ added, \d+ removed, \d+ unchanged, 1 could not be read in \d+\.\d\d s")


def errors(run) -> list[str]:
    return [line for line in run.stderr_lines if line.startswith("barskin: error: ")]


@pytest.mark.parametrize("case", BAD, ids=lambda case: case.name)
def test_an_undecodable_image_in_both_builds_fails_the_diff(barskin, tmp_path, case):
    write_files(tmp_path, {"Old/x.png": case.data, "New/x.png": case.data, "Old/y.png": GOOD, "New/y.png": GOOD})
    run = run_barskin(barskin, ["diff", "Old", "New"], tmp_path)
    assert run.status == 1, run.stderr
    assert errors(run) == [f"barskin: error: New/x.png: {case.message}"]
    assert DIFF_SUMMARY.fullmatch(run.stderr_lines[-1]), run.stderr_lines[-1]
    assert run.stdout == ""


@pytest.mark.parametrize("side", ["Old", "New"])
def test_an_undecodable_image_in_one_build_is_an_error_not_an_added_image(barskin, tmp_path, side):
    bomb = next(case for case in BAD if case.name == "idat-bomb.png")
    write_files(tmp_path, {f"{side}/x.png": bomb.data, "Old/y.png": GOOD, "New/y.png": GOOD})
    run = run_barskin(barskin, ["diff", "Old", "New"], tmp_path)
    assert run.status == 1
    assert errors(run) == [f"barskin: error: {side}/x.png: {bomb.message}"]
    assert run.stdout == ""


CONTENTS = {"images": [{"idiom": "universal", "filename": "x.png", "scale": "1x", "resizing": {
    "mode": "9-part", "cap-insets": {"top": 1, "left": 1, "bottom": 1, "right": 1}, "center": {"mode": "stretch", "width": 1, "height": 1}}}],
    "info": {"version": 1, "author": "xcode"}}
RESIZING = '{"images":[{"idiom":"universal","filename":"x.png","scale":"1x","resizing":%s}]}'
NONSENSE = {
    "negative": (RESIZING % '{"mode":"9-part","cap-insets":{"top":-5}}', "not an image set's Contents.json: top must be a whole number of pixels"),
    "string": (RESIZING % '{"mode":"9-part","cap-insets":{"left":"x"}}', "not an image set's Contents.json: left must be a whole number of pixels"),
    "huge": (RESIZING % '{"mode":"9-part","cap-insets":{"top":1e300}}', "not an image set's Contents.json: top must be a whole number of pixels"),
    "mode": (RESIZING % ('{"mode":"\u202e' + "x" * 1000 + '"}'), "unknown resizing mode '"),
    "garbage": ("not json \x1b[31m", "malformed JSON: "),
}


@pytest.mark.parametrize("name", sorted(NONSENSE))
def test_nonsense_caps_are_one_error_naming_the_contents_json(barskin, tmp_path, name):
    text, message = NONSENSE[name]
    write_files(tmp_path, {"Old/A.xcassets/x.imageset/x.png": GOOD, "New/A.xcassets/x.imageset/x.png": GOOD,
                           "Old/A.xcassets/x.imageset/Contents.json": json.dumps(CONTENTS).encode(),
                           "New/A.xcassets/x.imageset/Contents.json": text.encode()})
    run = run_barskin(barskin, ["diff", "Old", "New"], tmp_path)
    assert run.status == 1
    lines = errors(run)
    assert len(lines) == 1, run.stderr
    assert lines[0].startswith("barskin: error: New/A.xcassets/x.imageset/Contents.json:")
    assert message in lines[0]
    # No change to "none" is made up, and nothing of the file is echoed raw.
    assert run.stdout == ""
    assert "\u202e" not in run.stderr and "\x1b" not in run.stderr


def test_a_sheet_names_every_file_it_cannot_show(barskin, tmp_path):
    write_files(tmp_path, {f"art/{case.name}": case.data for case in BAD} | {"art/good.png": GOOD})
    run = run_barskin(barskin, ["sheet", "art", "-o", "sheet.html"], tmp_path)
    assert run.status == 1
    assert sorted(errors(run)) == sorted(f"barskin: error: art/{case.name}: {case.message}" for case in BAD)
    page = (tmp_path / "sheet.html").read_text()
    assert "good.png" in page
    assert all(case.name not in page for case in BAD)


def test_a_sheet_of_a_build_whose_every_file_is_gone_says_so(barskin, tmp_path):
    # Masks read from alpha: half of each row opaque.
    write_files(tmp_path, {"masks/a.png": png_bytes(4, 4, [bytes((0, 0, 0, 255, 0, 0, 0, 0)) * 2] * 4),
                           "masks/b.png": png_bytes(4, 4, [bytes((0, 0, 0, 0, 0, 0, 0, 255)) * 2] * 4)})
    tint = run_barskin(barskin, ["tint", "masks", "-o", "out", "-q"], tmp_path)
    assert tint.status == 0, tint.stderr
    outputs = sorted(path.name for path in (tmp_path / "out").glob("*.png"))
    assert len(outputs) == 4
    for name in outputs:
        (tmp_path / "out" / name).unlink()
    manifest = next((tmp_path / "out").glob(".*.barskin.json")).name
    run = run_barskin(barskin, ["sheet", "out", "-o", "sheet.html"], tmp_path)
    assert run.status == 1
    assert errors(run) == [f"barskin: error: out/{manifest}: names out/{outputs[0]} and 3 more, which are not there "
                           "(removed since the build?); the sheet leaves them out"]
