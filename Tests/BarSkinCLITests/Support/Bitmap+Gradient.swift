import BarSkin

extension Bitmap {
    /// An opaque image whose pixel (x, y) is (x*10, y*10, 200), wrapping at 256.
    static func gradient(width: Int, height: Int) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                bitmap[x, y] = RGBA8(UInt8(truncatingIfNeeded: x * 10), UInt8(truncatingIfNeeded: y * 10), 200)
            }
        }
        return bitmap
    }
}
