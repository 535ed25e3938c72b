import BarSkin

/// Alpha masks drawn from exact coverage values, so expectations are exact.
public enum Masks {
    /// The colour `make` and `disc` paint by default: a saturated red that tinted
    /// outputs must ignore.
    public static let red = RGBA8(200, 10, 30)

    /// A mask whose alpha at (x, y) is `alpha(x, y)`, in `color`.
    public static func make(width: Int, height: Int, color: RGBA8 = Masks.red, alpha: (Int, Int) -> UInt8) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width { bitmap[x, y] = RGBA8(color.red, color.green, color.blue, alpha(x, y)) }
        }
        return bitmap
    }

    /// A centred disc of radius `radius` with a one-pixel anti-aliased edge.
    public static func disc(size: Int, radius: Double, color: RGBA8 = Masks.red) -> Bitmap {
        make(width: size, height: size, color: color) { x, y in
            let dx = Double(x) + 0.5 - Double(size) / 2, dy = Double(y) + 0.5 - Double(size) / 2
            let coverage = min(max(radius - (dx * dx + dy * dy).squareRoot() + 0.5, 0), 1)
            return UInt8((coverage * 255).rounded())
        }
    }

    /// Alpha 255 inside `x0..<x1, y0..<y1`, 0 elsewhere.
    public static func box(width: Int, height: Int, x0: Int, y0: Int, x1: Int, y1: Int) -> Bitmap {
        make(width: width, height: height) { x, y in x >= x0 && x < x1 && y >= y0 && y < y1 ? 255 : 0 }
    }
}
