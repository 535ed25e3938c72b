#!/usr/bin/env python3
"""Writes a large, deterministic iOS-style project for benchmarking `barskin trace`.

Default size: 5,000 source files (3,000 Swift, 2,000 Objective-C) and 3,000 image
assets (1,500 catalog image sets and 1,500 loose images, each at @2x and @3x,
so 6,000 PNG files), 300 colour sets (any and dark) and 30 data sets in the catalog, plus 40 storyboards, 20 xibs, 20 BarSkin skin files and an
Info.plist, and an Xcode project (App.xcodeproj) whose app target lists every
source, document and image. Code, documents and skins reference most assets (literal, ternary,
interpolated and format names; skin masks by path; code naming what the skins
build), leave some unused and name some missing, so every stage does real work.

    python3 Tests/Tools/make_trace_project.py OUT [--sources N] [--assets N]
"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "PythonSupport"))
from pbxproj import Project  # noqa: E402
from pngkit import png_bytes  # noqa: E402

SIZES = [(20, 20), (24, 24), (28, 28), (30, 30), (32, 32), (40, 40), (44, 44), (48, 48), (60, 40), (64, 64)]


def asset_png(width, height, seed):
    """An opaque RGBA image whose pixels `seed` shifts, so no two assets are alike."""
    rows = [b"".join(bytes(((seed * 7 + x) & 0xFF, (seed >> 8) & 0xFF, (y * 3 + seed) & 0xFF, 255)) for x in range(width))
            for y in range(height)]
    return png_bytes(width, height, rows, level=6)


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    mode = "wb" if isinstance(data, bytes) else "w"
    with open(path, mode) as handle:
        handle.write(data)


def image_set(name):
    return json.dumps({"images": [
        {"idiom": "universal", "scale": "1x"},
        {"idiom": "universal", "filename": name + "@2x.png", "scale": "2x"},
        {"idiom": "universal", "filename": name + "@3x.png", "scale": "3x"},
    ], "info": {"author": "xcode", "version": 1}}, indent=2)


def color_set(index):
    """A colour set with an any and a dark appearance, in the hex form most of Xcode's are written in."""
    def entry(red, appearances=None):
        item = {"color": {"color-space": "srgb", "components": {
            "alpha": "1.000", "red": "0x%02X" % red, "green": "0x%02X" % ((index * 7) % 256), "blue": "0x%02X" % ((index * 13) % 256)}},
            "idiom": "universal"}
        if appearances:
            item["appearances"] = appearances
        return item
    return json.dumps({"colors": [entry(index % 256), entry(255 - index % 256, [{"appearance": "luminosity", "value": "dark"}])],
                       "info": {"author": "xcode", "version": 1}}, indent=2)


def color_load(index, name):
    """One load of a colour set, by name or by its generated `ColorResource` symbol (`brandTint042`)."""
    form = index % 3
    if form == 0:
        return "        _ = UIColor(named: \"%s\")" % name
    if form == 1:
        return "        _ = Color(\"%s\")" % name
    return "        _ = UIColor(resource: .%s)" % name


def skin_file(index, masks):
    """A skin whose tab items are tinted from loose images, named by path."""
    lines = ["# Generated skin %d" % index, "version: 1", "output: ../../Generated/Skin%02d" % index,
             "catalog: ../../Generated/Skin%02d.xcassets" % index, "tab-items:", "  style: classic",
             "  item-size: 30x30", "  items:"]
    for offset, path in enumerate(masks):
        lines += ["    - mask: %s" % path, "      name: skin%02d_item%02d" % (index, offset)]
    lines += ["backgrounds:", "  - image: %s" % masks[0], "    name: skin%02d_bar" % index, "    insets: 0,4,0,4",
              "    sizes: [320x49]"]
    return "\n".join(lines) + "\n"


