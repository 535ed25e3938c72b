internal import CPNG

/// Writes a ``Bitmap`` as a PNG. At `fast` and `default`, a canonical 8-bit PNG
/// in the smallest lossless colour type: gray or gray+alpha when every pixel is
/// gray, RGB when fully opaque, RGBA otherwise. At `best`, whatever lossless
/// layout is smallest (palettes, colour keys, fewer bits). No ancillary chunks
/// (no time, text or gamma), so the bytes depend only on the pixels and the
/// compression.
public struct PNGEncoder: Sendable {
    /// How hard zlib works.
    public var compression: PNGCompression
    /// Row filters to use instead of the compression's own choice, if any (`best` tries them all).
    public var rowFilter: PNGRowFilter?

    /// Bumped whenever the same pixels and options start giving different bytes, so
    /// manifests keyed on it redo outputs that an older BarSkin wrote (2: libdeflate;
    /// 3: images whose filtered rows are over a quarter of the RGBA bitmap plus 32 MiB,
    /// RGBA above about 3300x3300, are deflated row by row by zlib; smaller ones are unchanged).
    public static let revision = 3

    /// An encoder with the given compression and, optionally, row filters.
    public init(compression: PNGCompression = .default, rowFilter: PNGRowFilter? = nil) {
        self.compression = compression
        self.rowFilter = rowFilter
    }

    /// The colour type ``encode(_:)`` picks for these pixels.
    public static func colorType(for bitmap: Bitmap) -> StoredFormat.ColorType {
        let traits = bitmap.pixels.withUnsafeBufferPointer { buffer in
            bs_png_analyze_rgba(buffer.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height), bitmap.width * 4)
        }
        switch (traits.gray != 0, traits.opaque != 0) {
        case (true, true): return .gray
        case (true, false): return .grayAlpha
        case (false, true): return .rgb
        case (false, false): return .rgba
        }
    }

    /// The PNG file bytes for `bitmap`.
    /// - Throws: ``PNGEncodingError`` when libpng fails or memory runs out.
    public func encode(_ bitmap: Bitmap) throws -> [UInt8] {
        try encodeReportingType(bitmap).bytes
    }

    /// The PNG file bytes for `bitmap` and the colour type they use.
    /// - Throws: ``PNGEncodingError`` when libpng fails or memory runs out.
    public func encodeReportingType(_ bitmap: Bitmap) throws -> (bytes: [UInt8], colorType: StoredFormat.ColorType) {
        let bytes: [UInt8]
        switch compression {
        case .fast: return try encodeWithLibpng(bitmap)
        case .default: bytes = try standardSearch.encode(bitmap)
        case .best:
            // The default's file is the floor, so best is never the larger of the two.
            let standard = try standardSearch.encode(bitmap)
            let smallest = try PNGSearch.smallest.encode(bitmap)
            bytes = smallest.count < standard.count ? smallest : standard
        }
        return (bytes, StoredFormat.ColorType(pngValue: Int(bytes[25])) ?? .rgba)
    }

    private var standardSearch: PNGSearch {
        rowFilter.map(PNGSearch.fixed) ?? .standard
    }

    /// libpng's message from a failed result.
    static func message(of result: bs_png_result) -> String {
        let message = withUnsafeBytes(of: result.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return message.isEmpty ? "unknown libpng failure" : message
    }

    private func encodeWithLibpng(_ bitmap: Bitmap) throws -> (bytes: [UInt8], colorType: StoredFormat.ColorType) {
        let colorType = Self.colorType(for: bitmap)
        let type: bs_png_write_type
        switch colorType {
        case .gray: type = BS_PNG_WRITE_GRAY
        case .grayAlpha: type = BS_PNG_WRITE_GRAY_ALPHA
        case .rgb: type = BS_PNG_WRITE_RGB
        default: type = BS_PNG_WRITE_RGBA
        }
        var buffer = bs_png_buffer()
        var result = bs_png_result()
        let status = bitmap.pixels.withUnsafeBufferPointer { pixels in
            bs_png_encode_rgba(
                pixels.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height), bitmap.width * 4,
                type, options, &buffer, &result)
        }
        defer { bs_png_buffer_free(&buffer) }
        guard status == BS_PNG_OK, let bytes = buffer.bytes else {
            throw PNGEncodingError(detail: Self.message(of: result))
        }
        return (Array(UnsafeBufferPointer(start: bytes, count: buffer.count)), colorType)
    }

    /// libpng at zlib level 1 with the Sub filter: `fast` only.
    private var options: bs_png_write_options {
        // Filter bits are libpng's PNG_FILTER_* values, spelled out because the
        // macros do not import into Swift.
        let sub: Int32 = 0x10, allFilters: Int32 = 0xF8
        var options = bs_png_write_options(compression_level: 1, filters: sub, strategy: -1)
        switch rowFilter {
        // PNG_FILTER_NONE; libpng then also uses zlib's default strategy instead of Z_FILTERED.
        case .unfiltered?: options.filters = 0x08
        case .adaptive?: options.filters = allFilters
        case nil: break
        }
        return options
    }
}

/// PNG row filters, for images where the compression's usual choice does badly.
public enum PNGRowFilter: String, Sendable, CaseIterable {
    /// libpng's per-row heuristic (least sum of residuals) over all five filters.
    case adaptive
    /// No filtering (PNG filter type None): long runs of one colour, which deflate
    /// matches directly (filters turn them into less regular residuals).
    case unfiltered
}

/// libpng could not encode an image (in practice only when memory runs out).
public struct PNGEncodingError: Error, CustomStringConvertible, Equatable {
    /// libpng's message.
    public var detail: String

    /// `cannot encode PNG: detail`.
    public var description: String { "cannot encode PNG: \(detail)" }
}
