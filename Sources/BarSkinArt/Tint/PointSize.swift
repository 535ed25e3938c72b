import BarSkinCore

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

    /// Parses `WxH`: two whole numbers of points from 1 to ``CapInsets/maximum``;
    /// nil for anything else, signs and spaces included.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
              let width = Int(parts[0]), let height = Int(parts[1]),
              (1...CapInsets.maximum).contains(width), (1...CapInsets.maximum).contains(height)
        else { return nil }
        self.init(width: width, height: height)
    }
}
