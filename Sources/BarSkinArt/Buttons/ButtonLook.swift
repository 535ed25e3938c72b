import BarSkinCore

/// The colours, font and sizes a navigation bar's buttons are drawn from.
///
/// Every default follows the classic recipes (imaging.md §4.2, the seed's
/// `CustomNavigationBar`): Three20's navigation tint, a bold 12-point white
/// title with a dark shadow one point above it, 30-point art.
public struct ButtonLook: Sendable, Hashable {
    /// The bar's tint, which each state derives its fill from (``ButtonState/fill(from:)``).
    public let tint: Color
    /// The title's font (its bold face).
    public let font: FontFace
    /// The title's size in points.
    public let fontSize: Double
    /// Portrait or landscape: the art's height.
    public let metrics: ButtonMetrics
    /// The title's colour.
    public let titleColor: Color
    /// The title's shadow: the title drawn again in this colour, under it, at ``shadowOffset``.
    public let shadowColor: Color
    /// Where the shadow sits from the title, in points; y negative is above (the etched look).
    public let shadowOffset: Point

    /// Three20's navigation bar tint, rgb(119,140,168).
    public static let defaultTint = Color(red255: 119, green: 140, blue: 168)
    /// Three20's title shadow, black at 40%.
    public static let defaultShadow = Color(white: 0, alpha: 0.4)
    /// UIKit's `smallSystemFontSize`, which the recipe's title uses.
    public static let defaultFontSize = 12.0
    /// The font sizes a title may have, in points.
    public static let fontSizes = 4.0...48.0
    /// The widest a titled button gets, in points; longer titles lose their end to '…'.
    public static let maximumWidth = 160
    /// The cap width of the recipe's width rule: a button is its title plus 1.5 of these.
    public static let widthRuleCap = 15.0
    /// The radius of the shape's corners, in points (Three20's 4.5).
    public static let cornerRadius = 4.5

    /// A look from its parts; `font` nil is ``FontFace/defaultFamily``, resolved now.
    /// - Throws: ``TextError/fontNotFound(family:)`` when the default font is not
    ///   installed; ``ButtonError/fontSizeOutOfRange(_:)``.
    public init(
        tint: Color = defaultTint, font: FontFace? = nil, fontSize: Double = defaultFontSize,
        metrics: ButtonMetrics = .portrait, titleColor: Color = .white, shadowColor: Color = defaultShadow,
        shadowOffset: Point = Point(x: 0, y: -1)
    ) throws {
        guard fontSize.isFinite, Self.fontSizes.contains(fontSize) else { throw ButtonError.fontSizeOutOfRange(fontSize) }
        // Colours are kept as the 8-bit values drawn, so the identifier names the pixels.
        self.tint = Color(tint.rgba8)
        self.font = try font ?? FontFace()
        self.fontSize = fontSize
        self.metrics = metrics
        self.titleColor = Color(titleColor.rgba8)
        self.shadowColor = Color(shadowColor.rgba8)
        self.shadowOffset = shadowOffset
    }

    /// The art's height in points.
    public var height: Int { metrics.height }

    /// The widest a title may be before its end is cut: the maximum width less the rule's padding.
    public var titleWidthLimit: Double { Double(Self.maximumWidth) - 1.5 * Self.widthRuleCap }

    /// A stable text for cache keys: every value that reaches the pixels.
    public var identifier: String {
        "tint=\(tint) font=\(font.identifier) size=\(GlowOperation.text(fontSize)) height=\(height) "
            + "title=\(titleColor) shadow=\(shadowColor)@\(GlowOperation.text(shadowOffset.x)),\(GlowOperation.text(shadowOffset.y))"
    }
}
