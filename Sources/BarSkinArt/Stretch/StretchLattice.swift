import BarSkinCore

/// A stretchable image's patches on both axes and how each axis fills its
/// scalable patches. This is the whole description of a resizable image,
/// whether it came from UIKit caps, an asset catalog or an Android 9-patch.
public struct StretchLattice: Sendable, Hashable {
    /// Columns.
    public var horizontal: StretchAxis
    /// Rows.
    public var vertical: StretchAxis
    /// How the scalable columns fill extra width.
    public var horizontalMode: ResizingMode
    /// How the scalable rows fill extra height.
    public var verticalMode: ResizingMode

    /// A lattice from its axes and modes.
    public init(horizontal: StretchAxis, vertical: StretchAxis, horizontalMode: ResizingMode, verticalMode: ResizingMode) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.horizontalMode = horizontalMode
        self.verticalMode = verticalMode
    }

    /// A lattice with one mode for both axes.
    public init(horizontal: StretchAxis, vertical: StretchAxis, mode: ResizingMode) {
        self.init(horizontal: horizontal, vertical: vertical, horizontalMode: mode, verticalMode: mode)
    }
}

/// An image axis, for messages.
public enum ImageAxis: String, Sendable, Hashable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical

    /// "width" or "height".
    public var dimension: String { self == .horizontal ? "width" : "height" }
    /// "wide" or "tall".
    public var extent: String { self == .horizontal ? "wide" : "tall" }
    /// "left and right" or "top and bottom".
    public var capNames: String { self == .horizontal ? "left and right" : "top and bottom" }
}
