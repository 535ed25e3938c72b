import BarSkinCore

/// An Android 9-patch read from its one-pixel frame: the content without the
/// frame, the stretch regions of both axes, and the optional padding and
/// optical (layout) bounds.
public struct NinePatch: Sendable, Hashable {
    /// The image inside the frame.
    public var content: Bitmap
    /// Horizontal stretch regions (top edge), `[start, end)` in content pixels.
    public var horizontalStretch: [Range<Int>]
    /// Vertical stretch regions (left edge), `[start, end)` in content pixels.
    public var verticalStretch: [Range<Int>]
    /// Content padding from the bottom and right edges, or taken from the
    /// first and last stretch regions when those edges have no marks (as aapt2 does).
    public var padding: PixelInsets
    /// Optical bounds insets from red marks, zero when there are none.
    public var layoutBounds: PixelInsets

    /// Reads a framed 9-patch, failing on its first problem.
    /// - Throws: ``NinePatchError``.
    public init(framed bitmap: consuming Bitmap, path: String) throws {
        let inspection = NinePatchInspector(bitmap: consume bitmap, path: path).inspect()
        if let first = inspection.problems.first { throw first }
        self = inspection.ninePatch!
        removeFrame()
    }

    init(content: Bitmap, horizontalStretch: [Range<Int>], verticalStretch: [Range<Int>], padding: PixelInsets, layoutBounds: PixelInsets) {
        self.content = content
        self.horizontalStretch = horizontalStretch
        self.verticalStretch = verticalStretch
        self.padding = padding
        self.layoutBounds = layoutBounds
    }

    /// Every problem in a framed 9-patch (the first per edge, as aapt2 stops
    /// at the first on an edge), or the 9-patch when there are none.
    /// Pass the bitmap with `consume` when it is not needed after: the frame is then
    /// cropped off in place, without a second copy of the pixels.
    public static func inspect(framed bitmap: consuming Bitmap, path: String) -> (ninePatch: NinePatch?, problems: [NinePatchError]) {
        var inspection = NinePatchInspector(bitmap: consume bitmap, path: path).inspect()
        inspection.ninePatch?.removeFrame()
        return (inspection.ninePatch, inspection.problems)
    }

    /// Crops the one-pixel frame the inspector left on `content`, moving rows
    /// within the same buffer (a copy only when the caller still shares it).
    private mutating func removeFrame() {
        let framedWidth = content.width, width = content.width - 2, height = content.height - 2
        var pixels: [UInt8] = []
        swap(&pixels, &content.pixels)
        pixels.withUnsafeMutableBytes { raw in
            let base = raw.baseAddress!
            for y in 0..<height {
                // Moves down and left only, so each row's source is never overwritten before it is moved.
                (base + y * width * 4).copyMemory(from: base + ((y + 1) * framedWidth + 1) * 4, byteCount: width * 4)
            }
        }
        pixels.removeLast(pixels.count - width * height * 4)
        content = Bitmap(width: width, height: height, pixels: pixels)
    }

    /// The lattice Android draws this 9-patch with: several stretch regions
    /// per axis, all stretched.
    public var lattice: StretchLattice {
        // An axis without a stretch region (aapt2 compiles one) scales whole, as Skia's
        // lattice does an axis with no divisions.
        StretchLattice(
            horizontal: StretchAxis(stretchRegions: horizontalStretch.isEmpty ? [0..<content.width] : horizontalStretch, length: content.width),
            vertical: StretchAxis(stretchRegions: verticalStretch.isEmpty ? [0..<content.height] : verticalStretch, length: content.height),
            mode: .stretch)
    }

    /// True for a file name that Android treats as a 9-patch (`name.9.png`).
    public static func isNinePatchName(_ path: String) -> Bool {
        path.lowercased().hasSuffix(".9.png")
    }
}
