import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// `barskin build` failures: one exact line each, pointing into the skin file or
/// naming the image, with the other items still built.
@Suite struct BuildErrorTests {
    @Test func aMissingMaskIsReportedAtItsLineAndTheOtherItemsAreBuilt() throws {
        let scratch = BuildWorkspace()
        scratch.write(Array(BuildWorkspace.skin.replacingOccurrences(of: "- mask: Icons/ring.png", with: "- mask: Icons/gone").utf8), to: "App.skin.yml")
        let result = try scratch.run(["build", "App.skin.yml"])
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("""
        barskin: warning: App.skin.yml:18:12: Android resource name 'Bar' changed to 'bar'
        barskin: error: App.skin.yml:9:13: mask 'Icons/gone' not found: no Icons/gone.png or a scale variant of it
        barskin: built 4 items from 1 skin into 43 files (43 written, 0 unchanged, 0 up to date) in
        """), "\(result.standardError)")
        #expect(result.standardError.hasSuffix(" s; 1 failed\n"))
        #expect(scratch.exists("Build/App.xcassets/star-normal.imageset/star-normal@2x.png") && scratch.exists("Build/Bar-40x12.png"))
        #expect(!scratch.exists("Build/App.xcassets/rings-normal.imageset"))
    }

    @Test func aMissingFolderOrFillIsReportedAtItsLine() throws {
        let scratch = BuildWorkspace()
        scratch.write(Array("""
        version: 1
        output: Build
        tab-items:
          items:
            - mask: Masks/star
            - mask: Icons/star
              name: filled
              selected-fill: Fills/blue.png

        """.utf8), to: "App.skin.yml")
        let result = try scratch.run(["build", "App.skin.yml"])
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("""
        barskin: error: App.skin.yml:5:13: mask 'Masks/star' not found: no folder Masks
        barskin: error: App.skin.yml:8:22: selected fill 'Fills/blue.png' not found: no such file
        barskin: nothing built in
        """), "\(result.standardError)")
        #expect(!scratch.exists("Build"))
    }

    @Test func aSkinWithoutItsOutputFolderKeyIsOneErrorLine() throws {
        let scratch = BuildWorkspace()
        scratch.write(Array("version: 1\ntab-items:\n  items:\n    - mask: Icons/star\n".utf8), to: "App.skin.yml")
        let result = try scratch.run(["build", "App.skin.yml"])
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("""
        barskin: error: App.skin.yml:4:13: tab items are written as PNGs or image sets, but the skin has no 'output' or 'catalog' folder to write to
        barskin: nothing built in
        """), "\(result.standardError)")
    }

    @Test func malformedYAMLIsOneErrorLineAndOtherSkinsAreStillBuilt() throws {
        let scratch = BuildWorkspace()
        scratch.write(Array("version: 1\noutput: [Build\n".utf8), to: "Bad.skin.yml")
        let result = try scratch.run(["build", "Bad.skin.yml", "App.skin.yml"])
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("""
        barskin: warning: App.skin.yml:18:12: Android resource name 'Bar' changed to 'bar'
        barskin: error: Bad.skin.yml:3:1: malformed YAML: while parsing a flow sequence: did not find expected ',' or ']'
        barskin: built 5 items from 1 skin into 49 files (49 written, 0 unchanged, 0 up to date) in
        """), "\(result.standardError)")
    }

    @Test func aCorruptMaskFailsAloneNamingTheFile() throws {
        let scratch = BuildWorkspace()
        scratch.write(Array("not a png at all".utf8), to: "Icons/star@2x.png")
        let opaque = Bitmap(width: 90, height: 90, filledWith: .black)
        scratch.png("Icons/ring@3x.png", opaque)
        let result = try scratch.run(["build", "App.skin.yml"])
        #expect(result.status == 1)
        let errors = result.standardError.split(separator: "\n").filter { $0.hasPrefix("barskin: error:") }
        #expect(errors == [
            "barskin: error: Icons/star@2x.png: not a PNG file",
            "barskin: error: Icons/ring@3x.png: fully opaque, so the icon would be a solid square (tab bar icons are read from alpha); "
                + "for dark art on a light background use mask-mode: luminance",
            // Two items read the corrupt mask; it is reported once.
        ], "\(result.standardError)")
        #expect(result.standardError.hasSuffix(" s; 2 failed\n"))
        // The image sets hold the variants that were made (no set is written with a file missing).
        #expect(scratch.listing("Build/App.xcassets").filter { $0.hasPrefix("star-") } == [
            "star-normal.imageset/Contents.json", "star-normal.imageset/star-normal.png", "star-normal.imageset/star-normal@2x~ipad.png",
            "star-selected.imageset/Contents.json", "star-selected.imageset/star-selected.png", "star-selected.imageset/star-selected@2x~ipad.png",
            "star-template.imageset/Contents.json", "star-template.imageset/star-template.png", "star-template.imageset/star-template@2x~ipad.png",
        ])
        #expect(scratch.exists("Build/Bar-17x9@3x.png") && scratch.exists("Build/res/drawable-xxhdpi/bar.9.png"))
    }

    @Test func capsTooLargeForTheArtNameTheArt() throws {
        let scratch = BuildWorkspace()
        scratch.png("Art/Bar.png", BuildWorkspace.art(width: 6, height: 8))
        let result = try scratch.run(["build", "App.skin.yml"])
        #expect(result.status == 1)
        let errors = result.standardError.split(separator: "\n").filter { $0.hasPrefix("barskin: error:") }
        // The sizes, the image set and the 9-patches all refuse the same caps: one line says it.
        #expect(errors == ["barskin: error: Art/Bar.png: left and right caps (7 px together) leave nothing to stretch in an image 6 px wide; they are 2 px too large"],
                "\(result.standardError)")
        #expect(scratch.exists("Build/Bar-40x12@2x.png") && !scratch.exists("Build/Bar-40x12.png"))
    }

    @Test func artWhoseScalesDisagreeIsBuiltWithAWarning() throws {
        let scratch = BuildWorkspace()
        scratch.png("Art/Bar@3x.png", BuildWorkspace.art(width: 36, height: 24))
        let result = try scratch.run(["build", "App.skin.yml"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.hasPrefix("""
        barskin: warning: Art/Bar@3x.png: 36x24 px at @3x is 12x8 pt, but Art/Bar.png is 10x8 pt
        barskin: warning: App.skin.yml:18:12: Android resource name 'Bar' changed to 'bar'

        """))
    }

    @Test func twoSkinsWritingOneFileIsAnErrorBeforeAnythingIsWritten() throws {
        let scratch = BuildWorkspace()
        scratch.write(Array("""
        version: 1
        output: ./Build/
        catalog: Build/App.xcassets
        tab-items:
          items:
            - mask: Icons/ring
            - mask: Icons/star@2x.png

        """.utf8), to: "Other.skin.yml")
        let result = try scratch.run(["build", "App.skin.yml", "Other.skin.yml"])
        #expect(result.status == 1)
        #expect(result.standardError == """
        barskin: error: Other.skin.yml:7:13: output Build/App.xcassets/star-normal.imageset/star-normal.png and 11 more are also written by App.skin.yml:8:13
        barskin: error: Other.skin.yml: output Build/App.xcassets/TabBarUnselectedItem.colorset/Contents.json and 4 more are also written by App.skin.yml
        barskin: nothing written: items would write the same files; 2 failed

        """)
        #expect(!scratch.exists("Build"))
        let dryRun = try scratch.run(["build", "App.skin.yml", "Other.skin.yml", "--dry-run"])
        #expect(dryRun.status == 1)
        #expect(dryRun.standardError.hasPrefix("barskin: error: Other.skin.yml:7:13: output Build/App.xcassets/star-normal.imageset/star-normal.png and 11 more"))
    }

    @Test func theSameSkinNamedTwiceIsBuiltOnce() throws {
        let scratch = BuildWorkspace()
        let result = try scratch.run(["build", "App.skin.yml", "./App.skin.yml"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("built 5 items from 1 skin into 49 files"))
    }

    @Test func aCatalogOutsideAnXcassetsFolderIsRefused() throws {
        let scratch = BuildWorkspace()
        scratch.write(Array(BuildWorkspace.skin.replacingOccurrences(of: "catalog: Build/App.xcassets", with: "catalog: Build/Assets").utf8), to: "App.skin.yml")
        let result = try scratch.run(["build", "App.skin.yml", "--json"])
        #expect(result.status == 1)
        #expect(result.standardError.contains(
            "\nbarskin: error: App.skin.yml:3:10: 'catalog' must be an .xcassets folder or a folder inside one, not 'Build/Assets'\n"))
        #expect(!scratch.exists("Build/Assets") && scratch.exists("Build/Bar-17x9.png") && scratch.exists("Build/res/drawable-mdpi/bar.9.png"))
        #expect(result.standardOutput.hasSuffix("""
          "failures": [
            {
              "path": "App.skin.yml",
              "line": 3,
              "column": 10,
              "message": "'catalog' must be an .xcassets folder or a folder inside one, not 'Build/Assets'"
            }
          ]
        }

        """))
    }

    @Test(arguments: [
        (["build"], "barskin: error: missing expected argument '<skin> ...'"),
        (["build", "App.skin.yml", "--jobs", "0"], "barskin: error: --jobs must be a positive number, not 0"),
        (["build", "App.skin.yml", "--compression", "max"], "barskin: error: the value 'max' is invalid for '--compression <compression>'"),
    ])
    func badUsageExits64(arguments: [String], firstLine: String) throws {
        let scratch = BuildWorkspace()
        let result = try scratch.run(arguments)
        #expect(result.status == 64)
        #expect(result.standardError.split(separator: "\n").first.map(String.init)?.hasPrefix(firstLine) == true, "\(result.standardError)")
        #expect(!scratch.exists("Build"))
    }
}
