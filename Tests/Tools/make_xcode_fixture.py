#!/usr/bin/env python3
"""Writes the trace fixture project Tests/Fixtures/XcodeApp: an Objective-C app, a
widget extension and a unit-test target, with the cases issue 13 names.

    python3 Tests/Tools/make_xcode_fixture.py [OUT]

The output is committed; run this again only to change the fixture.
- App (application): sources in App/, resources through groups: a catalog, icons,
  launch images, app icons, a Settings.bundle, a folder reference (Art), a
  variant-group storyboard (Base.lproj/Main.storyboard) and a SOURCE_ROOT file
  (Shared/logo@2x.png) listed inside the App group.
  Settings: alternate app icon image sets, a development asset path
  ("App/Preview Content", whose catalog Copy Bundle Resources lists, as Xcode's
  template does), and asset symbols on over the project's NO.
- Widget (app extension): a synchronized folder (Xcode 16), Info.plist excepted;
  its catalog has a `badge` set as the app's catalog does, each loaded by its own code.
- TVApp (application): its own TV/ sources, and the widget folder's catalog and
  TVShared.swift shared in by an exception set naming TVApp; its tvOS-only app
  icon setting names an image set.
- AppTests (unit tests, hosted in App, INFOPLIST_FILE = ""): its own resource
  image and snapshot reference images that no target copies.
- LogicTests: a 2013-era OCUnit bundle (productType bundle, WRAPPER_EXTENSION
  octest, no host) that compiles the app's Event.m.
- Packages/Kit: a local Swift package (XCLocalSwiftPackageReference) whose Kit
  target loads its catalog's and a declared file's images from `.module`.
- App/Unlisted/stray@2x.png: in no target; App/Loose/onlydisk@2x.png: in the
  project but in no Copy Bundle Resources phase, and referenced by code.
"""
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "PythonSupport"))
from pbxproj import Project  # noqa: E402
from pngkit import png_bytes  # noqa: E402


def png(shade, side=4):
    rows = [bytes((shade, 0, 255 - shade, 255)) * side for _ in range(side)]
    return png_bytes(side, side, rows)


def write(root, path, data):
    full = os.path.join(root, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "wb" if isinstance(data, bytes) else "w") as handle:
        handle.write(data)


def plist(entries):
    body = "".join("\t<key>%s</key>\n\t%s\n" % (key, value) for key, value in entries)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
            '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n%s</dict>\n</plist>\n' % body)


STORYBOARD = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" initialViewController="home">
    <scenes>
        <scene sceneID="s1">
            <objects>
                <viewController id="home" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v1">
                        <subviews>
                            <imageView contentMode="scaleToFill" image="banner" id="i1"/>
                        </subviews>
                    </view>
                    <tabBarItem key="tabBarItem" title="Home" image="tab_home" id="t1"/>
                </viewController>
            </objects>
        </scene>
    </scenes>
    <resources>
        <image name="banner" width="100" height="20"/>
        <image name="tab_home" width="30" height="30"/>
    </resources>
</document>
"""

APP_DELEGATE = """#import "AppDelegate.h"
#import "Event.h"

@implementation AppDelegate

- (void)configure {
    self.logo.image = [UIImage imageNamed:@"logo"];
    self.stars.image = [UIImage imageNamed:@"stars"];
    // In the project, on disk, and in no Copy Bundle Resources phase.
    self.hint.image = [UIImage imageNamed:@"onlydisk"];
}

- (UIImage *)iconForEvent:(Event *)event {
    return [UIImage imageNamed:[NSString stringWithFormat:@"%@.png", event.type]];
}

@end
"""

EVENT = """#import "Event.h"

// The event types GitHub sends; each has an icon of the same name.
NSString *const EventTypes[] = {
    @"PushEvent",
    @"IssuesClosedEvent",
};

@implementation Event
@end
"""

WIDGET = """import SwiftUI
import UIKit

struct WidgetView: View {
    var body: some View {
        Image(uiImage: UIImage(named: "widget_bg")!)
        // The app's catalog is not in the widget's bundle.
        Image(uiImage: UIImage(named: "tab_home")!)
        // The widget's own catalog has a badge too.
        Image(uiImage: UIImage(named: "badge")!)
        // SwiftGen's accessor loads from Kit's bundle, whatever target calls it; a font is no image.
        Image(uiImage: Asset.kitBadge.image)
        Text("Kit").font(Font(FontFamily.Brand.regular.font(size: 20)))
    }
}
"""

GALLERY = """#import <UIKit/UIKit.h>

UIImage *galleryBadge(void) { return [UIImage imageNamed:@"badge"]; }
// A package's image is in the package's bundle, not the app's.
UIImage *galleryStar(void) { return [UIImage imageNamed:@"kit_star"]; }
"""

TV_MAIN = """import UIKit

