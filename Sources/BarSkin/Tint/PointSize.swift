/// A size in points.
public struct PointSize: Sendable, Hashable {
    /// Width in points.
    public var width: Int
    /// Height in points.
    public var height: Int

    /// A size from its parts.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
