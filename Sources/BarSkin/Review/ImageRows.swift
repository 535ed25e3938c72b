import BarSkinCore

/// One build's image a row at a time, top to bottom, as 8-bit straight RGBA, for
/// `diff`: decoded from the file's bytes one row at a time, so a pair of large
/// images is compared without either being held whole. An interlaced file, whose
/// rows come in seven passes over the whole picture, is decoded whole and its rows
/// handed out from the bitmap.
final class ImageRows {
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int
    private let reader: PNGRowReader?
    private let bitmap: Bitmap?
    private let row: UnsafeMutableBufferPointer<UInt8>
    private var loaded = -1

    /// The rows of a bitmap already decoded.
    init(_ bitmap: Bitmap) {
        (width, height, reader, self.bitmap) = (bitmap.width, bitmap.height, nil, bitmap)
        row = .allocate(capacity: bitmap.width * 4)
    }

    /// The rows of the PNG `bytes` (`path` names them in errors), within `decoder`'s limits.
    /// - Throws: ``PNGDecodingError`` when the bytes are no PNG within the limits.
    init(bytes: [UInt8], path: String, decoder: PNGDecoder) throws {
        if let reader = try PNGRowReader(bytes: bytes, path: path, decoder: decoder) {
            (width, height, self.reader, bitmap) = (reader.width, reader.height, reader, nil)
        } else {
            let bitmap = try decoder.decode(bytes: bytes, path: path).bitmap
            (width, height, reader, self.bitmap) = (bitmap.width, bitmap.height, nil, bitmap)
        }
        row = .allocate(capacity: width * 4)
    }

    deinit {
        row.deallocate()
    }

    /// Row `y`, or nil below the image's last row. Rows are asked for in order, each at
    /// least once; the buffer holds the row until the next is asked for.
    /// - Throws: ``PNGDecodingError`` when the file's data is corrupt or ends early.
    func row(_ y: Int) throws -> UnsafeBufferPointer<UInt8>? {
        guard y < height else { return nil }
        precondition(y >= loaded, "rows are read in order")
        while loaded < y {
            loaded += 1
            if let reader {
                try reader.readRow(into: row)
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
