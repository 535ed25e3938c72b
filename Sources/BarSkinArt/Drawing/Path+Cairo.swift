import BarSkinCore
internal import CCairo

extension Path {
    /// Replaces the context's current path with this one.
    func replay(on context: OpaquePointer) {
        cairo_new_path(context)
        for element in elements {
            switch element {
            case .move(let point):
                cairo_move_to(context, point.x, point.y)
            case .line(let point):
                cairo_line_to(context, point.x, point.y)
            case .curve(let point, let control1, let control2):
                cairo_curve_to(context, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
            case .arc(let center, let radius, let startAngle, let endAngle, let clockwise):
                if clockwise {
                    cairo_arc(context, center.x, center.y, radius, startAngle, endAngle)
                } else {
                    cairo_arc_negative(context, center.x, center.y, radius, startAngle, endAngle)
                }
            case .close:
                cairo_close_path(context)
            }
        }
    }
}
