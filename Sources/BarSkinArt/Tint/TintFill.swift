import BarSkinCore

/// What colours an icon before it is masked: a colour at every pixel.
public enum TintFill: Sendable, Hashable {
    /// One colour everywhere.
    case flat(RGBA8)
    /// A vertical linear gradient from `top` to `bottom` across the icon's visible rows.
    case gradient(top: RGBA8, bottom: RGBA8)
    /// An image centred on the icon (whole-pixel offsets); outside it the fill is
    /// transparent, so the icon is cut off there, as in the recipe.
    case image(Bitmap, identifier: String)
    /// The recipe's default selected fill, `TabBarItemSelectedBackground.png`
    /// redrawn: the classic blue gradient (under the look's gloss) over a 46x30 pt box at the
    /// file's scale (grown to the icon's size if smaller), centred on the icon.
    case builtInGloss

    /// A stable text for cache keys: the colours, or the image's content hash.
    public var identifier: String {
        switch self {
        case .flat(let color): "flat(\(color))"
        case .gradient(let top, let bottom): "gradient(\(top),\(bottom))"
        case .image(_, let identifier): "image(\(identifier))"
        case .builtInGloss: "builtInGloss(46x30)"
        }
    }

    /// An image fill named by the SHA-256 of its pixels.
    public static func image(_ bitmap: Bitmap) -> TintFill {
        .image(bitmap, identifier: "sha256:" + PixelDigest.sha256(of: bitmap))
    }
}
