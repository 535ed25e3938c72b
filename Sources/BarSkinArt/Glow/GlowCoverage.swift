import BarSkinCore

/// A mask's coverage, 0...255 per pixel: the alpha bytes of its decoded RGBA
/// pixels where they lie, or a copy of that one channel, a quarter of their
/// size, when the pixels themselves can be let go.
struct GlowCoverage: Sendable {
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int
    private let bytes: [UInt8]
    private let step: Int, first: Int

    /// The alpha of `bitmap`, read where it lies.
    init(_ bitmap: Bitmap) {
        (width, height, bytes, step, first) = (bitmap.width, bitmap.height, bitmap.pixels, 4, 3)
    }

    /// The same coverage held as one byte a pixel.
    func compacted() -> GlowCoverage {
        guard step != 1 else { return self }
        let count = width * height
        let alpha = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            bytes.withUnsafeBufferPointer { source in
                for index in 0..<count { buffer[index] = source[index * step + first] }
            }
            initialized = count
        }
        return GlowCoverage(width: width, height: height, alpha: alpha)
    }

    private init(width: Int, height: Int, alpha: [UInt8]) {
        (self.width, self.height, bytes, step, first) = (width, height, alpha, 1, 0)
    }

    /// Writes into `plane`, with the mask's top-left corner at `(left, top)`,
    /// each pixel's coverage as 0...1, or one minus it when `negative`.
    func place(in plane: PixelPlane, left: Int, top: Int, negative: Bool) {
        precondition(left >= 0 && top >= 0 && left + width <= plane.width && top + height <= plane.height,
                     "the mask does not fit the plane")
        bytes.withUnsafeBufferPointer { source in
            for y in 0..<height {
                let from = y * width, to = (y + top) * plane.width + left
                for x in 0..<width {
                    let value = Float(source[(from + x) * step + first]) / 255
                    plane.values[to + x] = negative ? 1 - value : value
                }
            }
        }
    }

    /// The value ``place(in:left:top:negative:)`` gave the plane's pixel at
    /// `(x, y)`; outside the mask 0, or 1 when `negative`.
    func placedValue(x: Int, y: Int, left: Int, top: Int, negative: Bool) -> Float {
        let maskX = x - left, maskY = y - top
        guard maskX >= 0, maskY >= 0, maskX < width, maskY < height else { return negative ? 1 : 0 }
        let value = Float(bytes[(maskY * width + maskX) * step + first]) / 255
        return negative ? 1 - value : value
    }

    /// Multiplies every value of `plane` by the coverage at its place, the
    /// mask's top-left corner at `(left, top)`; outside the mask by 0.
    func keepInside(_ plane: PixelPlane, left: Int, top: Int) {
        bytes.withUnsafeBufferPointer { source in
            for y in 0..<plane.height {
                let maskY = y - top
                for x in 0..<plane.width {
                    let maskX = x - left, index = y * plane.width + x
                    guard maskY >= 0, maskY < height, maskX >= 0, maskX < width else { plane.values[index] = 0; continue }
                    plane.values[index] *= Float(source[(maskY * width + maskX) * step + first]) / 255
                }
            }
        }
    }
}
