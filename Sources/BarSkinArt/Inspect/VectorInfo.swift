import BarSkinCore

/// What `barskin info` reports about one SVG or PDF mask: its size in points, the
/// pixels each scale draws it at (as `normalize` and `tint` rasterize it), and
/// whether its alpha can serve as a mask.
public struct VectorInfo: Sendable {
    /// The path as given.
    public var path: String
    /// SVG or PDF.
    public var format: VectorFormat
    /// The drawing's size in points (an SVG's width and height, else its viewBox; a PDF's first page).
    public var pointWidth: Double, pointHeight: Double
    /// The pixel size drawn at each of @1x, @2x and @3x.
    public var scales: [(scale: Int, width: Int, height: Int)]
    /// At least one pixel of the @1x drawing is not fully opaque.
    public var hasAlpha: Bool
    /// Usable as an alpha mask: has transparency and at least one visible pixel.
    public var isMask: Bool
    /// SHA-256 of the @1x drawing's pixels, as ``ImageInfo/pixelSHA256``.
    public var pixelSHA256: String

    /// Reads `path` and draws it at @1x within `limits`.
    /// - Throws: ``FileError`` when it cannot be read, ``VectorError`` when it is no drawing BarSkin reads.
    public static func inspect(path: String, limits: DecodeLimits) throws -> VectorInfo {
        guard let format = VectorFormat(path: path) else { preconditionFailure("\(path) is not an SVG or PDF") }
        let bytes = try FileBytes.read(path)
        let reader = VectorMask(limits: limits)
        let size = try reader.pointSize(of: bytes, path: path)
        let drawn = try reader.rasterize(bytes, path: path, raster: VectorRaster(scale: 1))
        let scales = (1...3).compactMap { scale in
            VectorLayout(width: size.width, height: size.height, raster: VectorRaster(scale: scale)).map { (scale, $0.canvasWidth, $0.canvasHeight) }
        }
        let hasAlpha = drawn.hasTransparency
        return VectorInfo(path: path, format: format, pointWidth: size.width, pointHeight: size.height, scales: scales,
                          hasAlpha: hasAlpha, isMask: hasAlpha && drawn.hasVisiblePixel, pixelSHA256: PixelDigest.sha256(of: drawn))
    }

    /// The `images[]` entry of `info --json`: `format` says `svg` or `pdf` (a PNG's entry has none).
    public var json: JSONValue {
        .object([
            ("path", .string(path)),
            ("format", .string(format.rawValue)),
            ("pointWidth", .double(pointWidth)),
            ("pointHeight", .double(pointHeight)),
            ("scales", .array(scales.map { .object([("scale", .int($0.scale)), ("width", .int($0.width)), ("height", .int($0.height))]) })),
            ("hasAlpha", .bool(hasAlpha)),
            ("isMask", .bool(isMask)),
            ("pixelSHA256", .string(pixelSHA256)),
        ])
    }
}
