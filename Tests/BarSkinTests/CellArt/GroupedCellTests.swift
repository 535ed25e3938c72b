import BarSkin
import Testing

/// The eight rows: names, sizes, corners, borders, separators, selection.
/// Corners and lines are checked exactly: fully outside a corner's arc is
/// alpha 0, and whole-pixel lines of opaque colours keep their colour (tolerance 0).
@Suite struct GroupedCellTests {
    @Test func theNamesAreSeed001s() {
        #expect(GroupedCell.all().map(\.artName) == [
            "topRow", "topRowSelected", "middleRow", "middleRowSelected",
            "bottomRow", "bottomRowSelected", "topAndBottomRow", "topAndBottomRowSelected",
        ])
        #expect(GroupedCell.all().map(\.outputRoles) == GroupedCell.all().map { [$0.artName] })
        // Seed 001's rule for picking a row's image.
        #expect(GroupedCellPosition(row: 0, of: 1) == .topAndBottom && GroupedCellPosition(row: 0, of: 3) == .top)
        #expect(GroupedCellPosition(row: 1, of: 3) == .middle && GroupedCellPosition(row: 2, of: 3) == .bottom)
    }

    @Test(arguments: CellArtCheck.cases)
    func pixelSizesArePointSizesTimesTheScale(cell: GroupedCell, scale: Int) throws {
        #expect(cell.pointSize == PointSize(width: 21, height: 44))
        let images = try cell.render([], scale: scale).images
        #expect(images.count == 1 && images[0].width == 21 * scale && images[0].height == 44 * scale)
    }

    @Test(arguments: CellArtCheck.cases)
    func cornersAreRoundOnlyWhereTheSectionEnds(cell: GroupedCell, scale: Int) throws {
        let image = try cell.draw(scale: scale)
        let (right, bottom) = (image.width - 1, image.height - 1)
        let top: UInt8 = cell.position.roundsTop ? 0 : 255, low: UInt8 = cell.position.roundsBottom ? 0 : 255
        #expect(image[0, 0].alpha == top && image[right, 0].alpha == top, "\(cell.artName) top corners")
        #expect(image[0, bottom].alpha == low && image[right, bottom].alpha == low, "\(cell.artName) bottom corners")
        // Between the corners the image is opaque everywhere.
        let middle = image.width / 2
        for y in 0..<image.height { #expect(image[middle, y].alpha == 255 && image[0, image.height / 2].alpha == 255) }
    }

    @Test(arguments: CellArtCheck.cases)
    func bordersAndSeparatorsAreOnePixelWhereTheyBelong(cell: GroupedCell, scale: Int) throws {
        let look = cell.look, image = try cell.draw(scale: scale)
        let middle = image.width / 2, halfway = image.height / 2, last = image.height - 1
        let border = look.border.rgba8
        #expect(image[0, halfway] == border && image[image.width - 1, halfway] == border, "sides")
        #expect(image[1, halfway] != border && image[image.width - 2, halfway] != border, "one pixel")
        #expect((image[middle, 0] == border) == cell.position.roundsTop, "top border")
        #expect(image[middle, 1] != border)
        let expectedBottom = cell.position.roundsBottom ? border : look.separator.rgba8
        #expect(image[middle, last] == expectedBottom, "bottom row")
        #expect(image[middle, last - 1] != expectedBottom, "one pixel")
    }

    @Test(arguments: CellArtCheck.cases)
    func theInsideIsWhiteOrTheBlueSelection(cell: GroupedCell, scale: Int) throws {
        let look = cell.look, image = try cell.draw(scale: scale)
        let middle = image.width / 2, first = cell.position.roundsTop ? 1 : 0, last = image.height - 2
        guard cell.selected else {
            for y in first...last { #expect(image[middle, y] == .white) }
            return
        }
        // The gradient's ends are exactly Three20's colours, darkening between them.
        #expect(image[middle, first] == RGBA8(5, 140, 245) && image[middle, last] == RGBA8(1, 93, 230))
        for y in first..<last {
            #expect(image[middle, y + 1].green <= image[middle, y].green && image[middle, y + 1].red <= image[middle, y].red)
            let (hue, saturation) = CellArtCheck.hueAndSaturation(image[middle, y])
            #expect((200...220).contains(hue) && saturation > 0.9, "row \(y): \(image[middle, y])")
        }
        // The twin differs only inside: its lines are the unselected row's.
        let plain = try GroupedCell(position: cell.position, look: look).draw(scale: scale)
        #expect(image[0, image.height / 2] == plain[0, image.height / 2] && image[middle, image.height - 1] == plain[middle, image.height - 1])
    }

    @Test func drawingIsDeterministicAndIdentifiersDiffer() throws {
        // The same PNG bytes each time, not only the same pixels.
        let encoder = PNGEncoder()
        for cell in GroupedCell.all() {
            let (first, second) = (try encoder.encode(cell.draw(scale: 2)), try encoder.encode(cell.draw(scale: 2)))
            #expect(first == second, "\(cell.artName)")
        }
        let identifiers = GroupedCell.all().map(\.identifier)
        #expect(Set(identifiers).count == 8)
        #expect(identifiers[0] == "topRow/1 size=21x44 height=44 radius=10 fill=#FFFFFF border=#ABABAB "
            + "separator=#E0E0E0 selected=#058CF5,#015DE6")
        let other = try CellLook(cornerRadius: 4)
        #expect(GroupedCell(position: .top, look: other).identifier != identifiers[0])
    }
}
