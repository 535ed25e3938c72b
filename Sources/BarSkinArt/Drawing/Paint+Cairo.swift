import BarSkinCore
internal import CCairo

extension Paint {
    /// Makes this paint the context's source, in the context's current user space.
    func setAsSource(on context: OpaquePointer) {
        switch self {
        case .solid(let color):
            cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
        case .linearGradient(let start, let end, let stops):
            let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
            Self.install(pattern, stops: stops, on: context)
        case .radialGradient(let startCenter, let startRadius, let endCenter, let endRadius, let stops):
            let pattern = cairo_pattern_create_radial(
                startCenter.x, startCenter.y, max(startRadius, 0), endCenter.x, endCenter.y, max(endRadius, 0))!
            Self.install(pattern, stops: stops, on: context)
        }
    }

    private static func install(_ pattern: OpaquePointer, stops: [GradientStop], on context: OpaquePointer) {
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(
                pattern, stop.offset, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(context, pattern)
        // The context holds its own reference now.
        cairo_pattern_destroy(pattern)
    }
}
