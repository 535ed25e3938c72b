internal import CPNG

/// How BarSkin's own PNG writer (libdeflate, chunks written directly) searches
/// for small files: which layouts and row filters it tries, and how hard it
/// deflates. The presets are what `make bench` measured best for their budget.
struct PNGSearch: Sendable {
    var options: bs_png_search_options

    /// One filter choice, 8-bit only, libdeflate level 6: the default. Rows are
    /// filtered for the fewest distinct byte pairs when that cuts the pairs of
    /// the unfiltered image by 15%, and left unfiltered otherwise; measured on
    /// the tint bench corpus and the sample skin, that is within 8% of
    /// oxipng -o 2 and as fast as zlib level 6 unfiltered was.
    static let standard = PNGSearch(options: bs_png_search_options(
        trial_level: 1, final_level: 6, finalists: 1, strategies: 1 << 8, row_filters: 0b111, reduce: 0, held_bytes: 0))

    /// One fixed strategy for every image, 8-bit only, libdeflate level 6.
    static func fixed(_ filter: PNGRowFilter) -> PNGSearch {
        // Strategy 0 is PNG filter None; 5 is libpng's adaptive heuristic over all five filters.
        let strategy: UInt32 = filter == .unfiltered ? 0 : 5
        return PNGSearch(options: bs_png_search_options(
            trial_level: 1, final_level: 6, finalists: 1, strategies: 1 << strategy, row_filters: 0b11111, reduce: 0, held_bytes: 0))
    }

    /// Every lossless layout (gray, gray+alpha, RGB, RGBA, colour keys,
    /// palettes with tRNS, bit depths below 8) with None, least sum and fewest
    /// pairs per row, ranked by libdeflate level 6; the winner is compressed at
    /// level 11. Measured on both bench corpora: whole-image Sub, Up, Average
    /// and Paeth never won, least entropy per row cost time and won nothing,
    /// and libdeflate 12 cost 1.5x the time for 0.6% fewer bytes.
    static let smallest = PNGSearch(options: bs_png_search_options(
        trial_level: 6, final_level: 11, finalists: 1, strategies: 0b1010_0001, row_filters: 0b11111, reduce: 1, held_bytes: 0))

    /// The PNG file for `bitmap`.
    /// - Throws: ``PNGEncodingError`` when memory runs out.
    func encode(_ bitmap: Bitmap) throws -> [UInt8] {
        var buffer = bs_png_buffer()
        var result = bs_png_result()
        let status = bitmap.pixels.withUnsafeBufferPointer { pixels in
            bs_png_encode_smallest(pixels.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height), bitmap.width * 4,
                                   options, &buffer, &result)
        }
        defer { bs_png_buffer_free(&buffer) }
        guard status == BS_PNG_OK, let bytes = buffer.bytes else {
            throw PNGEncodingError(detail: PNGEncoder.message(of: result))
        }
        return Array(UnsafeBufferPointer(start: bytes, count: buffer.count))
    }
}
