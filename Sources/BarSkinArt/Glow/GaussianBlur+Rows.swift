import BarSkinCore

/// The one-dimensional passes, along every row and then every column, in place.
extension GaussianBlur {
    /// Columns are gathered this many at a time into lines of their own: the
    /// reads stay in order along rows without a transposed copy of the plane.
    private static let strip = 32

    /// Blurs `plane` in place: every row, then every column.
    func apply(to plane: PixelPlane) {
        let radius: Int
        switch method {
        case .identity: return
        case .kernel(_, let kernelRadius): radius = kernelRadius
        case .boxes(let boxRadius, _): radius = boxRadius
        }
        let (width, height, values) = (plane.width, plane.height, plane.values)
        let longest = max(width, height)
        let lines = UnsafeMutableBufferPointer<Double>.allocate(capacity: Self.strip * longest)
        // Room for either the kernel's zero-padded line or the boxes' running sums.
        let scratch = UnsafeMutableBufferPointer<Double>.allocate(capacity: longest + 2 * radius + 5)
        defer { lines.deallocate(); scratch.deallocate() }
        scratch.initialize(repeating: 0)
        let row = UnsafeMutableBufferPointer(rebasing: lines[0..<width])
        for start in stride(from: 0, to: values.count, by: width) {
            for x in 0..<width { row[x] = Double(values[start + x]) }
            blur(row, scratch: scratch, radius: radius)
            for x in 0..<width { values[start + x] = Float(row[x]) }
        }
        for left in stride(from: 0, to: width, by: Self.strip) {
            let count = min(Self.strip, width - left)
            for y in 0..<height {
                for column in 0..<count { lines[column * height + y] = Double(values[y * width + left + column]) }
            }
            for column in 0..<count {
                blur(UnsafeMutableBufferPointer(rebasing: lines[(column * height)..<((column + 1) * height)]),
                     scratch: scratch, radius: radius)
            }
            for y in 0..<height {
                for column in 0..<count { values[y * width + left + column] = Float(lines[column * height + y]) }
            }
        }
    }

    /// One line blurred in place; `scratch` holds at least `line.count + 2 * radius + 5`
    /// values and its first `radius` are 0.
    private func blur(_ line: UnsafeMutableBufferPointer<Double>, scratch: UnsafeMutableBufferPointer<Double>, radius: Int) {
        let count = line.count
        switch method {
        case .identity:
            return
        case .kernel(let weights, _):
            // A copy of the line, zero beyond both ends.
            for x in 0..<count { scratch[radius + x] = line[x] }
            for x in (radius + count)..<(count + 2 * radius) { scratch[x] = 0 }
            weights.withUnsafeBufferPointer { weights in
                for x in 0..<count {
                    var sum = 0.0
                    // scratch[x + k] is the source at offset k - radius from x.
                    for k in 0..<weights.count { sum += weights[k] * scratch[x + k] }
                    line[x] = sum
                }
            }
        case .boxes(_, let endWeight):
            let sums = UnsafeMutableBufferPointer(rebasing: scratch[0..<(count + 2 * radius + 5)])
            for _ in 0..<3 { Self.extendedBox(line, sums: sums, radius: radius, endWeight: endWeight) }
        }
    }

    /// One extended-box pass over `line`, in place: each value becomes the
    /// weighted mean of its `2 * radius + 1` neighbours and `endWeight` times
    /// the next one out on each side, through running (prefix) sums, so the cost
    /// per value is the same for every radius. `sums` holds `line.count + 2 * radius + 5`.
    private static func extendedBox(
        _ line: UnsafeMutableBufferPointer<Double>, sums: UnsafeMutableBufferPointer<Double>, radius: Int, endWeight: Double
    ) {
        let count = line.count
        // sums[i + pad] is the total of line[0..<i]; indices below 0 or past the
        // end read as 0 (outside the image is transparent).
        let pad = radius + 2
        for index in 0...pad { sums[index] = 0 }
        for index in 0..<count { sums[pad + 1 + index] = sums[pad + index] + line[index] }
        for index in (pad + 1 + count)..<sums.count { sums[index] = sums[index - 1] }
        let scale = 1 / (Double(2 * radius + 1) + 2 * endWeight)
        // The ends need the old values, which are overwritten as the pass moves
        // right; `sums` still has them as differences of neighbours.
        @inline(__always) func old(_ index: Int) -> Double { sums[index + pad + 1] - sums[index + pad] }
        for x in 0..<count {
            let inner = sums[x + radius + 1 + pad] - sums[x - radius + pad]
            let ends = old(x - radius - 1) + old(x + radius + 1)
            line[x] = (inner + endWeight * ends) * scale
        }
    }
}
