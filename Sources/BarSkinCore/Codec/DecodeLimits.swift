/// How large an image the decoder accepts, checked against the PNG header
/// before any pixel memory is allocated.
public struct DecodeLimits: Sendable, Hashable, CustomStringConvertible {
    /// The largest width or height, in pixels.
    public var maxSide: Int
    /// The largest `width * height`.
    public var maxPixels: Int
    /// The largest ancillary chunk libpng may allocate (text, ICC profiles, unknown chunks).
    public var maxChunkBytes: Int

    /// As the derived description wrote them, which recipes and fingerprints hold: written
    /// out, since describing a value by reflection is slow enough for a no-op build to notice.
    public var description: String {
        "DecodeLimits(maxSide: \(maxSide), maxPixels: \(maxPixels), maxChunkBytes: \(maxChunkBytes))"
    }

    /// 16384 px a side, 64 Mi pixels (8192 x 8192), 1 MiB per ancillary chunk.
    public static let `default` = DecodeLimits(maxSide: 16_384, maxPixels: 67_108_864, maxChunkBytes: 1 << 20)

    /// Limits from their parts; every value must be positive.
    public init(maxSide: Int, maxPixels: Int, maxChunkBytes: Int = 1 << 20) {
        precondition(maxSide > 0 && maxPixels > 0 && maxChunkBytes > 0, "limits must be positive")
        // libpng itself refuses sides over 1,000,000 (PNG_USER_WIDTH_MAX).
        self.maxSide = min(maxSide, 1_000_000)
        self.maxPixels = maxPixels
        self.maxChunkBytes = min(maxChunkBytes, Int(UInt32.max))
    }

    /// The same limits with the side limit raised far enough to allow `maxPixels`
    /// in a square, so raising the pixel count alone is enough for large art.
    public func raisingPixels(to pixels: Int) -> DecodeLimits {
        var side = maxSide
        while side * side < pixels && side < 1_000_000 { side *= 2 }
        return DecodeLimits(maxSide: side, maxPixels: pixels, maxChunkBytes: maxChunkBytes)
    }
}
