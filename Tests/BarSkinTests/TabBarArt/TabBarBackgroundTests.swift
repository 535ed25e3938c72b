import BarSkin
import Testing

/// The bar, against the seed's measured `TabBarGradient` (imaging.md §4.1).
@Suite struct TabBarBackgroundTests {
    @Test(arguments: [1, 2, 3])
    func theDefaultBarHasTheSeedsRows(scale: Int) throws {
        let bar = try TabBarBackground().draw(scale: scale)
        #expect(bar.width == scale && bar.height == 49 * scale)
        func row(_ y: Int) -> RGBA8 { bar[0, y] }
        // Whole-pixel fills of opaque colours: exact.
        for y in 0..<scale { #expect(row(y) == RGBA8(0x16, 0x16, 0x16), "top line, row \(y)") }
        for y in scale..<(2 * scale) { #expect(row(y) == RGBA8(0x53, 0x53, 0x53), "highlight, row \(y)") }
        // The gradient fills the rest of the upper 24 points, from #3C3C3C to #292929
        // exactly at its ends, darkening row by row.
        let firstGradient = 2 * scale, lastGradient = 24 * scale - 1
        #expect(row(firstGradient) == RGBA8(0x3C, 0x3C, 0x3C))
        #expect(row(lastGradient) == RGBA8(0x29, 0x29, 0x29))
        for y in firstGradient..<lastGradient {
            #expect(row(y + 1).red <= row(y).red && row(y).red == row(y).green && row(y).green == row(y).blue)
        }
        for y in (24 * scale)..<(49 * scale) { #expect(row(y) == .black, "lower half, row \(y)") }
    }

    @Test(arguments: [1, 2, 3])
    func theCapsStretchOnlyUniformPixels(scale: Int) throws {
        let piece = try TabBarBackground()
        let bar = try piece.draw(scale: scale)
        let caps = try #require(piece.capSpecification)
        let lattice = try caps.lattice(width: bar.width, height: bar.height, scale: scale, path: "TabBarBackground.png")
        // Across: the whole width stretches. Down: only the last point, which is solid.
        #expect(lattice.horizontal.stretchedRanges == [0..<bar.width])
        #expect(lattice.vertical.stretchedRanges == [(bar.height - scale)..<bar.height])
        for y in (bar.height - scale)..<bar.height { #expect(bar[0, y] == .black) }
    }

    @Test func atAGivenWidthEveryColumnIsTheStretchableColumn() throws {
        let narrow = try TabBarBackground().draw(scale: 2)
        let wide = try TabBarBackground(width: 320).draw(scale: 2)
        #expect(wide.width == 640 && wide.height == 98)
        for y in 0..<98 {
            for x in stride(from: 0, to: 640, by: 37) { #expect(wide[x, y] == narrow[0, y]) }
        }
    }

    @Test func aBaseColourAloneGivesTheWholeBar() throws {
        let navy = try Color(hex: "#1C2A4A")
        let bar = try TabBarBackground(look: TabBarLook(color: navy)).draw(scale: 1)
        #expect(bar[0, 0] == RGBA8(0x1C, 0x2A, 0x4A))
        // The highlight is the base 61/233 of the way to white, as #161616 is to #535353.
        func lifted(_ value: Int, _ share: Double) -> UInt8 { UInt8((Double(value) + Double(255 - value) * share).rounded()) }
        #expect(bar[0, 1] == RGBA8(lifted(0x1C, 61.0 / 233), lifted(0x2A, 61.0 / 233), lifted(0x4A, 61.0 / 233)))
        #expect(bar[0, 2] == RGBA8(lifted(0x1C, 38.0 / 233), lifted(0x2A, 38.0 / 233), lifted(0x4A, 38.0 / 233)))
        // A colour given outright wins over the derived one.
        let given = try TabBarBackground(look: TabBarLook(color: navy, highlight: .white)).draw(scale: 1)
        #expect(given[0, 1] == .white && given[0, 2] == bar[0, 2])
    }

    @Test func aHeightChangesTheHalves() throws {
        let bar = try TabBarBackground(look: TabBarLook(height: 44)).draw(scale: 1)
        #expect(bar.height == 44 && bar[0, 21] == RGBA8(0x29, 0x29, 0x29) && bar[0, 22] == .black)
    }
}
