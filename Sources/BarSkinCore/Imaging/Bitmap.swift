/// An 8-bit RGBA image with straight (unpremultiplied) alpha, rows top to bottom.
///
/// This is the one pixel format every stage exchanges: the decoder produces it,
/// operations transform it and the encoder writes it. Rows are packed, so the
/// stride is always `width * 4`.
public struct Bitmap: Sendable, Hashable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha for each pixel, row after row.
    public var pixels: [UInt8]

    /// Wraps existing pixel bytes; the count must be `width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width > 0 && height > 0, "a bitmap needs at least one pixel")
        precondition(pixels.count == width * height * 4, "pixel count does not match the size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A bitmap whose every pixel is `color`.
    public init(width: Int, height: Int, filledWith color: RGBA8 = .clear) {
        precondition(width > 0 && height > 0, "a bitmap needs at least one pixel")
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 4)
        if color != .clear {
            for index in stride(from: 0, to: pixels.count, by: 4) {
                pixels[index] = color.red
                pixels[index + 1] = color.green
                pixels[index + 2] = color.blue
                pixels[index + 3] = color.alpha
            }
        }
    }

    /// The byte offset of the pixel at `(x, y)`.
    @inline(__always)
    public func offset(x: Int, y: Int) -> Int { (y * width + x) * 4 }

    /// The pixel at `(x, y)`, which must be inside the bitmap.
    public subscript(x: Int, y: Int) -> RGBA8 {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the bitmap")
            let index = offset(x: x, y: y)
            return RGBA8(pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the bitmap")
            let index = offset(x: x, y: y)
            pixels[index] = newValue.red
            pixels[index + 1] = newValue.green
            pixels[index + 2] = newValue.blue
            pixels[index + 3] = newValue.alpha
        }
    }

    /// True when at least one pixel is not fully opaque.
    public var hasTransparency: Bool {
        var index = 3
        while index < pixels.count {
            if pixels[index] != 255 { return true }
            index += 4
        }
        return false
    }

    /// True when at least one pixel is not fully transparent.
    public var hasVisiblePixel: Bool {
        var index = 3
        while index < pixels.count {
            if pixels[index] != 0 { return true }
            index += 4
        }
        return false
    }
}
