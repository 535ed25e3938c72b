"""`barskin info --json`: the schema (exact key order and types) and the values,
with pixelSHA256 checked against pypng's 8-bit RGBA rows."""

from __future__ import annotations

import hashlib
import json
import struct

import pytest

import corpus
from conftest import Workspace, run_barskin, write_files
from pngkit import parse_chunks
from reference import reference_decode

IMAGE_KEYS = [
    ("path", str), ("width", int), ("height", int), ("scale", int), ("pointWidth", (int, float)),
    ("pointHeight", (int, float)), ("colorType", str), ("bitDepth", int), ("interlaced", bool),
    ("hasAlpha", bool), ("isMask", bool), ("pixelSHA256", str),
]
COLOR_TYPES = {0: "gray", 2: "rgb", 3: "palette", 4: "gray-alpha", 6: "rgba"}
FILES = {
    "icon@2x.png": corpus.matrix_image("rgba", 8, 33, 17, False),
    "glyph@3x.png": corpus.matrix_image("palette-trns", 4, 32, 32, True),
    "photo.png": corpus.matrix_image("rgb", 8, 3, 7, True),
    "key.png": corpus.matrix_image("gray-key", 2, 33, 17, False),
    "clear.png": next(s.data for s in corpus.good_corpus() if s.path.endswith("rgba-all-transparent.png")),
    "deep@2x.png": corpus.matrix_image("gray-alpha", 16, 32, 32, True),
}
BROKEN = corpus.matrix_image("rgba", 8, 33, 17, False)[:200]
ORDER = ["icon@2x.png", "glyph@3x.png", "broken.png", "photo.png", "key.png", "clear.png", "deep@2x.png"]


@pytest.fixture(scope="module")
def info_space(tmp_path_factory) -> Workspace:
    space = Workspace(tmp_path_factory.mktemp("info"))
    write_files(space.root, FILES | {"broken.png": BROKEN})
    return space


@pytest.fixture(scope="module")
def info_run(barskin, info_space):
    return run_barskin(barskin, ["info", "--json", *ORDER], info_space.root)


def test_exit_status_and_stderr(info_run):
    assert info_run.status == 1
    assert info_run.stderr_lines == [
        "barskin: error: broken.png: truncated",
        f"barskin: 1 of {len(ORDER)} files failed",
    ]


def test_key_order_and_types(info_run):
    document = json.loads(info_run.stdout, object_pairs_hook=lambda pairs: pairs)
    assert [key for key, _ in document] == ["schemaVersion", "images", "failures"]
    values = dict(document)
    assert values["schemaVersion"] == 1 and type(values["schemaVersion"]) is int
    assert len(values["images"]) == len(FILES)
    for image in values["images"]:
        assert [key for key, _ in image] == [key for key, _ in IMAGE_KEYS]
        for (key, value), (_, kind) in zip(image, IMAGE_KEYS):
            assert isinstance(value, kind) and (kind is bool or not isinstance(value, bool)), (key, value)
    assert [[key for key, _ in failure] for failure in values["failures"]] == [["path", "message"]]
    assert dict(values["failures"][0]) == {"path": "broken.png", "message": "truncated"}


def test_images_listed_in_argument_order(info_run):
    images = json.loads(info_run.stdout)["images"]
    assert [image["path"] for image in images] == [name for name in ORDER if name != "broken.png"]


@pytest.mark.parametrize("name", list(FILES))
def test_values_match_the_file(name, info_run, info_space):
    image = {entry["path"]: entry for entry in json.loads(info_run.stdout)["images"]}[name]
    data = FILES[name]
    width, height, depth, color_type, _, _, interlace = struct.unpack(">IIBBBBB", parse_chunks(data)[0][1])
    _, _, rows, _ = reference_decode(data)
    scale = 3 if "@3x" in name else 2 if "@2x" in name else 1
    alphas = [row[x] for row in rows for x in range(3, len(row), 4)]
    assert image["width"] == width and image["height"] == height
    assert image["scale"] == scale
    assert image["pointWidth"] == pytest.approx(width / scale, abs=1e-9)
    assert image["pointHeight"] == pytest.approx(height / scale, abs=1e-9)
    assert image["colorType"] == COLOR_TYPES[color_type]
    assert image["bitDepth"] == depth
    assert image["interlaced"] is bool(interlace)
    assert image["hasAlpha"] is any(a < 255 for a in alphas)
    assert image["isMask"] is (any(a < 255 for a in alphas) and any(a > 0 for a in alphas))
    if depth < 16:
        assert image["pixelSHA256"] == hashlib.sha256(bytes(v for row in rows for v in row)).hexdigest()


def test_16_bit_hash_matches_normalize_output(barskin, info_run, info_space):
    """16-bit sources may be ±1 off the reference, so their hash is checked against the
    pixels barskin itself writes: `info` and `normalize` must agree exactly."""
    run = run_barskin(barskin, ["normalize", "deep@2x.png", "-o", "deep-normalized.png"], info_space.root)
    assert run.status == 0, run.stderr
    _, _, rows, _ = reference_decode((info_space.root / "deep-normalized.png").read_bytes())
    image = next(i for i in json.loads(info_run.stdout)["images"] if i["path"] == "deep@2x.png")
    assert image["pixelSHA256"] == hashlib.sha256(bytes(v for row in rows for v in row)).hexdigest()


def test_all_good_exits_0_with_empty_failures(barskin, info_space):
    run = run_barskin(barskin, ["info", "--json", "icon@2x.png", "photo.png"], info_space.root)
    assert run.status == 0 and run.stderr == ""
    document = json.loads(run.stdout)
    assert document["failures"] == [] and len(document["images"]) == 2
