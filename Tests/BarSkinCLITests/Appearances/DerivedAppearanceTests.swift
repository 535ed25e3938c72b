import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// `appearances: [any, dark]` alone: every drawing section gets a dark look by the rule.
@Suite struct DerivedAppearanceTests {
    static let skin = """
    version: 1
    output: Build
    catalog: Build/App.xcassets
    appearances: [any, dark]
    tab-bar:
      widths: [320]
    nav-bar:
      back-buttons: [Back]
    cells:
      border-color: "#ABABAB"

    """

    @Test func aOneLineChangeGivesEveryPieceADarkEntryAtEveryScale() throws {
        let scratch = BuildAppearanceTests.workspace(Self.skin)
        let result = try CommandRunner.run(["build", "App.skin.yml"], in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        let sets = scratch.listing("Build/App.xcassets").filter { $0.hasSuffix(".imageset/Contents.json") }
        #expect(sets.count == 5 + 3 + 8, "\(sets)")
        for set in sets {
            let document = try JSONSerialization.jsonObject(with: Data(scratch.contents("Build/App.xcassets/" + set)!)) as! [String: Any]
            let slots = (document["images"] as! [[String: Any]]).map { image in
                "\(image["scale"]!) \(((image["appearances"] as? [[String: String]])?.first?["value"]) ?? "any")"
            }
            #expect(slots == ["1x any", "1x dark", "2x any", "2x dark", "3x any", "3x dark"], "\(set)")
        }
        let set = "Build/App.xcassets/"
        let light = try scratch.bitmap(set + "NavigationBarBackground.imageset/NavigationBarBackground@3x.png")
        let dark = try scratch.bitmap(set + "NavigationBarBackground.imageset/NavigationBarBackground-dark@3x.png")
        #expect(BuildAppearanceTests.meanLuminance(dark) < BuildAppearanceTests.meanLuminance(light) - 40)
        // White rows become the rule's #1C1C1C, within 1 level.
        let row = try scratch.bitmap(set + "middleRow.imageset/middleRow-dark@2x.png")
        let centre = row[row.width / 2, row.height / 2]
        #expect([centre.red, centre.green, centre.blue].allSatisfy { abs(Int($0) - 0x1C) <= 1 } && centre.alpha == 255, "\(centre)")
        #expect(scratch.exists("Build/TabBarBackground-320-dark@3x.png"))
    }

    @Test func aSectionsOwnDarkLookWinsOverTheRule() throws {
        let skin = Self.skin.replacingOccurrences(of: "cells:\n", with: "cells:\n  dark:\n    color: \"#202020\"\n")
        let scratch = BuildAppearanceTests.workspace(skin)
        #expect(try CommandRunner.run(["build", "App.skin.yml"], in: scratch.url).status == 0)
        let row = try scratch.bitmap("Build/App.xcassets/middleRow.imageset/middleRow-dark.png")
        let centre = row[row.width / 2, row.height / 2]
        #expect([centre.red, centre.green, centre.blue] == [0x20, 0x20, 0x20], "\(centre)")
    }

    @Test func aLightBarsEmbossedTitlesTurnOverInTheDark() throws {
        let scratch = BuildAppearanceTests.workspace("""
        version: 1
        catalog: Build/App.xcassets
        appearances: [any, dark]
        nav-bar:
          tint: "#D8DCE3"
          title-color: "#3C4350"
          title-shadow-color: "#FFFFFF"
          back-buttons: [Back]

        """)
        let result = try CommandRunner.run(["build", "App.skin.yml"], in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        /// The luminances of the opaque pixels in the art's middle third, where the title is, sorted.
        func middle(_ file: String) throws -> [Double] {
            let art = try scratch.bitmap("Build/App.xcassets/BackButtonBack.imageset/" + file)
            var luminances: [Double] = []
            for y in art.height / 3..<2 * art.height / 3 {
                for x in art.width / 3..<2 * art.width / 3 where art[x, y].alpha == 255 {
                    let pixel = art[x, y]
                    let red = 0.2126 * Double(pixel.red), green = 0.7152 * Double(pixel.green), blue = 0.0722 * Double(pixel.blue)
                    luminances.append(red + green + blue)
                }
            }
            return luminances.sorted()
        }
        // Light: dark letters on a light fill. Dark: light letters on a dark fill.
        let light = try middle("BackButtonBack@3x.png"), dark = try middle("BackButtonBack-dark@3x.png")
        #expect(light.first! < 90 && light[light.count / 2] > 180, "\(light.first!) \(light[light.count / 2])")
        #expect(dark.last! > 140 && dark[dark.count / 2] < 120, "\(dark.last!) \(dark[dark.count / 2])")
    }

    @Test func otherListsAndAMissingCatalogAreErrorsAtTheKey() throws {
        for (skin, message) in [
            ("version: 1\ncatalog: A.xcassets\nappearances: [any, light]\n",
             "App.skin.yml:3:14: 'appearances' must be [any] or [any, dark], not [any, light]; high contrast looks are given in each section's 'high-contrast:'"),
            ("version: 1\noutput: Build\nappearances: [any, dark]\ncells: {}\n",
             "App.skin.yml:3:14: the dark appearance is written into image sets (UIKit loads appearances only from asset catalogs), "
                + "but the skin has no 'catalog' folder to write to"),
        ] {
            let scratch = BuildAppearanceTests.workspace(skin)
            let result = try CommandRunner.run(["build", "App.skin.yml"], in: scratch.url)
            #expect(result.status == 1)
            #expect(result.diagnostics == "barskin: error: " + message + "\n")
        }
    }
}
