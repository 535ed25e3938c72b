import BarSkinCore

/// Why navigation bar art cannot be drawn with the values given. They come
/// from a skin the error does not know about, so the cases carry the bad value
/// but no path; ``located(at:line:column:)`` attaches one.
public enum NavigationBarArtError: Problem, Hashable, CustomStringConvertible {
    /// The bar's height is outside ``NavigationBarLook/heights``.
    case heightOutOfRange(Int)
    /// The background's width is outside ``NavigationBarBackground/widths``.
    case widthOutOfRange(Int)

    /// The problem as a lowercase fragment that reads well after `error: PATH:`.
    public var message: String {
        switch self {
        case .heightOutOfRange(let height):
            "navigation bar height must be from \(NavigationBarLook.heights.lowerBound) to "
                + "\(NavigationBarLook.heights.upperBound) points, not \(height)"
        case .widthOutOfRange(let width):
            "navigation bar width must be from \(NavigationBarBackground.widths.lowerBound) to "
                + "\(NavigationBarBackground.widths.upperBound) points, not \(width)"
        }
    }

    /// Same as ``message``.
    public var description: String { message }
}
