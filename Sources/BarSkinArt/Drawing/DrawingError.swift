import BarSkinCore

/// Why drawing failed. Drawing works on values already in memory, so the cases
/// carry the bad value but no path; ``located(at:line:column:)`` attaches the
/// file the drawing was for, for reporting.
public enum DrawingError: Problem, Hashable, CustomStringConvertible {
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
            "invalid colour \"\(text.excerpt)\": \(reason)"
        }
    }

    /// Same as ``message``.
    public var description: String { message }

}
