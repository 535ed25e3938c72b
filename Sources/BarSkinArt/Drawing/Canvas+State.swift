import BarSkinCore
internal import CCairo

/// Drawing state: the compositing operator, antialiasing, the transform and
/// the clip. All of it is saved and restored by ``Canvas/withSavedState(_:)``.
extension Canvas {
    /// How the next drawing combines with the canvas; ``CompositeOperator/over`` at first.
    public var compositeOperator: CompositeOperator {
        get { CompositeOperator(cairoValue: cairo_get_operator(context)) ?? .over }
        set { cairo_set_operator(context, newValue.cairoValue) }
    }

    /// Whether fills and strokes get soft edges (on at first). Off gives hard
    /// 0-or-255 coverage, for pixel-exact masks.
    public var isAntialiased: Bool {
        get { cairo_get_antialias(context) != CAIRO_ANTIALIAS_NONE }
        set { cairo_set_antialias(context, newValue ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE) }
    }

    /// Runs `body`, then puts back the operator, antialiasing, transform and
    /// clip as they were before it, whatever `body` changed.
    public func withSavedState<Result>(_ body: () throws -> Result) rethrows -> Result {
        cairo_save(context)
        defer { cairo_restore(context) }
        return try body()
    }

    /// Runs `body` with drawing limited to the inside of `path` (intersected
    /// with any clip already in force); the clip ends when `body` returns.
    public func withClip<Result>(to path: Path, rule: Path.FillRule = .winding,
                                 _ body: () throws -> Result) rethrows -> Result {
        try withSavedState {
            path.replay(on: context)
            cairo_set_fill_rule(context, rule.cairoValue)
            cairo_clip(context)
            return try body()
        }
    }

    /// Moves the user-space origin by `dx`, `dy` (for the rest of the current saved state).
    public func translate(dx: Double, dy: Double) {
        cairo_translate(context, dx, dy)
    }

    /// Scales user space: `scale(by: 2)` lets @2x art be drawn with 1x (point) geometry.
    public func scale(x: Double, y: Double) {
        cairo_scale(context, x, y)
    }

    /// Scales user space equally both ways.
    public func scale(by factor: Double) {
        scale(x: factor, y: factor)
    }

    /// Rotates user space by `radians`, clockwise on screen.
    public func rotate(by radians: Double) {
        cairo_rotate(context, radians)
    }
}
