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

    /// The pixels of `plane` in the rectangle `left, top, width, height`.
    func image(of plane: PixelPlane, left: Int, top: Int, width: Int, height: Int) -> Bitmap {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let red = Double(color.red), green = Double(color.green), blue = Double(color.blue)
        for y in 0..<height {
            for x in 0..<width {
                let planeX = x + left, planeY = y + top, offset = (y * width + x) * 4
                let glow = Double(plane[planeX, planeY]) * strength
                guard let shape, let pixel = shapePixel(shape, x: planeX, y: planeY), pixel.alpha > 0 else {
                    // Alone, the glow keeps its exact colour at every alpha.
                    let alpha = Self.byte(glow * 255)
                    if alpha > 0 { (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3]) = (color.red, color.green, color.blue, alpha) }
                    continue
                }
                // Porter-Duff over, premultiplied, in 0...255.
                let shapeAlpha = Double(pixel.alpha) / 255
                let glowPremultiplied = (red * glow, green * glow, blue * glow)
                let shapePremultiplied = (Double(pixel.red) * shapeAlpha, Double(pixel.green) * shapeAlpha, Double(pixel.blue) * shapeAlpha)
                let (top, topAlpha, bottom) = shape.layer == .over
                    ? (shapePremultiplied, shapeAlpha, glowPremultiplied)
                    : (glowPremultiplied, glow, shapePremultiplied)
                let alpha = shapeAlpha + glow - shapeAlpha * glow
                let alphaByte = Self.byte(alpha * 255)
                guard alphaByte > 0 else { continue }
                pixels[offset] = Self.byte((top.0 + bottom.0 * (1 - topAlpha)) / alpha)
                pixels[offset + 1] = Self.byte((top.1 + bottom.1 * (1 - topAlpha)) / alpha)
                pixels[offset + 2] = Self.byte((top.2 + bottom.2 * (1 - topAlpha)) / alpha)
                pixels[offset + 3] = alphaByte
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
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
