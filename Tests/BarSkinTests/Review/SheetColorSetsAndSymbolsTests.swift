@testable import BarSkin
@testable import BarSkinArt
@testable import BarSkinCore
import BarSkinTestSupport
import Foundation
import Testing

/// `barskin sheet` of a build with colour sets and custom symbols (issue 42): a swatch per
/// appearance of each colour set, and each symbol's Regular-S master drawn between its guides.
@Suite struct SheetColorSetsAndSymbolsTests {
    static let skin = """
        version: 1
        catalog: A.xcassets
        appearances: [any, dark]
        tab-bar:
          color: "#161616"
          high-contrast:
            color: "#000000"
        tab-items:
          symbols: true
          items:
            - mask: Icons/star.svg

        """

    static func built() throws -> (TemporaryFolder, ContactSheet) {
        let folder = TemporaryFolder()
        folder.write(Array(SymbolSetTests.star.utf8), to: "Icons/star.svg")
        let spec = try SkinBuildPlanTests.spec(skin, in: folder)
        #expect(SkinBuilder().run(SkinBuildPlan(specs: [spec])).failures.map(\.description) == [])
        return (folder, try ContactSheet.load([folder.path + "/App.skin.yml"]))
    }

    @Test func colourSetsAreSwatchesInEachAppearance() throws {
        let (_, sheet) = try Self.built()
        let swatches = sheet.groups.flatMap(\.swatches)
        let tint = try #require(swatches.first { $0.name == "TabBarTint" })
        // The dark look is derived from the light one (docs/appearances.md); high contrast is the skin's own.
        #expect(tint.colors.map { "\($0.appearance.rawValue) \($0.hex)" } == ["any #161616", "dark #070707", "high-contrast #000000"])
        #expect(sheet.groups.first { !$0.swatches.isEmpty }?.name == "color-sets")
        var html = ""
        SheetHTMLReport.write(sheet, title: "t") { html += $0 }
        #expect(html.contains("<div style=\"background:rgba(22,22,22,1)\"></div></div><figcaption>any <code>#161616</code></figcaption>"))
        #expect(html.contains("<figcaption>high contrast <code>#000000</code></figcaption>"))
    }

    /// The master at @2x: 40 by 43.3 points (its margins plus 10 units each side, 130 units high, a
    /// third of that), the star's ink black inside the margins on the template's white artboard.
    @Test func symbolsArePicturesOfTheirRegularMaster() throws {
        let (folder, sheet) = try Self.built()
        defer { withExtendedLifetime(folder) {} }
        let family = try #require(sheet.groups.flatMap(\.families).first { $0.name.hasSuffix("star-symbol") })
        let image = try #require(family.images.first)
        #expect(image.isSymbol && image.size == PixelSize(width: 80, height: 87))
        let bitmap = try image.bitmap(decoder: PNGDecoder())
        #expect(bitmap.width == 80 && bitmap.height == 87)
        var ink = 0, outside = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y].red < 64 && bitmap[x, y].alpha > 200 {
                // The margins sit 10 units (6.7 px at @2x) in from each side.
                if (7...73).contains(x) { ink += 1 } else { outside += 1 }
            }
        }
        #expect(ink > 800)
        #expect(outside == 0)
    }
}
