import BarSkinCore

/// One build's image a row at a time, top to bottom, as 8-bit straight RGBA, for
/// `diff`: decoded from the file's bytes one row at a time, so a pair of large
/// images is compared without either being held whole. An interlaced file, whose
/// rows come in seven passes over the whole picture, is decoded whole, written to an
/// unnamed temporary file and read back a row at a time, so a pair of them is never
/// held at once (the bitmap stays only where no temporary file can be written).
final class ImageRows {
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int
    private let reader: PNGRowReader?
    private let bitmap: Bitmap?
    private let spill: TemporaryStream?
    private let path: String
    private let row: UnsafeMutableBufferPointer<UInt8>
    private var loaded = -1

    /// The rows of a bitmap already decoded.
    init(_ bitmap: Bitmap) {
        (width, height, reader, self.bitmap, spill, path) = (bitmap.width, bitmap.height, nil, bitmap, nil, "")
        row = .allocate(capacity: bitmap.width * 4)
    }

    /// The rows of the PNG `bytes` (`path` names them in errors), within `decoder`'s limits;
    /// an interlaced file's decoded pixels go to a temporary file where `spilling` (one of a
    /// pair being compared: the other is decoded next), else stay in memory.
    /// - Throws: ``PNGDecodingError`` when the bytes are no PNG within the limits.
    init(bytes: [UInt8], path: String, decoder: PNGDecoder, spilling: Bool = false) throws {
        self.path = path
        if let reader = try PNGRowReader(bytes: bytes, path: path, decoder: decoder) {
            (width, height, self.reader, bitmap, spill) = (reader.width, reader.height, reader, nil, nil)
        } else {
            let bitmap = try decoder.decode(bytes: bytes, path: path).bitmap
            let file = spilling ? TemporaryStream() : nil
            if let file, file.write(bitmap.pixels) {
                file.rewindToStart()
                (width, height, reader, self.bitmap, spill) = (bitmap.width, bitmap.height, nil, nil, file)
            } else {
                (width, height, reader, self.bitmap, spill) = (bitmap.width, bitmap.height, nil, bitmap, nil)
            }
        }
        row = .allocate(capacity: width * 4)
    }

    deinit {
        row.deallocate()
    }

    /// Row `y`, or nil below the image's last row. Rows are asked for in order, each at
    /// least once; the buffer holds the row until the next is asked for.
    /// - Throws: ``PNGDecodingError`` when the file's data is corrupt or ends early,
    ///   ``FileError`` when a temporary file's rows cannot be read back.
    func row(_ y: Int) throws -> UnsafeBufferPointer<UInt8>? {
        guard y < height else { return nil }
        precondition(y >= loaded, "rows are read in order")
        while loaded < y {
            loaded += 1
            if let reader {
                try reader.readRow(into: row)
            } else if let spill {
                guard spill.read(into: UnsafeMutableRawBufferPointer(row)) else {
                    throw FileError.unreadable(path: path, reason: "its pixels could not be read back from a temporary file")
                }
            } else if let bitmap {
                let start = loaded * width * 4
                bitmap.pixels.withUnsafeBufferPointer { _ = row.initialize(from: $0[start..<(start + width * 4)]) }
            }
        }
        return UnsafeBufferPointer(row)
    }

    /// Decodes every row not yet read: a file is whole only when its last row decodes and
    /// its data ends there (the decoder reads on to IEND after the last row).
    /// - Throws: ``PNGDecodingError`` as ``row(_:)``.
    func readToEnd() throws {
        if height > 0 { _ = try row(height - 1) }
    }
}
