import BarSkinCore

/// A digest of a PNG's top rows, down to a few rows past its transparent top: two files with
/// the same pixels always share it, and two that differ mostly differ there. So only the files
/// whose prefix meets another asset's are decoded whole, not every file that shares a size.
enum PixelPrefix {
    /// Rows with some coverage read before the digest stops: an icon's top rows are transparent
    /// in most sets, and a digest of those alone would match every icon of its size.
    static let coveredRows = 4

    /// The digest of the PNG at `path`, or nil where the file cannot be read a row at a time
    /// (interlaced, unreadable or corrupt): such a file is decoded whole and compared with every other.
    static func digest(ofPNGAt path: String, decoder: PNGDecoder) -> String? {
        guard let data = FileBytes.data(path), let reader = try? PNGRowReader(bytes: [UInt8](data), path: path, decoder: decoder) else {
            return nil
        }
        var prefix: [UInt8] = []
        var row = [UInt8](repeating: 0, count: reader.width * 4)
        var covered = 0, read = 0
        while read < reader.height, covered < coveredRows {
            guard (try? row.withUnsafeMutableBufferPointer({ try reader.readRow(into: $0) })) != nil else { return nil }
            read += 1
            prefix += row
            if stride(from: 3, to: row.count, by: 4).contains(where: { row[$0] != 0 }) { covered += 1 }
        }
        return PixelDigest.sha256(of: prefix)
    }
}
