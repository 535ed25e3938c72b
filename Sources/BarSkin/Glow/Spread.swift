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
    /// `plane` grown by `distance` pixels (0 or more), where `value(index)`
    /// gives each pixel's coverage as the plane holds it before growing: the
    /// new values are written over the old, and the caller keeps the old ones
    /// in a narrower form (a mask's bytes) than a second plane.
    static func apply(to plane: PixelPlane, distance: Double, value: (Int) -> Float) {
        guard distance > 0 else { return }
        let (width, height) = (plane.width, plane.height)
        // Bit 0: any coverage; bit 1: at least half.
        let kinds = plane.values.map { UInt8($0 > 0 ? 1 : 0) | ($0 >= 0.5 ? 2 : 0) }
        @inline(__always) func reach(from source: Int32, to index: Int) -> Double {
            guard source >= 0 else { return -.infinity }
            let dx = Double(Int(source) % width - index % width), dy = Double(Int(source) / width - index / width)
            return Double(value(Int(source))) - (dx * dx + dy * dy).squareRoot()
        }
        // One candidate at a time, so one transform is held at once. Clamping
        // is monotonic, so the larger of the two clamped values is the clamped
        // larger reach, bit for bit.
        @inline(__always) func grown(_ reach: Double) -> Float { Float(min(max(distance + reach, 0), 1)) }
        do {
            let any = NearestSource(width: width, height: height) { kinds[$0] & 1 != 0 }
            for index in plane.values.indices { plane.values[index] = grown(reach(from: any.nearest[index], to: index)) }
        }
        let half = NearestSource(width: width, height: height) { kinds[$0] & 2 != 0 }
        for index in plane.values.indices {
            plane.values[index] = max(plane.values[index], grown(reach(from: half.nearest[index], to: index)))
        }
    }
}
