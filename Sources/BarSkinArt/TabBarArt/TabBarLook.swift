import BarSkinCore

/// The colours and sizes the classic tab bar's art is drawn from.
///
/// Every default reproduces the art measured from the seed's Twitter-extracted
/// images (imaging.md §4.1). The bar's highlight line and gradient derive from
/// ``color`` unless given, so one base colour gives a whole consistent bar.
public struct TabBarLook: Sendable, Hashable {
    /// The bar's height in points (the seed's 44-point Twitter bar became 49 in UIKit).
    public let height: Int
    /// The bar's base: its one-point top line (measured `#161616`).
    public let color: Color
    /// The one-point highlight line under the top line (measured `#535353`).
    public let highlight: Color
    /// The gradient under the lines, top and bottom of the bar's upper half
    /// (measured `#3C3C3C` to `#292929`).
    public let gradientTop: Color, gradientBottom: Color
    /// The solid lower half (black).
    public let bottom: Color
    /// The inside of the selected item's box: translucent gray (measured rgba(120,120,120,.20)).
    public let selection: Color
    /// The gap above the selected item's box, in points (the seed draws it 4 points down).
    public let selectionTopInset: Int
    /// The radius of the selected item's top corners, in points, at most the 4-point cap.
    public let cornerRadius: Double
    /// The halo under an item with news (measured rgb(0,180,248)).
    public let glow: Color
    /// The glow's bright core (measured `#BCEDFF`).
    public let glowCore: Color

    /// The seed's bar colour.
    public static let defaultColor = Color(RGBA8(0x16, 0x16, 0x16))
    /// The seed's selection fill.
    public static let defaultSelection = Color(RGBA8(120, 120, 120, 51))
    /// The seed's glow colour.
    public static let defaultGlow = Color(RGBA8(0, 180, 248))
    /// The heights a bar may have, in points.
    public static let heights = 12...200
    /// The largest corner radius: the selection box's left cap.
    public static let largestCornerRadius = 4.0

    /// A look from its parts; colours left out derive from `color` (bar) or `glow` (core).
    /// - Throws: ``TabBarArtError`` for a height outside ``heights``, an inset that
    ///   leaves the box under 4 points, or a corner radius outside 0...4.
    public init(
        height: Int = 49, color: Color = defaultColor, highlight: Color? = nil,
        gradientTop: Color? = nil, gradientBottom: Color? = nil, bottom: Color = .black,
        selection: Color = defaultSelection, selectionTopInset: Int = 4, cornerRadius: Double = 3,
        glow: Color = defaultGlow, glowCore: Color? = nil
    ) throws {
        guard Self.heights.contains(height) else { throw TabBarArtError.heightOutOfRange(height) }
        guard selectionTopInset >= 0, selectionTopInset <= height - 4 else {
            throw TabBarArtError.selectionInsetOutOfRange(inset: selectionTopInset, height: height)
        }
        guard cornerRadius.isFinite, (0...Self.largestCornerRadius).contains(cornerRadius) else {
            throw TabBarArtError.cornerRadiusOutOfRange(cornerRadius)
        }
        // Colours are kept as the 8-bit values drawn, so the identifier names the pixels.
        func exact(_ color: Color) -> Color { Color(color.rgba8) }
        self.height = height
        self.color = exact(color)
        self.highlight = exact(highlight ?? Self.lightened(color, by: Self.highlightLift))
        self.gradientTop = exact(gradientTop ?? Self.lightened(color, by: Self.gradientTopLift))
        self.gradientBottom = exact(gradientBottom ?? Self.lightened(color, by: Self.gradientBottomLift))
        self.bottom = exact(bottom)
        self.selection = exact(selection)
        self.selectionTopInset = selectionTopInset
        self.cornerRadius = cornerRadius
        self.glow = exact(glow)
        self.glowCore = exact(glowCore ?? Self.lightened(glow, by: Self.glowCoreLift))
    }

    /// The seed's look on a 49-point bar.
    public static let classic = try! TabBarLook()

    /// A stable text for cache keys: every value that reaches the pixels.
    public var identifier: String {
        "height=\(height) color=\(color) highlight=\(highlight) gradient=\(gradientTop),\(gradientBottom) "
            + "bottom=\(bottom) selection=\(selection) inset=\(selectionTopInset) "
            + "radius=\(GlowOperation.text(cornerRadius)) glow=\(glow) core=\(glowCore)"
    }
}
