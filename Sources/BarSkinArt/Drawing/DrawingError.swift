import BarSkinCore

/// Why drawing failed. Drawing works on values already in memory, so the cases
/// carry the bad value but no path; ``located(at:line:column:)`` attaches the
/// file the drawing was for, for reporting.
public enum DrawingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A canvas needs at least one pixel each way.
    case emptySize(width: Int, height: Int)
    /// The canvas is over the size limit (or over cairo's own 32767 px a side).
    case tooLarge(width: Int, height: Int, limits: DecodeLimits)
    /// cairo reported an error; `detail` is cairo's own message.
    case cairo(detail: String)
    /// A colour written as text is not `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    case invalidColor(text: String, reason: String)

    /// The problem as a lowercase fragment that reads well after `error: PATH:`.
    public var message: String {
        switch self {
        case .emptySize(let width, let height):
            "canvas size \(width)x\(height) is empty"
        case .tooLarge(let width, let height, let limits):
            "canvas size \(width)x\(height) is over the limit of \(min(limits.maxSide, Canvas.cairoMaxSide)) px a side"
                + (limits.maxPixels == Int.max ? "" : " and \(limits.maxPixels) pixels")
        case .cairo(let detail):
            "drawing failed: \(detail)"
        case .invalidColor(let text, let reason):
            "invalid colour \"\(text)\": \(reason)"
        }
    }

    /// Same as ``message``.
    public var description: String { message }

    /// This error as a ``LocatedError`` about the file at `path`.
    public func located(at path: String, line: Int? = nil, column: Int? = nil) -> LocatedDrawingError {
        LocatedDrawingError(path: path, line: line, column: column, error: self)
    }
}

/// A ``DrawingError`` tied to the file whose drawing failed, so the command
/// line prints it like any other stage's error.
public struct LocatedDrawingError: LocatedError, Hashable {
    /// The file the drawing was for.
    public let path: String
    /// The 1-based line, when the error comes from a value in a text file.
    public let line: Int?
    /// The 1-based column, when the error comes from a value in a text file.
    public let column: Int?
    /// What went wrong.
    public let error: DrawingError

    /// The underlying error's message.
    public var message: String { error.message }
}
