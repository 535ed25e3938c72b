import BarSkinCore

/// How one state of a tab bar item is drawn from the mask: the fill, an
/// optional gloss over it, and the bright inner edge of the iOS 6 selected look.
public struct TintLook: Sendable, Hashable {
    /// The colours before masking.
    public var fill: TintFill
    /// The white wash over the upper part, if any.
    public var gloss: TintGloss?
    /// Added to red, green and blue (clamped) on the one-pixel inner edge: pixels
    /// with mask alpha of at least 128 beside the image border or a 4-neighbour
    /// below 128. 0 draws no edge.
    public var edgeHighlight: Int

    /// A look from its parts; `edgeHighlight` must be 0...255.
    public init(fill: TintFill, gloss: TintGloss? = nil, edgeHighlight: Int = 0) {
        precondition((0...255).contains(edgeHighlight), "edge highlight must be 0...255")
        self.fill = fill
        self.gloss = gloss
        self.edgeHighlight = edgeHighlight
    }

    /// The iOS 6 unselected gray, lighter at the top (the published
    /// reimplementation's 80/255 to 175/255, turned the right way up).
    public static let classicNormalGradient = TintFill.gradient(top: RGBA8(175, 175, 175), bottom: RGBA8(80, 80, 80))
    /// The top of the blue under the classic gloss, chosen so that the colour just
    /// below the gloss edge is the measured #298AE2.
    public static let classicBlueTop = RGBA8(12, 57, 196)
    /// The measured bottom cyan of the selected art, #43D2FD.
    public static let classicBlueBottom = RGBA8(67, 210, 253)
    /// The base under the classic gloss.
    public static let classicSelectedGradient = TintFill.gradient(top: classicBlueTop, bottom: classicBlueBottom)
    /// The +30 inner edge of the published reimplementation.
    public static let classicEdgeHighlight = 30
    /// The recipe's `[UIColor lightGrayColor]`.
    public static let recipeNormalColor = RGBA8(170, 170, 170)
    /// Later iOS unselected gray.
    public static let flatNormalColor = RGBA8(146, 146, 146)
    /// Later iOS default tint.
    public static let flatSelectedColor = RGBA8(0, 122, 255)

    /// The unselected look of a style.
    public static func normal(_ style: TintStyle) -> TintLook {
        switch style {
        case .classic: TintLook(fill: classicNormalGradient)
        case .recipe: TintLook(fill: .flat(recipeNormalColor))
        case .flat: TintLook(fill: .flat(flatNormalColor))
        }
    }

    /// The selected look of a style.
    public static func selected(_ style: TintStyle) -> TintLook {
        switch style {
        case .classic: TintLook(fill: classicSelectedGradient, gloss: .classic, edgeHighlight: classicEdgeHighlight)
        case .recipe: TintLook(fill: .builtInGloss, gloss: .classic)
        case .flat: TintLook(fill: .flat(flatSelectedColor))
        }
    }

    /// A stable text for cache keys.
    public var identifier: String {
        var text = fill.identifier
        if let gloss { text += "+" + gloss.identifier }
        if edgeHighlight != 0 { text += "+edge(\(edgeHighlight))" }
        return text
    }
}
