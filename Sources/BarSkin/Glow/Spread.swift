/// Grows coverage outwards by a distance, as a shadow's or glow's spread does.
///
/// Every pixel with coverage `a` is taken as a disc whose edge lies `a - 0.5`
/// pixels beyond its centre (how anti-aliasing placed it); the grown shape's
/// coverage at `p` is `spread + a - distance(p, q)` for the best pixel `q`,
/// clamped to 0...1. That is exact along straight edges and keeps a disc
/// round, where a square max filter would make it a rounded square. The best
/// `q` is looked for among two candidates from exact distance transforms (the
/// nearest pixel with any coverage and the nearest at least half covered), so
/// the cost per pixel does not grow with the spread.
enum Spread {
    /// `plane` grown by `distance` pixels (0 or more).
    static func apply(to plane: PixelPlane, distance: Double) {
        guard distance > 0 else { return }
        // The new values are written over the old, which every pixel still reads.
        let values = Array(plane.values)
        let any = NearestSource(width: plane.width, height: plane.height) { values[$0] > 0 }
        let half = NearestSource(width: plane.width, height: plane.height) { values[$0] >= 0.5 }
        let width = plane.width
        @inline(__always) func reach(from source: Int32, to index: Int) -> Double {
            guard source >= 0 else { return -.infinity }
            let dx = Double(Int(source) % width - index % width), dy = Double(Int(source) / width - index / width)
            return Double(values[Int(source)]) - (dx * dx + dy * dy).squareRoot()
        }
        for index in values.indices {
            let best = max(reach(from: any.nearest[index], to: index), reach(from: half.nearest[index], to: index))
            plane.values[index] = Float(min(max(distance + best, 0), 1))
        }
    }
}
