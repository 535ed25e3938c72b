/// The mask's own pixels, a row at a time and top to bottom, for drawing the
/// shape with its glow: read from the decoded bitmap, or decoded again from
/// the file's bytes when the bitmap has been let go.
final class GlowShapeRows {
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int
    private let bitmap: Bitmap?
    private let reader: PNGRowReader?
    private var row: [UInt8]
    private var loaded = -1

    /// The rows of a decoded mask.
    init(_ bitmap: Bitmap) {
        (width, height, self.bitmap, reader, row) = (bitmap.width, bitmap.height, bitmap, nil, [])
    }

    /// The rows of a mask decoded again from its file, one held at a time.
    init(_ reader: PNGRowReader) {
        (width, height, bitmap, self.reader) = (reader.width, reader.height, nil, reader)
        row = [UInt8](repeating: 0, count: reader.width * 4)
    }

    /// Runs `body` with row `y`'s RGBA bytes; rows from a file come in order,
    /// each at most once past the last.
    /// - Throws: ``PNGDecodingError`` when the file's rows do not decode again.
    func withRow<Result>(_ y: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) throws -> Result {
        if let bitmap {
            return bitmap.pixels.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[(y * width * 4)..<((y + 1) * width * 4)])) }
        }
        precondition(y >= loaded, "a file's rows are read in order")
        while loaded < y {
            try row.withUnsafeMutableBufferPointer { try reader!.readRow(into: $0) }
            loaded += 1
        }
        return row.withUnsafeBufferPointer(body)
    }
}
