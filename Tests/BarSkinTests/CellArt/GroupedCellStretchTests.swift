import BarSkin
import Testing

/// The caps against the pixels: everything that is not plain inside (corners,
/// borders, the separator) lies in a cap, so stretching changes only the size.
/// Compared exactly (tolerance 0).
@Suite struct GroupedCellStretchTests {
    @Test(arguments: CellArtCheck.cases)
    func theStretchedPixelsAreUniform(cell: GroupedCell, scale: Int) throws {
        let image = try cell.draw(scale: scale)
        let lattice = try #require(cell.capSpecification).lattice(
            width: image.width, height: image.height, scale: scale, path: "\(cell.artName).png")
        // Across, exactly the point between the corner caps stretches.
        #expect(lattice.horizontal.stretchedRanges == [(10 * scale)..<(11 * scale)])
        let rows = try #require(lattice.vertical.stretchedRanges.first)
        let expectedTop = cell.position.roundsTop ? 10 * scale : 0
        let expectedBottom = image.height - (cell.position.roundsBottom ? 10 * scale : scale)
        #expect(lattice.vertical.stretchedRanges == [expectedTop..<expectedBottom])
        // Every row is one colour across the stretched columns, and every
        // stretched row one colour between the side borders: white unselected.
        for y in 0..<image.height {
            for x in (10 * scale)..<(11 * scale) { #expect(image[x, y] == image[10 * scale, y], "(\(x), \(y)) of \(cell.artName)") }
        }
        for y in rows {
            let inside = image[10 * scale, y]
            #expect(cell.selected || inside == .white)
            for x in 1..<(image.width - 1) { #expect(image[x, y] == inside, "(\(x), \(y)) of \(cell.artName)") }
        }
    }

    @Test(arguments: CellArtCheck.cases)
    func everyTranslucentPixelIsInACornerCap(cell: GroupedCell, scale: Int) throws {
        let image = try cell.draw(scale: scale)
        let cap = 10 * scale
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].alpha < 255 {
                let inCorner = (x < cap || x >= image.width - cap)
                    && ((y < cap && cell.position.roundsTop) || (y >= image.height - cap && cell.position.roundsBottom))
                #expect(inCorner, "(\(x), \(y)) of \(cell.artName) at @\(scale)x")
            }
        }
    }

    @Test func aFractionalRadiusRoundsItsCapsUp() throws {
        let look = try CellLook(cornerRadius: 6.5)
        let cell = GroupedCell(position: .topAndBottom, look: look)
        #expect(cell.cornerCap == 7 && cell.pointSize == PointSize(width: 15, height: 44))
        #expect(cell.capSpecification == .insets(CapInsets(top: 7, left: 7, bottom: 7, right: 7), .stretch))
        let image = try cell.draw(scale: 2)
        for y in 14..<(88 - 14) { #expect(image[13, y] == image[14, y] && image[14, y] == image[15, y]) }
    }

    @Test func squareCornersStillKeepTheBorderInACap() throws {
        let look = try CellLook(cornerRadius: 0)
        let cell = GroupedCell(position: .top, look: look)
        #expect(cell.pointSize == PointSize(width: 3, height: 44))
        #expect(cell.capSpecification == .insets(CapInsets(top: 1, left: 1, bottom: 1, right: 1), .stretch))
        let image = try cell.draw(scale: 1)
        #expect(image[0, 0] == RGBA8(0xAB, 0xAB, 0xAB) && image[1, 1] == .white && image[1, 43] == RGBA8(0xE0, 0xE0, 0xE0))
    }
}
