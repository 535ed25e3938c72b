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
