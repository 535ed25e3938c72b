internal import CPNG

/// Decodes a PNG held in memory a row at a time, top to bottom, as 8-bit
/// straight RGBA: a second pass over an input whose whole bitmap has been let go.
///
/// Only non-interlaced images stream (an interlaced image's rows come in seven
/// passes over the whole picture); ``init(bytes:path:decoder:)`` gives nil for them.
public final class PNGRowReader {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    private let path: String
    private let decoder: PNGDecoder
    private let bytes: UnsafeMutableBufferPointer<UInt8>
    private let handle: OpaquePointer
    private var next = 0

    /// A reader of `bytes` (`path` names them in errors) within `decoder`'s
    /// limits, or nil when the image is interlaced.
    /// - Throws: ``PNGDecodingError`` when the bytes are not a PNG within the limits.
    public init?(bytes: [UInt8], path: String, decoder: PNGDecoder) throws {
        // The decoder reads the bytes as it goes, so they are copied where they cannot move.
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        _ = copy.initialize(from: bytes)
        var result = bs_png_result()
        guard let handle = bs_png_decoder_open_memory(copy.baseAddress, bytes.count, decoder.cLimits, &result) else {
            copy.deallocate()
            throw (bytes.isEmpty ? PNGDecodingProblem.notPNG : decoder.problem(for: result).identifying(head: bytes)).located(at: path)
        }
        let header = bs_png_decoder_header(handle)
        guard header.interlaced == 0 else {
            bs_png_decoder_close(handle)
            copy.deallocate()
            return nil
        }
        (width, height, self.path, self.decoder, self.bytes, self.handle) = (Int(header.width), Int(header.height), path, decoder, copy, handle)
    }

    deinit {
        bs_png_decoder_close(handle)
        bytes.deallocate()
    }

    /// Decodes the next row into `row`, which holds `width * 4` bytes.
    /// - Throws: ``PNGDecodingError`` naming the path when the data is corrupt or ends early.
    public func readRow(into row: UnsafeMutableBufferPointer<UInt8>) throws {
        precondition(row.count >= width * 4 && next < height, "no such row")
        var result = bs_png_result()
        guard bs_png_decoder_read_rows(handle, row.baseAddress, width * 4, 1, &result) == BS_PNG_OK else {
            throw decoder.problem(for: result).identifying(head: bytes).located(at: path)
        }
        next += 1
    }
}
