import BarSkinArt
import BarSkinCore

/// A line and column in a skin file.
public struct SkinPosition: Sendable, Hashable {
    /// 1-based line and column.
    public var line: Int, column: Int

    /// A position from its parts.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
