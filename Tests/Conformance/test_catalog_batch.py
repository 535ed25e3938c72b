"""`--catalog` on tint, glow, shadow and normalize: what Xcode would hold for the same images.

Each image family (`chat.png`, `chat@2x.png`, `chat@3x.png`) becomes one image set per
output, every `--dark` look its dark entries at each scale; the sets' Contents.json are
compared byte for byte with the text Xcode 15 writes for such a set (keys sorted, two
spaces, ` : `), every file they name is decoded (pypng) and sized, and `--prune` after a
rename deletes the old family's sets and nothing else.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import pngkit
from conftest import files_below, run_barskin, write_files
from reference import reference_decode
from test_vectors import XCODE_VECTOR_SET

XCODE_INFO = '  "info" : {\n    "author" : "xcode",\n    "version" : 1\n  }'
XCODE_DARK = '      "appearances" : [\n        {\n          "appearance" : "luminosity",\n          "value" : "dark"\n        }\n      ],\n'


def xcode_set(files: list[tuple[str, int]], intent: str | None) -> str:
    """The Contents.json Xcode writes for `files` (a name containing `-dark` is a dark entry)."""
    entries = [("    {\n" + (XCODE_DARK if "-dark" in name else "") + f'      "filename" : "{name}",\n'
                f'      "idiom" : "universal",\n      "scale" : "{scale}x"\n    }}') for name, scale in files]
    properties = f',\n  "properties" : {{\n    "template-rendering-intent" : "{intent}"\n  }}' if intent else ""
    return '{\n  "images" : [\n' + ",\n".join(entries) + "\n  ],\n" + XCODE_INFO + properties + "\n}\n"


def light_and_dark(name: str, scales=(1, 2, 3)) -> list[tuple[str, int]]:
    """Xcode's order: by scale, any before dark."""
    suffix = lambda scale: "" if scale == 1 else f"@{scale}x"  # noqa: E731
    return [entry for scale in scales for entry in ((f"{name}{suffix(scale)}.png", scale), (f"{name}-dark{suffix(scale)}.png", scale))]


def box(size: int) -> bytes:
    """A mask: opaque inside a border of size/10 pixels, clear outside."""
    edge = size // 10
    return pngkit.png_bytes(size, size, [bytes(c for x in range(size) for c in (9, 9, 9, 255 if edge <= x < size - edge and edge <= y < size - edge else 0))
                                         for y in range(size)])


@pytest.fixture
def icons(tmp_path) -> Path:
    write_files(tmp_path / "icons", {"chat.png": box(20), "chat@2x.png": box(40), "chat@3x.png": box(60), "sub/star@2x.png": box(40)})
    return tmp_path


def sets(catalog: Path) -> dict[str, list[str]]:
    return {folder.name: sorted(p.name for p in folder.iterdir()) for folder in sorted(catalog.glob("*.imageset"))}


def assert_named_files_decode(catalog: Path, point_size: int) -> None:
    """Every file a set's Contents.json names exists and decodes at its scale's size."""
    for contents in catalog.glob("*.imageset/Contents.json"):
        for image in json.loads(contents.read_text())["images"]:
            width, height, _ = reference_decode((contents.parent / image["filename"]).read_bytes())[:3]
            scale = int(image["scale"][0])
            assert (width, height) == (point_size * scale, point_size * scale), image["filename"]


def test_tint_writes_one_set_per_family_and_variant_with_dark_at_every_scale(barskin, icons):
    args = ["tint", "icons", "-o", "out", "--catalog", "App.xcassets", "--dark", "selected-color=#4DA3FF"]
    run = run_barskin(barskin, args, icons)
    assert run.status == 0, run.stderr
    catalog = icons / "App.xcassets"
    expected = {f"{stem}-{state}.imageset": sorted(["Contents.json"] + [name for name, _ in light_and_dark(f"{stem}-{state}", scales)])
                for stem, scales in (("chat", (1, 2, 3)), ("star", (2,))) for state in ("normal", "selected")}
    assert sets(catalog) == expected
    for state in ("normal", "selected"):
        assert (catalog / f"chat-{state}.imageset" / "Contents.json").read_text() == xcode_set(light_and_dark(f"chat-{state}"), "original")
        assert (catalog / f"star-{state}.imageset" / "Contents.json").read_text() == xcode_set(light_and_dark(f"star-{state}", (2,)), "original")
    assert (catalog / "Contents.json").read_text() == "{\n" + XCODE_INFO + "\n}\n"
    assert_named_files_decode(catalog, 20)
    assert files_below(icons / "out") == set()
    # A re-run with nothing changed rewrites nothing.
    stamps = {p: p.stat().st_mtime_ns for p in catalog.rglob("*") if p.is_file()}
    again = run_barskin(barskin, args, icons)
    assert again.status == 0 and "(0 written, 0 unchanged, 21 up to date)" in again.stderr, again.stderr
    assert {p: p.stat().st_mtime_ns for p in catalog.rglob("*") if p.is_file()} == stamps


