import BarSkinCore

/// The space kept clear around a button's title, in points, as UIKit's
/// `titleEdgeInsets` gives it: the title is centred in what is left.
public struct TitleInsets: Sendable, Hashable, CustomStringConvertible {
    /// Points kept clear above the title.
    public var top: Double
    /// Points kept clear on the left.
    public var left: Double
    /// Points kept clear below.
    public var bottom: Double
    /// Points kept clear on the right.
    public var right: Double

    /// Insets from their parts, top, left, bottom, right as `UIEdgeInsetsMake` orders them.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    /// What is left of `rect` inside the insets.
    public func inset(_ rect: Rect) -> Rect {
        Rect(x: rect.minX + left, y: rect.minY + top,
             width: rect.width - left - right, height: rect.height - top - bottom)
    }

    /// `(0,6,0,3)`.
    public var description: String {
        "(" + [top, left, bottom, right].map(GlowOperation.text).joined(separator: ",") + ")"
    }
}
