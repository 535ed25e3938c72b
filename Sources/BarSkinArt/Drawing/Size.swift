import BarSkinCore

/// A width and height in a canvas's user space.
public struct Size: Sendable, Hashable, CustomStringConvertible {
    /// Extent to the right.
    public var width: Double
    /// Extent downwards.
    public var height: Double

    /// A size from its two extents.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size from whole pixel counts.
    public init(width: Int, height: Int) {
        self.init(width: Double(width), height: Double(height))
    }

    /// No extent.
    public static let zero = Size(width: 0, height: 0)

    /// Both extents multiplied by `factor` (points to pixels at a scale, for example).
    public func scaled(by factor: Double) -> Size {
        Size(width: width * factor, height: height * factor)
    }

    /// `WxH`.
    public var description: String { "\(width)x\(height)" }
}
