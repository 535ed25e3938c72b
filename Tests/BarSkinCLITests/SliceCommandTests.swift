import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

struct SliceCommandTests {
    @Test func writesACatalogAndNinePatchesThatCheckClean() throws {
        let scratch = TemporaryFolder()
        for scale in 1...3 {
            scratch.png("Tab-Sel" + (scale == 1 ? "" : "@\(scale)x") + ".png", Bitmap.gradient(width: 10 * scale, height: 8 * scale))
        }
        let arguments = ["slice", "Tab-Sel.png", "Tab-Sel@2x.png", "Tab-Sel@3x.png", "--insets", "2,3,2,4", "--mode", "stretch",
                         "--catalog", "A.xcassets", "--template", "--ninepatch", "res", "--content-insets", "1,2,1,2"]
        let result = try CommandRunner.run(arguments, in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.diagnostics == "barskin: warning: Tab-Sel.png: Android resource name 'Tab-Sel' changed to 'tab_sel'\n")
        #expect(result.standardOutput == """
        A.xcassets/Contents.json: written
        A.xcassets/Tab-Sel.imageset/Contents.json: written
        A.xcassets/Tab-Sel.imageset/Tab-Sel.png: written
        A.xcassets/Tab-Sel.imageset/Tab-Sel@2x.png: written
        A.xcassets/Tab-Sel.imageset/Tab-Sel@3x.png: written
        res/drawable-mdpi/tab_sel.9.png: written
        res/drawable-xhdpi/tab_sel.9.png: written
        res/drawable-xxhdpi/tab_sel.9.png: written

        """)
        let check = try CommandRunner.run(["ninepatch", "check", "res"], in: scratch.url)
        #expect(check.status == 0, "\(check.standardError)")
        #expect(check.standardOutput == """
        res/drawable-mdpi/tab_sel.9.png: ok, 10x8 px, stretch x 3..<6 y 2..<6, padding 1,2,1,2
        res/drawable-xhdpi/tab_sel.9.png: ok, 20x16 px, stretch x 6..<12 y 4..<12, padding 2,4,2,4
        res/drawable-xxhdpi/tab_sel.9.png: ok, 30x24 px, stretch x 9..<18 y 6..<18, padding 3,6,3,6

        """)
        let framed = try scratch.bitmap("res/drawable-xhdpi/tab_sel.9.png")
        #expect(framed.width == 22 && framed[0, 0] == .clear && framed[7, 0] == .black && framed[6, 0] == .clear)

        let rerun = try CommandRunner.run(arguments + ["--json"], in: scratch.url)
        #expect(rerun.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(rerun.standardOutput.utf8)) as? [String: Any])
        let images = try #require(document["images"] as? [[String: Any]])
        #expect(images.map { $0["name"] as? String } == ["Tab-Sel"])
        #expect(images[0]["inputs"] as? [String] == ["Tab-Sel.png", "Tab-Sel@2x.png", "Tab-Sel@3x.png"])
        let statuses = try #require(document["outputs"] as? [[String: Any]]).map { $0["status"] as? String }
        #expect(statuses == Array(repeating: "up-to-date", count: 8))
        let forced = try CommandRunner.run(arguments + ["--force"], in: scratch.url)
        #expect(forced.standardOutput == """
        A.xcassets/Tab-Sel.imageset/Contents.json: unchanged
        A.xcassets/Tab-Sel.imageset/Tab-Sel.png: unchanged
        A.xcassets/Tab-Sel.imageset/Tab-Sel@2x.png: unchanged
        A.xcassets/Tab-Sel.imageset/Tab-Sel@3x.png: unchanged
        res/drawable-mdpi/tab_sel.9.png: unchanged
        res/drawable-xhdpi/tab_sel.9.png: unchanged
        res/drawable-xxhdpi/tab_sel.9.png: unchanged

        """)
    }

    @Test func ninePatchesComeFromTheUniversalArtAsInBuild() throws {
        let scratch = TemporaryFolder()
        scratch.png("Bar.png", Bitmap.gradient(width: 10, height: 8))
        scratch.png("Bar@2x.png", Bitmap.gradient(width: 20, height: 16))
        scratch.png("Bar@2x~ipad.png", Bitmap.gradient(width: 24, height: 16))
        let result = try CommandRunner.run(["slice", "Bar.png", "Bar@2x.png", "Bar@2x~ipad.png", "--insets", "2,3,2,4", "--mode", "stretch",
                                            "--catalog", "A.xcassets", "--ninepatch", "res"], in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(scratch.listing("res") == ["drawable-mdpi/bar.9.png", "drawable-xhdpi/bar.9.png"])
        // The xhdpi 9-patch is the universal @2x art (20 px wide) in its one-pixel frame, not the iPad's.
        #expect(try scratch.bitmap("res/drawable-xhdpi/bar.9.png").width == 22)
        #expect(scratch.listing("A.xcassets/Bar.imageset") == ["Bar.png", "Bar@2x.png", "Bar@2x~ipad.png", "Contents.json"])
    }

    @Test func tilingArtWarnsThatItsNinePatchesStretch() throws {
        let scratch = TemporaryFolder()
        scratch.png("Bar.png", Bitmap.gradient(width: 10, height: 8))
        let result = try CommandRunner.run(["slice", "Bar.png", "--insets", "2,3,2,4", "--mode", "tile", "--ninepatch", "res"], in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.diagnostics == "barskin: warning: Bar.png: Android 9-patches always stretch; --mode tile applies to the image set only\n"
                + "barskin: warning: Bar.png: Android resource name 'Bar' changed to 'bar'\n")
        let skin = "version: 1\nninepatch: res\nbackgrounds:\n  - image: Bar\n    name: bar\n    insets: 2,3,2,4\n    mode: tile\n"
        _ = scratch.write(Array(skin.utf8), to: "App.skin.yml")
        // Its own folder: slice's files in res are not the skin's to replace.
        _ = scratch.write(Array(skin.replacingOccurrences(of: "ninepatch: res", with: "ninepatch: skin-res").utf8), to: "App.skin.yml")
        let build = try CommandRunner.run(["build", "App.skin.yml"], in: scratch.url)
        #expect(build.status == 0, "\(build.standardError)")
        #expect(build.standardError.hasPrefix("barskin: warning: App.skin.yml:7:11: Android 9-patches always stretch, "
                                              + "so 'mode: tile' applies to the image set and sized PNGs only\n"), "\(build.standardError)")
    }

    @Test func sliceErrorsAreReportedAndExitOne() throws {
        let scratch = TemporaryFolder()
        scratch.png("a.png", Bitmap.gradient(width: 10, height: 8))
        scratch.png("a@2x.png", Bitmap.gradient(width: 20, height: 16))
        scratch.png("a@5x.png", Bitmap.gradient(width: 10, height: 8))
        let result = try CommandRunner.run(["slice", "a.png", "a@2x.png", "a@5x.png", "--left-cap", "4", "--ninepatch", "res"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.diagnostics == """
        barskin: error: a@5x.png: no Android density for @5x (9-patches are written for @1x to @4x)

        """)

        scratch.write(Array("not json".utf8), to: "B.xcassets/a.imageset/Contents.json")
        let malformed = try CommandRunner.run(["slice", "a.png", "--left-cap", "4", "--catalog", "B.xcassets"], in: scratch.url)
        #expect(malformed.status == 1)
        #expect(malformed.diagnostics == "barskin: error: B.xcassets/a.imageset/Contents.json:1:2: malformed JSON: invalid value\n")
    }

    @Test(arguments: [
        ["a.png", "--catalog", "A.xcassets"],
        ["a.png", "--left-cap", "4"],
        ["a.png", "--left-cap", "4", "--catalog", "A.xcassets", "--content-insets", "1,1,1,1"],
        ["a.png", "b.png", "--left-cap", "4", "--catalog", "A.xcassets", "--name", "X"],
        ["a.png", "--insets", "x", "--catalog", "A.xcassets"],
    ])
    func badUsageExits64(arguments: [String]) throws {
        let scratch = TemporaryFolder()
        scratch.png("a.png", Bitmap.gradient(width: 10, height: 8))
        scratch.png("b.png", Bitmap.gradient(width: 10, height: 8))
        let result = try CommandRunner.run(["slice"] + arguments, in: scratch.url)
        #expect(result.status == 64, "\(arguments): \(result.standardError)")
        #expect(!scratch.exists("A.xcassets"))
    }
}

struct NinePatchCheckCommandTests {
    @Test func reportsEveryMalformedFileAndGoesOn() throws {
        let scratch = TemporaryFolder()
        var good = Bitmap(width: 6, height: 5)
        good[2, 0] = .black
        good[0, 2] = .black
        scratch.png("good.9.png", good)
        var soft = good
        soft[3, 0] = RGBA8(0, 0, 0, 200)
        scratch.png("soft.9.png", soft)
        var twoPads = good
        twoPads[1, 4] = .black
        twoPads[3, 4] = .black
        scratch.png("pads.9.png", twoPads)
        let result = try CommandRunner.run(["ninepatch", "check", "soft.9.png", "good.9.png", "pads.9.png"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.standardOutput == "good.9.png: ok, 4x3 px, stretch x 1..<2 y 1..<2, padding 1,1,1,2\n")
        #expect(result.diagnostics == """
        barskin: error: soft.9.png: found an invalid color: #000000C8 at x=3 on the top border, where a transparent frame allows transparent, opaque black or red
        barskin: error: pads.9.png: too many padding sections on bottom border (the second black run starts at x=3 on the bottom border)

        """)
        let json = try CommandRunner.run(["ninepatch", "check", "good.9.png", "--json"], in: scratch.url)
        #expect(json.status == 0)
        #expect(json.standardOutput.hasPrefix("{\n  \"schemaVersion\": 1,\n  \"files\": [\n    {\n      \"path\": \"good.9.png\",\n      \"valid\": true,"))
    }
}
