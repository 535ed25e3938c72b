/// The drawing: mask to coverage plane, spread, offset, blur, colour.
extension GlowOperation {
    /// Draws the glow of the one input, a mask for a file at `scale`.
    /// - Throws: ``LocatedGlowError`` naming the input when there is not exactly
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

    /// The glow of `mask`, a file at `scale`: the mask's size plus
    /// ``margins(scale:)`` on each side, or the mask's size with ``keepSize``.
    /// - Throws: ``GlowError/canvasTooLarge(width:height:limits:)``.
    public func draw(_ mask: Bitmap, scale: Int) throws(GlowError) -> Bitmap {
        let (marginX, marginY) = margins(scale: scale)
        // Margins are at most a side limit (checked at @3x when made), so these cannot overflow.
        let width = mask.width + 2 * marginX, height = mask.height + 2 * marginY
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard width <= limits.maxSide, height <= limits.maxSide, !overflow, pixels <= limits.maxPixels else {
            throw GlowError.canvasTooLarge(width: width, height: height, limits: limits)
        }
        let shape = PixelPlane(alphaOf: mask)
        var plane: PixelPlane
        if inner {
            // The shadow of everything outside the shape. The seed strokes the
            // outline and shadows the stroke because a path's negative is hard to
            // build; a mask's negative is just 1 - alpha, and it keeps the far
            // edges clean, which a stroke's inner half would shade too. Beyond
            // the canvas the negative would be 1 as well, but the margins keep
            // every pixel that could reach the shape inside the canvas.
            plane = PixelPlane(width: width, height: height, value: 1)
            var negative = shape
            for index in negative.values.indices { negative.values[index] = 1 - negative.values[index] }
            plane.place(negative, left: marginX, top: marginY)
        } else {
            plane = PixelPlane(width: width, height: height)
            plane.place(shape, left: marginX, top: marginY)
        }
        Spread.apply(to: &plane, distance: spread * Double(scale))
        plane = plane.shifted(dx: offset.x * Double(scale), dy: offset.y * Double(scale))
        GaussianBlur(sigma: sigma(scale: scale)).apply(to: &plane)
        plane.clampToUnit()
        if inner {
            // Kept only inside the shape; outside it nothing is left.
            var inside = PixelPlane(width: width, height: height)
            inside.place(shape, left: marginX, top: marginY)
            for index in plane.values.indices { plane.values[index] *= inside.values[index] }
        }
        let crop = keepSize
            ? (left: marginX, top: marginY, width: mask.width, height: mask.height)
            : (left: 0, top: 0, width: width, height: height)
        return GlowComposite(
            color: color.rgba8, strength: opacity * color.alpha,
            shape: withShape ? (mask, marginX, marginY, inner ? .under : .over) : nil
        ).image(of: plane, left: crop.left, top: crop.top, width: crop.width, height: crop.height)
    }
}
