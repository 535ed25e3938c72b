"""SVG and PDF masks against the peers' own rasterizers as the reference.

Every @1x/@2x/@3x PNG BarSkin draws from a vector must decode (pypng) to the pixels
of `rsvg-convert -w W -h H` (SVG) or `pdftocairo -png -transp -scale-to-x W
-scale-to-y H` (PDF) of the same file at the same size, within 1 level per channel;
a mask given as a vector must tint and glow exactly as the reference's PNG family
does. Hostile vectors are each one located error, exit 1, with the good file next
to them still written, nothing they name opened or connected to.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from conftest import ROOT, files_below, run_barskin, write_files
from reference import reference_decode

pytestmark = pytest.mark.skipif(not (shutil.which("rsvg-convert") and shutil.which("pdftocairo")),
                                reason="rsvg-convert (librsvg2-bin) and pdftocairo (poppler-utils) are the references; make test-deps installs them")

#: Per-channel tolerance against the references.
TOLERANCE = 1

SVGS = {
    # 30 pt by width and height: 30, 60 and 90 px.
    "chat.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="30" viewBox="0 0 30 30">'
                '<circle cx="15" cy="15" r="11.3"/><rect x="2.5" y="3" width="8" height="8" fill-opacity="0.5"/></svg>',
    # A viewBox alone gives the size; a gradient and a curve exercise anti-aliasing.
    "star.svg": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 20"><defs><linearGradient id="g">'
                '<stop offset="0" stop-opacity="1"/><stop offset="1" stop-opacity="0.2"/></linearGradient></defs>'
                '<path d="M12 1 L15 8 L23 8 L16.5 12.5 L19 19 L12 15 L5 19 L7.5 12.5 L1 8 L9 8 Z" fill="url(#g)"/></svg>',
    # Physical units: 0.25in is 24 px, so 24 pt.
    "inch.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="0.25in" height="0.25in" viewBox="0 0 10 10">'
                '<path d="M1 1 Q 9 1 9 9 L 1 9 Z" fill="#102030"/></svg>',
}


def decode(path: Path):
    width, height, rows, _ = reference_decode(path.read_bytes())
    return width, height, rows


def worst(a, b) -> int:
    return max((abs(x - y) for ra, rb in zip(a, b) for x, y in zip(ra, rb)), default=0)


def rsvg(svg: Path, width: int, height: int, out: Path) -> Path:
    subprocess.run(["rsvg-convert", "-w", str(width), "-h", str(height), str(svg), "-o", str(out)], check=True)
    return out


def pdftocairo(pdf: Path, width: int, height: int, out: Path) -> Path:
    stem = out.with_suffix("")
    subprocess.run(["pdftocairo", "-png", "-transp", "-singlefile", "-scale-to-x", str(width), "-scale-to-y", str(height),
                    str(pdf), str(stem)], check=True)
    return out


@pytest.fixture(scope="module")
def vectors(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("vectors")
    write_files(root / "in", {name: text.encode() for name, text in SVGS.items()})
    # A PDF of a 30-pt drawing: rsvg-convert's own PDF output of chat.svg at 40x40 px is a 30x30-pt page.
    (root / "pdf").mkdir()
    subprocess.run(["rsvg-convert", "-f", "pdf", "-w", "40", "-h", "40", str(root / "in" / "chat.svg"),
                    "-o", str(root / "pdf" / "badge.pdf")], check=True)
    return root


SIZES = {"chat": (30, 30), "star": (24, 20), "inch": (24, 24)}


@pytest.mark.parametrize("stem", sorted(SIZES))
def test_svg_families_equal_rsvg_convert(barskin, vectors, stem):
    run = run_barskin(barskin, ["normalize", "in", "-o", "out-svg"], vectors)
    assert run.status == 0, run.stderr
    for scale in (1, 2, 3):
        name = stem + ("" if scale == 1 else f"@{scale}x") + ".png"
        width, height = SIZES[stem][0] * scale, SIZES[stem][1] * scale
        got = decode(vectors / "out-svg" / name)
        expected = decode(rsvg(vectors / "in" / f"{stem}.svg", width, height, vectors / f"ref-{name}"))
        assert got[:2] == (width, height) == expected[:2]
        assert worst(got[2], expected[2]) <= TOLERANCE, name


def test_a_30_point_icon_is_30_60_and_90_pixels(barskin, vectors):
    assert run_barskin(barskin, ["normalize", "in/chat.svg", "-o", "one/chat.png"], vectors).status == 0
    assert files_below(vectors / "one") == {"chat.png", "chat@2x.png", "chat@3x.png"}
    assert [decode(vectors / "one" / n)[:2] for n in ("chat.png", "chat@2x.png", "chat@3x.png")] == [(30, 30), (60, 60), (90, 90)]


def test_pdf_family_equals_pdftocairo(barskin, vectors):
    run = run_barskin(barskin, ["normalize", "pdf", "-o", "out-pdf"], vectors)
    assert run.status == 0, run.stderr
    assert files_below(vectors / "out-pdf") == {"badge.png", "badge@2x.png", "badge@3x.png"}
    for scale, name in ((1, "badge.png"), (2, "badge@2x.png"), (3, "badge@3x.png")):
        got = decode(vectors / "out-pdf" / name)
        expected = decode(pdftocairo(vectors / "pdf" / "badge.pdf", 30 * scale, 30 * scale, vectors / f"pref-{name}"))
        assert got[:2] == (30 * scale, 30 * scale) == expected[:2]
        assert worst(got[2], expected[2]) <= TOLERANCE, name


def test_mask_size_fits_keeping_aspect_centred(barskin, vectors):
    # star is 24x20 pt: fitted into 40x40 it is 40x33.33 pt, so at @3x 120x100 px, 10 px down.
    run = run_barskin(barskin, ["normalize", "in/star.svg", "-o", "fit", "--mask-size", "40x40", "--scales", "3"], vectors)
    assert run.status == 0, run.stderr
    assert files_below(vectors / "fit") == {"star@3x.png"}
    width, height, rows = decode(vectors / "fit" / "star@3x.png")
    assert (width, height) == (120, 120)
    _, _, expected = decode(rsvg(vectors / "in" / "star.svg", 120, 100, vectors / "fit-ref.png"))
    placed = [[0] * 480 for _ in range(10)] + expected + [[0] * 480 for _ in range(10)]
    assert worst(rows, placed) <= TOLERANCE


@pytest.mark.parametrize("command", [["tint"], ["tint", "--mask", "luminance", "--style", "recipe"], ["glow"], ["shadow"]])
def test_a_vector_mask_draws_as_its_reference_png_family(barskin, vectors, command):
    label = "-".join(command).replace("--", "")
    family = vectors / f"family-{label}"
    family.mkdir()
    for scale in (1, 2, 3):
        rsvg(vectors / "in" / "chat.svg", 30 * scale, 30 * scale, family / ("chat" + ("" if scale == 1 else f"@{scale}x") + ".png"))
    from_png = run_barskin(barskin, command + [str(family), "-o", f"{label}-png"], vectors)
    from_svg = run_barskin(barskin, command + ["in/chat.svg", "-o", f"{label}-svg"], vectors)
    assert from_png.status == 0 and from_svg.status == 0, from_png.stderr + from_svg.stderr
    names = files_below(vectors / f"{label}-png")
    assert names == files_below(vectors / f"{label}-svg") and len(names) >= 3
    for name in names:
        got, expected = decode(vectors / f"{label}-svg" / name), decode(vectors / f"{label}-png" / name)
        assert got[:2] == expected[:2] and worst(got[2], expected[2]) <= TOLERANCE, name


def test_editing_one_svg_redraws_only_its_outputs(barskin, tmp_path):
    write_files(tmp_path / "in", {"a.svg": SVGS["chat.svg"].encode(), "b.svg": SVGS["star.svg"].encode()})
    assert run_barskin(barskin, ["tint", "in", "-o", "out"], tmp_path).status == 0
    (tmp_path / "in" / "a.svg").write_text(SVGS["chat.svg"].replace('r="11.3"', 'r="9"'))
    run = run_barskin(barskin, ["tint", "in", "-o", "out", "--json"], tmp_path)
    assert run.status == 0, run.stderr
    statuses = {Path(o["output"]).name: o["status"] for o in json.loads(run.stdout)["outputs"]}
    assert {n for n, s in statuses.items() if s == "written"} == {
        f"a-{kind}{suffix}.png" for kind in ("normal", "selected") for suffix in ("", "@2x", "@3x")}
    assert {n for n, s in statuses.items() if s == "up-to-date"} == {
        f"b-{kind}{suffix}.png" for kind in ("normal", "selected") for suffix in ("", "@2x", "@3x")}


SKIN = """version: 1
output: Build
catalog: Build/Art.xcassets
tab-items:
  style: flat
  items:
    - mask: icons/chat
    - mask: icons/badge.pdf
      mask-size: 40x40
