/// Where a vector drawing lands on the pixel grid: the canvas size and the
/// rectangle the drawing fills, both in whole pixels.
///
/// The canvas is the drawing's size in points (or the fit box) times the scale,
/// each side rounded to the nearest pixel, so a 30-pt icon is exactly 30, 60
/// and 90 px and edges on the point grid stay on the pixel grid. A fitted
/// drawing keeps its aspect and is centred at a whole-pixel offset.
public struct VectorLayout: Sendable, Hashable {
    /// The bitmap's size in pixels.
    public var canvasWidth: Int, canvasHeight: Int
    /// The rectangle the drawing is stretched over, in pixels.
    public var drawX: Int, drawY: Int, drawWidth: Int, drawHeight: Int

    /// The layout of a drawing of `width` x `height` points for `raster`, or nil when a side
    /// would be under one pixel or not finite. Sizes are checked against limits by the caller.
    public init?(width: Double, height: Double, raster: VectorRaster) {
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
        let scale = Double(raster.scale)
        // Doubles past 2^52 have no fractions to round, and Int would trap past 2^63: cap first.
        func pixels(_ value: Double) -> Int { Int(min(value, 1e15).rounded()) }
        if let fit = raster.fit {
            let ratio = min(Double(fit.width) / width, Double(fit.height) / height)
            canvasWidth = fit.width * raster.scale
            canvasHeight = fit.height * raster.scale
            drawWidth = min(canvasWidth, pixels(width * ratio * scale))
            drawHeight = min(canvasHeight, pixels(height * ratio * scale))
        } else {
            canvasWidth = pixels(width * scale)
            canvasHeight = pixels(height * scale)
            (drawWidth, drawHeight) = (canvasWidth, canvasHeight)
        }
        guard drawWidth >= 1, drawHeight >= 1 else { return nil }
        drawX = (canvasWidth - drawWidth) / 2
        drawY = (canvasHeight - drawHeight) / 2
    }
}
