import BarSkinCore

/// One row image of a grouped table section, as seed 001 draws its table:
/// `topRow`, `middleRow`, `bottomRow`, `topAndBottomRow`, each with a
/// `...Selected` twin filled with the selection gradient.
///
/// The row is drawn at its smallest stretchable width: a corner cap each side
/// of one stretched point. A one-pixel border runs round the section's outside
/// (its sides always, its top and bottom only where the corners are rounded)
/// and a one-pixel separator along the bottom of a row another row follows.
public struct GroupedCell: DrawnArt, Hashable {
    /// The drawing's version.
    public static let version = 1

    /// Where the row sits in its section.
    public let position: GroupedCellPosition
    /// Whether this is the selected twin.
    public let selected: Bool
    /// The colours and sizes.
    public let look: CellLook

    /// The row at `position`, selected or not, in `look`.
    public init(position: GroupedCellPosition, selected: Bool = false, look: CellLook = .classic) {
        self.position = position
        self.selected = selected
        self.look = look
    }

    /// All eight rows of `look`: each position, then its selected twin.
    public static func all(look: CellLook = .classic) -> [GroupedCell] {
        GroupedCellPosition.allCases.flatMap { position in
            [false, true].map { GroupedCell(position: position, selected: $0, look: look) }
        }
    }

    /// `topRow`, `topRowSelected`, ... as seed 001 names them.
    public var artName: String { position.artName + (selected ? "Selected" : "") }

    /// The cap beside and above or below a rounded corner, in points: the
    /// radius rounded up, and at least the point holding the one-pixel border.
    public var cornerCap: Int { max(1, Int(look.cornerRadius.rounded(.up))) }

    /// Two corner caps and one point between them, by the row's height.
    public var pointSize: PointSize { PointSize(width: 2 * cornerCap + 1, height: look.rowHeight) }

    /// Corner caps left and right; a corner cap above and below a rounded
    /// end, one point below a separator, none above an open top. Only plain
    /// inside (or the selection gradient's rows) is stretched.
    public var capSpecification: CapSpecification? {
        let insets = CapInsets(
            top: position.roundsTop ? cornerCap : 0, left: cornerCap,
            bottom: position.roundsBottom ? cornerCap : 1, right: cornerCap)
        return .insets(insets, .stretch)
    }

    /// A stable key for everything that affects the pixels.
    public var identifier: String {
        "\(artName)/\(Self.version) size=\(pointSize.width)x\(pointSize.height) " + look.identifier
    }

    /// Draws the row at `scale` in pixels, so the lines are one pixel at
    /// every scale: the outline filled with the border colour, the inside
    /// one pixel in (a row at a time, for the selection gradient), then the separator.
    public func draw(scale: Int) throws -> Bitmap {
        precondition(scale >= 1, "scale must be at least 1")
        let width = pointSize.width * scale, height = pointSize.height * scale
        let radius = look.cornerRadius * Double(scale)
        let canvas = try Canvas(width: width, height: height)
        let outer = Self.outline(Rect(x: 0, y: 0, width: width, height: height), radius: radius, position: position)
        canvas.fill(outer, with: .solid(look.border))
        // The inside always stops a pixel short of the bottom: a border or a separator takes that row.
        let insideTop = position.roundsTop ? 1 : 0, insideRows = height - 1 - insideTop
        let inside = Self.outline(
            Rect(x: 1, y: insideTop, width: width - 2, height: insideRows), radius: max(radius - 1, 0), position: position)
        canvas.withClip(to: inside) {
            for row in 0..<insideRows {
                let color = selected ? look.selectedTop.gradientRow(row, of: insideRows, towards: look.selectedBottom) : look.fill
                canvas.fill(Rect(x: 0, y: insideTop + row, width: width, height: 1), with: .solid(color))
            }
        }
        if !position.roundsBottom {
            canvas.fill(Rect(x: 1, y: height - 1, width: width - 2, height: 1), with: .solid(look.separator))
        }
        return try canvas.bitmap()
    }
}
