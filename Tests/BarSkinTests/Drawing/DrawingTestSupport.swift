import BarSkin

/// The largest per-channel difference between two bitmaps of the same size.
func largestChannelDifference(_ first: Bitmap, _ second: Bitmap) -> Int {
    precondition(first.width == second.width && first.height == second.height, "sizes differ")
    return zip(first.pixels, second.pixels).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
}

/// The largest per-channel difference between a pixel and an expected colour.
func largestChannelDifference(_ pixel: RGBA8, _ expected: RGBA8) -> Int {
    [
        Int(pixel.red) - Int(expected.red), Int(pixel.green) - Int(expected.green),
        Int(pixel.blue) - Int(expected.blue), Int(pixel.alpha) - Int(expected.alpha),
    ].map(abs).max()!
}

/// Every pixel of `bitmap` inside the whole-pixel rectangle `x..<x+width`, `y..<y+height`.
func pixels(of bitmap: Bitmap, x: Range<Int>, y: Range<Int>) -> [RGBA8] {
    y.flatMap { row in x.map { column in bitmap[column, row] } }
}

/// A deterministic pseudo-random byte source (SplitMix64), so failures reproduce.
struct SeededBytes {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt8 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return UInt8(truncatingIfNeeded: (z ^ (z >> 31)) >> 24)
    }

    /// A bitmap of random pixels; `opaque` forces alpha 255.
    mutating func bitmap(width: Int, height: Int, opaque: Bool) -> Bitmap {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in pixels.indices {
            pixels[index] = (opaque && index % 4 == 3) ? 255 : next()
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}
