import BarSkinCore

/// Why tab bar art cannot be drawn with the values given. They come from a
/// skin the error does not know about, so the cases carry the bad value but
/// no path; ``located(at:line:column:)`` attaches one.
public enum TabBarArtError: Problem, Hashable, CustomStringConvertible {
    /// The bar's height is outside ``TabBarLook/heights``.
    case heightOutOfRange(Int)
    /// The gap above the selection box is negative or leaves it under 4 points.
    case selectionInsetOutOfRange(inset: Int, height: Int)
    /// The corner radius is outside 0 to ``TabBarLook/largestCornerRadius``.
    case cornerRadiusOutOfRange(Double)
    /// The background's width is outside ``TabBarBackground/widths``.
    case widthOutOfRange(Int)

    /// The problem as a lowercase fragment that reads well after `error: PATH:`.
    public var message: String {
        switch self {
        case .heightOutOfRange(let height):
            "tab bar height must be from \(TabBarLook.heights.lowerBound) to \(TabBarLook.heights.upperBound) points, not \(height)"
        case .selectionInsetOutOfRange(let inset, let height):
            "the selection's top inset must be from 0 to \(height - 4) points on a \(height)-point bar, not \(inset)"
        case .cornerRadiusOutOfRange(let radius):
            "corner radius must be from 0 to \(GlowOperation.text(TabBarLook.largestCornerRadius)) points, "
                + "not \(GlowOperation.text(radius))"
        case .widthOutOfRange(let width):
            "tab bar width must be from \(TabBarBackground.widths.lowerBound) to \(TabBarBackground.widths.upperBound) points, not \(width)"
        }
    }

    /// Same as ``message``.
    public var description: String { message }
}