// The widget folder's catalog is shared into this target.
let poster = UIImage(named: "tv_poster")
"""

TV_SHARED = """import UIKit

let sharedPoster = UIImage(named: "tv_poster")
"""

PREVIEW = """import SwiftUI

#Preview {
    Image("preview_photo")
}
"""

LOGIC_TESTS = """#import <SenTestingKit/SenTestingKit.h>

@interface LogicTests : SenTestCase
@end

@implementation LogicTests
- (void)testStray { STAssertNil([UIImage imageNamed:@"stray"], nil); }
@end
"""

KIT_MANIFEST = """// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Kit",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "Kit", targets: ["Kit"]),
    ],
    targets: [
        .target(
            name: "Kit",
            dependencies: [.target(name: "KitCore")],
            exclude: ["Unused"],
            resources: [.process("Loose/kit_flag.png")]
        ),
        .target(name: "KitCore"),
        .testTarget(name: "KitTests", dependencies: ["Kit"]),
        .binaryTarget(name: "Vendor", path: "Vendor.xcframework"),
    ]
)
"""

KIT_VIEW = """import UIKit

public enum KitArt {
    public static let star = UIImage(named: "kit_star", in: .module, with: nil)
    public static let flag = UIImage(named: "kit_flag", in: .module, with: nil)
    // No bundle named: the main bundle, the app's, whose catalog has it.
    public static let home = UIImage(named: "tab_home")
}

// The kit's own screen reads them: a static nothing reads never loads.
public let kitScreen = [KitArt.star, KitArt.flag, KitArt.home]
"""

# Written as SwiftGen 6.6's swift5 templates write them (trimmed to what the accessors need).
KIT_ASSETS = """// swiftlint:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

#if os(macOS)
  import AppKit
#elseif os(iOS)
  import UIKit
#endif

// MARK: - Asset Catalogs

// swiftlint:disable identifier_name line_length nesting type_body_length type_name
public enum Asset {
  public static let kitBadge = ImageAsset(name: "kit_badge")
  public static let kitStar = ImageAsset(name: "kit_star")
}
// swiftlint:enable identifier_name line_length nesting type_body_length type_name

// MARK: - Implementation Details

public struct ImageAsset {
  public fileprivate(set) var name: String

  public var image: UIImage {
    let bundle = BundleToken.bundle
    guard let result = UIImage(named: name, in: bundle, compatibleWith: nil) else {
      fatalError("Unable to load image asset named \\(name).")
    }
    return result
  }
}

// swiftlint:disable convenience_type
private final class BundleToken {
  static let bundle: Bundle = {
    #if SWIFT_PACKAGE
    return Bundle.module
    #else
    return Bundle(for: BundleToken.self)
    #endif
  }()
}
"""

KIT_FONTS = """// swiftlint:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

import UIKit

public enum FontFamily {
  public enum Brand {
    public static let regular = FontConvertible(name: "Brand-Regular", family: "Brand", path: "Brand-Regular.ttf")
  }
}

public struct FontConvertible {
  public let name: String
  public let family: String
  public let path: String

  public func font(size: CGFloat) -> UIFont {
    UIFont(name: name, size: size)!
  }
}
"""

TESTS = """import XCTest

