import BarSkinCore

/// The colours and height the classic navigation bar is drawn from.
///
/// One ``tint`` gives the whole bar: the lines and the four gradient colours
/// derive from it (``NavigationBarLook+Derived``) unless given outright.
public struct NavigationBarLook: Sendable, Hashable {
    /// The bar's height in points: 44 portrait, ``landscapeHeight`` on a phone in landscape.
    public let height: Int
    /// The bar's colour, which is also the gradient's last row (Three20's `#778CA8`).
    public let tint: Color
    /// The one-point light line along the top.
    public let topLine: Color
    /// The gradient's first row, under the top line.
    public let gradientTop: Color
    /// The gradient's colour just above the bar's middle, where it steps down.
    public let upperMiddle: Color
    /// The gradient's colour just below the bar's middle.
    public let lowerMiddle: Color
    /// The gradient's last row, over the bottom line.
    public let gradientBottom: Color
    /// The one-point dark line along the bottom.
    public let bottomLine: Color
    /// The buttons' titles (and the bar's own title, in a preview): white in the classic look.
    public let titleColor: Color
    /// The titles' etched shadow: one point above a title it is darker than (text engraved
    /// in a dark bar, the classic look's black at 40%), one point below a title it is lighter
    /// than (text embossed on a light bar).
    public let titleShadowColor: Color

    /// Three20's default navigation bar tint, rgb(119,140,168) (imaging.md §4.2).
    public static let defaultTint = Color(RGBA8(0x77, 0x8C, 0xA8))
    /// The portrait bar's height in points.
    public static let defaultHeight = 44
    /// The bar's height on a phone in landscape, in points.
    public static let landscapeHeight = 32
    /// The heights a bar may have, in points.
    public static let heights = 12...200
    /// The classic titles' colour: white.
    public static let defaultTitleColor = Color.white
    /// The classic titles' shadow: black at 40% (Three20's).
    public static let defaultTitleShadowColor = Color(white: 0, alpha: 0.4)

    /// A look from its parts; colours left out derive from `tint`.
    /// - Throws: ``NavigationBarArtError/heightOutOfRange(_:)`` for a height outside ``heights``.
    public init(
        height: Int = defaultHeight, tint: Color = defaultTint, topLine: Color? = nil,
        gradientTop: Color? = nil, upperMiddle: Color? = nil, lowerMiddle: Color? = nil,
        gradientBottom: Color? = nil, bottomLine: Color? = nil,
        titleColor: Color = defaultTitleColor, titleShadowColor: Color = defaultTitleShadowColor
    ) throws {
        guard Self.heights.contains(height) else { throw NavigationBarArtError.heightOutOfRange(height) }
        // Colours are kept as the 8-bit values drawn, so the identifier names the pixels.
        func exact(_ color: Color) -> Color { Color(color.rgba8) }
        let base = exact(tint)
        self.height = height
        self.tint = base
        self.topLine = exact(topLine ?? Self.lightened(base, by: Self.topLineLift))
        self.gradientTop = exact(gradientTop ?? Self.lightened(base, by: Self.gradientTopLift))
        self.upperMiddle = exact(upperMiddle ?? Self.lightened(base, by: Self.upperMiddleLift))
        self.lowerMiddle = exact(lowerMiddle ?? Self.lightened(base, by: Self.lowerMiddleLift))
        self.gradientBottom = exact(gradientBottom ?? base)
        self.bottomLine = exact(bottomLine ?? Self.darkened(base, by: Self.bottomLineShade))
        self.titleColor = exact(titleColor)
        self.titleShadowColor = exact(titleShadowColor)
    }

    /// Where the titles' shadow sits, in points: above a title lighter than its shadow (the
    /// classic engraved look), below a darker one.
    public var titleShadowOffset: Point {
        Point(x: 0, y: titleShadowColor.luminance <= titleColor.luminance ? -1 : 1)
    }

    /// Three20's tint on a 44-point bar.
    public static let classic = try! NavigationBarLook()

    /// A stable text for cache keys: every value that reaches the background's pixels (the
    /// titles' colours reach the buttons' through their own ``ButtonLook/identifier``).
    public var identifier: String {
        "height=\(height) tint=\(tint) lines=\(topLine),\(bottomLine) "
            + "gradient=\(gradientTop),\(upperMiddle),\(lowerMiddle),\(gradientBottom)"
    }
}
