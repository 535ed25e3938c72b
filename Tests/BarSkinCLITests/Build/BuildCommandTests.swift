import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// End-to-end runs of `barskin build`: exact outputs, the same pixels as the
/// single-purpose commands, and incremental re-runs.
@Suite struct BuildCommandTests {
    /// Every file the workspace's skin makes: tab items as image sets and template icons (the skin has a
    /// catalog), sized backgrounds as PNGs, the background's image set and 9-patches, the tab bar's colour sets.
    static let builtFiles = [
        "App.xcassets/Bar.imageset/Bar.png", "App.xcassets/Bar.imageset/Bar@2x.png",
        "App.xcassets/Bar.imageset/Bar@3x.png", "App.xcassets/Bar.imageset/Contents.json",
        "App.xcassets/Contents.json", "App.xcassets/TabBarBadge.colorset/Contents.json",
        "App.xcassets/TabBarSelectedItem.colorset/Contents.json", "App.xcassets/TabBarSelectedTitle.colorset/Contents.json",
        "App.xcassets/TabBarTitle.colorset/Contents.json", "App.xcassets/TabBarUnselectedItem.colorset/Contents.json",
        "App.xcassets/filled-normal.imageset/Contents.json", "App.xcassets/filled-normal.imageset/filled-normal.png",
        "App.xcassets/filled-normal.imageset/filled-normal@2x.png", "App.xcassets/filled-normal.imageset/filled-normal@2x~ipad.png",
        "App.xcassets/filled-selected.imageset/Contents.json", "App.xcassets/filled-selected.imageset/filled-selected.png",
        "App.xcassets/filled-selected.imageset/filled-selected@2x.png", "App.xcassets/filled-selected.imageset/filled-selected@2x~ipad.png",
        "App.xcassets/filled-template.imageset/Contents.json", "App.xcassets/filled-template.imageset/filled-template.png",
        "App.xcassets/filled-template.imageset/filled-template@2x.png", "App.xcassets/filled-template.imageset/filled-template@2x~ipad.png",
        "App.xcassets/rings-normal.imageset/Contents.json", "App.xcassets/rings-normal.imageset/rings-normal@3x.png",
        "App.xcassets/rings-selected.imageset/Contents.json", "App.xcassets/rings-selected.imageset/rings-selected@3x.png",
        "App.xcassets/rings-template.imageset/Contents.json", "App.xcassets/rings-template.imageset/rings-template@3x.png",
        "App.xcassets/star-normal.imageset/Contents.json", "App.xcassets/star-normal.imageset/star-normal.png",
        "App.xcassets/star-normal.imageset/star-normal@2x.png", "App.xcassets/star-normal.imageset/star-normal@2x~ipad.png",
        "App.xcassets/star-selected.imageset/Contents.json", "App.xcassets/star-selected.imageset/star-selected.png",
        "App.xcassets/star-selected.imageset/star-selected@2x.png", "App.xcassets/star-selected.imageset/star-selected@2x~ipad.png",
        "App.xcassets/star-template.imageset/Contents.json", "App.xcassets/star-template.imageset/star-template.png",
        "App.xcassets/star-template.imageset/star-template@2x.png", "App.xcassets/star-template.imageset/star-template@2x~ipad.png",
        "Bar-17x9.png", "Bar-17x9@2x.png",
        "Bar-17x9@3x.png", "Bar-40x12.png",
        "Bar-40x12@2x.png", "Bar-40x12@3x.png",
        "res/drawable-mdpi/bar.9.png", "res/drawable-xhdpi/bar.9.png",
        "res/drawable-xxhdpi/bar.9.png",
    ]

    /// A tab item's art in the workspace's catalog.
    static func set(_ name: String, _ kind: String, _ suffix: String) -> String {
        "Build/App.xcassets/\(name)-\(kind).imageset/\(name)-\(kind)\(suffix).png"
    }

