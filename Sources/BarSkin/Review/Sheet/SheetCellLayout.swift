import BarSkinArt
import BarSkinCore
import BarSkinTrace

/// Where everything of one family's cell goes in a sheet's picture (``SheetPicture``),
/// worked out from the PNG headers alone, in pixels from the cell's top-left corner.
struct SheetCellLayout {
    static let padding = 8, gap = 6, titleHeight = 18, factHeight = 14

    let family: SheetFamily
    /// The three backgrounds' panels, side by side, each holding the files at their point size.
    let panelSize: PixelSize
    /// The panel of the files at their actual pixels.
    let actualSize: PixelSize
    /// The slice and its stretch, when the family is stretchable: their sizes (pixels, then points).
    let stretchable: SheetImage?
    /// The cell's whole size.
    let size: PixelSize

    init(_ family: SheetFamily) {
        self.family = family
        let gap = Self.gap
        let points = family.images.map(\.pointSize), pixels = family.images.map(\.size)
        panelSize = PixelSize(width: points.reduce(gap) { $0 + $1.width + gap }, height: (points.map(\.height).max() ?? 0) + 2 * gap)
        actualSize = PixelSize(width: pixels.reduce(gap) { $0 + $1.width + gap }, height: (pixels.map(\.height).max() ?? 0) + 2 * gap)
        stretchable = family.images.last { $0.caps != nil }
        var width = max(3 * panelSize.width, actualSize.width), height = Self.titleHeight + panelSize.height + gap + actualSize.height
        height += family.images.count * Self.factHeight + gap
        if let stretchable {
            // At most three times the width plus 60 points, twice the height (as ``SheetStretch`` stretches).
            let points = stretchable.pointSize
            width = max(width, stretchable.size.width, max(points.width * 3, points.width + 60))
            height += stretchable.size.height + gap + points.height * 2 + gap
        }
        size = PixelSize(width: width + 2 * Self.padding, height: height + 2 * Self.padding)
    }
}

/// The cells of a sheet placed in rows no wider than ``SheetPicture/width``: each item a
/// block of its name over its cells side by side, the blocks flowing in rows as words do.
struct SheetPictureLayout {
    /// A header or a cell, at its top-left corner.
    enum Piece {
        case header(String, x: Int, y: Int)
        case cell(SheetCellLayout, x: Int, y: Int)
    }

    static let margin = 12, headerHeight = 22
    /// The narrowest picture: room for the title over a sheet of one small cell.
    static let minimumWidth = 480

    let pieces: [Piece]
    let size: PixelSize

    init(_ sheet: ContactSheet, width: Int) {
        let margin = Self.margin
        var pieces: [Piece] = [], x = margin, y = margin, rowHeight = 0, widest = 0
        for group in sheet.groups {
            let (cells, block) = Self.block(group, width: width - 2 * margin)
            if x > margin && x + block.width > width - margin {
                x = margin
                y += rowHeight + margin
                rowHeight = 0
            }
            pieces.append(.header(group.name, x: x, y: y))
            for (cell, cellX, cellY) in cells { pieces.append(.cell(cell, x: x + cellX, y: y + Self.headerHeight + cellY)) }
            x += block.width + margin
            widest = max(widest, x)
            rowHeight = max(rowHeight, block.height)
        }
        self.pieces = pieces
        // As wide as the widest row, not the full width: rows of blocks a little over half the
        // width each (an item's normal and selected cells) would leave a third of it empty.
        let used = widest > width ? widest : min(width, max(widest, Self.minimumWidth))
        size = PixelSize(width: used, height: max(y + rowHeight + margin, 40))
    }

    /// A group's cells side by side (wrapping at `width`), each at its place in the block, and the block's size.
    private static func block(_ group: SheetGroup, width: Int) -> ([(SheetCellLayout, Int, Int)], PixelSize) {
        var cells: [(SheetCellLayout, Int, Int)] = [], x = 0, y = 0, rowHeight = 0, widest = 0
        for family in group.families {
            let cell = SheetCellLayout(family)
            if x > 0 && x + cell.size.width > width {
                x = 0
                y += rowHeight + margin
                rowHeight = 0
            }
            cells.append((cell, x, y))
            x += cell.size.width + margin
            widest = max(widest, x - margin)
            rowHeight = max(rowHeight, cell.size.height)
        }
        return (cells, PixelSize(width: widest, height: headerHeight + y + rowHeight))
    }
}