def test_prune_removes_a_renamed_icons_sets(barskin, icons):
    args = ["tint", "icons", "-o", "out", "--catalog", "App.xcassets"]
    assert run_barskin(barskin, args, icons).status == 0
    for suffix in ("", "@2x", "@3x"):
        (icons / "icons" / f"chat{suffix}.png").rename(icons / "icons" / f"bubble{suffix}.png")
    run = run_barskin(barskin, args + ["--prune"], icons)
    assert run.status == 0, run.stderr
    assert sorted(sets(icons / "App.xcassets")) == ["bubble-normal.imageset", "bubble-selected.imageset",
                                                      "star-normal.imageset", "star-selected.imageset"]


@pytest.mark.parametrize("command", ["glow", "shadow"])
def test_glow_and_shadow_write_one_original_set_per_family(barskin, icons, command):
    run = run_barskin(barskin, [command, "icons", "-o", "out", "--catalog", "App.xcassets", "--keep-size", "--dark", "color=#336699"], icons)
    assert run.status == 0, run.stderr
    catalog = icons / "App.xcassets"
    assert sorted(sets(catalog)) == ["chat.imageset", "star.imageset"]
    assert (catalog / "chat.imageset" / "Contents.json").read_text() == xcode_set(light_and_dark("chat"), "original")
    assert_named_files_decode(catalog, 20)


def test_normalize_writes_one_set_per_family_without_a_rendering_intent(barskin, icons):
    run = run_barskin(barskin, ["normalize", "icons", "-o", "out", "--catalog", "App.xcassets"], icons)
    assert run.status == 0, run.stderr
    catalog = icons / "App.xcassets"
    assert sets(catalog) == {"chat.imageset": ["Contents.json", "chat.png", "chat@2x.png", "chat@3x.png"],
                             "star.imageset": ["Contents.json", "star@2x.png"]}
    assert (catalog / "chat.imageset" / "Contents.json").read_text() == xcode_set([("chat.png", 1), ("chat@2x.png", 2), ("chat@3x.png", 3)], None)
    assert reference_decode((catalog / "chat.imageset" / "chat@2x.png").read_bytes())[2] == reference_decode(box(40))[2]


def test_a_flat_tint_of_a_drawing_ships_it_as_xcode_writes_a_vector_set(barskin, tmp_path):
    drawing = b'<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><circle cx="12" cy="12" r="10"/></svg>'
    write_files(tmp_path / "icons", {"chat.svg": drawing})
    run = run_barskin(barskin, ["tint", "icons", "-o", "out", "--catalog", "App.xcassets", "--style", "flat"], tmp_path)
    assert run.status == 0, run.stderr
    catalog = tmp_path / "App.xcassets"
    assert sets(catalog) == {f"chat-{state}.imageset": ["Contents.json", f"chat-{state}.svg"] for state in ("normal", "selected")}
    for state in ("normal", "selected"):
        assert (catalog / f"chat-{state}.imageset" / "Contents.json").read_text() == XCODE_VECTOR_SET % f"chat-{state}.svg"
        assert (catalog / f"chat-{state}.imageset" / f"chat-{state}.svg").read_bytes() == drawing


@pytest.mark.parametrize("args", [["tint", "icons", "-o", "out", "--catalog", "icons-out"],
                                  ["glow", "icons/chat.png", "-o", "halo.png", "--catalog", "App.xcassets"]])
def test_a_bad_catalog_is_a_usage_error(barskin, icons, args):
    run = run_barskin(barskin, args, icons)
    assert run.status == 64 and run.stderr.startswith("barskin: error: "), run.stderr
    assert not (icons / "out").exists() and not (icons / "App.xcassets").exists()
