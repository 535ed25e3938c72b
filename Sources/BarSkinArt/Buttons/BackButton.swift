import BarSkinCore

/// The classic back button: a rounded rectangle whose left end is an arrow,
/// the bar's tint under a reflective gloss, a one-point bevel and border, and
/// the etched white title (imaging.md §4.2; the seed's `CustomNavigationBar`).
public struct BackButton: ButtonArt {
    /// `back-button`.
    public static let name = "back-button"
    /// The drawing's version.
    public static let version = 1
    /// The arrow.
    public static let shape = ButtonShape.leftArrow
    /// The recipe's `titleEdgeInsets` (0, 6, 0, 3): the arrow side keeps more room.
    public static let titleInsets = TitleInsets(top: 0, left: 6, bottom: 0, right: 3)
    /// Left 15 points (the arrow and the body's start), right 6.
    public static let capInsets = CapInsets(top: 0, left: 15, bottom: 0, right: 6)

    /// The title, nil for the stretchable art.
    public let title: ButtonTitle?
    /// The colours, font and height.
    public let look: ButtonLook

    /// A back button reading `title`, as wide as the recipe's rule makes it.
    /// - Throws: ``ButtonError/emptyTitle``, ``ButtonError/blankTitle(_:)``, ``TextError``.
    public init(title: String, look: ButtonLook) throws {
        self.title = try ButtonTitle(title, look: look)
        self.look = look
    }

    /// The untitled art at ``minimumWidth`` (22 points), for an app that
    /// stretches it by ``capSpecification`` and sets the title itself.
    public init(stretchableWith look: ButtonLook) {
        self.title = nil
        self.look = look
    }
}
