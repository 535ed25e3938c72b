import BarSkinCore

/// The two navigation bar buttons: the back button, whose left end is an arrow,
/// and the plain bar button (Done, Edit), both drawn alike otherwise.
public enum ButtonKind: String, Sendable, Hashable, CaseIterable {
    /// The classic back button: the bar's tint under a reflective gloss, a one-point
    /// bevel and border, and the etched white title, on a rounded rectangle whose left
    /// end is an arrow (imaging.md §4.2; the seed's `CustomNavigationBar`).
    case back = "back-button"
    /// A plain bar button: the back button's fill, gloss, bevel and title without the arrow.
    case bar = "bar-button"

    /// The body's outline.
    public var shape: ButtonShape {
        switch self {
        case .back: .leftArrow
        case .bar: .roundedRectangle
        }
    }

    /// Where the title is centred (the recipe's `titleEdgeInsets`): (0, 6, 0, 3) for the
    /// back button, whose arrow side keeps more room; (0, 6, 0, 6), the middle, for a bar button.
    public var titleInsets: TitleInsets {
        switch self {
        case .back: TitleInsets(top: 0, left: 6, bottom: 0, right: 3)
        case .bar: TitleInsets(top: 0, left: 6, bottom: 0, right: 6)
        }
    }

    /// The caps an app stretches the art with, in points: left 15 (the arrow and the body's
    /// start) and right 6 for the back button; 6 each side (the corners and bevel) for a bar button.
    public var capInsets: CapInsets {
        switch self {
        case .back: CapInsets(top: 0, left: 15, bottom: 0, right: 6)
        case .bar: CapInsets(top: 0, left: 6, bottom: 0, right: 6)
        }
    }

    /// The narrowest art: both caps and one stretchable point between them (22 and 13 points).
    public var minimumWidth: Int { capInsets.left + 1 + capInsets.right }
}
