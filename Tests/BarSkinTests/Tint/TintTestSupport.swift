import BarSkin

/// Masks for tint tests, drawn from alpha values so expectations are exact.
enum TintMasks {
    /// A mask whose alpha at (x, y) is `alpha(x, y)`; its colour is a saturated
    /// red, which the outputs must ignore.
    static func make(width: Int, height: Int, alpha: (Int, Int) -> UInt8) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width { bitmap[x, y] = RGBA8(200, 10, 30, alpha(x, y)) }
        }
        return bitmap
    }

    /// A disc of radius `radius` with a one-pixel anti-aliased edge, centred.
    static func disc(size: Int, radius: Double) -> Bitmap {
        make(width: size, height: size) { x, y in
            let dx = Double(x) + 0.5 - Double(size) / 2, dy = Double(y) + 0.5 - Double(size) / 2
            let coverage = min(max(radius - (dx * dx + dy * dy).squareRoot() + 0.5, 0), 1)
            return UInt8((coverage * 255).rounded())
        }
    }

    /// Alpha 255 inside `x0..<x1, y0..<y1`, 0 elsewhere.
    static func box(width: Int, height: Int, x0: Int, y0: Int, x1: Int, y1: Int) -> Bitmap {
        make(width: width, height: height) { x, y in x >= x0 && x < x1 && y >= y0 && y < y1 ? 255 : 0 }
    }
}

extension Bitmap {
    /// The alpha channel, row after row.
    var alphaPlane: [UInt8] { stride(from: 3, to: pixels.count, by: 4).map { pixels[$0] } }
}
