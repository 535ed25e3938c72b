/// One channel of an image as floating-point values, row after row: the form
/// the blur, the spread and the offset work on, so that rounding to bytes
/// happens once, at the end.
///
/// A glow blurs coverage (alpha 0...1); a blurred picture blurs each of its
/// premultiplied channels as one plane.
struct PixelPlane: Sendable, Hashable {
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int
    /// `width * height` values, row after row.
    var values: [Float]

    /// A plane of `width` x `height` pixels, every one `value`.
    init(width: Int, height: Int, value: Float = 0) {
        precondition(width > 0 && height > 0, "a plane needs at least one pixel")
        self.width = width
        self.height = height
        values = [Float](repeating: value, count: width * height)
    }

    /// `bitmap`'s alpha channel as coverage 0...1.
    init(alphaOf bitmap: Bitmap) {
        self.init(width: bitmap.width, height: bitmap.height)
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            for index in values.indices { values[index] = Float(pixels[index * 4 + 3]) / 255 }
        }
    }

    /// The value at `(x, y)`, which must be inside the plane.
    subscript(x: Int, y: Int) -> Float {
        get { values[y * width + x] }
        set { values[y * width + x] = newValue }
    }

    /// Copies `other` into this plane with its top-left corner at `(left, top)`;
    /// `other` must fit.
    mutating func place(_ other: PixelPlane, left: Int, top: Int) {
        precondition(left >= 0 && top >= 0 && left + other.width <= width && top + other.height <= height,
                     "the placed plane does not fit")
        for y in 0..<other.height {
            let from = y * other.width, to = (y + top) * width + left
            values.withUnsafeMutableBufferPointer { target in
                other.values.withUnsafeBufferPointer { source in
                    for x in 0..<other.width { target[to + x] = source[from + x] }
                }
            }
        }
    }

    /// The plane flipped about its diagonal, so that a pass along rows can do
    /// the work of a pass along columns while reading memory in order.
    func transposed() -> PixelPlane {
        var result = PixelPlane(width: height, height: width)
        // Tiles keep both the rows read and the rows written in cache.
        let tile = 32
        values.withUnsafeBufferPointer { source in
            result.values.withUnsafeMutableBufferPointer { target in
                for tileY in stride(from: 0, to: height, by: tile) {
                    for tileX in stride(from: 0, to: width, by: tile) {
                        for y in tileY..<min(tileY + tile, height) {
                            for x in tileX..<min(tileX + tile, width) {
                                target[x * height + y] = source[y * width + x]
                            }
                        }
                    }
                }
            }
        }
        return result
    }

    /// Every value clamped into 0...1: the passes keep values in range only up
    /// to floating-point rounding.
    mutating func clampToUnit() {
        for index in values.indices { values[index] = min(max(values[index], 0), 1) }
    }
}