def swift_file(index, names, color=None):
    lines = ["import UIKit", "import SwiftUI", "", "final class Screen%d: UIViewController {" % index,
             "    // UIImage(named: \"commented_%d\") is not a use" % index,
             "    let title%d = \"Screen \\(%d)\"" % (index, index), ""]
    if color:
        lines += ["    func paint() {", color_load(index, color), "    }", ""]
    for offset, name in enumerate(names):
        lines += ["    func configure%d(flag: Bool, index: Int) {" % offset,
                  "        let view = UIImageView(frame: .zero)",
                  "        view.image = UIImage(named: \"%s\")" % name,
                  "        let chosen = flag ? \"%s\" : \"missing_%d_%d\"" % (name, index, offset),
                  "        _ = UIImage(named: chosen)",
                  "        _ = Image(\"%s\")" % name,
                  "        _ = UIImage(named: \"frame_\\(index)\")",
                  "        let total = (0..<10).map { $0 * 2 }.reduce(0, +)",
                  "        print(\"total \\(total) for %s\")" % name,
                  "    }", ""]
    lines.append("}")
    return "\n".join(lines) + "\n"


def objc_file(index, names):
    lines = ["#import \"Legacy%d.h\"" % index, "", "@implementation Legacy%d" % index, ""]
    for offset, name in enumerate(names):
        lines += ["- (void)setUp%d {" % offset,
                  "    /* [UIImage imageNamed:@\"commented\"]; */",
                  "    UIImage *image = [UIImage imageNamed:@\"%s\"];" % name,
                  "    NSString *img = @\"%s\";" % name,
                  "    UIImage *other = [UIImage imageNamed:img inBundle:nil compatibleWithTraitCollection:nil];",
                  "    UIImage *frame = [UIImage imageNamed:[NSString stringWithFormat:@\"tile_%%02d\", %d]];" % offset,
                  "    NSLog(@\"loaded %%@ and %%@\", image, other);",
                  "}", ""]
    lines.append("@end")
    return "\n".join(lines) + "\n"


