import BarSkinCore
internal import CCairo

/// Reads an SVG or PDF mask into the ``Bitmap`` a PNG mask decodes to, at one
/// scale: every operation that takes a PNG takes it unchanged.
///
/// The drawing's size in points is the SVG's `width` and `height` (1 px = 1 pt),
/// else its `viewBox`, or the PDF's first page; ``VectorLayout`` puts it on whole
/// pixels. Hostile files get what hostile PNGs get: nothing outside the file is
/// loaded (``SVGPrescan``, and no base file for librsvg), sizes are checked
/// against ``DecodeLimits`` before any pixel is allocated, and every refusal is a
/// ``VectorError`` naming the file.
public struct VectorMask: Sendable {
    /// The largest bitmap drawn, and the largest embedded image allowed.
    public var limits: DecodeLimits

    /// A reader within `limits`.
    public init(limits: DecodeLimits = .default) {
        self.limits = limits
    }

    /// The drawing in `bytes` (the contents of `path`, whose extension says SVG or PDF) at `raster`'s scale and fit.
    /// - Throws: ``VectorError``, or ``DrawingError`` when cairo cannot make the canvas.
    public func rasterize(_ bytes: [UInt8], path: String, raster: VectorRaster) throws -> Bitmap {
        guard let format = VectorFormat(path: path) else { preconditionFailure("\(path) is not an SVG or PDF") }
        switch format {
        case .svg:
            try SVGPrescan(path: path, limits: limits).check(bytes)
            let document = try SVGDocument(bytes: bytes, path: path)
            let size = try document.pointSize()
            let (canvas, layout) = try canvas(for: size, raster: raster, path: path)
            try document.draw(on: canvas, layout: layout, size: size)
            return try canvas.bitmap()
        case .pdf:
            PDFDocument.lock.lock()
            defer { PDFDocument.lock.unlock() }
            let document = try PDFDocument(bytes: bytes, path: path)
            let size = try document.pointSize()
            let (canvas, layout) = try canvas(for: size, raster: raster, path: path)
            document.draw(on: canvas, layout: layout, size: size)
            return try canvas.bitmap()
        }
    }

    /// The drawing's size in points, without drawing it.
    /// - Throws: ``VectorError``.
    public func pointSize(of bytes: [UInt8], path: String) throws -> (width: Double, height: Double) {
        guard let format = VectorFormat(path: path) else { preconditionFailure("\(path) is not an SVG or PDF") }
        switch format {
        case .svg:
            try SVGPrescan(path: path, limits: limits).check(bytes)
            return try SVGDocument(bytes: bytes, path: path).pointSize()
        case .pdf:
            PDFDocument.lock.lock()
            defer { PDFDocument.lock.unlock() }
            return try PDFDocument(bytes: bytes, path: path).pointSize()
        }
    }

    /// A transparent canvas for a drawing of `size` points, checked against the limits
    /// in floating point first (a `width="1e9"` must not reach an integer), and where the drawing goes on it.
    private func canvas(for size: (width: Double, height: Double), raster: VectorRaster,
                        path: String) throws -> (Canvas, VectorLayout) {
        let scale = Double(raster.scale)
        let pixels = raster.fit.map { (Double($0.width) * scale, Double($0.height) * scale) } ?? (size.width * scale, size.height * scale)
        let maxSide = Double(min(limits.maxSide, Canvas.cairoMaxSide))
        guard pixels.0.rounded() <= maxSide, pixels.1.rounded() <= maxSide,
              pixels.0.rounded() * pixels.1.rounded() <= Double(limits.maxPixels) else {
            throw VectorError.tooLarge(path: path, width: pixels.0, height: pixels.1, limits: limits)
        }
        guard let layout = VectorLayout(width: size.width, height: size.height, raster: raster) else {
            throw VectorError.tooSmall(path: path, width: size.width, height: size.height, scale: raster.scale)
        }
        let canvas = try Canvas(width: layout.canvasWidth, height: layout.canvasHeight, limits: limits)
        // cairo's own flattening tolerance, as rsvg-convert and pdftocairo draw with: the same pixels as theirs.
        cairo_set_tolerance(canvas.context, 0.1)
        return (canvas, layout)
    }
}
