/// Why a PNG could not be read: a ``PNGDecodingProblem`` about the file as the user gave it.
public typealias PNGDecodingError = Located<PNGDecodingProblem>

/// What keeps a PNG from being decoded, before it is tied to its file.
public enum PNGDecodingProblem: RemediableProblem, Equatable {
    /// The file could not be opened or read.
    case unreadable(reason: String)
    /// The file does not start with the PNG signature.
    case notPNG
    /// The file is an image, but in another format (a JPEG renamed `.png`).
    case otherFormat(format: ForeignImageFormat)
    /// Xcode's "iPhone-optimized" variant, which only Apple's own decoder reads.
    case appleOptimized
    /// The file ends before the image does.
    case truncated
    /// A critical chunk's CRC does not match its contents.
    case checksumMismatch(chunk: String)
    /// The header's size is over the decoder's limits.
    case tooLarge(width: Int, height: Int, limits: DecodeLimits)
    /// libpng rejected the data; `detail` is its message.
    case corrupt(detail: String)
    /// Memory for the image could not be allocated.
    case outOfMemory

    /// The problem, as a lowercase fragment that reads well after the path.
    public var message: String {
        switch self {
        case .unreadable(let reason):
            "cannot read file: \(reason)"
        case .notPNG:
            "not a PNG file"
        case .otherFormat(let format):
            "\(format.rawValue) data, not a PNG; BarSkin reads PNG only, so convert it first "
                + "(sips -s format png on a Mac, magick elsewhere)"
        case .appleOptimized:
            "an Apple iPhone-optimized PNG (CgBI chunk, byte-swapped and premultiplied); "
                + "use the original art, or revert it with 'xcrun pngcrush -revert-iphone-optimizations'"
        case .truncated:
            "truncated"
        case .checksumMismatch(let chunk):
            "CRC error in chunk \(chunk)"
        case .tooLarge(let width, let height, let limits):
            "image is \(width)x\(height), over the limit of \(limits.maxSide) px a side and "
                + "\(limits.maxPixels) pixels"
        case .corrupt(let detail):
            "invalid PNG data: \(detail)"
        case .outOfMemory:
            "out of memory while decoding"
        }
    }

    /// `notPNG` as ``otherFormat(format:)`` when `head`, the file's first bytes, starts like another image format.
    func identifying(head: some Collection<UInt8>) -> PNGDecodingProblem {
        guard case .notPNG = self, let format = ForeignImageFormat.identify(head) else { return self }
        return .otherFormat(format: format)
    }

    /// An image over the pixel limit can be read with a higher one.
    public var remedy: Remedy? {
        if case .tooLarge = self { .raisePixelLimit } else { nil }
    }
}
