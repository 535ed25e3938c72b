import BarSkinCore
import Foundation

/// The mask's own pixels, a row at a time and top to bottom, for drawing the
/// shape with its glow: read from the decoded bitmap, decoded again from the
/// file's bytes when the bitmap has been let go, or read back from a
/// temporary file the bitmap was written to (an interlaced file, whose rows
/// cannot be decoded one at a time).
final class GlowShapeRows {
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int
    private let bitmap: Bitmap?
    private let reader: PNGRowReader?
    private let spill: TemporaryStream?
    private let path: String
    private var row: [UInt8]
    private var loaded = -1

    /// The rows of a decoded mask.
    init(_ bitmap: Bitmap) {
        (width, height, self.bitmap, reader, spill, row, path) = (bitmap.width, bitmap.height, bitmap, nil, nil, [], "")
    }

    /// The rows of a mask decoded again from its file, one held at a time.
    init(_ reader: PNGRowReader) {
        (width, height, bitmap, self.reader, spill, path) = (reader.width, reader.height, nil, reader, nil, "")
        row = [UInt8](repeating: 0, count: reader.width * 4)
    }

    /// The rows of `bitmap` written to an unnamed temporary file (gone when it
    /// is closed, even if the process is killed), read back one at a time, so
    /// the caller can let the bitmap go; nil when no temporary file can be
    /// written. `path` names the mask in errors.
    init?(spilling bitmap: Bitmap, path: String) {
        guard let file = TemporaryStream(), file.write(bitmap.pixels) else { return nil }
        file.rewindToStart()
        (width, height, self.bitmap, reader, spill, self.path) = (bitmap.width, bitmap.height, nil, nil, file, path)
        row = [UInt8](repeating: 0, count: bitmap.width * 4)
    }

    /// Runs `body` with row `y`'s RGBA bytes; rows from a file come in order,
    /// each at most once past the last.
    /// - Throws: ``PNGDecodingError`` when the file's rows do not decode again,
    ///   ``FileError`` when a temporary file's rows cannot be read back.
    func withRow<Result>(_ y: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) throws -> Result {
        if let bitmap {
            return bitmap.pixels.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[(y * width * 4)..<((y + 1) * width * 4)])) }
        }
        precondition(y >= loaded, "a file's rows are read in order")
        while loaded < y {
            if let reader {
                try row.withUnsafeMutableBufferPointer { try reader.readRow(into: $0) }
            } else if let spill, !row.withUnsafeMutableBytes({ spill.read(into: $0) }) {
                throw FileError.unreadable(path: path, reason: "its pixels could not be read back from a temporary file")
            }
            loaded += 1
        }
        return row.withUnsafeBufferPointer(body)
    }
}
