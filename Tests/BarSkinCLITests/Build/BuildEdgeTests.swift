import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// `barskin build` as a script or a narrow terminal meets it: help at 80
/// columns, JSON failures carrying their place in the skin file.
@Suite struct BuildEdgeTests {
    @Test func helpFitsEightyColumns() throws {
        let result = try CommandRunner.run(["build", "--help"], environment: ["COLUMNS": "80"])
        #expect(result.status == 0)
        let long = result.standardOutput.split(separator: "\n").filter { $0.count > 80 }
        #expect(long.isEmpty, "\(long)")
        #expect(result.standardOutput.contains("USAGE: barskin build <skin> ... [<options>]\n"))
    }

    @Test func helpSaysOutputsOfRemovedItemsStayUntilPruned() throws {
        let result = try CommandRunner.run(["build", "--help"], environment: ["COLUMNS": "80"])
        #expect(result.standardOutput.contains("""
        Files the skin made once and makes no longer are left in place until
        --prune deletes them; it deletes only files the manifest lists, never
        anything else in the folders, and nothing after a failure.
        """), "\(result.standardOutput)")
    }

    @Test func jsonFailuresCarryTheirLineAndColumn() throws {
        let scratch = BuildWorkspace()
        scratch.write(Array(BuildWorkspace.skin.replacingOccurrences(of: "- mask: Icons/ring.png", with: "- mask: Icons/gone").utf8), to: "App.skin.yml")
        scratch.write(Array("junk".utf8), to: "Icons/star.png")
        let result = try scratch.run(["build", "App.skin.yml", "--json"])
        #expect(result.status == 1)
        #expect(result.standardOutput.hasPrefix("{\n  \"schemaVersion\": 2,\n"))
        // The corrupt mask is read by two items and reported once.
        #expect(result.standardOutput.hasSuffix("""
          "warnings": [
            {
              "path": "App.skin.yml",
              "line": 18,
              "column": 12,
              "message": "Android resource name 'Bar' changed to 'bar'"
            }
          ],
          "removedTemporaries": [],
          "failures": [
            {
              "path": "App.skin.yml",
              "line": 9,
              "column": 13,
              "message": "mask 'Icons/gone' not found: no Icons/gone.png or a scale variant of it"
            },
            {
              "path": "Icons/star.png",
              "message": "not a PNG file"
            }
          ]
        }

        """), "\(result.standardOutput)")
    }

    @Test func aBackgroundWithOnlyDeviceArtIsBuiltForAndroidFromTheIPhoneFiles() throws {
        let scratch = BuildWorkspace()
        for scale in 1...3 { try FileManager.default.removeItem(atPath: scratch.path + "/Art/Bar" + (scale == 1 ? "" : "@\(scale)x") + ".png") }
        scratch.png("Art/Bar@2x~iphone.png", BuildWorkspace.art(width: 20, height: 16))
        scratch.png("Art/Bar@2x~ipad.png", BuildWorkspace.art(width: 20, height: 16))
        let result = try scratch.run(["build", "App.skin.yml"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(scratch.listing("Build/res") == ["drawable-xhdpi/bar.9.png"])
        #expect(scratch.listing("Build/App.xcassets/Bar.imageset") == ["Bar@2x~ipad.png", "Bar@2x~iphone.png", "Contents.json"])
    }

    @Test func aSkinNamedAgainThroughALinkIsBuiltOnce() throws {
        let scratch = BuildWorkspace()
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/Link.skin.yml", withDestinationPath: "App.skin.yml")
        let result = try scratch.run(["build", "App.skin.yml", "Link.skin.yml"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("built 5 items from 1 skin into 49 files"), "\(result.standardError)")
    }

    @Test func editingOneMaskRewritesOnlyTheFilesMadeFromIt() throws {
        let scratch = BuildWorkspace()
        #expect(try scratch.run(["build", "App.skin.yml"]).status == 0)
        scratch.write(RingMask.png(size: 60, seed: 2), to: "Icons/star@2x.png")
        let result = try scratch.run(["build", "App.skin.yml", "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        let written = result.standardOutput.components(separatedBy: "\n    {").filter { $0.contains("\"status\": \"written\"") }
            .compactMap { $0.split(separator: "\n").first { $0.contains("\"output\"") }?.trimmingCharacters(in: .whitespaces) }
        // Both items tinting the star are rebuilt, each only at @2x; nothing else is touched.
        #expect(written == [
            "\"output\": \"Build/App.xcassets/star-normal.imageset/star-normal@2x.png\",",
            "\"output\": \"Build/App.xcassets/star-selected.imageset/star-selected@2x.png\",",
            "\"output\": \"Build/App.xcassets/star-template.imageset/star-template@2x.png\",",
            "\"output\": \"Build/App.xcassets/filled-normal.imageset/filled-normal@2x.png\",",
            "\"output\": \"Build/App.xcassets/filled-selected.imageset/filled-selected@2x.png\",",
            "\"output\": \"Build/App.xcassets/filled-template.imageset/filled-template@2x.png\",",
        ])
        // The other items are up to date; the two rebuilt ones' other files are drawn and found unchanged.
        #expect(result.standardError.contains("into 49 files (6 written, 18 unchanged, 25 up to date)"), "\(result.standardError)")
    }
}
