/// Turns a coverage plane into straight-alpha pixels of one colour, with the
/// shape (the mask's own pixels) over or under it.
struct GlowComposite {
    /// Where the shape goes relative to the glow.
    enum Layer { case over, under }

    /// The glow's colour; its alpha is ignored (``strength`` has it).
    let color: RGBA8
    /// Opacity times the colour's alpha: the glow's alpha where coverage is 1.
    let strength: Double
    /// The mask, its top-left corner in the plane, and its layer; nil draws the glow alone.
    let shape: (bitmap: Bitmap, left: Int, top: Int, layer: Layer)?

    /// Turns the plane held in `canvas` (floats, `canvasWidth` a row) into the
    /// RGBA pixels of its rectangle `crop`, packed from the start of `canvas`.
    ///
    /// A pixel's four bytes land at or before the float it comes from, and
    /// every float is read before anything is written over it, so one buffer
    /// is first the plane and then the image.
    func composite(_ canvas: UnsafeMutableRawBufferPointer, canvasWidth: Int,
                   crop: (left: Int, top: Int, width: Int, height: Int)) {
        for y in 0..<crop.height {
            for x in 0..<crop.width {
                let planeX = x + crop.left, planeY = y + crop.top
                let coverage = canvas.load(fromByteOffset: (planeY * canvasWidth + planeX) * 4, as: Float.self)
                let result = pixel(glow: Double(coverage) * strength, x: planeX, y: planeY)
                let offset = (y * crop.width + x) * 4
                canvas.storeBytes(of: result.red, toByteOffset: offset, as: UInt8.self)
                canvas.storeBytes(of: result.green, toByteOffset: offset + 1, as: UInt8.self)
                canvas.storeBytes(of: result.blue, toByteOffset: offset + 2, as: UInt8.self)
                canvas.storeBytes(of: result.alpha, toByteOffset: offset + 3, as: UInt8.self)
            }
        }
    }

    /// The pixel at plane position `(x, y)` where the glow's alpha is `glow`.
    @inline(__always)
    private func pixel(glow: Double, x: Int, y: Int) -> RGBA8 {
        guard let shape, let pixel = shapePixel(shape, x: x, y: y), pixel.alpha > 0 else {
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

    /// The shape's pixel at plane position `(x, y)`, nil outside it.
    private func shapePixel(_ shape: (bitmap: Bitmap, left: Int, top: Int, layer: Layer), x: Int, y: Int) -> RGBA8? {
        let shapeX = x - shape.left, shapeY = y - shape.top
        guard shapeX >= 0, shapeY >= 0, shapeX < shape.bitmap.width, shapeY < shape.bitmap.height else { return nil }
        return shape.bitmap[shapeX, shapeY]
    }

    /// A value in 0...255 rounded to the nearest byte.
    @inline(__always)
    static func byte(_ value: Double) -> UInt8 { UInt8(min(max(value, 0), 255).rounded()) }
}
