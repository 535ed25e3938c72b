#!/usr/bin/env python3
"""Writes the trace fixture project Tests/Fixtures/XcodeApp: an Objective-C app, a
widget extension and a unit-test target, with the cases issue 13 names.

    python3 Tests/Tools/make_xcode_fixture.py [OUT]

The output is committed; run this again only to change the fixture.
- App (application): sources in App/, resources through groups: a catalog, icons,
  launch images, app icons, a Settings.bundle, a folder reference (Art), a
  variant-group storyboard (Base.lproj/Main.storyboard) and a SOURCE_ROOT file
  (Shared/logo@2x.png) listed inside the App group.
- Widget (app extension): a synchronized folder (Xcode 16), Info.plist excepted.
- AppTests (unit tests): its own resource image and snapshot reference images
  that no target copies.
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
    }
}
"""

TESTS = """import XCTest

final class SnapshotTests: XCTestCase {
    func testPhoto() {
        XCTAssertNotNil(UIImage(named: "fixture_photo", in: Bundle(for: Self.self), compatibleWith: nil))
        // A test that loads an app image does not make it used by the app.
        _ = UIImage(named: "orphan")
    }
}
"""


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

    project = Project("XcodeApp")
    ref = project.file
    icons = project.group("Icons", [ref(name) for name in ("PushEvent@2x.png", "IssuesClosedEvent@2x.png", "orphan@2x.png")],
                          path="Icons")
    storyboard = project.group("Main.storyboard", [ref("Base.lproj/Main.storyboard", name="Base")], name="Main.storyboard",
                               isa="PBXVariantGroup")
    loose = project.group("Loose", [ref("onlydisk@2x.png")], path="Loose")
    app_resources = [ref("Images.xcassets"), ref("Default.png"), ref("Default@2x.png"), ref("Default-568h@2x.png"),
                     ref("Icon.png"), ref("Icon@2x.png"), ref("banner@2x.png"), ref("Settings.bundle"),
                     ref("Art", file_type="folder"), ref("Shared/logo@2x.png", source_tree="SOURCE_ROOT")]
    app_sources = [ref("AppDelegate.m"), ref("Event.m")]
    app_group = project.group("App", app_sources + [ref("AppDelegate.h"), ref("Event.h"), ref("Info.plist"), icons, loose,
                                                    storyboard] + app_resources, path="App")
    test_image = ref("fixture_photo@2x.png")
    test_source = ref("SnapshotTests.swift")
    tests_group = project.group("AppTests", [test_source, test_image], path="AppTests")
    app, app_product = project.target("App", "com.apple.product-type.application", sources=app_sources,
                                      resources=icons_children(project, icons) + [storyboard] + app_resources,
                                      settings={"INFOPLIST_FILE": "App/Info.plist"})
    widget_group = project.ident("group:Widget")
    widget, widget_product = project.target("Widget", "com.apple.product-type.app-extension",
                                            settings={"INFOPLIST_FILE": "Widget/Info.plist"}, synchronized=[widget_group])
    exceptions = project.add("exceptions:Widget", "PBXFileSystemSynchronizedBuildFileExceptionSet",
                             'Exceptions for "Widget" folder in "Widget" target', membershipExceptions=["Info.plist"], target=widget)
    project.add("group:Widget", "PBXFileSystemSynchronizedRootGroup", "Widget", exceptions=[exceptions], path="Widget",
                sourceTree="<group>")
    tests, tests_product = project.target("AppTests", "com.apple.product-type.bundle.unit-test", sources=[test_source],
                                          resources=[test_image])
    products = project.group("Products", [app_product, widget_product, tests_product], name="Products")
    main_group = project.group("main", [app_group, widget_group, tests_group, products])
    write(out, "XcodeApp.xcodeproj/project.pbxproj", project.render(main_group, [app, widget, tests]))


def icons_children(project, icons):
    """The Icons group's files: Copy Bundle Resources lists files, never the group."""
    return project.objects[icons]["children"]


if __name__ == "__main__":
    main()
