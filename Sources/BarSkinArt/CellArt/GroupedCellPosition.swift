import BarSkinCore

/// Where a row sits in a section of a grouped table, which decides its
/// rounded corners, its border and its separator.
public enum GroupedCellPosition: String, Sendable, Hashable, CaseIterable {
    /// The first of several rows: rounded top, separator below.
    case top
    /// Neither first nor last: square, separator below.
    case middle
    /// The last of several rows: rounded bottom, border below.
    case bottom
    /// A section's only row: rounded at both ends.
    case topAndBottom

    /// The position of row `row` (from 0) in a section of `count` rows,
    /// chosen as seed 001's table view chooses its images.
    public init(row: Int, of count: Int) {
        precondition(count >= 1 && (0..<count).contains(row), "row \(row) is not in a section of \(count)")
        switch (row == 0, row == count - 1) {
        case (true, true): self = .topAndBottom
        case (true, false): self = .top
        case (false, true): self = .bottom
        case (false, false): self = .middle
        }
    }

    /// The unselected image's name, as seed 001 names it (`topRow`, `topAndBottomRow`).
    public var artName: String { rawValue + "Row" }

    /// Whether the top corners are rounded and a border runs along the top.
    public var roundsTop: Bool { self == .top || self == .topAndBottom }

    /// Whether the bottom corners are rounded and a border runs along the
    /// bottom; otherwise a separator does, to meet the next row.
    public var roundsBottom: Bool { self == .bottom || self == .topAndBottom }
}
