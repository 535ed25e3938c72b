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

/// The cells of a sheet placed in rows no wider than ``SheetPicture/width``, a row per item at least.
struct SheetPictureLayout {
    /// A header or a cell, at its top-left corner.
    enum Piece {
        case header(String, y: Int)
        case cell(SheetCellLayout, x: Int, y: Int)
    }

    let pieces: [Piece]
    let size: PixelSize

    init(_ sheet: ContactSheet, width: Int) {
        var pieces: [Piece] = [], y = 12, widest = 0
        let margin = 12, headerHeight = 24
        for group in sheet.groups {
            pieces.append(.header(group.name, y: y))
            y += headerHeight
            var x = margin, rowHeight = 0
            for family in group.families {
                let cell = SheetCellLayout(family)
                if x > margin && x + cell.size.width > width - margin {
                    x = margin
                    y += rowHeight + margin
                    rowHeight = 0
                }
                pieces.append(.cell(cell, x: x, y: y))
                x += cell.size.width + margin
                widest = max(widest, x)
                rowHeight = max(rowHeight, cell.size.height)
            }
            y += rowHeight + margin
        }
        self.pieces = pieces
        size = PixelSize(width: max(width, widest), height: max(y, 40))
    }
}