final class SnapshotTests: XCTestCase {
    func testPhoto() {
        XCTAssertNotNil(UIImage(named: "fixture_photo", in: Bundle(for: Self.self), compatibleWith: nil))
        // A test that loads an app image does not make it used by the app.
        _ = UIImage(named: "orphan")
        // Hosted: this looks in the app's bundle, which lacks it.
        _ = UIImage(named: "stray")
    }
}
"""


def image_set(root, folder, name, shade):
    write(root, folder + "/" + name + ".imageset/Contents.json", json.dumps({"images": [
        {"filename": name + "@2x.png", "idiom": "universal", "scale": "2x"}], "info": {"author": "xcode", "version": 1}},
        indent=2) + "\n")
    write(root, folder + "/" + name + ".imageset/" + name + "@2x.png", png(shade))


def catalog(root, folder):
    write(root, folder + "/Contents.json", json.dumps({"info": {"author": "xcode", "version": 1}}, indent=2) + "\n")


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", "Fixtures", "XcodeApp")
    shutil.rmtree(out, ignore_errors=True)
    images = ["App/Icons/PushEvent@2x.png", "App/Icons/IssuesClosedEvent@2x.png", "App/Icons/orphan@2x.png",
              "App/Default.png", "App/Default@2x.png", "App/Default-568h@2x.png", "App/Icon.png", "App/Icon@2x.png",
              "App/banner@2x.png", "App/Settings.bundle/gear@2x.png", "App/Art/stars@2x.png",
              "App/Unlisted/stray@2x.png", "App/Loose/onlydisk@2x.png", "Shared/logo@2x.png",
              "Widget/widget_bg@2x.png", "AppTests/fixture_photo@2x.png",
              "AppTests/ReferenceImages/SnapshotTests/testPhoto@2x.png"]
    for shade, path in enumerate(images):
        write(out, path, png(shade * 12))
    write(out, "App/Images.xcassets/Contents.json", json.dumps({"info": {"author": "xcode", "version": 1}}, indent=2) + "\n")
    write(out, "App/Images.xcassets/tab_home.imageset/Contents.json", json.dumps({"images": [
        {"idiom": "universal", "scale": "1x"},
        {"filename": "tab_home@2x.png", "idiom": "universal", "scale": "2x"},
        {"idiom": "universal", "scale": "3x"}], "info": {"author": "xcode", "version": 1}}, indent=2) + "\n")
    write(out, "App/Images.xcassets/tab_home.imageset/tab_home@2x.png", png(200))
    write(out, "App/Images.xcassets/AppIcon.appiconset/Contents.json", json.dumps({"images": [
        {"idiom": "universal", "platform": "ios", "size": "1024x1024"}], "info": {"author": "xcode", "version": 1}}, indent=2) + "\n")
    write(out, "App/Settings.bundle/Root.plist", plist([("StringsTable", "<string>Root</string>")]))
    write(out, "App/Base.lproj/Main.storyboard", STORYBOARD)
    write(out, "App/AppDelegate.m", APP_DELEGATE)
    write(out, "App/AppDelegate.h", "#import <UIKit/UIKit.h>\n@interface AppDelegate : UIResponder\n@end\n")
    write(out, "App/Event.m", EVENT)
    write(out, "App/Event.h", "#import <Foundation/Foundation.h>\n@interface Event : NSObject\n@property NSString *type;\n@end\n")
    write(out, "App/Info.plist", plist([("UIMainStoryboardFile", "<string>Main</string>")]))
    write(out, "Widget/WidgetView.swift", WIDGET)
    write(out, "Widget/Info.plist", plist([("NSExtension", "<dict/>")]))
    write(out, "AppTests/SnapshotTests.swift", TESTS)
    write(out, "App/Gallery.m", GALLERY)
    for name, shade in (("badge", 31), ("IconDark", 43), ("IconLight", 53)):
        image_set(out, "App/Images.xcassets", name, shade)
    catalog(out, "App/Preview Content/Preview Assets.xcassets")
    image_set(out, "App/Preview Content/Preview Assets.xcassets", "preview_photo", 61)
    write(out, "App/Preview Content/sample@2x.png", png(73))
    write(out, "App/Preview Content/PhotoPreview.swift", PREVIEW)
    catalog(out, "Widget/WidgetAssets.xcassets")
    for name, shade in (("badge", 85), ("tv_poster", 97), ("TVIcon", 103)):
        image_set(out, "Widget/WidgetAssets.xcassets", name, shade)
    write(out, "Widget/TVShared.swift", TV_SHARED)
    write(out, "TV/TVMain.swift", TV_MAIN)
    write(out, "LogicTests/LogicTests.m", LOGIC_TESTS)
    write(out, "Packages/Kit/Package.swift", KIT_MANIFEST)
    write(out, "Packages/Kit/Sources/Kit/KitView.swift", KIT_VIEW)
    catalog(out, "Packages/Kit/Sources/Kit/Resources/Media.xcassets")
    image_set(out, "Packages/Kit/Sources/Kit/Resources/Media.xcassets", "kit_star", 115)
    image_set(out, "Packages/Kit/Sources/Kit/Resources/Media.xcassets", "kit_badge", 119)
    write(out, "Packages/Kit/Sources/Kit/Generated/Assets.swift", KIT_ASSETS)
    write(out, "Packages/Kit/Sources/Kit/Generated/Fonts.swift", KIT_FONTS)
    write(out, "Packages/Kit/Sources/Kit/Loose/kit_flag.png", png(125))
    write(out, "Packages/Kit/Sources/Kit/Loose/kit_undeclared.png", png(137))
    write(out, "Packages/Kit/Sources/Kit/Unused/kit_excluded.png", png(149))
    write(out, "Packages/Kit/Sources/KitCore/Core.swift", "public enum KitCore {}\n")
    write(out, "Packages/Kit/Tests/KitTests/KitTests.swift", "import XCTest\n")

    project = Project("XcodeApp")
    ref = project.file
    icons = project.group("Icons", [ref(name) for name in ("PushEvent@2x.png", "IssuesClosedEvent@2x.png", "orphan@2x.png")],
                          path="Icons")
    storyboard = project.group("Main.storyboard", [ref("Base.lproj/Main.storyboard", name="Base")], name="Main.storyboard",
                               isa="PBXVariantGroup")
    loose = project.group("Loose", [ref("onlydisk@2x.png")], path="Loose")
    preview_assets = ref("Preview Assets.xcassets")
    preview_source = ref("PhotoPreview.swift")
    preview = project.group("Preview Content", [preview_assets, preview_source], path="Preview Content")
    app_resources = [ref("Images.xcassets"), ref("Default.png"), ref("Default@2x.png"), ref("Default-568h@2x.png"),
                     ref("Icon.png"), ref("Icon@2x.png"), ref("banner@2x.png"), ref("Settings.bundle"),
                     ref("Art", file_type="folder"), ref("Shared/logo@2x.png", source_tree="SOURCE_ROOT"), preview_assets]
    event = ref("Event.m")
    app_sources = [ref("AppDelegate.m"), event, ref("Gallery.m"), preview_source]
    app_group = project.group("App", app_sources[:3] + [ref("AppDelegate.h"), ref("Event.h"), ref("Info.plist"), icons, loose,
                                                        storyboard, preview] + app_resources[:-1], path="App")
    test_image = ref("fixture_photo@2x.png")
    test_source = ref("SnapshotTests.swift")
    tests_group = project.group("AppTests", [test_source, test_image], path="AppTests")
    logic_source = ref("LogicTests.m")
    logic_group = project.group("LogicTests", [logic_source], path="LogicTests")
    tv_main = ref("TVMain.swift")
    tv_group = project.group("TV", [tv_main], path="TV")
    kit_package, (kit_product,) = project.local_package("Packages/Kit", ["Kit"])
    app, app_product = project.target("App", "com.apple.product-type.application", sources=app_sources,
                                      resources=icons_children(project, icons) + [storyboard] + app_resources,
                                      settings={"INFOPLIST_FILE": "App/Info.plist", "ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon",
                                                "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES": "IconDark IconLight",
                                                "ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS": "YES",
                                                "DEVELOPMENT_ASSET_PATHS": '"App/Preview Content"'},
                                      packages=[kit_product])
    widget_group = project.ident("group:Widget")
    widget, widget_product = project.target("Widget", "com.apple.product-type.app-extension",
                                            settings={"INFOPLIST_FILE": "Widget/Info.plist"}, synchronized=[widget_group])
    tv, tv_product = project.target("TVApp", "com.apple.product-type.application", sources=[tv_main],
                                    settings={"ASSETCATALOG_COMPILER_APPICON_NAME[sdk=appletvos*]": "TVIcon", "SDKROOT": "appletvos"})
    exceptions = project.add("exceptions:Widget", "PBXFileSystemSynchronizedBuildFileExceptionSet",
                             'Exceptions for "Widget" folder in "Widget" target', membershipExceptions=["Info.plist"], target=widget)
    shared = project.add("exceptions:Widget:TVApp", "PBXFileSystemSynchronizedBuildFileExceptionSet",
                         'Exceptions for "Widget" folder in "TVApp" target',
                         membershipExceptions=["TVShared.swift", "WidgetAssets.xcassets"], target=tv)
    project.add("group:Widget", "PBXFileSystemSynchronizedRootGroup", "Widget", exceptions=[exceptions, shared], path="Widget",
                sourceTree="<group>")
    tests, tests_product = project.target("AppTests", "com.apple.product-type.bundle.unit-test", sources=[test_source],
                                          resources=[test_image],
                                          settings={"INFOPLIST_FILE": "", "TEST_HOST": "$(BUILT_PRODUCTS_DIR)/App.app/App",
                                                    "BUNDLE_LOADER": "$(TEST_HOST)"})
    logic, logic_product = project.target("LogicTests", "com.apple.product-type.bundle", sources=[logic_source, event],
                                          settings={"WRAPPER_EXTENSION": "octest"})
    products = project.group("Products", [app_product, widget_product, tv_product, tests_product, logic_product], name="Products")
    main_group = project.group("main", [app_group, widget_group, tv_group, tests_group, logic_group, products])
    write(out, "XcodeApp.xcodeproj/project.pbxproj",
          project.render(main_group, [app, widget, tv, tests, logic], settings={"ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS": "NO"},
                         packages=[kit_package]))


def icons_children(project, icons):
    """The Icons group's files: Copy Bundle Resources lists files, never the group."""
    return project.objects[icons]["children"]


if __name__ == "__main__":
    main()
