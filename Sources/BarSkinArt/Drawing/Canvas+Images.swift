import BarSkinCore
internal import CCairo

/// Drawing images: another canvas (premultiplied once, drawable many times) or
/// a bitmap (premultiplied for the one draw).
extension Canvas {
    /// Draws the `source` rectangle of `image` into `destination`.
    ///
    /// Sampling goes through a cairo sub-surface of exactly `source`, so no pixel
    /// outside it can bleed in, whatever the filter: the property cap-inset
    /// drawing depends on. With ``ImageExtend/none`` and ``ImageExtend/pad`` the
    /// source is scaled to `destination`; with ``ImageExtend/repeat`` it is tiled
    /// at its own size from `destination`'s top-left corner. Nothing outside
    /// `destination` changes, even with operators such as ``CompositeOperator/destinationIn``
    /// that would otherwise clear what the image does not cover (``mask(with:at:)`` does that).
    /// - Parameters:
    ///   - source: whole pixels inside `image`; nil means all of it.
    ///   - opacity: 0...1, applied to the whole draw.
    public func draw(_ image: Canvas, in destination: Rect, from source: Rect? = nil,
                     extend: ImageExtend = .pad, filter: ImageFilter = .bilinear, opacity: Double = 1) {
        precondition(image !== self, "a canvas cannot draw itself; draw its copy()")
        let source = source ?? image.bounds
        precondition(!source.isEmpty && source.isIntegral && image.bounds.contains(source),
                     "source \(source) is not whole pixels inside the \(image.width)x\(image.height) image")
        guard !destination.isEmpty else { return }
        let subsurface = cairo_surface_create_for_rectangle(
            image.surface, source.minX, source.minY, source.width, source.height)
        let pattern = cairo_pattern_create_for_surface(subsurface)!
        cairo_surface_destroy(subsurface)
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_extend(pattern, extend.cairoValue)
        cairo_pattern_set_filter(pattern, filter.cairoValue)
        // The pattern matrix maps user space to source pixels.
        var matrix = cairo_matrix_t()
        if extend == .repeat {
            cairo_matrix_init_identity(&matrix)
        } else {
            cairo_matrix_init_scale(&matrix, source.width / destination.width, source.height / destination.height)
        }
        cairo_matrix_translate(&matrix, -destination.minX, -destination.minY)
        cairo_pattern_set_matrix(pattern, &matrix)
        // Saving state means the pattern (and the image's surface) is not left as the source.
        withSavedState {
            cairo_rectangle(context, destination.minX, destination.minY, destination.width, destination.height)
            cairo_clip(context)
            cairo_set_source(context, pattern)
            cairo_paint_with_alpha(context, opacity)
        }
    }

    /// Draws all of `image` at its own size with its top-left corner at `point`.
    public func draw(_ image: Canvas, at point: Point, filter: ImageFilter = .nearest, opacity: Double = 1) {
        draw(image, in: Rect(origin: point, size: image.size), extend: .none, filter: filter, opacity: opacity)
    }

    /// ``draw(_:in:from:extend:filter:opacity:)`` for a bitmap; to draw the same
    /// bitmap several times (nine cap-inset parts), make a ``Canvas`` of it once.
    /// - Throws: ``DrawingError`` when the bitmap cannot become a canvas.
    public func draw(_ image: Bitmap, in destination: Rect, from source: Rect? = nil,
                     extend: ImageExtend = .pad, filter: ImageFilter = .bilinear, opacity: Double = 1) throws {
        draw(try Canvas(bitmap: image), in: destination, from: source, extend: extend, filter: filter,
             opacity: opacity)
    }

    /// Multiplies what is on the canvas by `mask`'s alpha, with the mask's
    /// top-left corner at `point` (Core Graphics' `DestinationIn`). Everything
    /// outside the mask becomes transparent. The current operator is not used.
    public func mask(with mask: Canvas, at point: Point = .zero) {
        precondition(mask !== self, "a canvas cannot mask itself")
        withSavedState {
            cairo_set_operator(context, CAIRO_OPERATOR_DEST_IN)
            cairo_set_source_rgba(context, 0, 0, 0, 1)
            cairo_mask_surface(context, mask.surface, point.x, point.y)
        }
    }

    /// ``mask(with:at:)`` with a bitmap's alpha.
    /// - Throws: ``DrawingError`` when the bitmap cannot become a canvas.
    public func mask(with bitmap: Bitmap, at point: Point = .zero) throws {
        mask(with: try Canvas(bitmap: bitmap), at: point)
    }

    /// Paints `paint` through `mask`'s alpha (its top-left corner at `point`),
    /// with the current operator: the icon-coloured-by-a-gradient step.
    public func fill(with paint: Paint, maskedBy mask: Canvas, at point: Point = .zero) {
        precondition(mask !== self, "a canvas cannot mask itself")
        paint.setAsSource(on: context)
        cairo_mask_surface(context, mask.surface, point.x, point.y)
    }

    /// ``fill(with:maskedBy:at:)`` with a bitmap's alpha.
    /// - Throws: ``DrawingError`` when the bitmap cannot become a canvas.
    public func fill(with paint: Paint, maskedBy bitmap: Bitmap, at point: Point = .zero) throws {
        fill(with: paint, maskedBy: try Canvas(bitmap: bitmap), at: point)
    }
}
