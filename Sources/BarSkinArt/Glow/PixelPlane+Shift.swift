import BarSkinCore

/// Moving a plane's content by a fraction of a pixel.
extension PixelPlane {
    /// Moves the content `dx` right and `dy` down, in pixels (fractions
    /// allowed), in place, with zeros coming in at the edges and content moved
    /// past them lost.
    ///
    /// A fractional move mixes each pixel with its neighbour (linear
    /// interpolation), which keeps the coverage's total and its centroid exact:
    /// a 0.5 pt shadow offset at @1x lands half a pixel down, not zero or one.
    func shift(dx: Double, dy: Double) {
        if dx != 0 { shiftRows(by: dx) }
        if dy != 0 { shiftColumns(by: dy) }
    }

    /// The whole and fractional parts of a move: `floor` and what is left.
    private static func parts(_ distance: Double) -> (whole: Int, fraction: Float) {
        let whole = distance.rounded(.down)
        return (Int(whole), Float(distance - whole))
    }

    /// The order to write a line in so that every source is read before it is
    /// overwritten: a move forward reads behind itself, so it runs backward.
    private static func order(_ count: Int, whole: Int) -> StrideTo<Int> {
        whole >= 0 ? stride(from: count - 1, to: -1, by: -1) : stride(from: 0, to: count, by: 1)
    }

    private func shiftRows(by distance: Double) {
        let (whole, fraction) = Self.parts(distance)
        let values = values, width = width
        for y in 0..<height {
            let row = y * width
            for x in Self.order(width, whole: whole) {
                let near = x - whole, far = near - 1
                let nearValue = near >= 0 && near < width ? values[row + near] : 0
                let farValue = far >= 0 && far < width ? values[row + far] : 0
                values[row + x] = nearValue * (1 - fraction) + farValue * fraction
            }
        }
    }

    private func shiftColumns(by distance: Double) {
        let (whole, fraction) = Self.parts(distance)
        let values = values, width = width
        // Whole rows at a time, so memory is read in order.
        for y in Self.order(height, whole: whole) {
            let near = y - whole, far = near - 1
            let nearInside = near >= 0 && near < height, farInside = far >= 0 && far < height
            for x in 0..<width {
                let nearValue = nearInside ? values[near * width + x] : 0
                let farValue = farInside ? values[far * width + x] : 0
                values[y * width + x] = nearValue * (1 - fraction) + farValue * fraction
            }
        }
    }
}
