import BarSkinCore

/// Reads an SVG or PDF mask into the ``Bitmap`` a PNG mask decodes to, at one
/// scale: every operation that takes a PNG takes it unchanged.
///
/// The drawing's size in points is the SVG's `width` and `height` (1 px = 1 pt),
/// else its `viewBox`, or the PDF's first page; ``VectorLayout`` puts it on whole
/// pixels. Hostile files get what hostile PNGs get: nothing outside the file is
/// loaded (``SVGPrescan``, and no base file for librsvg), sizes are checked
/// against ``DecodeLimits`` before any pixel is allocated, and every refusal is a
/// ``VectorError`` naming the file. The libraries themselves run in a child process
/// (``VectorSandbox``): a file that crashes, hangs or swells them is one error too.
public struct VectorMask: Sendable {
    /// The largest bitmap drawn, and the largest embedded image allowed.
    public var limits: DecodeLimits
    /// The child process librsvg and poppler run in, and its limits.
    public var sandbox: VectorSandbox

    /// A reader within `limits`, drawing in `sandbox`.
    public init(limits: DecodeLimits = .default, sandbox: VectorSandbox = .default) {
        self.limits = limits
        self.sandbox = sandbox
    }

    /// The drawing in `bytes` (the contents of `path`, whose extension says SVG or PDF) at `raster`'s scale and fit.
    /// - Throws: ``VectorError``.
    public func rasterize(_ bytes: [UInt8], path: String, raster: VectorRaster) throws -> Bitmap {
        let format = try prescanned(bytes, path: path)
        let drawn = try SandboxedDecode(path: path, format: format, sandbox: sandbox).run(bytes) { size in
            try layout(for: size, raster: raster, path: path)
        }
        guard let bitmap = drawn.bitmap else { preconditionFailure("a layout was given, so pixels came back") }
        return bitmap
    }

    /// The drawing's size in points, without drawing it.
    /// - Throws: ``VectorError``.
    public func pointSize(of bytes: [UInt8], path: String) throws -> (width: Double, height: Double) {
        let format = try prescanned(bytes, path: path)
        return try SandboxedDecode(path: path, format: format, sandbox: sandbox).run(bytes) { _ in nil }.size
    }

    /// The format, once the cheap checks have passed: an SVG's references, entities and
    /// element count are read here, before any library sees the file.
    /// A file refused once is refused again at once, for its other scales.
    private func prescanned(_ bytes: [UInt8], path: String) throws(VectorError) -> VectorFormat {
        guard let format = VectorFormat(path: path) else { preconditionFailure("\(path) is not an SVG or PDF") }
        guard format == .svg else { return format }
        let key = VectorChildPool.FailureKey(path: path, bytes: bytes)
        if let failure = VectorChildPool.shared.failure(for: key) { throw failure }
        do { try SVGPrescan(path: path, limits: limits).check(bytes) } catch {
            VectorChildPool.shared.remember(error, for: key)
            throw error
        }
        return format
    }

    /// Where a drawing of `size` points goes on its canvas, checked against the limits in
    /// floating point first (a `width="1e9"` must not reach an integer), before the child
    /// allocates a pixel.
    private func layout(for size: (width: Double, height: Double), raster: VectorRaster, path: String) throws(VectorError) -> VectorLayout {
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
        return layout
    }
}
