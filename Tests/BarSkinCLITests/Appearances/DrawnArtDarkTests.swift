import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// `--dark KEY=VALUE` of `tabbar-art`, `navbar-art` and `cell-art`: the dark entries of the
/// catalog's image sets, or `-dark` width PNGs.
@Suite struct DrawnArtDarkTests {
    @Test func cellArtWritesDarkEntriesInItsColour() throws {
        let scratch = TemporaryFolder()
        let result = try CommandRunner.run(["cell-art", "-o", "Build", "--catalog", "Build/A.xcassets", "--dark", "color=#1C1C1E"], in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        let contents = try JSONSerialization.jsonObject(with: Data(scratch.contents("Build/A.xcassets/middleRow.imageset/Contents.json")!)) as! [String: Any]
        #expect((contents["images"] as! [[String: Any]]).map { $0["filename"] as! String } == [
            "middleRow.png", "middleRow-dark.png", "middleRow@2x.png", "middleRow-dark@2x.png", "middleRow@3x.png", "middleRow-dark@3x.png",
        ])
        let row = try scratch.bitmap("Build/A.xcassets/middleRow.imageset/middleRow-dark@2x.png")
        let centre = row[row.width / 2, row.height / 2]
        #expect([Int(centre.red) - 0x1C, Int(centre.green) - 0x1C, Int(centre.blue) - 0x1E].allSatisfy { abs($0) <= 1 }, "\(centre)")
    }

    @Test func navbarArtWithoutACatalogDarkensItsWidths() throws {
        let scratch = TemporaryFolder()
        let result = try CommandRunner.run(["navbar-art", "-o", "Build", "--width", "320", "--dark", "tint=#2B2F36"], in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(scratch.listing("Build").filter { $0.contains("dark") }.sorted() == [
            "NavigationBarBackground-320-dark.png", "NavigationBarBackground-320-dark@2x.png", "NavigationBarBackground-320-dark@3x.png",
        ])
        let light = try scratch.bitmap("Build/NavigationBarBackground-320@2x.png"), dark = try scratch.bitmap("Build/NavigationBarBackground-320-dark@2x.png")
        #expect(BuildAppearanceTests.meanLuminance(dark) < BuildAppearanceTests.meanLuminance(light) - 40)
    }

    @Test func aBackButtonsDarkTintFillsItsDarkEntries() throws {
        let scratch = TemporaryFolder()
        let result = try CommandRunner.run(["back-button", "--title", "Back", "-o", "Build", "--catalog", "Build/A.xcassets",
                                            "--dark", "tint=#2B2F36"], in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        let set = "Build/A.xcassets/BackButtonBack.imageset/"
        let light = try scratch.bitmap(set + "BackButtonBack@2x.png"), dark = try scratch.bitmap(set + "BackButtonBack-dark@2x.png")
        #expect((dark.width, dark.height) == (light.width, light.height))
        #expect(BuildAppearanceTests.meanLuminance(dark) < BuildAppearanceTests.meanLuminance(light) - 20)
        // The highlighted twin has its own set, with its own dark entries.
        #expect(scratch.exists("Build/A.xcassets/BackButtonBack-highlighted.imageset/BackButtonBack-highlighted-dark@3x.png"))
    }

    @Test(arguments: [
        (["bar-button", "--title", "Done", "-o", "Build", "--dark", "tint=#000"], "--dark needs --catalog (UIKit loads appearances only from asset catalogs)"),
        (["bar-button", "--title", "Done", "-o", "Build", "--catalog", "A.xcassets", "--dark", "color=#000"],
         "unknown key 'color' for --dark; expected one of: tint, title-color, title-shadow-color"),
        (["cell-art", "-o", "Build", "--dark", "color=#000"], "--dark needs --catalog (UIKit loads appearances only from asset catalogs)"),
        (["tabbar-art", "-o", "Build", "--dark", "color=#000"],
         "--dark needs --catalog (UIKit loads appearances only from asset catalogs) or --width for loose -dark PNGs"),
        (["tabbar-art", "-o", "Build", "--catalog", "A.xcassets", "--dark", "shade=#000"],
         "unknown key 'shade' for --dark; expected one of: height, color, selection-color, corner-radius, glow"),
        // The values read as a skin's tab-bar keys do, named as the dark look's.
        (["tabbar-art", "-o", "Build", "--catalog", "A.xcassets", "--dark", "height=300"],
         "--dark height must be a whole number from 0 to 200, not '300'"),
        (["tabbar-art", "-o", "Build", "--catalog", "A.xcassets", "--dark", "height=5"],
         "--dark height: tab bar height must be from 12 to 200 points, not 5"),
        (["tabbar-art", "-o", "Build", "--catalog", "A.xcassets", "--dark", "glow-color=true"],
         "invalid colour 'true' for --dark glow-color: expected #RGB, #RRGGBB or #RRGGBBAA"),
        (["navbar-art", "-o", "Build", "--catalog", "A.xcassets", "--dark", "tint=blue"],
         "invalid colour 'blue' for --dark tint: expected #RGB, #RRGGBB or #RRGGBBAA"),
        (["navbar-art", "-o", "Build", "--catalog", "A.xcassets", "--dark", "title-color=#FFF"],
         "unknown key 'title-color' for --dark; expected one of: tint, height"),
    ])
    func mistakesAreUsageErrors(arguments: [String], message: String) throws {
        let scratch = TemporaryFolder()
        let result = try CommandRunner.run(arguments, in: scratch.url)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("barskin: error: " + message + "\n"), "\(result.standardError)")
        #expect(scratch.listing().isEmpty)
    }
}
