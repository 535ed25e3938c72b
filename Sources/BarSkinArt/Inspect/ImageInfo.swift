import BarSkinCore
import Foundation

/// What `barskin info` reports about one PNG.
public struct ImageInfo: Sendable {
    /// The path as given.
    public var path: String
    /// How the file stores its pixels, including the pixel size.
    public var format: StoredFormat
    /// The scale from the name's `@2x`/`@3x` suffix, 1 without one.
    public var scale: Int
    /// At least one pixel is not fully opaque.
    public var hasAlpha: Bool
    /// Usable as an alpha mask: has transparency and at least one visible pixel.
    public var isMask: Bool
    /// SHA-256 of the decoded 8-bit straight RGBA pixels, row after row, in hex.
    public var pixelSHA256: String

    /// Width in points: pixels divided by the scale (fractional when they do not divide).
    public var pointWidth: Double { Double(format.width) / Double(scale) }
    /// Height in points.
    public var pointHeight: Double { Double(format.height) / Double(scale) }

    /// Decodes `path` and describes it.
    /// - Throws: ``PNGDecodingError``.
    public static func inspect(path: String, decoder: PNGDecoder) throws -> ImageInfo {
        let decoded = try decoder.decode(fileAt: path)
        let name = AssetFileName(parsing: PathText.fileName(of: path))
        let hasAlpha = decoded.bitmap.hasTransparency
        return ImageInfo(
            path: path, format: decoded.format, scale: name.scale, hasAlpha: hasAlpha,
            isMask: hasAlpha && decoded.bitmap.hasVisiblePixel,
            pixelSHA256: PixelDigest.sha256(of: decoded.bitmap))
    }

    /// The `images[]` entry of `info --json`.
    public var json: JSONValue {
        .object([
            ("path", .string(path)),
            ("width", .int(format.width)),
            ("height", .int(format.height)),
            ("scale", .int(scale)),
            ("pointWidth", .double(pointWidth)),
            ("pointHeight", .double(pointHeight)),
            ("colorType", .string(format.colorType.rawValue)),
            ("bitDepth", .int(format.bitDepth)),
            ("interlaced", .bool(format.interlaced)),
            ("hasAlpha", .bool(hasAlpha)),
            ("isMask", .bool(isMask)),
            ("pixelSHA256", .string(pixelSHA256)),
        ])
    }
}
