import BarSkinArt
import BarSkinCore
import BarSkinTrace

/// One image file shown in a contact sheet.
public struct SheetImage: Sendable {
    /// The file, as the user would type it.
    public var path: String
    /// Its scale (1 for a file without `@2x`).
    public var scale: Int
    /// Its pixel size, from the PNG header.
    public var size: PixelSize
    /// Its size in bytes.
    public var bytes: Int
    /// Its caps, when it is stretchable: an image set's `resizing`, or a 9-patch's frame.
    public var caps: StretchOperation.Caps?
    /// Whether the file is an SVG or PDF drawn at ``scale``, as the batch commands rasterize it.
    public var isDrawing = false
    /// Whether the drawing is a custom symbol's template, of which its Regular-S master is shown (``SymbolTemplate/regularView(of:)``).
    public var isSymbol = false

    /// The file name alone.
    public var fileName: String { PathText.fileName(of: path) }
    /// How the sheet names it: the file name, and the scale a drawing is shown at (`chat.svg @2x`).
    public var label: String { isDrawing ? "\(fileName) @\(scale)x" : fileName }

    /// Its pixels: the PNG decoded, or the drawing rasterized at its scale within `decoder`'s limits.
    /// - Throws: the decoder's or the vector reader's errors.
    public func bitmap(decoder: PNGDecoder) throws -> Bitmap {
        guard isDrawing else { return try decoder.decode(fileAt: path).bitmap }
        var bytes = try FileBytes.read(path)
        if isSymbol { bytes = SymbolTemplate.regularView(of: bytes)?.bytes ?? bytes }
        return try VectorMask(limits: decoder.limits).rasterize(bytes, path: path, raster: VectorRaster(scale: scale))
    }

    /// PNG bytes to embed: the file itself, once it decodes within `decoder`'s limits (a
    /// decompression bomb is refused here, not handed to the browser), or the drawing
    /// rasterized and encoded.
    /// - Throws: the reader's, decoder's, vector reader's or encoder's errors.
    public func pngBytes(decoder: PNGDecoder) throws -> [UInt8] {
        guard !isDrawing else { return try PNGEncoder().encode(try bitmap(decoder: decoder)) }
        let bytes = try FileBytes.read(path)
        try ImageRows(bytes: bytes, path: path, decoder: decoder).readToEnd()
        return bytes
    }
    /// Its size in points: the pixel size divided by the scale, rounded up.
    public var pointSize: PixelSize {
        PixelSize(width: max(1, (size.width + scale - 1) / scale), height: max(1, (size.height + scale - 1) / scale))
    }
}

/// One image family, one cell of a sheet: a name's files at each scale, in one appearance.
public struct SheetFamily: Sendable {
    /// The family's name: an image set's name, or a loose file's stem (with its folder).
    public var name: String
    /// The appearance (`dark`, `high contrast`), nil for the default one.
    public var appearance: String?
    /// Its files, smallest scale first.
    public var images: [SheetImage]
}

/// The families of one item side by side: a tab item's normal and selected, a button's
/// normal and highlighted, every appearance of an image set.
public struct SheetGroup: Sendable {
    /// The item's name.
    public var name: String
    /// Its families: the plain or normal one first, then the states in ``SheetGrouping/roles`` order, then appearances.
    public var families: [SheetFamily]
    /// Its colour sets, as swatches.
    public var swatches: [SheetSwatch] = []
}
