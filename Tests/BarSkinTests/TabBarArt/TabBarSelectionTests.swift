import BarSkin
import Testing

/// The selection box against the seed's measured `TabBarSelection`.
@Suite struct TabBarSelectionTests {
    @Test(arguments: [1, 2, 3])
    func itHasTheSeedsTranslucentRows(scale: Int) throws {
        let box = try TabBarSelection().draw(scale: scale)
        #expect(box.width == 10 * scale && box.height == 45 * scale)
        let middle = 5 * scale, halfway = box.height / 2
        // Colours are stored premultiplied on the way through cairo; at alpha 89
        // one premultiplied step is 3 levels of straight colour, hence ± 3.
        for y in 0..<scale {
            TabBarArtCheck.expect(box[middle, y], near: TabBarArtCheck.rgba(15, 15, 15, 0.65), within: 3, "top row \(y)")
            TabBarArtCheck.expect(box[middle, scale + y], near: TabBarArtCheck.rgba(53, 53, 53, 0.36), within: 3, "second row")
        }
        TabBarArtCheck.expect(box[middle, halfway], near: TabBarArtCheck.rgba(120, 120, 120, 0.20), within: 1, "inside")
        for x in [0, box.width - 1] {
            TabBarArtCheck.expect(box[x, halfway], near: TabBarArtCheck.rgba(57, 57, 57, 0.35), within: 3, "side \(x)")
        }
        // No bottom edge: the last row is the inside's colour; nothing is opaque.
        #expect(box[middle, box.height - 1] == box[middle, halfway])
        #expect(box.hasTransparency && !box.pixels.enumerated().contains { $0.offset % 4 == 3 && $0.element > 170 })
    }

    @Test(arguments: [1, 2, 3])
    func theStretchedColumnIsAPlainInsideColumn(scale: Int) throws {
        let piece = TabBarSelection()
        let box = try piece.draw(scale: scale)
        #expect(piece.capSpecification == .legacy(leftCap: 4, topCap: 0))
        let lattice = try #require(piece.capSpecification).lattice(width: box.width, height: box.height, scale: scale, path: "s.png")
        #expect(lattice.horizontal.stretchedRanges == [(4 * scale)..<(5 * scale)])
        // Every stretched pixel equals its neighbour one point further right (the
        // rounded corners and borders all sit in the caps), so stretching adds nothing new.
        for y in 0..<box.height {
            for x in (4 * scale)..<(5 * scale) { #expect(box[x, y] == box[x + scale, y], "(\(x), \(y))") }
        }
        // The corners are round: the outermost corner pixel is (nearly) empty.
        #expect(box[0, 0].alpha <= 10 && box[box.width - 1, 0].alpha <= 10)
    }

    @Test func theInsetAndRadiusComeFromTheLook() throws {
        let look = try TabBarLook(selectionTopInset: 9, cornerRadius: 0)
        let box = try TabBarSelection(look: look).draw(scale: 1)
        #expect(box.height == 40)
        TabBarArtCheck.expect(box[0, 0], near: TabBarArtCheck.rgba(15, 15, 15, 0.65), within: 3, "square corner")
    }
}
