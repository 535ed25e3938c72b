import BarSkinCore

/// The drawing: mask to coverage plane, spread, offset, blur, colour.
extension GlowOperation {
    /// Draws the glow of the one input, a mask for a file at `scale`.
    /// - Throws: ``Located``<``GlowError``> naming the input when there is not exactly
    ///   one, or when the grown canvas would be over ``limits``.
    public func render(_ inputs: [SourceImage], scale: Int) throws -> Rendering {
        guard inputs.count == 1 else {
            throw GlowError.inputCount(expected: 1, found: inputs.count)
                .located(at: inputs.map(\.path).joined(separator: ", "))
        }
        do {
            return Rendering(images: [try draw(inputs[0].bitmap, scale: scale)])
        } catch {
            throw error.located(at: inputs[0].path)
        }
    }

    /// The glow with the decoded input let go first: an 8192x8192 mask is then
    /// held as 64 MiB of coverage and one canvas that is first the plane and
    /// then the output, not as the RGBA input too. Drawn with its shape, the
    /// mask's pixels are decoded again from the file's bytes a row at a time as
    /// they are composited; an interlaced file, which cannot be decoded so, is
    /// written to a temporary file and read back, unless it is small.
    public func renderEach(_ inputs: consuming [SourceImage], scale: Int, _ output: (Int, Bitmap) throws -> Void) throws -> [any LocatedError] {
        guard inputs.count == 1 else { return try renderHeld(inputs, scale: scale, output) }
        let path = inputs[0].path
        let image: Bitmap
        do {
            var rows: ImageRows?
            if withShape {
                // The bytes passed the runner's limits once already; these decode them again.
                let decoder = PNGDecoder(limits: DecodeLimits(maxSide: 1_000_000, maxPixels: .max))
                let bitmap = inputs[0].bitmap
                if let bytes = inputs[0].encoded, let reader = try PNGRowReader(bytes: bytes, path: path, decoder: decoder),
                   reader.width == bitmap.width, reader.height == bitmap.height {
                    rows = ImageRows(reader, path: path)
                } else if bitmap.pixels.count > Self.heldShapeBytes, let spilled = ImageRows(spilling: bitmap, path: path) {
                    rows = spilled
                } else {
                    return try renderHeld(inputs, scale: scale, output)
                }
            }
            let coverage = GlowCoverage(inputs[0].bitmap).compacted()
            inputs = []
            image = try draw(coverage, shape: rows, scale: scale)
        } catch let error as GlowError {
            throw error.located(at: path)
        }
        try output(0, image)
        return []
    }

    /// A shape no larger than this is held beside the canvas when its file
    /// cannot be decoded a row at a time; a larger one goes to a temporary file.
    static let heldShapeBytes = 16 << 20

    /// The glow drawn from the held bitmap, as ``render(_:scale:)`` draws it.
    private func renderHeld(_ inputs: [SourceImage], scale: Int, _ output: (Int, Bitmap) throws -> Void) throws -> [any LocatedError] {
        try output(0, render(inputs, scale: scale).images[0])
        return []
    }

    /// The glow of `mask`, a file at `scale`: the mask's size plus
    /// ``margins(scale:)`` on each side, or the mask's size with ``keepSize``.
    /// - Throws: ``GlowError/canvasTooLarge(width:height:limits:)``.
    public func draw(_ mask: Bitmap, scale: Int) throws(GlowError) -> Bitmap {
        do {
            return try draw(GlowCoverage(mask), shape: withShape ? ImageRows(mask) : nil, scale: scale)
        } catch let error as GlowError {
            throw error
        } catch {
            preconditionFailure("a decoded bitmap's rows cannot fail: \(error)")
        }
    }

    /// The glow of a mask's coverage, with the shape's rows when it is drawn too.
    /// - Throws: ``GlowError``, or ``PNGDecodingError`` when the shape's rows do not decode again.
    private func draw(_ coverage: GlowCoverage, shape: ImageRows?, scale: Int) throws -> Bitmap {
        let (marginX, marginY) = margins(scale: scale)
        // Margins are at most a side limit (checked at @3x when made), so these cannot overflow.
        let width = coverage.width + 2 * marginX, height = coverage.height + 2 * marginY
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        // Kept at the mask's size, the output is no larger than the decoded
        // mask and the grown canvas is only working memory: it may take twice
        // the limits, so a mask within them keeps its glow whatever the margins
        // (a bound all the same, for the hostile mix of a huge mask and a huge blur).
        let canvasLimits = keepSize ? DecodeLimits(maxSide: 2 * limits.maxSide, maxPixels: limits.maxPixels > Int.max / 2 ? Int.max : 2 * limits.maxPixels) : limits
        guard !overflow, width <= canvasLimits.maxSide, height <= canvasLimits.maxSide, pixels <= canvasLimits.maxPixels else {
            throw GlowError.canvasTooLarge(width: width, height: height, limits: canvasLimits)
        }
        let crop = keepSize
            ? (left: marginX, top: marginY, width: coverage.width, height: coverage.height)
            : (left: 0, top: 0, width: width, height: height)
        var bytes = [UInt8](repeating: 0, count: pixels * 4)
        try bytes.withUnsafeMutableBytes { canvas in
            canvas.withMemoryRebound(to: Float.self) { values in
                drawPlane(PixelPlane(width: width, height: height, values: values), coverage: coverage,
                          left: marginX, top: marginY, scale: scale)
            }
            try GlowComposite(
                color: color.rgba8, strength: opacity * color.alpha,
                shape: shape.map { ($0, marginX, marginY, inner ? .under : .over) }
            ).composite(canvas, canvasWidth: width, crop: crop)
        }
        bytes.removeLast(bytes.count - crop.width * crop.height * 4)
        return Bitmap(width: crop.width, height: crop.height, pixels: bytes)
    }

    /// The glow's coverage, 0...1, in `plane`, the mask placed at `(left, top)`.
    private func drawPlane(_ plane: PixelPlane, coverage: GlowCoverage, left: Int, top: Int, scale: Int) {
        if inner {
            // The shadow of everything outside the shape. The seed strokes the
            // outline and shadows the stroke because a path's negative is hard to
            // build; a mask's negative is just 1 - alpha, and it keeps the far
            // edges clean, which a stroke's inner half would shade too. Beyond
            // the canvas the negative would be 1 as well, but the margins keep
            // every pixel that could reach the shape inside the canvas.
            plane.values.update(repeating: 1)
        }
        coverage.place(in: plane, left: left, top: top, negative: inner)
        Spread.apply(to: plane, distance: spread * Double(scale)) { x, y in
            coverage.placedValue(x: x, y: y, left: left, top: top, negative: inner)
        }
        plane.shift(dx: offset.x * Double(scale), dy: offset.y * Double(scale))
        GaussianBlur(sigma: sigma(scale: scale)).apply(to: plane)
        plane.clampToUnit()
        // An inner shadow is kept only inside the shape; outside it nothing is left.
        if inner { coverage.keepInside(plane, left: left, top: top) }
    }
}
