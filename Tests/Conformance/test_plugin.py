"""BarSkin's build-tool plugin as an app's package uses it: Examples/SkinnedApp,
built with `swift build`, gets the images of its skin in its resource bundle, and
builds the skin again only when the skin or a file beside it changes.

The app depends on a package that declares the plugin exactly as BarSkin's
Package.swift does (that declaration copied from it, the plugin's sources beside
it) with the barskin under test (BARSKIN, `make test`'s debug build) as the
plugin's tool: compiling barskin again for the app, swift-syntax and all, took
most of this module's five minutes and would only test the compiler a second time
(the test build's warnings fail `make test-build`). PLUGIN_FROM_SOURCE=1 depends on
this checkout itself instead, so barskin is compiled from source for the app as a
user's first build compiles it. One full build, then quick incremental ones. The
example is copied so the test can edit its skin."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import png
import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "Examples" / "SkinnedApp"
SWIFT = shutil.which("swift")
# Built without DWARF, as `make` builds barskin (a fifth less compiling), and without an
# index store, as `make test` builds (a tenth less): the same plugin and skin.
NO_DEBUG_INFO = ["-debug-info-format", "none", "--disable-index-store"]
pytestmark = pytest.mark.skipif(SWIFT is None, reason="swift is not on PATH")


def rgba(path):
    width, height, rows, _ = png.Reader(filename=str(path)).asRGBA8()
    return width, height, [list(row) for row in rows]


def plugin_declaration() -> str:
    """The plugin's target in BarSkin's Package.swift, as written there."""
    found = re.search(r"\n( *)\.plugin\(\n.*?\n\1\),", (ROOT / "Package.swift").read_text(), re.DOTALL)
    assert found, "no .plugin( target in Package.swift"
    assert 'dependencies: ["barskin"]' in found.group(0), found.group(0)
    return found.group(0)


def barskin_package(folder: Path, binary: str) -> Path:
    """A package named BarSkin that declares the plugin as BarSkin's Package.swift does,
    its tool `barskin` the built `binary` (an artifact bundle) rather than the target."""
    package = folder / "BarSkin"
    shutil.copytree(ROOT / "Plugins", package / "Plugins")
    bundle = package / "barskin.artifactbundle"
    (bundle / "bin").mkdir(parents=True)
    shutil.copy2(binary, bundle / "bin" / "barskin")
    triple = json.loads(subprocess.run([SWIFT, "-print-target-info"], capture_output=True, text=True, check=True).stdout)
    (bundle / "info.json").write_text(json.dumps({"schemaVersion": "1.0", "artifacts": {"barskin": {
        "version": "0", "type": "executable",
        "variants": [{"path": "bin/barskin", "supportedTriples": [triple["target"]["unversionedTriple"]]}]}}}))
    (package / "Package.swift").write_text(f"""// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "BarSkin",
    platforms: [.macOS(.v13)],
    products: [
        .plugin(name: "BarSkinPlugin", targets: ["BarSkinPlugin"]),
    ],
    targets: [{plugin_declaration()}
        .binaryTarget(name: "barskin", path: "barskin.artifactbundle"),
    ]
)
""")
    return package


class App:
    """The example package copied into a temporary folder, depending on `barskin_root`
    by its absolute path."""

    def __init__(self, folder: Path, barskin_root: Path):
        self.folder = folder / "SkinnedApp"
        shutil.copytree(EXAMPLE, self.folder, ignore=shutil.ignore_patterns(".build*", ".swiftpm", "Package.resolved"))
        manifest = self.folder / "Package.swift"
        text = manifest.read_text()
        assert 'path: "../.."' in text
        manifest.write_text(text.replace('path: "../.."', f'path: "{barskin_root}"'))
        self.scratch = folder / "scratch"
        self.skin = self.folder / "Sources" / "SkinnedAppKit" / "Skin" / "App.skin.yml"

    def build(self):
        result = subprocess.run([SWIFT, "build", "--package-path", str(self.folder), "--scratch-path", str(self.scratch), *NO_DEBUG_INFO],
                                capture_output=True, text=True, timeout=3000)
        assert result.returncode == 0, result.stdout + result.stderr
        return result.stdout + result.stderr

    def bundle(self) -> Path:
        # SwiftPM names it PACKAGE_TARGET.resources on Linux and PACKAGE_TARGET.bundle on macOS.
        found = [p for p in self.scratch.glob("*/debug/SkinnedApp_SkinnedAppKit.*") if p.suffix in (".resources", ".bundle")]
        assert len(found) == 1, list(self.scratch.glob("*/debug/*"))
        return found[0] / "Contents" / "Resources" if found[0].suffix == ".bundle" else found[0]


@pytest.fixture(scope="module")
def app(tmp_path_factory, barskin):
    folder = tmp_path_factory.mktemp("plugin")
    app = App(folder, ROOT if os.environ.get("PLUGIN_FROM_SOURCE") == "1" else barskin_package(folder, barskin))
    app.log = app.build()
    return app


def test_the_skin_s_images_are_in_the_resource_bundle(app):
    images = app.bundle() / "App"
    names = sorted(p.name for p in images.iterdir())
    for name in ["star-normal.png", "star-normal@2x.png", "star-selected.png", "star-selected@2x.png", "TabBarBackground@2x.png"]:
        assert name in names, names
    # Only images: the build's own manifest stays in the plugin's work folder.
    assert all(name.endswith(".png") for name in names), names
    # The @2x item is the skin's 30x30 points, the mask's alpha centred at whole pixels.
    mask_width, mask_height, mask = rgba(app.folder / "Sources/SkinnedAppKit/Skin/Icons/star@2x.png")
    width, height, selected = rgba(images / "star-selected@2x.png")
    assert (width, height) == (60, 60)
    offset = (60 - mask_width) // 2
    for y in range(height):
        for x in range(width):
            inside = 0 <= x - offset < mask_width and 0 <= y - offset < mask_height
            expected = mask[y - offset][(x - offset) * 4 + 3] if inside else 0
            assert selected[y][x * 4 + 3] == expected, (x, y)
    # The classic selected look is blue where the star is solid.
    r, g, b, a = selected[30][30 * 4:30 * 4 + 4]
    assert a == 255 and b > r


def test_the_build_warns_of_nothing_but_pango_s_pthread_flag(app):
    # SwiftPM drops -pthread from the pango pkg-config files' flags and says so; no way
    # around it exists (Examples/SkinnedApp/README.md, "Known noise"). Anything else is new.
    warnings = [line for line in app.log.splitlines() if "warning:" in line]
    assert all(re.fullmatch(r"warning: prohibited flag\(s\): -pthread(, -pthread)*", line) for line in warnings), warnings


def test_an_unchanged_skin_is_not_built_again_and_a_changed_one_is(app):
    image = app.bundle() / "App" / "star-selected@2x.png"
    # SwiftPM (6.3) compiles and links the plugin's tool again on the build after a fresh one,
    # and a new barskin runs the skin again; from then on, nothing changed runs nothing.
    app.build()
    before = image.stat().st_mtime_ns
    assert "BarSkin: building App.skin.yml" not in app.build()
    assert image.stat().st_mtime_ns == before
    # The skin is an input: a new item size is built.
    app.skin.write_text(app.skin.read_text().replace("item-size: 30x30", "item-size: 32x32"))
    assert "App.skin.yml" in app.build()
    assert rgba(image)[:2] == (64, 64)
    # So is a mask beside it.
    mask = app.folder / "Sources/SkinnedAppKit/Skin/Icons/star@2x.png"
    width, height, rows = rgba(mask)
    rows[0][3] = 255  # one more opaque pixel in the top-left corner
    with open(mask, "wb") as out:
        png.Writer(width, height, alpha=True, greyscale=False).write(out, rows)
    app.build()
    assert rgba(image)[2][(64 - width) // 2][((64 - width) // 2) * 4 + 3] == 255


def test_a_renamed_item_and_a_dropped_catalog_leave_no_old_image_in_the_bundle(app):
    original = app.skin.read_text()
    app.skin.write_text(original.replace("output: ../../../Build/Skin", "output: ../../../Build/Skin\ncatalog: Art.xcassets"))
    app.build()
    assert (app.bundle() / "App" / "Art.xcassets" / "TabBarBackground.imageset").is_dir()
    icons = app.folder / "Sources/SkinnedAppKit/Skin/Icons"
    for star in icons.glob("star*.png"):
        shutil.copy(star, icons / star.name.replace("star", "heart"))
    app.skin.write_text(original.replace("mask: Icons/star", "mask: Icons/heart"))
    app.build()
    names = sorted(str(p.relative_to(app.bundle())) for p in app.bundle().rglob("*") if p.is_file())
    assert "App/heart-selected@2x.png" in names, names
    assert not any("star-" in name or "Art.xcassets" in name for name in names), names
    app.skin.write_text(original)
    for heart in icons.glob("heart*.png"):
        heart.unlink()


def test_a_skin_error_points_at_the_skin_file(app):
    app.skin.write_text(app.skin.read_text().replace("mask: Icons/star", "mask: Icons/missing"))
    result = subprocess.run([SWIFT, "build", "--package-path", str(app.folder), "--scratch-path", str(app.scratch), *NO_DEBUG_INFO],
                            capture_output=True, text=True, timeout=3000)
    assert result.returncode != 0
    assert f"{app.skin}:10:13: error: mask 'Icons/missing' not found" in result.stdout + result.stderr
