import BarSkinCore

/// Why a button cannot be drawn with the values given. Each case carries the
/// bad value; the front end adds where it came from.
public enum ButtonError: Problem, Hashable, CustomStringConvertible {
    /// A titled button needs some text.
    case emptyTitle
    /// The title has characters, but all of them are spaces or line breaks.
    case blankTitle(String)
    /// The title's font size is outside ``ButtonLook/fontSizes``.
    case fontSizeOutOfRange(Double)

    /// The problem as a lowercase fragment that reads well after `error:`, on one line.
    public var message: String {
        switch self {
        case .emptyTitle:
            "the button title is empty"
        case .blankTitle(let title):
            "the button title '\(title.escapingControlCharacters)' is only whitespace"
        case .fontSizeOutOfRange(let size):
            "the title's font size must be from \(GlowOperation.text(ButtonLook.fontSizes.lowerBound)) to "
                + "\(GlowOperation.text(ButtonLook.fontSizes.upperBound)) points, not \(GlowOperation.text(size))"
        }
    }

    /// Same as ``message``.
    public var description: String { message }
}
