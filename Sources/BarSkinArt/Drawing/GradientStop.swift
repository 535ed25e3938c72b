import BarSkinCore

/// One colour of a gradient at a position along it.
public struct GradientStop: Sendable, Hashable {
    /// Where the colour sits: 0 at the gradient's start, 1 at its end.
    public var offset: Double
    /// The colour there; colours between stops are interpolated.
    public var color: Color

    /// A stop from its offset (clamped into 0...1) and colour.
    public init(_ offset: Double, _ color: Color) {
        precondition(!offset.isNaN, "gradient stop offset is NaN")
        self.offset = min(max(offset, 0), 1)
        self.color = color
    }

    /// `colors` spread evenly from 0 to 1 (one colour sits at 0).
    public static func evenlySpaced(_ colors: [Color]) -> [GradientStop] {
        guard colors.count > 1 else { return colors.map { GradientStop(0, $0) } }
        let last = Double(colors.count - 1)
        return colors.enumerated().map { GradientStop(Double($0.offset) / last, $0.element) }
    }
}
