import BarSkinCore

/// Whole-buffer conversions between ``Bitmap`` bytes and cairo ARGB32 words.
///
/// cairo stores each pixel as one native-endian 32-bit word, so the loops work
/// on `UInt32` values rather than bytes: the shifts mean the same thing on a
/// little-endian and a big-endian machine.
extension Premultiplication {
    /// Writes `bitmap` as premultiplied ARGB32 into `words`, whose rows are
    /// `wordsPerRow` words apart (cairo's stride divided by 4).
    static func store(_ bitmap: Bitmap, into words: UnsafeMutablePointer<UInt32>, wordsPerRow: Int) {
        precondition(wordsPerRow >= bitmap.width, "rows overlap")
        let width = bitmap.width
        bitmap.pixels.withUnsafeBufferPointer { source in
            guard let bytes = source.baseAddress else { return }
            for y in 0..<bitmap.height {
                let sourceRow = bytes + y * width * 4
                let destinationRow = words + y * wordsPerRow
                for x in 0..<width {
                    let pixel = sourceRow + x * 4
                    let alpha = pixel[3]
                    switch alpha {
                    case 255:
                        destinationRow[x] = 0xFF00_0000 | UInt32(pixel[0]) << 16 | UInt32(pixel[1]) << 8
                            | UInt32(pixel[2])
                    case 0:
                        destinationRow[x] = 0
                    default:
                        destinationRow[x] = UInt32(alpha) << 24
                            | UInt32(premultiply(pixel[0], alpha: alpha)) << 16
                            | UInt32(premultiply(pixel[1], alpha: alpha)) << 8
                            | UInt32(premultiply(pixel[2], alpha: alpha))
                    }
                }
            }
        }
    }

    /// Reads premultiplied ARGB32 `words` (rows `wordsPerRow` apart) back into a
    /// straight-alpha bitmap of `width` x `height`.
    static func load(from words: UnsafePointer<UInt32>, wordsPerRow: Int, width: Int, height: Int) -> Bitmap {
        precondition(wordsPerRow >= width, "rows overlap")
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        unpremultiplyTable.withUnsafeBufferPointer { table in
            let table = table.baseAddress!
            pixels.withUnsafeMutableBufferPointer { destination in
                guard let bytes = destination.baseAddress else { return }
                for y in 0..<height {
                    let sourceRow = words + y * wordsPerRow
                    let destinationRow = bytes + y * width * 4
                    for x in 0..<width {
                        let word = sourceRow[x]
                        let alpha = Int(word >> 24)
                        let pixel = destinationRow + x * 4
                        pixel[3] = UInt8(truncatingIfNeeded: alpha)
                        if alpha == 255 {
                            pixel[0] = UInt8(truncatingIfNeeded: word >> 16)
                            pixel[1] = UInt8(truncatingIfNeeded: word >> 8)
                            pixel[2] = UInt8(truncatingIfNeeded: word)
                        } else if alpha != 0 {
                            let row = table + (alpha << 8)
                            pixel[0] = row[Int(word >> 16 & 0xFF)]
                            pixel[1] = row[Int(word >> 8 & 0xFF)]
                            pixel[2] = row[Int(word & 0xFF)]
                        }
                    }
                }
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}
