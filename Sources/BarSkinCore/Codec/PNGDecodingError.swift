/// Why a PNG could not be read. Every case carries the path as the user gave it.
public enum PNGDecodingError: RemediableError, Equatable {
    /// The file could not be opened or read.
    case unreadable(path: String, reason: String)
    /// The file does not start with the PNG signature.
    case notPNG(path: String)
    /// The file is an image, but in another format (a JPEG renamed `.png`).
    case otherFormat(path: String, format: ForeignImageFormat)
    /// Xcode's "iPhone-optimized" variant, which only Apple's own decoder reads.
    case appleOptimized(path: String)
    /// The file ends before the image does.
    case truncated(path: String)
    /// A critical chunk's CRC does not match its contents.
    case checksumMismatch(path: String, chunk: String)
    /// The header's size is over the decoder's limits.
    case tooLarge(path: String, width: Int, height: Int, limits: DecodeLimits)
    /// libpng rejected the data; `detail` is its message.
    case corrupt(path: String, detail: String)
    /// Memory for the image could not be allocated.
    case outOfMemory(path: String)

    /// The file the error is about.
    public var path: String {
        switch self {
        case .unreadable(let path, _), .notPNG(let path), .otherFormat(let path, _), .appleOptimized(let path), .truncated(let path),
             .checksumMismatch(let path, _), .tooLarge(let path, _, _, _), .corrupt(let path, _),
             .outOfMemory(let path):
            path
        }
    }

    /// The problem, as a lowercase fragment that reads well after the path.
    public var message: String {
        switch self {
        case .unreadable(_, let reason):
            "cannot read file: \(reason)"
        case .notPNG:
            "not a PNG file"
        case .otherFormat(_, let format):
            "\(format.rawValue) data, not a PNG; BarSkin reads PNG only, so convert it first "
                + "(sips -s format png on a Mac, magick elsewhere)"
        case .appleOptimized:
            "an Apple iPhone-optimized PNG (CgBI chunk, byte-swapped and premultiplied); "
                + "use the original art, or revert it with 'xcrun pngcrush -revert-iphone-optimizations'"
        case .truncated:
            "truncated"
        case .checksumMismatch(_, let chunk):
            "CRC error in chunk \(chunk)"
        case .tooLarge(_, let width, let height, let limits):
            "image is \(width)x\(height), over the limit of \(limits.maxSide) px a side and "
                + "\(limits.maxPixels) pixels"
        case .corrupt(_, let detail):
            "invalid PNG data: \(detail)"
        case .outOfMemory:
            "out of memory while decoding"
        }
    }

    /// `notPNG` as ``otherFormat(path:format:)`` when `head`, the file's first bytes, starts like another image format.
    func identifying(head: some Collection<UInt8>) -> PNGDecodingError {
        guard case .notPNG(let path) = self, let format = ForeignImageFormat.identify(head) else { return self }
        return .otherFormat(path: path, format: format)
    }

    /// An image over the pixel limit can be read with a higher one.
    public var remedy: Remedy? {
        if case .tooLarge = self { .raisePixelLimit } else { nil }
    }
}
