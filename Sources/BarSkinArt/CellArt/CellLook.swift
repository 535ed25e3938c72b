import BarSkinCore

/// The colours and sizes a grouped table's rows are drawn from.
///
/// The defaults are the classic grouped table: white rows in a gray border,
/// light gray separators, 10-point corners, and Three20's blue selection.
/// A single selection colour gives the whole selection gradient
/// (``CellLook+Derived``).
public struct CellLook: Sendable, Hashable {
    /// The row's height in points.
    public let rowHeight: Int
    /// The radius of the section's outer corners, in points.
    public let cornerRadius: Double
    /// The row's inside.
    public let fill: Color
    /// The one-pixel line around the section.
    public let border: Color
    /// The one-pixel line between rows.
    public let separator: Color
    /// A selected row's inside, top and bottom of its gradient.
    public let selectedTop: Color, selectedBottom: Color

    /// The classic grouped border.
    public static let defaultBorder = Color(RGBA8(0xAB, 0xAB, 0xAB))
    /// The classic separator between grouped rows.
    public static let defaultSeparator = Color(RGBA8(0xE0, 0xE0, 0xE0))
    /// Three20's selection fill, top: rgb(5,140,245) (imaging.md §4.1).
    public static let defaultSelectedTop = Color(RGBA8(5, 140, 245))
    /// Three20's selection fill, bottom: rgb(1,93,230).
    public static let defaultSelectedBottom = Color(RGBA8(1, 93, 230))
    /// The heights a row may have, in points.
    public static let rowHeights = 12...200
    /// The largest corner radius on any row, in points.
    public static let largestCornerRadius = 22.0

    /// The largest radius a `rowHeight`-point row allows: a single row rounds
    /// both ends, and its caps (the radius rounded up) must leave one point to stretch.
    public static func largestCornerRadius(rowHeight: Int) -> Double {
        min(largestCornerRadius, Double((rowHeight - 1) / 2))
    }

    /// A look from its parts. The selection's top is `selectedTop`, else
    /// `selectedColor`, else Three20's; its bottom, unless given, derives from the top.
    /// - Throws: ``CellArtError`` for a row height outside ``rowHeights`` or a
    ///   corner radius outside 0...``largestCornerRadius(rowHeight:)``.
    public init(
        rowHeight: Int = 44, cornerRadius: Double = 10, fill: Color = .white, border: Color = defaultBorder,
        separator: Color = defaultSeparator, selectedColor: Color? = nil, selectedTop: Color? = nil,
        selectedBottom: Color? = nil
    ) throws {
        guard Self.rowHeights.contains(rowHeight) else { throw CellArtError.rowHeightOutOfRange(rowHeight) }
        guard cornerRadius.isFinite, (0...Self.largestCornerRadius(rowHeight: rowHeight)).contains(cornerRadius) else {
            throw CellArtError.cornerRadiusOutOfRange(cornerRadius, rowHeight: rowHeight)
        }
        // Colours are kept as the 8-bit values drawn, so the identifier names the pixels.
        func exact(_ color: Color) -> Color { Color(color.rgba8) }
        let top = exact(selectedTop ?? selectedColor ?? Self.defaultSelectedTop)
        self.rowHeight = rowHeight
        self.cornerRadius = cornerRadius
        self.fill = exact(fill)
        self.border = exact(border)
        self.separator = exact(separator)
        self.selectedTop = top
        self.selectedBottom = exact(selectedBottom ?? Self.selectionBottom(below: top))
    }

    /// The classic grouped rows.
    public static let classic = try! CellLook()

    /// A stable text for cache keys: every value that reaches the pixels.
    public var identifier: String {
        "height=\(rowHeight) radius=\(GlowOperation.text(cornerRadius)) fill=\(fill) border=\(border) "
            + "separator=\(separator) selected=\(selectedTop),\(selectedBottom)"
    }
}
