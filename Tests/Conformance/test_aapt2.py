"""aapt2 (Debian's `aapt` package, the Android build's own resource compiler) is
the judge of the 9-patches BarSkin writes: every one `build` and `slice` make
here compiles, and a frame aapt2 refuses is refused by `ninepatch check` too."""

from __future__ import annotations

import shutil
import subprocess
import zipfile
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "PythonSupport"))
import pngkit  # noqa: E402

AAPT2 = shutil.which("aapt2")
pytestmark = pytest.mark.skipif(AAPT2 is None, reason="aapt2 is not installed (make test installs Debian's aapt)")


def art(width, height):
    """Opaque art whose every pixel differs, so a misplaced frame would show."""
    return pngkit.png_bytes(width, height, [bytes(c for x in range(width) for c in ((x * 9) % 256, (y * 13) % 256, 200, 255))
                                            for y in range(height)])


def compile_all(files, out):
    out.mkdir(exist_ok=True)
    return {str(f): subprocess.run([AAPT2, "compile", str(f), "-o", str(out)], capture_output=True, text=True) for f in files}


def build(barskin, folder, skin):
    """`barskin build` of `skin`, written to App.skin.yml in `folder`; it must succeed."""
    (folder / "App.skin.yml").write_text(skin)
    result = subprocess.run([barskin, "build", "App.skin.yml"], cwd=folder, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_every_nine_patch_build_and_slice_write_compiles(barskin, tmp_path):
    for name, (width, height) in {"Bar": (10, 8), "Bar@2x": (20, 16), "Bar@3x": (30, 24), "Wide@2x": (40, 12),
                                  "Pad": (12, 12), "Pad~ipad": (14, 12)}.items():
        (tmp_path / f"{name}.png").write_bytes(art(width, height))
    build(barskin, tmp_path, "version: 1\nninepatch: res\nbackgrounds:\n"
          "  - {image: Bar, name: bar, insets: '2,3,2,4', mode: stretch, content-insets: '1,2,1,2'}\n"
          "  - {image: Wide, name: wide, left-cap: 5, top-cap: 0}\n")
    sliced = subprocess.run([barskin, "slice", "Pad.png", "Pad~ipad.png", "--insets", "4,4,4,4", "--mode", "stretch",
                             "--ninepatch", "sliced"], cwd=tmp_path, capture_output=True, text=True)
    assert sliced.returncode == 0, sliced.stderr
    written = sorted(tmp_path.glob("res/*/*.9.png")) + sorted(tmp_path.glob("sliced/*/*.9.png"))
    assert [str(f.relative_to(tmp_path)) for f in written] == [
        "res/drawable-mdpi/bar.9.png", "res/drawable-xhdpi/bar.9.png", "res/drawable-xhdpi/wide.9.png",
        "res/drawable-xxhdpi/bar.9.png", "sliced/drawable-mdpi/pad.9.png"]
    for path, result in compile_all(written, tmp_path / "flat").items():
        assert result.returncode == 0, f"aapt2 refused {path}: {result.stderr}"


def test_a_frame_aapt2_refuses_is_refused(barskin, tmp_path):
    # A gray tick in the top edge: neither black nor red.
    width = height = 6
    def pixel(x, y):
        if y == 0 and x in (2, 3):
            return (128, 128, 128, 255)
        if x == 0 and y in (2, 3):
            return (0, 0, 0, 255)
        return (200, 10, 10, 255) if 0 < x < width - 1 and 0 < y < height - 1 else (0, 0, 0, 0)
    folder = tmp_path / "res" / "drawable-mdpi"
    folder.mkdir(parents=True)
    bad = folder / "bad.9.png"
    bad.write_bytes(pngkit.png_bytes(width, height, [bytes(c for x in range(width) for c in pixel(x, y)) for y in range(height)]))
    assert compile_all([bad], tmp_path / "flat")[str(bad)].returncode != 0
    check = subprocess.run([barskin, "ninepatch", "check", str(bad)], capture_output=True, text=True)
    assert check.returncode == 1
    assert "found an invalid color: #808080FF at x=2 on the top border" in check.stderr


def test_dark_nine_patches_compile_as_night_resources(barskin, tmp_path):
    # A background's dark look goes to drawable-night-*, which aapt2 reads as the night qualifier.
    for look, scale in [(look, scale) for look in ("", "-dark") for scale in (1, 2, 3)]:
        (tmp_path / f"Bar{look}{'' if scale == 1 else f'@{scale}x'}.png").write_bytes(art(10 * scale, 8 * scale))
    build(barskin, tmp_path, "version: 1\nninepatch: res\nbackgrounds:\n"
          "  - image: Bar\n    name: bar\n    insets: '2,3,2,4'\n    mode: stretch\n    content-insets: '1,2,1,2'\n"
          "    dark:\n      image: Bar-dark\n      insets: '1,2,1,2'\n")
    night = sorted(tmp_path.glob("res/drawable-night-*/*.9.png"))
    assert [str(f.relative_to(tmp_path)) for f in night] == [
        "res/drawable-night-mdpi/bar.9.png", "res/drawable-night-xhdpi/bar.9.png", "res/drawable-night-xxhdpi/bar.9.png"]
    for path, result in compile_all(night, tmp_path / "flat").items():
        assert result.returncode == 0, f"aapt2 refused {path}: {result.stderr}"
    # Compiled as one resource folder, aapt2 files each under its night configuration.
    folder = subprocess.run([AAPT2, "compile", "--dir", str(tmp_path / "res"), "-o", str(tmp_path / "res.zip")], capture_output=True, text=True)
    assert folder.returncode == 0, folder.stderr
    names = sorted(zipfile.ZipFile(tmp_path / "res.zip").namelist())
    assert [n for n in names if "night" in n] == [
        "drawable-night-mdpi_bar.9.png.flat", "drawable-night-xhdpi_bar.9.png.flat", "drawable-night-xxhdpi_bar.9.png.flat"]
