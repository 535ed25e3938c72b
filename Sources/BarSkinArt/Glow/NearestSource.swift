import BarSkinCore

/// For every pixel, the nearest "source" pixel by straight-line distance
/// within a reach: an exact Euclidean distance transform (Felzenszwalb and
/// Huttenlocher's lower envelope of parabolas), linear in the pixel count
/// whatever the distances.
///
/// Only sources within `reach` pixels along both axes are kept, as offsets of
/// the narrowest integer that holds the reach, in memory the caller lends: a
/// spread of a few pixels keeps two transforms in the four bytes a pixel of
/// the plane it grows. A pixel whose nearest source lies further has none,
/// which changes nothing for a caller that only looks within the reach.
enum NearestSource<Offset: FixedWidthInteger & SignedInteger> {
    /// The marker of a pixel without a source in reach.
    static var none: Offset { .min }

    /// Writes the nearest source of every pixel within `reach` (at most
    /// `Offset.max`), where `isSource(x, y)` says which pixels are sources, as
    /// `dx` and `dy` at `offsets[pixel * step + first]` and the slot after it
    /// (``none`` twice for a pixel without a source in reach).
    static func find(width: Int, height: Int, reach: Int, into offsets: UnsafeMutableBufferPointer<Offset>,
                     step: Int, first: Int, isSource: (Int, Int) -> Bool) {
        precondition(reach >= 0 && reach <= Int(Offset.max), "the reach does not fit the offsets")
        precondition(first >= 0 && first + 2 <= step, "a pixel's offsets do not fit its step")
        precondition(offsets.count >= width * height * step, "the offsets do not fit")
        for pixel in 0..<(width * height) { (offsets[pixel * step + first], offsets[pixel * step + first + 1]) = (none, none) }
        // Down each column: the nearest source row above or below, by two
        // sweeps, as dy in the second slot; the rows' pass then writes both
        // offsets in place, a row at a time.
        @inline(__always) func dySlot(_ pixel: Int) -> Int { pixel * step + first + 1 }
        for x in 0..<width {
            var last = -1
            for y in 0..<height {
                if isSource(x, y) { last = y }
                if last >= 0 && y - last <= reach { offsets[dySlot(y * width + x)] = Offset(last - y) }
            }
            last = -1
            for y in stride(from: height - 1, through: 0, by: -1) {
                if isSource(x, y) { last = y }
                let slot = dySlot(y * width + x), above = offsets[slot]
                // Ties go to the source above, as the first sweep found it.
                if last >= 0 && last - y <= reach && (above == Self.none || last - y < -Int(above)) {
                    offsets[slot] = Offset(last - y)
                }
            }
        }
        rowPass(offsets, width: width, height: height, reach: reach, step: step, first: first)
    }

    /// Along each row: the lowest of the parabolas (x - q)² + dy(q)².
    private static func rowPass(_ offsets: UnsafeMutableBufferPointer<Offset>, width: Int, height: Int, reach: Int,
                                step: Int, first: Int) {
        var rowRise = [Offset](repeating: none, count: width)
        var parabolas = [Int](repeating: 0, count: width)
        var bounds = [Double](repeating: 0, count: width + 1)
        for y in 0..<height {
            let row = y * width
            for q in 0..<width { rowRise[q] = offsets[(row + q) * step + first + 1] }
            func cost(_ q: Int) -> Double {
                rowRise[q] == none ? .infinity : Double(Int(rowRise[q]) * Int(rowRise[q]))
            }
            var count = 0
            for q in 0..<width where cost(q).isFinite {
                let lift = cost(q)
                while count > 0 {
                    let previous = parabolas[count - 1]
                    let meet = ((lift + Double(q * q)) - (cost(previous) + Double(previous * previous)))
                        / Double(2 * (q - previous))
                    if meet <= bounds[count - 1] { count -= 1 } else { bounds[count] = meet; break }
                }
                if count == 0 { bounds[0] = -.infinity }
                parabolas[count] = q
                count += 1
                bounds[count] = .infinity
            }
            // A row with no source in reach of any column has none throughout.
            guard count > 0 else { continue }
            var k = 0
            for x in 0..<width {
                while bounds[k + 1] < Double(x) { k += 1 }
                let q = parabolas[k], slot = (row + x) * step + first
                if abs(q - x) <= reach {
                    (offsets[slot], offsets[slot + 1]) = (Offset(q - x), rowRise[q])
                } else {
                    (offsets[slot], offsets[slot + 1]) = (none, none)
                }
            }
        }
    }
}
