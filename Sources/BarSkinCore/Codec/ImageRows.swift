/// An image a row at a time, top to bottom, as 8-bit straight RGBA: from a decoded
/// bitmap, decoded from a file's bytes one row at a time, or read back from an unnamed
/// temporary file a decoded bitmap was written to (an interlaced file, whose rows come in
/// seven passes over the whole picture, so cannot be decoded one at a time). `diff`
/// compares a pair of large images this way, and `glow --with-shape` composites its
/// mask's colours, without holding the pixels whole.
package final class ImageRows {
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    private let reader: PNGRowReader?
    private let bitmap: Bitmap?
    private let spill: TemporaryStream?
    private let path: String
    private let row: UnsafeMutableBufferPointer<UInt8>
    private var loaded = -1

    private init(width: Int, height: Int, reader: PNGRowReader?, bitmap: Bitmap?, spill: TemporaryStream?, path: String) {
        (self.width, self.height, self.reader, self.bitmap, self.spill, self.path) = (width, height, reader, bitmap, spill, path)
        row = .allocate(capacity: width * 4)
    }

    /// The rows of a bitmap already decoded, in any order.
    package convenience init(_ bitmap: Bitmap) {
        self.init(width: bitmap.width, height: bitmap.height, reader: nil, bitmap: bitmap, spill: nil, path: "")
    }

    /// The rows a reader decodes from a file, in order.
    package convenience init(_ reader: PNGRowReader, path: String = "") {
        self.init(width: reader.width, height: reader.height, reader: reader, bitmap: nil, spill: nil, path: path)
    }

    /// The rows of `bitmap` written to an unnamed temporary file (gone when it is closed,
    /// even if the process is killed), read back in order, so the caller can let the
    /// bitmap go; nil when no temporary file can be written. `path` names the image in errors.
    package convenience init?(spilling bitmap: Bitmap, path: String) {
        guard let file = TemporaryStream(), file.write(bitmap.pixels) else { return nil }
        file.rewindToStart()
        self.init(width: bitmap.width, height: bitmap.height, reader: nil, bitmap: nil, spill: file, path: path)
    }

    /// The rows of the PNG `bytes` (`path` names them in errors), within `decoder`'s limits;
    /// an interlaced file's decoded pixels go to a temporary file where `spilling` (one of a
    /// pair being compared: the other is decoded next), else stay in memory.
    /// - Throws: ``PNGDecodingError`` when the bytes are no PNG within the limits.
    package convenience init(bytes: [UInt8], path: String, decoder: PNGDecoder, spilling: Bool = false) throws {
        if let reader = try PNGRowReader(bytes: bytes, path: path, decoder: decoder) {
            self.init(reader, path: path)
            return
        }
        let bitmap = try decoder.decode(bytes: bytes, path: path).bitmap
        guard spilling, let file = TemporaryStream(), file.write(bitmap.pixels) else {
            self.init(width: bitmap.width, height: bitmap.height, reader: nil, bitmap: bitmap, spill: nil, path: path)
            return
        }
        file.rewindToStart()
        self.init(width: bitmap.width, height: bitmap.height, reader: nil, bitmap: nil, spill: file, path: path)
    }

    deinit {
        row.deallocate()
    }

    /// Row `y`, or nil below the image's last row. A file's rows are asked for in order,
    /// each at least once; the buffer holds the row until the next is asked for.
    /// - Throws: ``PNGDecodingError`` when the file's data is corrupt or ends early,
    ///   ``FileError`` when a temporary file's rows cannot be read back.
    package func row(_ y: Int) throws -> UnsafeBufferPointer<UInt8>? {
        guard y < height else { return nil }
        if let bitmap {
            let start = y * width * 4
            bitmap.pixels.withUnsafeBufferPointer { _ = row.initialize(from: $0[start..<(start + width * 4)]) }
            return UnsafeBufferPointer(row)
        }
        precondition(y >= loaded, "a file's rows are read in order")
        while loaded < y {
            loaded += 1
            if let reader {
                try reader.readRow(into: row)
            } else if let spill, !spill.read(into: UnsafeMutableRawBufferPointer(row)) {
                throw FileProblem.unreadable(reason: "its pixels could not be read back from a temporary file").located(at: path)
            }
        }
        return UnsafeBufferPointer(row)
    }

    /// Runs `body` with row `y`'s bytes, as ``row(_:)`` gives them.
    /// - Throws: what ``row(_:)`` throws.
    package func withRow<Result>(_ y: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) throws -> Result {
        guard let bytes = try row(y) else { preconditionFailure("row \(y) is below the image's \(height) rows") }
        return body(bytes)
    }

    /// Decodes every row not yet read: a file is whole only when its last row decodes and
    /// its data ends there (the decoder reads on to IEND after the last row).
    /// - Throws: ``PNGDecodingError`` as ``row(_:)``.
    package func readToEnd() throws {
        if height > 0, bitmap == nil { _ = try row(height - 1) }
    }
}
