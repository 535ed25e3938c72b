import BarSkinCore

/// What a fill or stroke puts down: a solid colour or a gradient.
///
/// Gradient geometry is in the canvas's user space at the time of drawing, so
/// the same paint follows the canvas's current translation and scale. Beyond
/// the first and last stop a gradient keeps the end colours (cairo's
/// `EXTEND_PAD`), which is what bar and button gradients want.
public enum Paint: Sendable, Hashable {
    /// One colour everywhere.
    case solid(Color)
    /// Colours changing along the line from `start` to `end`, constant across it.
    case linearGradient(start: Point, end: Point, stops: [GradientStop])
    /// Colours changing from the circle (`startCenter`, `startRadius`) to the
    /// circle (`endCenter`, `endRadius`), as cairo's radial gradients do.
    case radialGradient(startCenter: Point, startRadius: Double, endCenter: Point, endRadius: Double,
                        stops: [GradientStop])

    /// A linear gradient through `colors` spread evenly from `start` to `end`.
    public static func linear(from start: Point, to end: Point, colors: [Color]) -> Paint {
        .linearGradient(start: start, end: end, stops: GradientStop.evenlySpaced(colors))
    }

    /// A vertical gradient through `colors` from the top of `rect` to its bottom.
    public static func vertical(in rect: Rect, colors: [Color]) -> Paint {
        linear(from: Point(x: rect.minX, y: rect.minY), to: Point(x: rect.minX, y: rect.maxY), colors: colors)
    }

    /// A radial gradient from `center` (first stop) out to `radius` (last stop).
    public static func radial(center: Point, radius: Double, stops: [GradientStop]) -> Paint {
        .radialGradient(startCenter: center, startRadius: 0, endCenter: center, endRadius: radius, stops: stops)
    }
}