"""


def test_a_skins_vector_masks_draw_as_tint_draws_them(barskin, vectors, tmp_path):
    write_files(tmp_path / "icons", {"chat.svg": SVGS["chat.svg"].encode(), "badge.pdf": (vectors / "pdf" / "badge.pdf").read_bytes()})
    (tmp_path / "App.skin.yml").write_text(SKIN)
    run = run_barskin(barskin, ["build", "App.skin.yml"], tmp_path)
    assert run.status == 0, run.stderr
    for args, stem in ((["icons/chat.svg"], "chat"), (["icons/badge.pdf", "--mask-size", "40x40"], "badge")):
        assert run_barskin(barskin, ["tint", *args, "--style", "flat", "-o", f"tint-{stem}"], tmp_path).status == 0
        for kind in ("normal", "selected"):
            for suffix, side in (("", 1), ("@2x", 2), ("@3x", 3)):
                name = f"{stem}-{kind}{suffix}.png"
                built = decode(tmp_path / "Build" / "Art.xcassets" / f"{stem}-{kind}.imageset" / name)
                tinted = decode(tmp_path / f"tint-{stem}" / name)
                assert built[:2] == tinted[:2] and built[2] == tinted[2], name
                if stem == "badge":
                    assert built[:2] == (40 * side, 40 * side)


def test_a_family_given_as_pngs_and_as_a_drawing_is_refused(barskin, tmp_path):
    write_files(tmp_path / "icons", {"chat.svg": SVGS["chat.svg"].encode(), "chat@2x.png": (ROOT / "Assets/icons/chat@2x.png").read_bytes()})
    (tmp_path / "App.skin.yml").write_text(SKIN.replace("    - mask: icons/badge.pdf\n      mask-size: 40x40\n", ""))
    run = run_barskin(barskin, ["build", "App.skin.yml"], tmp_path)
    assert run.status == 1
    assert run.stderr_lines[0] == ("barskin: error: App.skin.yml:7:13: mask 'icons/chat' has two files for @2x: "
                                   "icons/chat@2x.png and icons/chat.svg; keep one")


#: Xcode's Contents.json for an image set holding one drawing, "Preserve Vector Data" on, rendered as a template.
XCODE_VECTOR_SET = """{
  "images" : [
    {
      "filename" : "%s",
      "idiom" : "universal"
    }
  ],
  "info" : {
    "author" : "xcode",
    "version" : 1
  },
  "properties" : {
    "preserves-vector-representation" : true,
    "template-rendering-intent" : "template"
  }
}
"""


def test_a_flat_template_icon_ships_its_vector_as_xcode_writes_it(barskin, vectors, tmp_path):
    write_files(tmp_path / "icons", {"chat.svg": SVGS["chat.svg"].encode(), "badge.pdf": (vectors / "pdf" / "badge.pdf").read_bytes(),
                                     "star.svg": SVGS["star.svg"].encode()})
    (tmp_path / "App.skin.yml").write_text("""version: 1
