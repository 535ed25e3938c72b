import BarSkinCore

/// One channel of an image as floating-point values, row after row: the form
/// the blur, the spread and the offset work on, so that rounding to bytes
/// happens once, at the end.
///
/// A plane is a view of memory its caller owns and every pass changes it in
/// place: a glow's plane lives in the very bytes that become its output
/// pixels, so a large glow holds one canvas, not a plane, its copies and an image.
struct PixelPlane {
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int
    /// `width * height` values, row after row.
    let values: UnsafeMutableBufferPointer<Float>

    /// A plane over `values`, which must hold `width * height` floats.
    init(width: Int, height: Int, values: UnsafeMutableBufferPointer<Float>) {
        precondition(width > 0 && height > 0, "a plane needs at least one pixel")
        precondition(values.count == width * height, "the plane's values do not match its size")
        (self.width, self.height, self.values) = (width, height, values)
    }

    /// The value at `(x, y)`, which must be inside the plane.
    subscript(x: Int, y: Int) -> Float {
        get { values[y * width + x] }
        nonmutating set { values[y * width + x] = newValue }
    }

    /// Every value clamped into 0...1: the passes keep values in range only up
    /// to floating-point rounding.
    func clampToUnit() {
        for index in values.indices { values[index] = min(max(values[index], 0), 1) }
    }
}
