import BarSkinCore

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
    /// `plane` grown by `distance` pixels (0 or more), where `value(x, y)`
    /// gives each pixel's coverage as the plane holds it before growing. The
    /// caller keeps the old values in a narrower form (a mask's bytes), so the
    /// plane's own memory holds both transforms while they are found.
    static func apply(to plane: PixelPlane, distance: Double, value: (Int, Int) -> Float) {
        guard distance > 0 else { return }
        // A source further than this along either axis adds nothing: coverage is
        // at most 1, so its reach, coverage less distance, is under -distance.
        let reach = Int((distance + 1).rounded(.up))
        if reach <= Int(Int8.max) {
            // Four one-byte offsets a pixel, in the four bytes of its value.
            plane.values.withMemoryRebound(to: Int8.self) { offsets in
                grow(plane, by: distance, reach: reach, value: value, offsets: offsets)
            }
        } else if reach <= Int(Int16.max) {
            var offsets = [Int16](repeating: 0, count: 4 * plane.values.count)
            offsets.withUnsafeMutableBufferPointer { grow(plane, by: distance, reach: reach, value: value, offsets: $0) }
        } else {
            var offsets = [Int32](repeating: 0, count: 4 * plane.values.count)
            offsets.withUnsafeMutableBufferPointer { grow(plane, by: distance, reach: reach, value: value, offsets: $0) }
        }
    }

    /// Finds both transforms into `offsets` (four a pixel: any coverage, then at
    /// least half), then writes each pixel's grown value. The offsets may share
    /// the plane's memory: a pixel's four are read before its value is written.
    private static func grow<Offset: FixedWidthInteger & SignedInteger>(
        _ plane: PixelPlane, by distance: Double, reach: Int, value: (Int, Int) -> Float,
        offsets: UnsafeMutableBufferPointer<Offset>
    ) {
        let (width, height) = (plane.width, plane.height)
        NearestSource.find(width: width, height: height, reach: reach, into: offsets, step: 4, first: 0) { value($0, $1) > 0 }
        NearestSource.find(width: width, height: height, reach: reach, into: offsets, step: 4, first: 2) { value($0, $1) >= 0.5 }
        let none = NearestSource<Offset>.none
        // The grown value from one source at (dx, dy) from (x, y). Clamping is
        // monotonic, so the larger of two clamped values is the clamped larger
        // reach, bit for bit.
        @inline(__always) func grown(_ x: Int, _ y: Int, _ dx: Offset, _ dy: Offset) -> Float {
            guard dx != none else { return 0 }
            let (across, down) = (Double(dx), Double(dy))
            let best = Double(value(x + Int(dx), y + Int(dy))) - (across * across + down * down).squareRoot()
            return Float(min(max(distance + best, 0), 1))
        }
        let raw = UnsafeMutableRawPointer(plane.values.baseAddress!)
        for y in 0..<height {
            for x in 0..<width {
                let pixel = y * width + x, slot = pixel * 4
                let any = grown(x, y, offsets[slot], offsets[slot + 1])
                let half = grown(x, y, offsets[slot + 2], offsets[slot + 3])
                raw.storeBytes(of: max(any, half), toByteOffset: pixel * 4, as: Float.self)
            }
        }
    }
}
