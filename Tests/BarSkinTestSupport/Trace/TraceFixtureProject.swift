import BarSkin
import Foundation

/// A small iOS project written to disk for trace tests: both IB formats, both
/// languages, a catalog with a namespace and empty slots, loose files with
/// scale and device variants, a .bundle, Info.plist, and vendored code to skip.
///
/// Shared by BarSkinTests and BarSkinCLITests through this support target, so the
/// exact lines and columns the tests pin are defined once, here.
public enum TraceFixtureProject {
    /// Writes the project under `root` (which must exist) into its `App` folder.
    public static func write(to root: URL) {
        for (path, text) in textFiles { write(Array(text.utf8), to: root.appendingPathComponent(path)) }
        for (path, bitmap) in images { write(try! PNGEncoder().encode(bitmap), to: root.appendingPathComponent(path)) }
        // Not a real JPEG: only its name matters to the trace.
        write(Array("JPEG".utf8), to: root.appendingPathComponent("App/Images/photo.jpg"))
    }

    static func write(_ bytes: [UInt8], to url: URL) {
        try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! Data(bytes).write(to: url)
    }

    /// The Contents.json of an image set with one slot per entry (`file` nil for an empty slot).
    public static func imageSet(_ files: [(scale: String, file: String?)], idiom: String = "universal") -> String {
        let entries = files.map { slot in
            "    {\n      \"idiom\" : \"\(idiom)\",\n" + (slot.file.map { "      \"filename\" : \"\($0)\",\n" } ?? "")
                + "      \"scale\" : \"\(slot.scale)\"\n    }"
        }
        return "{\n  \"images\" : [\n" + entries.joined(separator: ",\n") + "\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
    }

    static let catalog = "App/Assets.xcassets"

    static var textFiles: [(String, String)] {
        [
            ("\(catalog)/Contents.json", "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"),
            ("\(catalog)/hero.imageset/Contents.json", imageSet([("1x", nil), ("2x", "hero@2x.png"), ("3x", "hero@3x.png")])),
            ("\(catalog)/btn_bg.imageset/Contents.json", imageSet([("2x", "btn_bg@2x.png")])),
            ("\(catalog)/Icons/Contents.json", "{\n  \"properties\" : {\n    \"provides-namespace\" : true\n  }\n}\n"),
            ("\(catalog)/Icons/star.imageset/Contents.json", imageSet([("2x", "star@2x.png"), ("3x", "star@3x.png")])),
            ("\(catalog)/Detail_Photo.imageset/Contents.json", imageSet([("2x", "photo@2x.png"), ("3x", "photo@3x.png")])),
            ("\(catalog)/appBadge.imageset/Contents.json", imageSet([("2x", "badge@2x.png"), ("3x", "badge@3x.png")])),
            ("\(catalog)/avatar_blank.imageset/Contents.json", imageSet([("2x", "avatar@2x.png"), ("3x", nil)])),
            ("\(catalog)/AppIcon.appiconset/Contents.json", "{\n  \"images\" : [\n    {\n      \"filename\" : \"icon.png\",\n      \"idiom\" : \"universal\",\n      \"platform\" : \"ios\",\n      \"size\" : \"1024x1024\"\n    }\n  ]\n}\n"),
            ("App/Info.plist", infoPlist),
            ("App/Base.lproj/Main.storyboard", mainStoryboard),
            ("App/Launch.storyboard", launchStoryboard),
            ("App/Legacy.xib", legacyXib),
            ("App/Cell.xib", cellXib),
            ("App/Sources/HomeViewController.swift", swiftSource),
            ("App/Sources/LegacyController.m", objcSource),
            ("Pods/Vendor/Vendor.m", "[UIImage imageNamed:@\"pod_only\"];\n"),
            ("App/Skin/App.skin.yml", skin),
        ]
    }

    /// A BarSkin skin file: a found mask, a case-mismatched one with a selected
    /// fill, a missing one, and background art (masks at 7:13, 8:13, 10:13; fill
    /// at 9:22; background at 12:12).
    static let skin = """
        # The tab bar: barskin build App/Skin/App.skin.yml
        version: 1
        output: ../Generated
        tab-items:
          style: classic
          items:
            - mask: Icons/tab_search
            - mask: Icons/Tab_Profile
              selected-fill: Art/gloss.png
            - mask: Icons/tab_gone
        backgrounds:
          - image: Art/bar_bg
            insets: 0,4,0,4
            sizes: [320x49]

        """
}