    @Test func buildsExactlyTheNamedFilesWithTheSinglePurposeCommandsPixels() throws {
        let scratch = BuildWorkspace()
        let result = try scratch.run(["build", "App.skin.yml"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "")
        #expect(result.standardError.hasPrefix("""
        barskin: warning: App.skin.yml:18:12: Android resource name 'Bar' changed to 'bar'
        barskin: built 5 items from 1 skin into 49 files (49 written, 0 unchanged, 0 up to date) in
        """))
        #expect(scratch.listing("Build") == [".App.skin.barskin.index", ".App.skin.barskin.json"] + Self.builtFiles)

        // Tab items: `barskin tint` on the same masks with the same flags, tolerance 0.
        let tint = ["tint", "Icons", "--item-size", "32x32"]
        #expect(try scratch.run(tint + ["-o", "classic"]).status == 0)
        #expect(try scratch.run(tint + ["-o", "flat", "--style", "flat", "--selected-color", "#007AFF"]).status == 0)
        #expect(try scratch.run(tint + ["-o", "fill", "--selected-fill", "Fill.png", "--no-gloss"]).status == 0)
        for variant in ["normal", "selected"] {
            for suffix in ["", "@2x", "@2x~ipad"] {
                try scratch.samePixels(Self.set("star", variant, suffix), "classic/star-\(variant)\(suffix).png")
                try scratch.samePixels(Self.set("filled", variant, suffix), "fill/star-\(variant)\(suffix).png")
            }
            try scratch.samePixels(Self.set("rings", variant, "@3x"), "flat/ring-\(variant)@3x.png")
        }
        // The looks differ, so the comparison above could fail.
        #expect(try scratch.bitmap(Self.set("star", "selected", "@2x")).pixels != scratch.bitmap(Self.set("filled", "selected", "@2x")).pixels)

        // Sized backgrounds: `barskin stretch` at each size, tolerance 0.
        for size in ["40x12", "17x9"] {
            for suffix in ["", "@2x", "@3x"] {
                let stretch = try scratch.run(["stretch", "Art/Bar\(suffix).png", "--size", size, "--insets", "2,3,2,4", "--mode", "stretch",
                                               "-o", "stretched/\(size)/"])
                #expect(stretch.status == 0, "\(stretch.standardError)")
                try scratch.samePixels("Build/Bar-\(size)\(suffix).png", "stretched/\(size)/Bar\(suffix).png")
            }
        }
        #expect(try scratch.bitmap("Build/Bar-40x12@3x.png").width == 120)

        // Image set and 9-patches: `barskin slice` with the same caps gives the same files.
        let slice = try scratch.run(["slice", "Art/Bar.png", "Art/Bar@2x.png", "Art/Bar@3x.png", "--insets", "2,3,2,4", "--mode", "stretch",
                                     "--catalog", "Sliced.xcassets", "--ninepatch", "sliced-res", "--content-insets", "1,2,1,2"])
        #expect(slice.status == 0, "\(slice.standardError)")
        #expect(scratch.contents("Build/App.xcassets/Bar.imageset/Contents.json") == scratch.contents("Sliced.xcassets/Bar.imageset/Contents.json"))
        #expect(scratch.contents("Build/App.xcassets/Bar.imageset/Bar@2x.png") == scratch.contents("Art/Bar@2x.png"))
        for density in ["mdpi", "xhdpi", "xxhdpi"] {
            try scratch.samePixels("Build/res/drawable-\(density)/bar.9.png", "sliced-res/drawable-\(density)/bar.9.png")
        }
    }

    @Test func theImageSetAndNinePatchesCarryTheCaps() throws {
        let scratch = BuildWorkspace()
        #expect(try scratch.run(["build", "App.skin.yml"]).status == 0)
        let contents = String(decoding: scratch.contents("Build/App.xcassets/Bar.imageset/Contents.json")!, as: UTF8.self)
        // @2x: insets 2,3,2,4 pt are 4,6,4,8 px of a 20x16 image; the middles are 6 and 8 px.
        #expect(contents.contains("""
              "filename" : "Bar@2x.png",
              "idiom" : "universal",
              "resizing" : {
                "cap-insets" : {
                  "bottom" : 4,
                  "left" : 6,
                  "right" : 8,
                  "top" : 4
                },
                "center" : {
                  "height" : 8,
                  "mode" : "stretch",
                  "width" : 6
                },
                "mode" : "9-part"
              },
              "scale" : "2x"
        """))
        // No `template:` in the skin: the new set says nothing, as Xcode's own default.
        #expect(contents.hasSuffix("""
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """))
        // xhdpi: the art at (1, 1) in a 22x18 frame; stretch marks over x 6..<12 (frame 7..<13), y 4..<12 (frame 5..<13).
        let framed = try scratch.bitmap("Build/res/drawable-xhdpi/bar.9.png")
        #expect(framed.width == 22 && framed.height == 18)
        #expect((0..<22).map { framed[$0, 0] == .black } == (0..<22).map { (7..<13).contains($0) })
        #expect((0..<18).map { framed[0, $0] == .black } == (0..<18).map { (5..<13).contains($0) })
        // Padding 1,2,1,2 pt is 2,4,2,4 px: content marks x 4..<16 (frame 5..<17) on the bottom row.
        #expect((0..<22).map { framed[$0, 17] == .black } == (0..<22).map { (5..<17).contains($0) })
        #expect(framed[1, 1] == BuildWorkspace.art(width: 20, height: 16)[0, 0])
    }

    @Test func aReRunWritesNothing() throws {
        let scratch = BuildWorkspace()
        #expect(try scratch.run(["build", "App.skin.yml"]).status == 0)
        for file in Self.builtFiles {
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)],
                                                  ofItemAtPath: scratch.path + "/Build/" + file)
        }
        let rerun = try scratch.run(["build", "App.skin.yml", "--json"])
        #expect(rerun.status == 0, "\(rerun.standardError)")
        #expect(rerun.standardOutput.hasPrefix("{\n  \"schemaVersion\": 2,\n  \"outputs\": [\n    {\n      \"skin\": \"App.skin.yml\",\n"))
        // Outputs touched by hand are drawn again and compared, not trusted: nothing differs, nothing is written.
        // (The catalog's own Contents.json is only checked to be there: up to date.)
        #expect(rerun.standardOutput.components(separatedBy: "\"status\": \"unchanged\"").count == 49)
        #expect(!rerun.standardOutput.contains("\"status\": \"written\""))
        #expect(rerun.standardError.contains("into 49 files (0 written, 48 unchanged, 1 up to date)"))
        for file in Self.builtFiles {
            #expect(scratch.modificationDate("Build/" + file) == Date(timeIntervalSince1970: 1_000_000), "\(file) was rewritten")
        }
    }

    @Test func aDryRunListsEveryFileAndWritesNothing() throws {
        let scratch = BuildWorkspace()
        let dryRun = try scratch.run(["build", "App.skin.yml", "--dry-run"])
        #expect(dryRun.status == 0, "\(dryRun.standardError)")
        #expect(dryRun.standardError == "barskin: 5 items would write 49 files (dry run)\n")
        #expect(dryRun.standardOutput == """
        Build/App.xcassets/Contents.json
        Build/App.xcassets/star-normal.imageset/Contents.json
        Build/App.xcassets/star-normal.imageset/star-normal.png
        Build/App.xcassets/star-normal.imageset/star-normal@2x.png
        Build/App.xcassets/star-normal.imageset/star-normal@2x~ipad.png
        Build/App.xcassets/star-selected.imageset/Contents.json
        Build/App.xcassets/star-selected.imageset/star-selected.png
        Build/App.xcassets/star-selected.imageset/star-selected@2x.png
        Build/App.xcassets/star-selected.imageset/star-selected@2x~ipad.png
        Build/App.xcassets/star-template.imageset/Contents.json
        Build/App.xcassets/star-template.imageset/star-template.png
        Build/App.xcassets/star-template.imageset/star-template@2x.png
        Build/App.xcassets/star-template.imageset/star-template@2x~ipad.png
        Build/App.xcassets/rings-normal.imageset/Contents.json
        Build/App.xcassets/rings-normal.imageset/rings-normal@3x.png
        Build/App.xcassets/rings-selected.imageset/Contents.json
        Build/App.xcassets/rings-selected.imageset/rings-selected@3x.png
        Build/App.xcassets/rings-template.imageset/Contents.json
        Build/App.xcassets/rings-template.imageset/rings-template@3x.png
        Build/App.xcassets/filled-normal.imageset/Contents.json
        Build/App.xcassets/filled-normal.imageset/filled-normal.png
        Build/App.xcassets/filled-normal.imageset/filled-normal@2x.png
        Build/App.xcassets/filled-normal.imageset/filled-normal@2x~ipad.png
        Build/App.xcassets/filled-selected.imageset/Contents.json
        Build/App.xcassets/filled-selected.imageset/filled-selected.png
        Build/App.xcassets/filled-selected.imageset/filled-selected@2x.png
        Build/App.xcassets/filled-selected.imageset/filled-selected@2x~ipad.png
        Build/App.xcassets/filled-template.imageset/Contents.json
        Build/App.xcassets/filled-template.imageset/filled-template.png
        Build/App.xcassets/filled-template.imageset/filled-template@2x.png
        Build/App.xcassets/filled-template.imageset/filled-template@2x~ipad.png
        Build/App.xcassets/Bar.imageset/Bar.png
        Build/App.xcassets/Bar.imageset/Bar@2x.png
        Build/App.xcassets/Bar.imageset/Bar@3x.png
        Build/App.xcassets/Bar.imageset/Contents.json
        Build/Bar-17x9.png
        Build/Bar-17x9@2x.png
        Build/Bar-17x9@3x.png
        Build/Bar-40x12.png
        Build/Bar-40x12@2x.png
        Build/Bar-40x12@3x.png
        Build/res/drawable-mdpi/bar.9.png
        Build/res/drawable-xhdpi/bar.9.png
        Build/res/drawable-xxhdpi/bar.9.png
        Build/App.xcassets/TabBarBadge.colorset/Contents.json
        Build/App.xcassets/TabBarSelectedItem.colorset/Contents.json
        Build/App.xcassets/TabBarSelectedTitle.colorset/Contents.json
        Build/App.xcassets/TabBarTitle.colorset/Contents.json
        Build/App.xcassets/TabBarUnselectedItem.colorset/Contents.json

        """)
        #expect(!scratch.exists("Build"))
        let json = try scratch.run(["build", "App.skin.yml", "--dry-run", "--json"])
        #expect(json.status == 0)
        #expect(json.standardOutput.hasPrefix("""
        {
          "schemaVersion": 2,
          "outputs": [
            {
              "skin": "App.skin.yml",
              "name": "catalog",
              "kind": "catalog",
              "appearance": "any",
              "input": "App.skin.yml",
              "output": "Build/App.xcassets/Contents.json",
              "width": null,
              "height": null,
              "scale": null,
              "bytes": null,
              "status": "planned"
            },
        """))
        #expect(json.standardOutput.components(separatedBy: "\"status\": \"planned\"").count == 50)
        #expect(json.standardOutput.hasSuffix("  ],\n  \"stale\": [],\n  \"pruned\": [],\n  \"kept\": [],\n  \"warnings\": [],\n  \"removedTemporaries\": [],\n  \"failures\": []\n}\n"))
        #expect(!scratch.exists("Build"))
        // The listing is exactly what a build writes.
        #expect(try scratch.run(["build", "App.skin.yml"]).status == 0)
        let listed = dryRun.standardOutput.split(separator: "\n").map { String($0.dropFirst("Build/".count)) }.sorted()
        #expect(listed == Self.builtFiles)
    }

    @Test func theSameOutputsAreByteIdenticalAcrossBuilds() throws {
        let first = BuildWorkspace(), second = BuildWorkspace()
        #expect(try first.run(["build", "App.skin.yml", "--jobs", "1"]).status == 0)
        #expect(try second.run(["build", "App.skin.yml", "--jobs", "3"]).status == 0)
        for file in Self.builtFiles {
            #expect(first.contents("Build/" + file) == second.contents("Build/" + file), "\(file)")
        }
    }

    @Test func helpIsPinned() throws {
        let result = try CommandRunner.run(["build", "--help"], environment: ["COLUMNS": "100"])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        try assertSnapshot(result.standardOutput, named: "help-build-help")
    }
}