def storyboard(index, names):
    scenes = []
    for offset, name in enumerate(names):
        scenes.append(
            '        <scene sceneID="s%d">\n            <objects>\n'
            '                <viewController id="vc%d" sceneMemberID="viewController">\n'
            '                    <view key="view" id="v%d"><subviews>\n'
            '                        <imageView image="%s" id="i%d"/>\n'
            '                        <button id="b%d"><state key="normal" image="%s" backgroundImage="%s"/></button>\n'
            '                    </subviews></view>\n'
            '                    <tabBarItem key="tabBarItem" image="%s" id="t%d"/>\n'
            '                </viewController>\n            </objects>\n        </scene>\n'
            % (offset, offset, offset, name, offset, offset, name, name, name, offset))
    resources = "".join('        <image name="%s" width="20" height="20"/>\n' % name for name in sorted(set(names)))
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" '
            'version="3.0" initialViewController="vc0">\n    <scenes>\n' + "".join(scenes) + '    </scenes>\n    <resources>\n'
            + resources + '    </resources>\n</document>\n')


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--sources", type=int, default=5000)
    parser.add_argument("--assets", type=int, default=3000)
    args = parser.parse_args()
    root = args.out
    set_count = args.assets // 2
    loose_count = args.assets - set_count
    set_names = ["set_%04d" % i for i in range(set_count)]
    loose_names = ["loose_%04d" % i for i in range(loose_count)]
    for i, name in enumerate(set_names):
        folder = os.path.join(root, "App/Assets.xcassets/Group%02d/%s.imageset" % (i % 20, name))
        width, height = SIZES[i % len(SIZES)]
        write(os.path.join(folder, "Contents.json"), image_set(name))
        write(os.path.join(folder, name + "@2x.png"), asset_png(width * 2, height * 2, i))
        write(os.path.join(folder, name + "@3x.png"), asset_png(width * 3, height * 3, i))
    for i, name in enumerate(loose_names):
        width, height = SIZES[i % len(SIZES)]
        folder = os.path.join(root, "App/Images/Part%02d" % (i % 30))
        write(os.path.join(folder, name + "@2x.png"), asset_png(width * 2, height * 2, 10000 + i))
        write(os.path.join(folder, name + "@3x.png"), asset_png(width * 3, height * 3, 10000 + i))
    write(os.path.join(root, "App/Assets.xcassets/Contents.json"), '{"info": {"author": "xcode", "version": 1}}')
    # Colour sets, 90% of them loaded by the Swift sources, and data sets, two thirds loaded.
    color_names = ["brandTint%03d" % i for i in range(300)]
    for i, name in enumerate(color_names):
        write(os.path.join(root, "App/Assets.xcassets/Colors/%s.colorset/Contents.json" % name), color_set(i))
    for i in range(30):
        folder = os.path.join(root, "App/Assets.xcassets/Data/payload%02d.dataset" % i)
        write(os.path.join(folder, "Contents.json"), json.dumps({"data": [{"filename": "payload%02d.json" % i, "idiom": "universal"}],
                                                                "info": {"author": "xcode", "version": 1}}, indent=2))
        write(os.path.join(folder, "payload%02d.json" % i), '{"index": %d}\n' % i)
    write(os.path.join(root, "App/Sources/Data/Payloads.swift"), "import UIKit\n\n" + "".join(
        "let payload%02d = NSDataAsset(name: \"payload%02d\")\n" % (i, i) for i in range(30) if i % 3 != 0))
    # Roughly 90% of the assets are referenced somewhere.
    used = [n for i, n in enumerate(set_names + loose_names) if i % 10 != 3]
    swift_count = args.sources * 3 // 5
    for i in range(args.sources):
        names = [used[(i * 3 + k) % len(used)] for k in range(3)]
        if i < swift_count:
            color = color_names[i % 300] if i % 300 % 10 != 3 else None
            write(os.path.join(root, "App/Sources/Module%02d/Screen%d.swift" % (i % 50, i)), swift_file(i, names, color))
        else:
            write(os.path.join(root, "App/Legacy/Group%02d/Legacy%d.m" % (i % 40, i)), objc_file(i, names))
    for i in range(60):
        names = [used[(i * 7 + k) % len(used)] for k in range(8)]
        suffix = "storyboard" if i < 40 else "xib"
        write(os.path.join(root, "App/UI/Screen%d.%s" % (i, suffix)), storyboard(i, names))
    # Skins tint every 50th loose image (by path), and some code names what they build.
    for i in range(20):
        masks = ["../../Images/Part%02d/%s" % (k % 30, loose_names[k]) for k in range(i * 15, i * 15 + 15, 2)]
        write(os.path.join(root, "App/Skins/Tabs/Skin%02d.skin.yml" % i), skin_file(i, masks))
    for i in range(0, swift_count, 25):
        skin = (i // 25) % 20
        write(os.path.join(root, "App/Sources/Skinned/Tabs%d.swift" % i),
              "let normal%d = UIImage(named: \"skin%02d_item%02d-normal\")\n"
              "let selected%d = UIImage(named: \"skin%02d_item%02d-selected\")\n"
              "let bar%d = UIImage(named: \"skin%02d_bar-320x49\")\n" % (i, skin, i % 8, i, skin, i % 8, i, skin))
    write_project(root, set_count)
    write(os.path.join(root, "App/Info.plist"),
          '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n'
          '\t<key>UIMainStoryboardFile</key>\n\t<string>Screen0</string>\n'
          '\t<key>UILaunchStoryboardName</key>\n\t<string>Screen1</string>\n</dict>\n</plist>\n')


def write_project(root, set_count):
    """App.xcodeproj: one group per top folder of App/, the app target compiling every
    source and copying every document, loose image and the catalog, and an empty test target."""
    project = Project("App")
    app = os.path.join(root, "App")
    groups, sources, resources = [], [], []
    for top in sorted(os.listdir(app)):
        if top.endswith(".xcassets"):
            reference = project.file(top)
            resources.append(reference)
            groups.append(reference)
            continue
        if not os.path.isdir(os.path.join(app, top)):
            continue
        children = []
        for folder, _, names in sorted(os.walk(os.path.join(app, top))):
            for name in sorted(names):
                relative = os.path.relpath(os.path.join(folder, name), os.path.join(app, top))
                reference = project.file(relative)
                children.append(reference)
                if name.endswith((".swift", ".m")):
                    sources.append(reference)
                elif name.endswith((".png", ".storyboard", ".xib")):
                    resources.append(reference)
        groups.append(project.group(top, children, path=top))
    groups.append(project.file("Info.plist"))
    app_group = project.group("App", groups, path="App")
    target, product = project.target("App", "com.apple.product-type.application", sources=sources, resources=resources,
                                     settings={"INFOPLIST_FILE": "App/Info.plist"})
    tests, tests_product = project.target("AppTests", "com.apple.product-type.bundle.unit-test")
    main_group = project.group("main", [app_group, project.group("Products", [product, tests_product], name="Products")])
    write(os.path.join(root, "App.xcodeproj/project.pbxproj"), project.render(main_group, [target, tests]))


if __name__ == "__main__":
    main()
