/// Moving a plane's content by a fraction of a pixel.
extension PixelPlane {
    /// The content moved `dx` right and `dy` down, in pixels (fractions allowed),
    /// with zeros coming in at the edges and content moved past them lost.
    ///
    /// A fractional move mixes each pixel with its neighbour (linear
    /// interpolation), which keeps the coverage's total and its centroid exact:
    /// a 0.5 pt shadow offset at @1x lands half a pixel down, not zero or one.
    func shifted(dx: Double, dy: Double) -> PixelPlane {
        var result = self
        if dx != 0 { result = result.shiftedRows(by: dx) }
        if dy != 0 { result = result.shiftedColumns(by: dy) }
        return result
    }

    /// The whole and fractional parts of a move: `floor` and what is left.
    private static func parts(_ distance: Double) -> (whole: Int, fraction: Float) {
        let whole = distance.rounded(.down)
        return (Int(whole), Float(distance - whole))
    }

    private func shiftedRows(by distance: Double) -> PixelPlane {
        let (whole, fraction) = Self.parts(distance)
        var result = PixelPlane(width: width, height: height)
        values.withUnsafeBufferPointer { source in
            result.values.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    let row = y * width
                    for x in 0..<width {
                        let near = x - whole, far = near - 1
                        let nearValue = near >= 0 && near < width ? source[row + near] : 0
                        let farValue = far >= 0 && far < width ? source[row + far] : 0
                        target[row + x] = nearValue * (1 - fraction) + farValue * fraction
                    }
                }
            }
        }
        return result
    }

    private func shiftedColumns(by distance: Double) -> PixelPlane {
        let (whole, fraction) = Self.parts(distance)
        var result = PixelPlane(width: width, height: height)
        values.withUnsafeBufferPointer { source in
            result.values.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    let near = y - whole, far = near - 1
                    let nearInside = near >= 0 && near < height, farInside = far >= 0 && far < height
                    guard nearInside || farInside else { continue }
                    // Whole rows at a time, so memory is read in order.
                    for x in 0..<width {
                        let nearValue = nearInside ? source[near * width + x] : 0
                        let farValue = farInside ? source[far * width + x] : 0
                        target[y * width + x] = nearValue * (1 - fraction) + farValue * fraction
                    }
                }
            }
        }
        return result
    }
}
