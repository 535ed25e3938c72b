import BarSkinCore

/// Why grouped cell art cannot be drawn with the values given. They come from
/// a skin the error does not know about, so the cases carry the bad value but
/// no path; ``located(at:line:column:)`` attaches one.
public enum CellArtError: Error, Sendable, Hashable, CustomStringConvertible {
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

    /// This error as a ``LocatedError`` about the file at `path` (the skin).
    public func located(at path: String, line: Int? = nil, column: Int? = nil) -> LocatedCellArtError {
        LocatedCellArtError(path: path, line: line, column: column, error: self)
    }
}

/// A ``CellArtError`` tied to the file that gave the bad value.
public struct LocatedCellArtError: LocatedError, Hashable {
    /// The file the error is about.
    public let path: String
    /// The 1-based line, when the error comes from a value in a text file.
    public let line: Int?
    /// The 1-based column, when the error comes from a value in a text file.
    public let column: Int?
    /// What went wrong.
    public let error: CellArtError

    /// The underlying error's message.
    public var message: String { error.message }
}
