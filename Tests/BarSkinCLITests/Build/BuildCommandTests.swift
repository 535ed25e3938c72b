import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// End-to-end runs of `barskin build`: exact outputs, the same pixels as the
/// single-purpose commands, and incremental re-runs.
@Suite struct BuildCommandTests {
    static let builtFiles = [
        "App.xcassets/Bar.imageset/Bar.png", "App.xcassets/Bar.imageset/Bar@2x.png", "App.xcassets/Bar.imageset/Bar@3x.png",
        "App.xcassets/Bar.imageset/Contents.json", "App.xcassets/Contents.json",
        "Bar-17x9.png", "Bar-17x9@2x.png", "Bar-17x9@3x.png", "Bar-40x12.png", "Bar-40x12@2x.png", "Bar-40x12@3x.png",
        "filled-normal.png", "filled-normal@2x.png", "filled-normal@2x~ipad.png",
        "filled-selected.png", "filled-selected@2x.png", "filled-selected@2x~ipad.png",
        "res/drawable-mdpi/bar.9.png", "res/drawable-xhdpi/bar.9.png", "res/drawable-xxhdpi/bar.9.png",
        "rings-normal@3x.png", "rings-selected@3x.png",
        "star-normal.png", "star-normal@2x.png", "star-normal@2x~ipad.png",
        "star-selected.png", "star-selected@2x.png", "star-selected@2x~ipad.png",
    ]

    @Test func buildsExactlyTheNamedFilesWithTheSinglePurposeCommandsPixels() throws {
        let scratch = BuildWorkspace()
        let result = try scratch.run(["build", "App.skin.yml"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "")
        #expect(result.standardError.hasPrefix("""
        barskin: warning: App.skin.yml:18:12: Android resource name 'Bar' changed to 'bar'
        barskin: built 4 items from 1 skin into 28 files (28 written, 0 unchanged) in
        """))
        #expect(scratch.listing("Build") == Self.builtFiles)

        // Tab items: `barskin tint` on the same masks with the same flags, tolerance 0.
        let tint = ["tint", "Icons", "--item-size", "32x32"]
        #expect(try scratch.run(tint + ["-o", "classic"]).status == 0)
        #expect(try scratch.run(tint + ["-o", "flat", "--style", "flat", "--selected-color", "#007AFF"]).status == 0)
        #expect(try scratch.run(tint + ["-o", "fill", "--selected-fill", "Fill.png", "--no-gloss"]).status == 0)
        for variant in ["normal", "selected"] {
            for suffix in ["", "@2x", "@2x~ipad"] {
                try scratch.samePixels("Build/star-\(variant)\(suffix).png", "classic/star-\(variant)\(suffix).png")
                try scratch.samePixels("Build/filled-\(variant)\(suffix).png", "fill/star-\(variant)\(suffix).png")
            }
            try scratch.samePixels("Build/rings-\(variant)@3x.png", "flat/ring-\(variant)@3x.png")
        }
        // The looks differ, so the comparison above could fail.
        #expect(try scratch.bitmap("Build/star-selected@2x.png").pixels != scratch.bitmap("Build/filled-selected@2x.png").pixels)

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
        #expect(contents.hasSuffix("""
          "properties" : {
            "template-rendering-intent" : "original"
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
        #expect(rerun.standardOutput.components(separatedBy: "\"status\": \"unchanged\"").count == 29)
        #expect(!rerun.standardOutput.contains("\"status\": \"written\""))
        #expect(rerun.standardError.contains("into 28 files (0 written, 28 unchanged)"))
        for file in Self.builtFiles {
            #expect(scratch.modificationDate("Build/" + file) == Date(timeIntervalSince1970: 1_000_000), "\(file) was rewritten")
        }
    }

    @Test func aDryRunListsEveryFileAndWritesNothing() throws {
        let scratch = BuildWorkspace()
        let dryRun = try scratch.run(["build", "App.skin.yml", "--dry-run"])
        #expect(dryRun.status == 0, "\(dryRun.standardError)")
        #expect(dryRun.standardError == "barskin: 4 items would write 28 files (dry run)\n")
        #expect(dryRun.standardOutput == """
        Build/star-normal.png
        Build/star-selected.png
        Build/star-normal@2x.png
        Build/star-selected@2x.png
        Build/star-normal@2x~ipad.png
        Build/star-selected@2x~ipad.png
        Build/rings-normal@3x.png
        Build/rings-selected@3x.png
        Build/filled-normal.png
        Build/filled-selected.png
        Build/filled-normal@2x.png
        Build/filled-selected@2x.png
        Build/filled-normal@2x~ipad.png
        Build/filled-selected@2x~ipad.png
        Build/Bar-40x12.png
        Build/Bar-17x9.png
        Build/Bar-40x12@2x.png
        Build/Bar-17x9@2x.png
        Build/Bar-40x12@3x.png
        Build/Bar-17x9@3x.png
        Build/App.xcassets/Contents.json
        Build/App.xcassets/Bar.imageset/Bar.png
        Build/App.xcassets/Bar.imageset/Bar@2x.png
        Build/App.xcassets/Bar.imageset/Bar@3x.png
        Build/App.xcassets/Bar.imageset/Contents.json
        Build/res/drawable-mdpi/bar.9.png
        Build/res/drawable-xhdpi/bar.9.png
        Build/res/drawable-xxhdpi/bar.9.png

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
              "name": "star",
              "kind": "normal",
              "input": "Icons/star.png",
              "output": "Build/star-normal.png",
              "width": null,
              "height": null,
              "scale": null,
              "bytes": null,
              "status": "planned"
            },
        """))
        #expect(json.standardOutput.components(separatedBy: "\"status\": \"planned\"").count == 29)
        #expect(json.standardOutput.hasSuffix("  ],\n  \"warnings\": [],\n  \"removedTemporaries\": [],\n  \"failures\": []\n}\n"))
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