catalog: Art.xcassets
tab-items:
  style: flat
  items:
    - mask: icons/chat
      vector: true
    - mask: icons/badge.pdf
      vector: true
    - mask: icons/star
      vector: true
      selected-gradient: "#00F,#0FF"
""")
    run = run_barskin(barskin, ["build", "App.skin.yml"], tmp_path)
    assert run.status == 0, run.stderr
    assert run.stderr_lines[0] == ("barskin: warning: App.skin.yml:11:15: tab item 'star' is drawn as PNGs, not kept as a vector: "
                                   "its selected art has a gradient or an image fill")
    catalog = tmp_path / "Art.xcassets"
    for stem, source, kind in (("chat", "icons/chat.svg", "svg"), ("badge", "icons/badge.pdf", "pdf")):
        for state in ("normal", "selected"):
            folder = catalog / f"{stem}-{state}.imageset"
            assert sorted(p.name for p in folder.iterdir()) == ["Contents.json", f"{stem}-{state}.{kind}"]
            assert (folder / "Contents.json").read_text() == XCODE_VECTOR_SET % f"{stem}-{state}.{kind}"
            assert (folder / f"{stem}-{state}.{kind}").read_bytes() == (tmp_path / source).read_bytes()
    assert sorted(p.name for p in (catalog / "star-selected.imageset").iterdir()) == [
        "Contents.json", "star-selected.png", "star-selected@2x.png", "star-selected@3x.png"]
    # Editing the drawing copies it again; nothing else is redrawn.
    (tmp_path / "icons" / "chat.svg").write_text(SVGS["chat.svg"].replace('r="11.3"', 'r="8"'))
    again = run_barskin(barskin, ["build", "App.skin.yml", "--json"], tmp_path)
    written = sorted(Path(o["output"]).name for o in json.loads(again.stdout)["outputs"] if o["status"] == "written")
    # The item's template icon holds the same drawing, copied again too.
    assert written == ["chat-normal.svg", "chat-selected.svg", "chat-template.svg"]
    assert (catalog / "chat-normal.imageset" / "chat-normal.svg").read_text() == (tmp_path / "icons" / "chat.svg").read_text()


def test_a_stretched_drawing_equals_its_reference_pngs_stretched(barskin, vectors, tmp_path):
    bubble = '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"><rect x="0.5" y="0.5" width="29" height="19" rx="6" stroke="#000"/></svg>'
    (tmp_path / "bubble.svg").write_text(bubble)
    flags = ["--size", "80x30", "--insets", "8,8,8,8"]
    run = run_barskin(barskin, ["stretch", "bubble.svg", *flags, "-o", "svg/"], tmp_path)
    assert run.status == 0, run.stderr
    assert files_below(tmp_path / "svg") == {"bubble.png", "bubble@2x.png", "bubble@3x.png"}
    for scale, name in ((1, "bubble.png"), (2, "bubble@2x.png"), (3, "bubble@3x.png")):
        rsvg(tmp_path / "bubble.svg", 30 * scale, 20 * scale, tmp_path / name)
        assert run_barskin(barskin, ["stretch", name, *flags, "-o", "png/"], tmp_path).status == 0
        got, expected = decode(tmp_path / "svg" / name), decode(tmp_path / "png" / name)
        assert got[:2] == expected[:2] == (80 * scale, 30 * scale) and worst(got[2], expected[2]) <= TOLERANCE, name


def test_a_skin_background_drawn_from_a_vector(barskin, tmp_path):
    bubble = '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"><rect x="0.5" y="0.5" width="29" height="19" rx="6" stroke="#000"/></svg>'
    (tmp_path / "bubble.svg").write_text(bubble)
    (tmp_path / "BG.skin.yml").write_text("version: 1\noutput: Build\ncatalog: Build/Art.xcassets\nninepatch: Build/res\n"
                                          "backgrounds:\n  - image: bubble\n    insets: 8,8,8,8\n    sizes: [60x30]\n")
    run = run_barskin(barskin, ["build", "BG.skin.yml"], tmp_path)
    assert run.status == 0, run.stderr
    assert run_barskin(barskin, ["stretch", "bubble.svg", "--size", "60x30", "--insets", "8,8,8,8", "-o", "stretched/"], tmp_path).status == 0
    for scale, suffix, density in ((1, "", "mdpi"), (2, "@2x", "xhdpi"), (3, "@3x", "xxhdpi")):
        expected = decode(rsvg(tmp_path / "bubble.svg", 30 * scale, 20 * scale, tmp_path / f"ref{suffix}.png"))
        shipped = decode(tmp_path / "Build" / "Art.xcassets" / "bubble.imageset" / f"bubble{suffix}.png")
        assert shipped[:2] == expected[:2] and worst(shipped[2], expected[2]) <= TOLERANCE
        width, height, rows = decode(tmp_path / "Build" / "res" / f"drawable-{density}" / "bubble.9.png")
        assert (width, height) == (30 * scale + 2, 20 * scale + 2)
        inner = [row[4:-4] for row in rows[1:-1]]
        assert worst(inner, expected[2]) <= TOLERANCE
        sized, stretched = decode(tmp_path / "Build" / f"bubble-60x30{suffix}.png"), decode(tmp_path / "stretched" / f"bubble{suffix}.png")
        assert sized == stretched


def test_slicing_a_drawing_ships_what_its_skin_background_ships(barskin, tmp_path):
    bubble = '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"><rect x="0.5" y="0.5" width="29" height="19" rx="6" stroke="#000"/></svg>'
    (tmp_path / "bubble.svg").write_text(bubble)
    (tmp_path / "BG.skin.yml").write_text("version: 1\ncatalog: Build/Art.xcassets\nninepatch: Build/res\n"
                                          "backgrounds:\n  - image: bubble\n    insets: 8,8,8,8\n")
    assert run_barskin(barskin, ["build", "BG.skin.yml"], tmp_path).status == 0
    run = run_barskin(barskin, ["slice", "bubble.svg", "--insets", "8,8,8,8", "--catalog", "Sliced/Art.xcassets", "--ninepatch", "Sliced/res"], tmp_path)
    assert run.status == 0, run.stderr
    assert files_below(tmp_path / "Sliced") == files_below(tmp_path / "Build") == {
        "Art.xcassets/Contents.json", "Art.xcassets/bubble.imageset/Contents.json", "Art.xcassets/bubble.imageset/bubble.png",
        "Art.xcassets/bubble.imageset/bubble@2x.png", "Art.xcassets/bubble.imageset/bubble@3x.png",
        "res/drawable-mdpi/bubble.9.png", "res/drawable-xhdpi/bubble.9.png", "res/drawable-xxhdpi/bubble.9.png"}
    for name in files_below(tmp_path / "Build"):
        built, sliced = tmp_path / "Build" / name, tmp_path / "Sliced" / name
        if name.endswith(".png"):
            assert decode(built) == decode(sliced), name
        else:
            assert built.read_text() == sliced.read_text(), name
    aapt2 = shutil.which("aapt2")
    if aapt2:
        for density in ("mdpi", "xhdpi", "xxhdpi"):
            compiled = subprocess.run([aapt2, "compile", str(tmp_path / "Sliced" / "res" / f"drawable-{density}" / "bubble.9.png"),
                                       "-o", str(tmp_path)], capture_output=True, text=True)
            assert compiled.returncode == 0, compiled.stderr


def test_the_preview_draws_a_vector_mask_as_its_reference_pngs(barskin, tmp_path):
    skin = "version: 1\noutput: Build-{0}\ntab-bar: {{selection: true}}\ntab-items:\n  style: flat\n  items:\n    - mask: {0}/chat\n"
    write_files(tmp_path / "svg", {"chat.svg": SVGS["chat.svg"].encode()})
    (tmp_path / "png").mkdir()
    for scale in (1, 2, 3):
        rsvg(tmp_path / "svg" / "chat.svg", 30 * scale, 30 * scale, tmp_path / "png" / ("chat" + ("" if scale == 1 else f"@{scale}x") + ".png"))
    for kind in ("svg", "png"):
        (tmp_path / f"{kind}.skin.yml").write_text(skin.format(kind))
        run = run_barskin(barskin, ["build", f"{kind}.skin.yml", "--preview", f"preview-{kind}.png"], tmp_path)
        assert run.status == 0, run.stderr
    for suffix in ("", "@2x"):
        got, expected = decode(tmp_path / f"preview-svg{suffix}.png"), decode(tmp_path / f"preview-png{suffix}.png")
        assert got[:2] == expected[:2] and worst(got[2], expected[2]) <= TOLERANCE


def test_a_vector_set_given_pngs_again_drops_its_drawing(barskin, tmp_path):
    write_files(tmp_path / "icons", {"chat.svg": SVGS["chat.svg"].encode()})
    skin = "version: 1\ncatalog: Art.xcassets\ntab-items:\n  style: flat\n  items:\n    - mask: icons/chat\n"
    (tmp_path / "App.skin.yml").write_text(skin + "      vector: true\n")
    assert run_barskin(barskin, ["build", "App.skin.yml"], tmp_path).status == 0
    (tmp_path / "App.skin.yml").write_text(skin)
    run = run_barskin(barskin, ["build", "App.skin.yml", "--prune"], tmp_path)
    assert run.status == 0, run.stderr
    folder = tmp_path / "Art.xcassets" / "chat-normal.imageset"
    assert sorted(p.name for p in folder.iterdir()) == ["Contents.json", "chat-normal.png", "chat-normal@2x.png", "chat-normal@3x.png"]
    contents = json.loads((folder / "Contents.json").read_text())
    assert [image["filename"] for image in contents["images"]] == ["chat-normal.png", "chat-normal@2x.png", "chat-normal@3x.png"]
    assert contents["properties"] == {"template-rendering-intent": "original"}
