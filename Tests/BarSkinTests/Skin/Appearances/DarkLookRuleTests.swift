import BarSkin
import BarSkinArt
import Testing

/// The rule `appearances: [any, dark]` follows, on the classic look's own colours.
@Suite struct DarkLookRuleTests {
    /// Each channel within `tolerance` levels: the HSV round trip rounds.
    func expect(_ color: Color, _ expected: RGBA8, tolerance: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) {
        let got = color.rgba8
        let off = [Int(got.red) - Int(expected.red), Int(got.green) - Int(expected.green), Int(got.blue) - Int(expected.blue)].map(abs).max()!
        #expect(off <= tolerance && got.alpha == expected.alpha, "\(got) vs \(expected)", sourceLocation: sourceLocation)
    }

    @Test func barsDarkenToTheSlateOfADarkBar() {
        expect(DarkLookRule.bar(NavigationBarLook.defaultTint), RGBA8(0x2B, 0x2F, 0x36))
        expect(DarkLookRule.bar(TabBarLook.defaultColor), RGBA8(0x07, 0x07, 0x07))
    }

    @Test func rowsTurnOverToTheGraysOfADarkTable() {
        expect(DarkLookRule.row(.white), RGBA8(0x1C, 0x1C, 0x1C))
        expect(DarkLookRule.row(CellLook.defaultSeparator), RGBA8(0x38, 0x38, 0x38))
        expect(DarkLookRule.row(CellLook.defaultBorder), RGBA8(0x66, 0x66, 0x66))
    }

    @Test func theSelectionAndGlowAreKept() throws {
        let cells = try DarkLookRule.dark(CellLook.classic), bar = try DarkLookRule.dark(TabBarLook.classic)
        #expect(cells.selectedTop == CellLook.classic.selectedTop && cells.selectedBottom == CellLook.classic.selectedBottom)
        #expect(bar.glow == TabBarLook.classic.glow && bar.selection == TabBarLook.classic.selection)
        #expect(cells.rowHeight == CellLook.classic.rowHeight && bar.height == TabBarLook.classic.height)
    }

    @Test func embossedTitlesTurnOverAndEngravedOnesAreKept() throws {
        // The classic white title over a dark shadow above it reads on a dark bar as it is.
        let classic = try DarkLookRule.dark(NavigationBarLook.classic)
        #expect(classic.titleColor == NavigationBarLook.defaultTitleColor && classic.titleShadowColor == NavigationBarLook.defaultTitleShadowColor)
        #expect(classic.titleShadowOffset == Point(x: 0, y: -1))
        // A light bar's dark title embossed over a white shadow below it becomes light text engraved over a dark one.
        let light = try NavigationBarLook(tint: Color(RGBA8(0xD8, 0xDC, 0xE3)), titleColor: Color(RGBA8(0x33, 0x33, 0x33)), titleShadowColor: .white)
        #expect(light.titleShadowOffset == Point(x: 0, y: 1))
        let dark = try DarkLookRule.dark(light)
        expect(dark.titleColor, RGBA8(0xD2, 0xD2, 0xD2))
        expect(dark.titleShadowColor, RGBA8(0x1C, 0x1C, 0x1C))
        #expect(dark.titleShadowOffset == Point(x: 0, y: -1))
        // A shadow's alpha is kept as it turns over.
        let (_, shadow) = DarkLookRule.titles(Color(RGBA8(0x33, 0x33, 0x33)), shadow: Color(white: 1, alpha: 0.5))
        #expect(shadow.rgba8.alpha == 128)
    }
}
