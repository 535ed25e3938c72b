import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// Placement, errors, warnings, naming and identifiers.
@Suite struct TintOperationTests {
    @Test(arguments: [
        // icon w, h; item pt w, h; scale; expected origin x, y
        (3, 3, 6, 7, 1, 1, 2),
        (5, 4, 5, 5, 2, 2, 3),
        (4, 4, 4, 4, 1, 0, 0),
        (1, 2, 4, 5, 3, 5, 6),
    ])
    func iconsAreCentredAtFloorOffsets(_ c: (Int, Int, Int, Int, Int, Int, Int)) throws {
        let (w, h, itemW, itemH, scale, originX, originY) = c
        let mask = Masks.make(width: w, height: h) { x, y in UInt8(40 + 10 * (y * w + x)) }
        let operation = TintOperation(style: .flat, itemSize: PointSize(width: itemW, height: itemH))
        let result = try operation.render(mask, scale: scale, path: "m.png")
        for image in [result.normal, result.selected] {
            #expect(image.width == itemW * scale && image.height == itemH * scale)
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let inside = x >= originX && x < originX + w && y >= originY && y < originY + h
                    let expected = inside ? mask[x - originX, y - originY].alpha : 0
                    #expect(image[x, y].alpha == expected, "(\(x), \(y))")
                }
            }
        }
    }

    @Test func anIconLargerThanTheItemIsAnErrorNamingBothSizes() {
        let mask = Masks.disc(size: 64, radius: 20)
        let operation = TintOperation(style: .classic, itemSize: PointSize(width: 30, height: 30))
        #expect(throws: TintProblem.iconLargerThanItem(iconWidth: 64, iconHeight: 64, itemWidth: 30, itemHeight: 30, scale: 2).located(at: "a/big@2x.png")) {
            try operation.render(mask, scale: 2, path: "a/big@2x.png")
        }
        let error = TintProblem.iconLargerThanItem(iconWidth: 64, iconHeight: 64, itemWidth: 30, itemHeight: 30, scale: 2).located(at: "a/big@2x.png")
        #expect(error.description == "a/big@2x.png: icon is 64x64 px, larger than the 60x60 px item (30x30 pt at @2x)")
    }

    @Test func anOpaqueMaskIsRefusedWithTheLuminanceHint() {
        let opaque = Bitmap(width: 4, height: 4, filledWith: .white)
        #expect(throws: TintProblem.opaqueMask.located(at: "art.png")) {
            try TintOperation(style: .classic).render(opaque, scale: 1, path: "art.png")
        }
        #expect(TintProblem.opaqueMask.located(at: "art.png").description
            == "art.png: fully opaque, so the icon would be a solid square (tab bar icons are read from alpha)")
        // The fix is the front end's to word: a flag on the command line, a key in a skin file.
        #expect(TintProblem.opaqueMask.located(at: "art.png").remedy == .luminanceMask)
    }

    @Test func anEmptyMaskIsRefused() {
        let empty = Bitmap(width: 4, height: 4)
        #expect(throws: TintProblem.emptyMask(mode: .alpha).located(at: "e.png")) {
            try TintOperation(style: .flat).render(empty, scale: 1, path: "e.png")
        }
        #expect(TintProblem.emptyMask(mode: .alpha).located(at: "e.png").description == "e.png: no visible pixel: every alpha is 0")
        let white = Bitmap(width: 4, height: 4, filledWith: .white)
        #expect(throws: TintProblem.emptyMask(mode: .luminance).located(at: "w.png")) {
            try TintOperation(style: .flat, maskMode: .luminance).render(white, scale: 1, path: "w.png")
        }
    }

    @Test func luminanceMasksMakeDarkPixelsOpaque() throws {
        var art = Bitmap(width: 3, height: 1, filledWith: .white)
        art[0, 0] = .black
        art[1, 0] = RGBA8(128, 128, 128)
        let normal = try TintOperation(style: .flat, maskMode: .luminance).render(art, scale: 1, path: "a.png").normal
        #expect(normal.alphaPlane == [255, 127, 0])
        #expect(normal[0, 0] == RGBA8(146, 146, 146, 255))
    }

    @Test func sizesThatAreNotWholePointsWarn() throws {
        let mask = Masks.disc(size: 61, radius: 20)
        let result = try TintOperation(style: .flat).render(mask, scale: 2, path: "odd@2x.png")
        #expect(result.warnings == [TintNote.fractionalPoints(width: 61, height: 61, scale: 2).located(at: "odd@2x.png")])
        #expect(result.warnings[0].description
            == "odd@2x.png: 61x61 px is not a whole number of points at @2x; UIKit will size it as 30x30 pt")
        let whole = try TintOperation(style: .flat).render(Masks.disc(size: 60, radius: 20), scale: 2, path: "ok@2x.png")
        #expect(whole.warnings.isEmpty)
    }

    @Test(arguments: [
        ("chat@2x~ipad.png", "chat-normal@2x~ipad.png", "chat-selected@2x~ipad.png"),
        ("chat.png", "chat-normal.png", "chat-selected.png"),
        ("icons/tab/more~iphone.png", "icons/tab/more-normal~iphone.png", "icons/tab/more-selected~iphone.png"),
        ("a/b@3x.PNG", "a/b-normal@3x.PNG", "a/b-selected@3x.PNG"),
        ("a/chat~ipad@2x.png", "a/chat-normal@2x~ipad.png", "a/chat-selected@2x~ipad.png"),
        ("chat~2@2x.png", "chat~2-normal@2x.png", "chat~2-selected@2x.png"),
        ("~ipad@2x.png", "~ipad-normal@2x.png", "~ipad-selected@2x.png"),
    ])
    func outputNamesKeepSuffixesInApplesOrder(_ c: (String, String, String)) {
        let paths = TintNames.outputPaths(for: c.0)
        #expect(paths.normal == c.1)
        #expect(paths.selected == c.2)
    }

    @Test func identifiersAreStableAndSeeEveryOption() {
        let classic = TintOperation(style: .classic)
        #expect(classic.identifier == TintOperation(style: .classic).identifier)
        var variants = [classic, TintOperation(style: .recipe), TintOperation(style: .flat),
                        TintOperation(style: .classic, maskMode: .luminance),
                        TintOperation(style: .classic, itemSize: PointSize(width: 30, height: 30))]
        var noGloss = classic
        noGloss.selected.gloss = nil
        var edge = classic
        edge.selected.edgeHighlight = 10
        var color = classic
        color.normal.fill = .flat(RGBA8(1, 2, 3))
        variants += [noGloss, edge, color]
        #expect(Set(variants.map(\.identifier)).count == variants.count)
        #expect(classic.identifier.hasPrefix("tint/2 "))
        #expect(!classic.description.isEmpty)
    }

    @Test func hexColoursParseTheThreeForms() {
        #expect(RGBA8(hex: "#ABC") == RGBA8(0xAA, 0xBB, 0xCC))
        #expect(RGBA8(hex: "#0a1B2c") == RGBA8(0x0A, 0x1B, 0x2C))
        #expect(RGBA8(hex: "#01020380") == RGBA8(1, 2, 3, 0x80))
        #expect(RGBA8(hex: "123") == RGBA8(0x11, 0x22, 0x33))
        for bad in ["", "#", "#12", "#12345", "#GG0000", "#1234567", "red", "#+12"] { #expect(RGBA8(hex: bad) == nil, "\(bad)") }
    }
}
