"""The folder every documented example runs in: the files README.md and docs/*.md
name (Assets/, icons/, Box@2x.png, MyApp, Skins/App.skin.yml's art...), made small.

Examples name their inputs the way a user's project would; this is the one place
that gives those names files. An example that needs a new input adds it here."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "PythonSupport"))

import pngkit  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


def rgba(width: int, height: int, pixel) -> bytes:
    """An RGBA PNG whose pixel at (x, y) is pixel(x, y)."""
    rows = [[sample for x in range(width) for sample in pixel(x, y)] for y in range(height)]
    return pngkit.png_bytes(width, height, rows, color_type=6)


def art(width: int, height: int) -> bytes:
    """Opaque bar art: a vertical gradient with a darker one-pixel edge, so caps show."""
    def pixel(x, y):
        edge = x in (0, width - 1) or y in (0, height - 1)
        shade = 60 + (120 * y) // max(height - 1, 1)
        return (shade // 2, shade // 2, shade, 255) if edge else (shade, shade, min(shade + 40, 255), 255)
    return rgba(width, height, pixel)


def scan(size: int) -> bytes:
    """Black-on-white, fully opaque: art whose coverage is its darkness (tint --mask luminance)."""
    middle = size / 2
    return rgba(size, size, lambda x, y: (0, 0, 0, 255) if abs(x - middle) + abs(y - middle) < size / 3 else (255, 255, 255, 255))


def nine_patch(width: int, height: int) -> bytes:
    """An Android 9-patch: WIDTHxHEIGHT of art inside a one-pixel frame marking the middle third as stretchable."""
    def pixel(x, y):
        outer_x, outer_y = x in (0, width + 1), y in (0, height + 1)
        if outer_x and outer_y:
            return (0, 0, 0, 0)
        if y == 0:
            return (0, 0, 0, 255) if width // 3 < x <= 2 * width // 3 else (0, 0, 0, 0)
        if x == 0:
            return (0, 0, 0, 255) if height // 3 < y <= 2 * height // 3 else (0, 0, 0, 0)
        if outer_x or outer_y:
            return (0, 0, 0, 0)
        return (90, 160, 230, 255)
    return rgba(width + 2, height + 2, pixel)


SKIN = """version: 1
output: Build/{name}
tab-items:
  item-size: 30x30
  items:
    - mask: icons/chat
    - mask: icons/search
tab-bar:
  scales: [2]
"""


def image_set(scales: dict[int, tuple[int, int]], insets: tuple[int, int, int, int]) -> dict[str, bytes]:
    """Button.imageset as Xcode keeps stretchable art: a file per scale and 9-part resizing in points times the scale."""
    top, left, bottom, right = insets
    images, files = [], {}
    for scale, (width, height) in scales.items():
        name = "Button.png" if scale == 1 else f"Button@{scale}x.png"
        files[name] = art(width, height)
        images.append({
            "filename": name, "idiom": "universal", "scale": f"{scale}x",
            "resizing": {"mode": "9-part", "cap-insets": {"top": top * scale, "left": left * scale, "bottom": bottom * scale, "right": right * scale},
                         "center": {"mode": "tile", "width": width - (left + right) * scale, "height": height - (top + bottom) * scale}},
        })
    files["Contents.json"] = json.dumps({"images": images, "info": {"author": "xcode", "version": 1}}, indent=2).encode()
    return files


def make(folder: Path) -> None:
    """Fills `folder` with every input the documented examples name."""
    shutil.copytree(ROOT / "Assets", folder / "Assets")
    for name in ("icons", "labels", "Skins/Icons"):
        shutil.copytree(ROOT / "Assets" / "icons", folder / name)
    shutil.copytree(ROOT / "Tests" / "Fixtures" / "XcodeApp", folder / "MyApp")
    files = {
        "chat@2x.png": (ROOT / "Assets/icons/chat@2x.png").read_bytes(),
        "icon.png": (ROOT / "Assets/icons/favorites@2x.png").read_bytes(),
        "Gloss.png": art(30, 30),
        "Box.png": art(12, 12), "Box@2x.png": art(24, 24), "Box@3x.png": art(36, 36),
        "Selection.png": art(12, 30),
        "Bubble.9.png": nine_patch(30, 18),
        "scans/star.png": scan(30), "scans/star@2x.png": scan(60),
        "Skins/Art/TabBarBackground.png": art(40, 49), "Skins/Art/TabBarBackground@2x.png": art(80, 98),
        "Skins/Art/Selection.png": art(12, 30), "Skins/Art/Selection@2x.png": art(24, 60),
        "label@2x.png": (ROOT / "Assets/icons/contacts@2x.png").read_bytes(),
        "TabBarSelection@2x.png": art(24, 80), "BackButton.png": art(30, 30),
        "bubble.9.png": nine_patch(30, 18), "res/drawable-xhdpi/bubble.9.png": nine_patch(60, 36),
        "art/Button.png": art(40, 30), "art/Button@2x.png": art(80, 60),
        **{f"art/Toolbar{look}{suffix}.png": art(12 * scale, 49 * scale)
           for look in ("", "-dark") for scale, suffix in ((1, ""), (2, "@2x"), (3, "@3x"))},
        **{f"icons/chat-dark{suffix}.png": (ROOT / f"Assets/icons/settings{suffix}.png").read_bytes() for suffix in ("", "@2x", "@3x")},
        "Bubble@2x.png": art(80, 60), "Bubble@3x.png": art(120, 90),
        "Selection@2x.png": art(24, 60),
        "vectors/chat.svg": b'<svg xmlns="http://www.w3.org/2000/svg" width="30" height="30"><circle cx="15" cy="15" r="11"/></svg>',
        "vectors/badge.pdf": (ROOT / "Tests/Fixtures/Vectors/badge.pdf").read_bytes(),
        ".barskin-ignore": b"# names whose findings are accepted\nlegacy_*\n",
        **{f"Button.imageset/{name}": data for name, data in image_set({1: (40, 30), 2: (80, 60)}, (8, 10, 8, 10)).items()},
        "App.skin.yml": SKIN.format(name="App").encode(),
        "Widgets.skin.yml": SKIN.format(name="Widgets").replace("icons/search", "icons/settings").encode(),
    }
    for relative, data in files.items():
        path = folder / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
