import BarSkinCore

/// A tab item's mask as a template icon: its coverage in black on a square of the tab
/// bar's icon size, for an image set whose `template-rendering-intent` is `template`, so
/// the system tints it (and, since iOS 26, sets it in glass) as it does an SF Symbol.
///
/// The square is 25x25 points: the Human Interface Guidelines' tab bar icon size for a
/// regular tab bar (Tab bars, "Target width and height" of a circular glyph: 25x25 pt
/// regular, 18x18 pt compact). UIKit scales the image down in a compact bar itself, so the
/// regular size is the one drawn. A mask larger than the square is shrunk to fit it, keeping
/// its proportions; a smaller one is centred at its own size, never enlarged (which would blur
/// it). Centred on whole pixels, so a mask of exactly the square's size is copied unchanged.
public struct TemplateIconOperation: ImageOperation, Hashable {
    /// The icon's side in points.
    public static let pointSide = 25
    /// Where the coverage comes from, as the item's tint reads it.
    public var maskMode: MaskMode

    /// An icon reading the mask by `maskMode`.
    public init(maskMode: MaskMode = .alpha) {
        self.maskMode = maskMode
    }

    /// Everything that reaches the pixels, versioned.
    public var identifier: String { "template-icon/1 mask=\(maskMode.rawValue) side=\(Self.pointSide)" }

    /// A readable summary.
    public var description: String { "template icon, \(Self.pointSide)x\(Self.pointSide) pt" }

    /// The one icon.
    public var outputRoles: [String] { ["template"] }

    /// Template: the system colours it.
    public var templateRendering: Bool? { true }

    /// An SVG or PDF mask ships as itself, unless its coverage is read by luminance,
    /// which a catalog's vector cannot do: it draws the file's own alpha.
    public var vectorRefusal: String? { maskMode == .alpha ? nil : "its mask is read by luminance" }

    /// The icon for a mask file at `scale`.
    /// - Throws: ``TintError`` for an opaque or empty mask, ``DrawingError`` when cairo fails.
    public func render(_ inputs: [SourceImage], scale: Int) throws -> Rendering {
        precondition(inputs.count == 1, "a template icon reads one mask")
        let mask = try TintMask(bitmap: inputs[0].bitmap, mode: maskMode, path: inputs[0].path)
        var pixels = [UInt8](repeating: 0, count: mask.width * mask.height * 4)
        for (index, coverage) in mask.coverage.enumerated() { pixels[index * 4 + 3] = coverage }
        let black = Bitmap(width: mask.width, height: mask.height, pixels: pixels)
        let side = Self.pointSide * scale
        let factor = min(1, Double(side) / Double(mask.width), Double(side) / Double(mask.height))
        let width = Double(mask.width) * factor, height = Double(mask.height) * factor
        let frame = Rect(x: ((Double(side) - width) / 2).rounded(.down), y: ((Double(side) - height) / 2).rounded(.down),
                         width: width, height: height)
        let canvas = try Canvas(width: side, height: side)
        // A copy at its own size samples each pixel once; only a shrink needs cairo's averaging.
        try canvas.draw(black, in: frame, extend: .none, filter: factor == 1 ? .nearest : .best)
        return Rendering(images: [try canvas.bitmap()])
    }
}
