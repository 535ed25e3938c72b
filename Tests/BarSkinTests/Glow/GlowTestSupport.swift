import BarSkin
import BarSkinTestSupport

/// Measurements of rendered glows, taken from decoded alpha values.
enum GlowMeasure {
    /// The alpha at `(x, y)` as 0...1.
    static func alpha(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> Double { Double(bitmap[x, y].alpha) / 255 }

    /// The blur's σ in pixels seen along row `y` from `x` rightwards across a
    /// falling edge: the square root of the second moment of the edge's slope
    /// (a Gaussian's derivative has variance σ²), less the 1/12 px² that the
    /// mask's own one-pixel anti-aliased edge adds.
    static func edgeSigma(_ bitmap: Bitmap, row y: Int, from x: Int) -> Double {
        var weights: [(position: Double, weight: Double)] = []
        for column in x..<(bitmap.width - 1) {
            let slope = alpha(bitmap, column, y) - alpha(bitmap, column + 1, y)
            weights.append((Double(column) + 1, slope))
        }
        let total = weights.reduce(0) { $0 + $1.weight }
        let mean = weights.reduce(0) { $0 + $1.position * $1.weight } / total
        let variance = weights.reduce(0) { $0 + ($1.position - mean) * ($1.position - mean) * $1.weight } / total
        return (variance - 1.0 / 12).squareRoot()
    }

    /// The alpha-weighted centre of the image, in pixels.
    static func centroid(_ bitmap: Bitmap) -> (x: Double, y: Double) {
        var total = 0.0, sumX = 0.0, sumY = 0.0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let weight = alpha(bitmap, x, y)
                total += weight
                sumX += weight * (Double(x) + 0.5)
                sumY += weight * (Double(y) + 0.5)
            }
        }
        return (sumX / total, sumY / total)
    }

    /// The sum of all alpha values, as 0...1 each.
    static func coverage(_ bitmap: Bitmap) -> Double {
        stride(from: 3, to: bitmap.pixels.count, by: 4).reduce(0) { $0 + Double(bitmap.pixels[$1]) / 255 }
    }

    /// The largest alpha on the outermost rows and columns.
    static func borderAlpha(_ bitmap: Bitmap) -> UInt8 {
        var largest: UInt8 = 0
        for x in 0..<bitmap.width { largest = max(largest, bitmap[x, 0].alpha, bitmap[x, bitmap.height - 1].alpha) }
        for y in 0..<bitmap.height { largest = max(largest, bitmap[0, y].alpha, bitmap[bitmap.width - 1, y].alpha) }
        return largest
    }
}

/// Masks for glow tests at a file's scale.
enum GlowMasks {
    /// A disc of `radius` points centred in a square of `size` points, at `scale`.
    static func disc(size: Int, radius: Double, scale: Int) -> Bitmap {
        Masks.disc(size: size * scale, radius: radius * Double(scale))
    }
}
