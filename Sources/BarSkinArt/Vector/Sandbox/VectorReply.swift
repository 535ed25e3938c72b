import BarSkinCore
internal import CVector

/// One answer of the decoder child (see `CVector/include/bs_vector_child.h`), read as
/// untrusted bytes: the child runs librsvg or poppler on a hostile file and may have
/// been taken over, so nothing it says is allocated for or believed before it is checked
/// against what was asked. A reply that is not what was asked is ``VectorChildFailure/garbled(_:)``.
enum VectorReply: Equatable {
    /// The document's size in points (0 x 0 when it gives none).
    case size(width: Double, height: Double)
    /// The drawing, unpremultiplied.
    case pixels(Bitmap)
    /// The library refused: why (`bs_child_failure`) and its message, at most ``messageLimit`` bytes.
    case failed(kind: UInt8, message: [UInt8])

    /// What the parent asked for, and so the only replies it takes.
    enum Expected: Equatable {
        /// A size, after an open.
        case size
        /// Pixels of exactly this canvas, after a draw.
        case pixels(width: Int, height: Int)
    }

    /// The longest failure message taken.
    static let messageLimit = Int(BS_CHILD_MESSAGE_MAX)

    /// Reads one reply from `source`.
    /// - Throws: ``VectorChildFailure``: the source's own (ended, timed out) or `garbled`.
    static func read(from source: inout some VectorReplySource, expecting expected: Expected) throws(VectorChildFailure) -> VectorReply {
        let tag = try source.bytes(1)[0]
        switch (tag, expected) {
        case (UInt8(BS_CHILD_SIZE.rawValue), .size):
            let words = try source.bytes(16)
            return .size(width: Double(bitPattern: word64(words, at: 0)), height: Double(bitPattern: word64(words, at: 8)))
        case (UInt8(BS_CHILD_PIXELS.rawValue), .pixels(let width, let height)):
            let head = try source.bytes(8)
            let (sentWidth, sentHeight) = (Int(word32(head, at: 0)), Int(word32(head, at: 4)))
            guard sentWidth == width, sentHeight == height else {
                throw .garbled("pixels for \(sentWidth)x\(sentHeight) when \(width)x\(height) were asked for")
            }
            return .pixels(try source.pixels(width: width, height: height))
        case (UInt8(BS_CHILD_FAILED.rawValue), _):
            let head = try source.bytes(5)
            let length = Int(word32(head, at: 1))
            guard length <= messageLimit else { throw .garbled("a message of \(length) bytes") }
            return .failed(kind: head[0], message: try source.bytes(length))
        default:
            throw .garbled("reply \(tag) where \(expected == .size ? "a size was" : "pixels were") expected")
        }
    }

    private static func word32(_ bytes: [UInt8], at index: Int) -> UInt32 {
        bytes[index..<index + 4].reversed().reduce(0) { $0 << 8 | UInt32($1) }
    }

    private static func word64(_ bytes: [UInt8], at index: Int) -> UInt64 {
        bytes[index..<index + 8].reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }
}

/// Where replies are read from: the child's socket, or bytes in memory (tests, the fuzzer).
protocol VectorReplySource {
    /// Exactly `count` bytes.
    /// - Throws: ``VectorChildFailure`` when they do not come.
    mutating func bytes(_ count: Int) throws(VectorChildFailure) -> [UInt8]

    /// `width` x `height` premultiplied ARGB32 words, as a straight-alpha bitmap.
    /// - Throws: ``VectorChildFailure`` when they do not come.
    mutating func pixels(width: Int, height: Int) throws(VectorChildFailure) -> Bitmap
}

extension VectorReplySource {
    func bitmap(fromWords bytes: UnsafeRawBufferPointer, width: Int, height: Int) -> Bitmap {
        precondition(bytes.count == width * height * 4, "whole words read")
        return Premultiplication.load(from: bytes.baseAddress!.assumingMemoryBound(to: UInt32.self), wordsPerRow: width, width: width, height: height)
    }
}

/// Replies held in memory, for tests and the fuzz target.
struct VectorReplyBytes: VectorReplySource {
    /// What is left to read.
    var remaining: ArraySlice<UInt8>

    mutating func bytes(_ count: Int) throws(VectorChildFailure) -> [UInt8] {
        guard remaining.count >= count else { throw .ended }
        defer { remaining = remaining.dropFirst(count) }
        return Array(remaining.prefix(count))
    }

    mutating func pixels(width: Int, height: Int) throws(VectorChildFailure) -> Bitmap {
        let words = try bytes(width * height * 4)
        let aligned = UnsafeMutableRawBufferPointer.allocate(byteCount: words.count, alignment: 16)
        defer { aligned.deallocate() }
        aligned.copyBytes(from: words)
        return bitmap(fromWords: UnsafeRawBufferPointer(aligned), width: width, height: height)
    }
}
