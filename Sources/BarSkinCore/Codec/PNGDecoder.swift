internal import CPNG
import Foundation

/// A decoded PNG: its pixels as 8-bit straight RGBA, and how the file stored them.
public struct DecodedImage: Sendable {
    /// The pixels, 16-bit samples scaled to 8 bits with rounding, no gamma applied.
    public var bitmap: Bitmap
    /// The colour type, bit depth and interlacing of the file.
    public var format: StoredFormat
}

/// Reads any valid PNG into a ``Bitmap`` within ``DecodeLimits``.
///
/// Every colour type, bit depth and interlace method decodes to the same 8-bit
/// RGBA layout. The size is checked against the limits before allocating, and
/// ancillary chunks BarSkin never reads are skipped without being inflated.
public struct PNGDecoder: Sendable {
    /// The size limits applied to every file.
    public var limits: DecodeLimits

    /// A decoder with the given limits.
    public init(limits: DecodeLimits = .default) {
        self.limits = limits
    }

    /// Decodes the file at `path`.
    /// - Throws: ``PNGDecodingError`` naming `path`.
    public func decode(fileAt path: String) throws -> DecodedImage {
        var result = bs_png_result()
        guard let decoder = bs_png_decoder_open_file(path, cLimits, &result) else {
            let problem = problem(for: result)
            guard case .notPNG = problem, let file = FileHandle(forReadingAtPath: path) else { throw problem.located(at: path) }
            defer { try? file.close() }
            throw problem.identifying(head: (try? file.read(upToCount: ForeignImageFormat.headLength)) ?? Data()).located(at: path)
        }
        defer { bs_png_decoder_close(decoder) }
        return try read(decoder, path: path)
    }

    /// Decodes PNG bytes held in memory; `path` names them in errors. With a
    /// `margin`, the bitmap is that many transparent pixels larger on every side
    /// and the image is decoded straight into its middle (a 9-patch's frame
    /// without a second copy of the art); the format still gives the file's size.
    /// - Throws: ``PNGDecodingError`` naming `path`.
    public func decode(bytes: [UInt8], path: String, margin: Int = 0) throws -> DecodedImage {
        precondition(margin >= 0, "a margin cannot be negative")
        return try bytes.withUnsafeBufferPointer { buffer in
            var result = bs_png_result()
            guard let base = buffer.baseAddress,
                  let decoder = bs_png_decoder_open_memory(base, buffer.count, cLimits, &result)
            else {
                if buffer.isEmpty { throw PNGDecodingProblem.notPNG.located(at: path) }
                throw problem(for: result).identifying(head: buffer).located(at: path)
            }
            defer { bs_png_decoder_close(decoder) }
            return try read(decoder, path: path, margin: margin)
        }
    }

    var cLimits: bs_png_limits {
        bs_png_limits(
            max_width: UInt32(limits.maxSide), max_height: UInt32(limits.maxSide),
            max_pixels: UInt64(limits.maxPixels), max_chunk_bytes: UInt32(limits.maxChunkBytes))
    }

    private func read(_ decoder: OpaquePointer, path: String, margin: Int = 0) throws -> DecodedImage {
        let header = bs_png_decoder_header(decoder)
        let width = Int(header.width), height = Int(header.height)
        guard let colorType = StoredFormat.ColorType(pngValue: Int(header.color_type)) else {
            throw PNGDecodingProblem.corrupt(detail: "unknown colour type \(header.color_type)").located(at: path)
        }
        var result = bs_png_result()
        var status = BS_PNG_OK
        let outerWidth = width + 2 * margin, outerHeight = height + 2 * margin, stride = outerWidth * 4
        let pixels = [UInt8](unsafeUninitializedCapacity: stride * outerHeight) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            if margin > 0 {
                // Only the margin is cleared: the decoder writes every pixel inside it.
                let side = margin * 4
                base.initialize(repeating: 0, count: stride * margin)
                (base + stride * (margin + height)).initialize(repeating: 0, count: stride * margin)
                for y in margin..<(margin + height) {
                    (base + y * stride).initialize(repeating: 0, count: side)
                    (base + y * stride + stride - side).initialize(repeating: 0, count: side)
                }
            }
            status = bs_png_decoder_read_rgba(decoder, base + margin * stride + margin * 4, stride, &result)
            initialized = status == BS_PNG_OK ? buffer.count : 0
        }
        guard status == BS_PNG_OK else { throw problem(for: result).located(at: path) }
        let format = StoredFormat(
            width: width, height: height, colorType: colorType, bitDepth: Int(header.bit_depth),
            interlaced: header.interlaced != 0, hasTransparencyChunk: header.has_trns != 0)
        return DecodedImage(bitmap: Bitmap(width: outerWidth, height: outerHeight, pixels: pixels), format: format)
    }

    func problem(for result: bs_png_result) -> PNGDecodingProblem {
        let message = withUnsafeBytes(of: result.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        switch result.status {
        case BS_PNG_NOT_PNG: return .notPNG
        case BS_PNG_APPLE_CGBI: return .appleOptimized
        case BS_PNG_TRUNCATED: return .truncated
        case BS_PNG_TOO_LARGE:
            return .tooLarge(width: Int(result.width), height: Int(result.height), limits: limits)
        case BS_PNG_OUT_OF_MEMORY: return .outOfMemory
        case BS_PNG_IO_ERROR:
            let reason = result.io_errno != 0 ? SystemCalls.errorText(result.io_errno) : message
            return .unreadable(reason: reason)
        default:
            if message.hasSuffix(": CRC error"), message.count == 15 {
                return .checksumMismatch(chunk: String(message.prefix(4)))
            }
            return .corrupt(detail: Self.lowercasingFirstWord(of: message))
        }
    }

    /// libpng's messages start with a capital ("Not enough image data", "IDAT: Missing
    /// IHDR before IDAT"); ours read as fragments after a colon. Chunk names keep their case.
    private static func lowercasingFirstWord(of message: String) -> String {
        var prefix = "", rest = Substring(message)
        if rest.count > 6, rest.dropFirst(4).hasPrefix(": "), rest.prefix(4).allSatisfy(\.isLetter) {
            prefix = String(rest.prefix(6))
            rest = rest.dropFirst(6)
        }
        guard let first = rest.first, first.isUppercase, rest.dropFirst().first?.isLowercase == true else {
            return message
        }
        return prefix + first.lowercased() + rest.dropFirst()
    }
}
