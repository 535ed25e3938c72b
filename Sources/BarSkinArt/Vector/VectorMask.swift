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
        let drawn = try claimed(bytes, path: path) { decode in
            try decode.run(bytes) { size in
                try layout(for: size, raster: raster, path: path)
            }
        }
        guard let bitmap = drawn.bitmap else { preconditionFailure("a layout was given, so pixels came back") }
        return bitmap
    }

    /// The drawing's size in points, without drawing it.
    /// - Throws: ``VectorError``.
    public func pointSize(of bytes: [UInt8], path: String) throws -> (width: Double, height: Double) {
        try claimed(bytes, path: path) { decode in
            try decode.run(bytes) { _ in nil }.size
        }
    }

    /// `body` run with the file's decode once the cheap checks have passed (an SVG's
    /// references, entities and element count are read here, before any library sees the
    /// file, once a file and limits), with the file claimed: another thread drawing the same
    /// file is waited for, and a file refused once is refused again at once, for its other scales.
    private func claimed<Result>(_ bytes: [UInt8], path: String, _ body: (SandboxedDecode) throws -> Result) throws -> Result {
        guard let format = VectorFormat(path: path) else { preconditionFailure("\(path) is not an SVG or PDF") }
        let pool = VectorChildPool.shared
        let key = VectorChildPool.FileKey(path: path, bytes: bytes)
        if let failure = pool.claim(key) { throw failure }
        defer { pool.finish(key) }
        let scanned = VectorChildPool.Prescanned(key: key, limits: limits)
        if format == .svg, !pool.passed(scanned) {
            do { try SVGPrescan(path: path, limits: limits).check(bytes) } catch {
                pool.remember(error, for: key)
                throw error
            }
            pool.rememberPassing(scanned)
        }
        return try body(SandboxedDecode(path: path, key: key, format: format, sandbox: sandbox))
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
            throw VectorProblem.tooLarge(width: pixels.0, height: pixels.1, limits: limits).located(at: path)
        }
        guard let layout = VectorLayout(width: size.width, height: size.height, raster: raster) else {
            throw VectorProblem.tooSmall(width: size.width, height: size.height, scale: raster.scale).located(at: path)
        }
        return layout
    }
}
