/// For every pixel, the nearest "source" pixel by straight-line distance: an
/// exact Euclidean distance transform (Felzenszwalb and Huttenlocher's lower
/// envelope of parabolas), linear in the pixel count whatever the distances.
struct NearestSource {
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int
    /// For each pixel, the index (`y * width + x`) of its nearest source, or -1
    /// when there is no source at all.
    private(set) var nearest: [Int32]

    /// The nearest source of every pixel, where `isSource(index)` says which are.
    init(width: Int, height: Int, isSource: (Int) -> Bool) {
        self.width = width
        self.height = height
        // Down each column: the nearest source row above or below, by two sweeps.
        // The rows' pass then overwrites these in place, a row at a time, so a
        // large canvas holds one index per pixel, not two.
        var columnNearest = [Int32](repeating: -1, count: width * height)
        for x in 0..<width {
            var last = -1
            for y in 0..<height {
                if isSource(y * width + x) { last = y }
                columnNearest[y * width + x] = Int32(last)
            }
            last = -1
            for y in stride(from: height - 1, through: 0, by: -1) {
                if isSource(y * width + x) { last = y }
                let above = Int(columnNearest[y * width + x])
                if last >= 0 && (above < 0 || last - y < y - above) { columnNearest[y * width + x] = Int32(last) }
            }
        }
        // Along each row: the lowest of the parabolas (x - q)² + dy(q)².
        var rowSources = [Int32](repeating: -1, count: width)
        var parabolas = [Int](repeating: 0, count: width)
        var bounds = [Double](repeating: 0, count: width + 1)
        for y in 0..<height {
            let row = y * width
            for q in 0..<width { rowSources[q] = columnNearest[row + q] }
            func cost(_ q: Int) -> Double {
                let source = Int(rowSources[q])
                return source < 0 ? .infinity : Double((source - y) * (source - y))
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
            // A row with no source in reach of any column stays -1 throughout.
            guard count > 0 else { continue }
            var k = 0
            for x in 0..<width {
                while bounds[k + 1] < Double(x) { k += 1 }
                let q = parabolas[k]
                columnNearest[row + x] = Int32(Int(rowSources[q]) * width + q)
            }
        }
        nearest = columnNearest
    }
}
