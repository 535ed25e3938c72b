import BarSkinCore

/// A plain bar button (Done, Edit): the back button's fill, gloss, bevel and
/// title on a rounded rectangle without the arrow.
public struct BarButton: ButtonArt {
    /// `bar-button`.
    public static let name = "bar-button"
    /// The drawing's version.
    public static let version = 1
    /// No arrow.
    public static let shape = ButtonShape.roundedRectangle
    /// Symmetric, so the title sits in the middle: (0, 6, 0, 6).
    public static let titleInsets = TitleInsets(top: 0, left: 6, bottom: 0, right: 6)
    /// Six points each side: the rounded corners and the bevel.
    public static let capInsets = CapInsets(top: 0, left: 6, bottom: 0, right: 6)

    /// The title, nil for the stretchable art.
    public let title: ButtonTitle?
    /// The colours, font and height.
    public let look: ButtonLook

    /// A bar button reading `title`, as wide as the recipe's rule makes it.
    /// - Throws: ``ButtonError/emptyTitle``, ``ButtonError/blankTitle(_:)``, ``TextError``.
    public init(title: String, look: ButtonLook) throws {
        self.title = try ButtonTitle(title, look: look)
        self.look = look
    }

    /// The untitled art at ``minimumWidth`` (13 points), for an app that
    /// stretches it by ``capSpecification`` and sets the title itself.
    public init(stretchableWith look: ButtonLook) {
        self.title = nil
        self.look = look
    }
}
