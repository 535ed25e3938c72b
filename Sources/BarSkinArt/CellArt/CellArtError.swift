import BarSkinCore

/// Why grouped cell art cannot be drawn with the values given. They come from
/// a skin the error does not know about, so the cases carry the bad value but
/// no path; ``located(at:line:column:)`` attaches one.
public enum CellArtError: Problem, Hashable, CustomStringConvertible {
    /// The row's height is outside ``CellLook/rowHeights``.
    case rowHeightOutOfRange(Int)
    /// The corner radius is negative, not a number, or too large for a
    /// single row of `rowHeight` points to round both its top and bottom
    /// (``CellLook/largestCornerRadius(rowHeight:)``).
    case cornerRadiusOutOfRange(Double, rowHeight: Int)

    /// The problem as a lowercase fragment that reads well after `error: PATH:`.
    public var message: String {
        switch self {
        case .rowHeightOutOfRange(let height):
            "row height must be from \(CellLook.rowHeights.lowerBound) to \(CellLook.rowHeights.upperBound) points, not \(height)"
        case .cornerRadiusOutOfRange(let radius, let rowHeight):
            "corner radius must be from 0 to \(GlowOperation.text(CellLook.largestCornerRadius(rowHeight: rowHeight))) points "
                + "on a \(rowHeight)-point row, not \(GlowOperation.text(radius))"
        }
    }

    /// Same as ``message``.
    public var description: String { message }
}
