import BarSkinCore

/// The blue gloss a selected item's icon is cut from (the seed's
/// `TabBarItemSelectedBackground`, 46x30 points): the classic blue gradient
/// under the classic gloss, drawn by the same code as `tint`'s built-in gloss
/// fill, so the two can never drift apart.
public struct TabBarItemSelectedBackground: TabBarPiece {
    /// `TabBarItemSelectedBackground`.
    public static let name = "TabBarItemSelectedBackground"
    /// The drawing's version: tint's, since it is tint's drawing.
    public static let version = 2

    /// Not used by the drawing: the blue is tint's classic blue. Kept so every
    /// piece is made the same way.
    public let look: TabBarLook

    /// The gloss fill.
    public init(look: TabBarLook = .classic) {
        self.look = look
    }

    /// 46 by 30 points, the seed's image and tint's built-in fill.
    public var pointSize: PointSize { PointSize(width: 46, height: 30) }

    /// Drawn at its final size: a gloss does not stretch.
    public var capSpecification: CapSpecification? { nil }

    /// Only tint's own colours and gloss reach the pixels, so the look is left
    /// out and a new bar colour does not rebuild this image.
    public var identifier: String {
        "\(Self.name)/\(Self.version) size=\(pointSize.width)x\(pointSize.height) "
            + "gloss=\(TintLook.classicBlueTop),\(TintLook.classicBlueBottom)+\(TintGloss.classic.identifier)"
    }

    /// Draws the gradient and gloss over the whole image at `scale`.
    public func draw(scale: Int) throws -> Bitmap {
        precondition(scale >= 1, "scale must be at least 1")
        let width = pointSize.width * scale, height = pointSize.height * scale
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { out in
            TintRenderer.fillRamp(
                out, width: width, height: height, top: TintLook.classicBlueTop, bottom: TintLook.classicBlueBottom,
                box: (0, 0, Double(width), Double(height)), gloss: .classic)
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}
