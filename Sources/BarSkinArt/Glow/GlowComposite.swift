import BarSkinCore

/// Turns a coverage plane into straight-alpha pixels of one colour, with the
/// shape (the mask's own pixels) over or under it.
struct GlowComposite {
    /// Where the shape goes relative to the glow.
    enum Layer { case over, under }

    /// The glow's colour; its alpha is ignored (``strength`` has it).
    let color: RGBA8
    /// Opacity times the colour's alpha: the glow's alpha where coverage is 1.
    let strength: Double
    /// The mask's rows, its top-left corner in the plane, and its layer; nil draws the glow alone.
    let shape: (rows: ImageRows, left: Int, top: Int, layer: Layer)?

    /// Turns the plane held in `canvas` (floats, `canvasWidth` a row) into the
    /// RGBA pixels of its rectangle `crop`, packed from the start of `canvas`.
    ///
    /// A pixel's four bytes land at or before the float it comes from, and
    /// every float is read before anything is written over it, so one buffer
    /// is first the plane and then the image.
    /// - Throws: ``PNGDecodingError`` when the shape's rows do not decode again.
    func composite(_ canvas: UnsafeMutableRawBufferPointer, canvasWidth: Int,
                   crop: (left: Int, top: Int, width: Int, height: Int)) throws {
        for y in 0..<crop.height {
            let planeY = y + crop.top
            let shapeY = shape.map { planeY - $0.top } ?? -1
            if let shape, shapeY >= 0, shapeY < shape.rows.height {
                try shape.rows.withRow(shapeY) { row in compositeRow(canvas, canvasWidth: canvasWidth, crop: crop, y: y, shapeRow: row) }
            } else {
                compositeRow(canvas, canvasWidth: canvasWidth, crop: crop, y: y, shapeRow: nil)
            }
        }
    }

    /// One output row; `shapeRow` is the shape's row at this height, if it reaches it.
    private func compositeRow(_ canvas: UnsafeMutableRawBufferPointer, canvasWidth: Int,
                              crop: (left: Int, top: Int, width: Int, height: Int), y: Int, shapeRow: UnsafeBufferPointer<UInt8>?) {
        let planeY = y + crop.top
        for x in 0..<crop.width {
            let planeX = x + crop.left
            let coverage = canvas.load(fromByteOffset: (planeY * canvasWidth + planeX) * 4, as: Float.self)
            let result = pixel(glow: Double(coverage) * strength, shape: shapePixel(shapeRow, x: planeX))
            let offset = (y * crop.width + x) * 4
            canvas.storeBytes(of: result.red, toByteOffset: offset, as: UInt8.self)
            canvas.storeBytes(of: result.green, toByteOffset: offset + 1, as: UInt8.self)
            canvas.storeBytes(of: result.blue, toByteOffset: offset + 2, as: UInt8.self)
            canvas.storeBytes(of: result.alpha, toByteOffset: offset + 3, as: UInt8.self)
        }
    }

    /// The pixel where the glow's alpha is `glow` and the shape's pixel, if any, is `shapePixel`.
    @inline(__always)
    private func pixel(glow: Double, shape pixel: RGBA8?) -> RGBA8 {
        guard let shape, let pixel, pixel.alpha > 0 else {
            // Alone, the glow keeps its exact colour at every alpha.
            let alpha = Self.byte(glow * 255)
            return alpha > 0 ? RGBA8(color.red, color.green, color.blue, alpha) : .clear
        }
        // Porter-Duff over, premultiplied, in 0...255.
        let red = Double(color.red), green = Double(color.green), blue = Double(color.blue)
        let shapeAlpha = Double(pixel.alpha) / 255
        let glowPremultiplied = (red * glow, green * glow, blue * glow)
        let shapePremultiplied = (Double(pixel.red) * shapeAlpha, Double(pixel.green) * shapeAlpha, Double(pixel.blue) * shapeAlpha)
        let (top, topAlpha, bottom) = shape.layer == .over
            ? (shapePremultiplied, shapeAlpha, glowPremultiplied)
            : (glowPremultiplied, glow, shapePremultiplied)
        let alpha = shapeAlpha + glow - shapeAlpha * glow
        let alphaByte = Self.byte(alpha * 255)
        guard alphaByte > 0 else { return .clear }
        return RGBA8(Self.byte((top.0 + bottom.0 * (1 - topAlpha)) / alpha),
                     Self.byte((top.1 + bottom.1 * (1 - topAlpha)) / alpha),
                     Self.byte((top.2 + bottom.2 * (1 - topAlpha)) / alpha), alphaByte)
    }

    /// The shape's pixel at plane column `x` of its row, nil outside it.
    private func shapePixel(_ row: UnsafeBufferPointer<UInt8>?, x: Int) -> RGBA8? {
        guard let row, let shape else { return nil }
        let shapeX = x - shape.left
        guard shapeX >= 0, shapeX < shape.rows.width else { return nil }
        return RGBA8(row[shapeX * 4], row[shapeX * 4 + 1], row[shapeX * 4 + 2], row[shapeX * 4 + 3])
    }

    /// A value in 0...255 rounded to the nearest byte.
    @inline(__always)
    static func byte(_ value: Double) -> UInt8 { UInt8(min(max(value, 0), 255).rounded()) }
}
