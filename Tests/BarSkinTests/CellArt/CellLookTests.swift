import BarSkin
import Testing

/// The look: defaults, the derived selection gradient, validation.
@Suite struct CellLookTests {
    @Test func theDefaultsAreTheClassicGroupedRows() {
        let look = CellLook.classic
        #expect(look.rowHeight == 44 && look.cornerRadius == 10 && look.fill == .white)
        #expect(look.border.rgba8 == RGBA8(0xAB, 0xAB, 0xAB) && look.separator.rgba8 == RGBA8(0xE0, 0xE0, 0xE0))
        #expect(look.selectedTop.rgba8 == RGBA8(5, 140, 245) && look.selectedBottom.rgba8 == RGBA8(1, 93, 230))
    }

    @Test func oneSelectionColourGivesTheGradient() throws {
        // Three20's top derives Three20's bottom exactly, so a skin may name it or leave it out.
        #expect(try CellLook(selectedColor: Color(hex: "#058CF5")) == CellLook.classic)
        let green = try CellLook(selectedColor: Color(hex: "#2DB84A"))
        #expect(green.selectedTop.rgba8 == RGBA8(0x2D, 0xB8, 0x4A))
        let bottom = green.selectedBottom.rgba8
        // Darker (value kept at 230/245) and still green, its hue turned by under 10 degrees.
        #expect(bottom.green == UInt8((Double(0xB8) * 230 / 245).rounded()) && bottom.green > bottom.red && bottom.green > bottom.blue)
        let turn = CellArtCheck.hueAndSaturation(bottom).hue - CellArtCheck.hueAndSaturation(RGBA8(0x2D, 0xB8, 0x4A)).hue
        #expect(abs(turn - 9.65) < 1, "hue turned \(turn)")
        // Colours given outright win.
        let given = try CellLook(selectedColor: .black, selectedTop: .white, selectedBottom: Color(hex: "#808080"))
        #expect(given.selectedTop == .white && given.selectedBottom.rgba8 == RGBA8(0x80, 0x80, 0x80))
        // A gray selection stays gray.
        let gray = try CellLook(selectedColor: Color(hex: "#C0C0C0")).selectedBottom.rgba8
        #expect(gray.red == gray.green && gray.green == gray.blue && gray.red < 0xC0)
    }

    @Test func theSelectionColourReachesThePixels() throws {
        let look = try CellLook(selectedColor: Color(hex: "#F50505"))
        let image = try GroupedCell(position: .middle, selected: true, look: look).draw(scale: 1)
        #expect(image[10, 0] == RGBA8(0xF5, 0x05, 0x05) && image[10, 42] == look.selectedBottom.rgba8)
    }

    @Test func badLooksAreRefusedWithTheValue() {
        #expect(throws: CellArtError.rowHeightOutOfRange(4)) { try CellLook(rowHeight: 4) }
        #expect(throws: CellArtError.cornerRadiusOutOfRange(30, rowHeight: 44)) { try CellLook(cornerRadius: 30) }
        #expect(throws: CellArtError.cornerRadiusOutOfRange(22, rowHeight: 44)) { try CellLook(cornerRadius: 22) }
        #expect(throws: CellArtError.cornerRadiusOutOfRange(-1, rowHeight: 44)) { try CellLook(cornerRadius: -1) }
        #expect(throws: CellArtError.cornerRadiusOutOfRange(10, rowHeight: 20)) { try CellLook(rowHeight: 20, cornerRadius: 10) }
        #expect((try? CellLook(rowHeight: 60, cornerRadius: 22)) != nil)
        #expect(CellArtError.cornerRadiusOutOfRange(30, rowHeight: 44).message
            == "corner radius must be from 0 to 21 points on a 44-point row, not 30")
        #expect(CellArtError.rowHeightOutOfRange(4).located(at: "skin.yaml", line: 7, column: 3).description
            == "skin.yaml:7:3: row height must be from 12 to 200 points, not 4")
    }
}
