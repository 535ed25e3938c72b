import BarSkinCore

/// How a path's outline is stroked.
public struct StrokeStyle: Sendable, Hashable {
    /// How two segments meet at a corner.
    public enum Join: Sendable, Hashable {
        /// Sharp corners, cut to a bevel past `miterLimit`.
        case miter
        /// Rounded corners.
        case round
        /// Corners cut straight across.
        case bevel
    }

    /// How open ends are drawn.
    public enum Cap: Sendable, Hashable {
        /// Ends exactly at the end point.
        case butt
        /// A half circle past the end point.
        case round
        /// A half square past the end point.
        case square
    }

    /// Line width in user-space units, centred on the path; a crisp one-pixel
    /// line on whole-pixel geometry needs its path on half-pixel coordinates.
    public var lineWidth: Double
    /// Corner shape.
    public var join: Join
    /// End shape.
    public var cap: Cap
    /// The ratio of miter length to line width above which a miter becomes a bevel.
    public var miterLimit: Double

    /// A stroke style; the defaults match cairo's and Core Graphics' (width 1, miter, butt, limit 10).
    public init(lineWidth: Double = 1, join: Join = .miter, cap: Cap = .butt, miterLimit: Double = 10) {
        precondition(lineWidth >= 0 && miterLimit >= 1, "invalid stroke style")
        self.lineWidth = lineWidth
        self.join = join
        self.cap = cap
        self.miterLimit = miterLimit
    }
}
