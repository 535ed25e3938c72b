import BarSkinCore

/// A position in a canvas's user space: x to the right, y down, in pixels
/// unless the canvas has been scaled.
public struct Point: Sendable, Hashable, CustomStringConvertible {
    /// Distance to the right of the origin.
    public var x: Double
    /// Distance below the origin.
    public var y: Double

    /// A point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)

    /// This point moved by `dx` right and `dy` down.
    public func offsetBy(dx: Double, dy: Double) -> Point {
        Point(x: x + dx, y: y + dy)
    }

    /// The straight-line distance to `other`.
    public func distance(to other: Point) -> Double {
        ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot()
    }

    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
