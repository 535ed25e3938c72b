import BarSkinCore
internal import CCairo

/// Filling and stroking shapes.
extension Canvas {
    /// Fills the inside of `path` with `paint`, using the current operator.
    public func fill(_ path: Path, with paint: Paint, rule: Path.FillRule = .winding) {
        path.replay(on: context)
        paint.setAsSource(on: context)
        cairo_set_fill_rule(context, rule.cairoValue)
        cairo_fill(context)
    }

    /// Fills `rect` with `paint`. On whole-pixel edges the result is exact:
    /// covered pixels get the paint, the others are untouched.
    public func fill(_ rect: Rect, with paint: Paint) {
        fill(Path.rect(rect), with: paint)
    }

    /// Strokes the outline of `path` with `paint`.
    public func stroke(_ path: Path, with paint: Paint, style: StrokeStyle = StrokeStyle()) {
        path.replay(on: context)
        paint.setAsSource(on: context)
        cairo_set_line_width(context, style.lineWidth)
        cairo_set_line_join(context, style.join.cairoValue)
        cairo_set_line_cap(context, style.cap.cairoValue)
        cairo_set_miter_limit(context, style.miterLimit)
        cairo_stroke(context)
    }

    /// Paints `paint` over the whole canvas (within the clip), with `opacity` 0...1.
    public func fillAll(with paint: Paint, opacity: Double = 1) {
        paint.setAsSource(on: context)
        cairo_paint_with_alpha(context, opacity)
    }

    /// Makes the whole canvas (within the clip) fully transparent.
    public func clear() {
        withSavedState {
            cairo_set_operator(context, CAIRO_OPERATOR_CLEAR)
            cairo_paint(context)
        }
    }
}
