/// The one-dimensional passes, run along every row (columns are done as the
/// rows of the transposed plane).
extension GaussianBlur {
    func blurRows(of plane: inout PixelPlane) {
        let width = plane.width
        switch method {
        case .identity:
            return
        case .kernel(let weights, let radius):
            // One scratch row, zero beyond both ends, reused for every row.
            let padded = UnsafeMutableBufferPointer<Double>.allocate(capacity: width + 2 * radius)
            defer { padded.deallocate() }
            padded.initialize(repeating: 0)
            weights.withUnsafeBufferPointer { weights in
                plane.values.withUnsafeMutableBufferPointer { values in
                    for row in stride(from: 0, to: values.count, by: width) {
                        for x in 0..<width { padded[radius + x] = Double(values[row + x]) }
                        for x in 0..<width {
                            var sum = 0.0
                            // padded[x + k] is the source at offset k - radius from x.
                            for k in 0..<weights.count { sum += weights[k] * padded[x + k] }
                            values[row + x] = Float(sum)
                        }
                    }
                }
            }
        case .boxes(let radius, let endWeight):
            let line = UnsafeMutableBufferPointer<Double>.allocate(capacity: width)
            let sums = UnsafeMutableBufferPointer<Double>.allocate(capacity: width + 2 * radius + 5)
            defer { line.deallocate(); sums.deallocate() }
            plane.values.withUnsafeMutableBufferPointer { values in
                for row in stride(from: 0, to: values.count, by: width) {
                    for x in 0..<width { line[x] = Double(values[row + x]) }
                    for _ in 0..<3 { Self.extendedBox(line, sums: sums, radius: radius, endWeight: endWeight) }
                    for x in 0..<width { values[row + x] = Float(line[x]) }
                }
            }
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
