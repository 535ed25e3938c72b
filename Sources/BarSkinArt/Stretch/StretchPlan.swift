import BarSkinCore

/// A lattice laid out at one destination size: every patch's source and
/// destination range on both axes, on whole pixels.
public struct StretchPlan: Sendable, Hashable {
    /// The lattice being laid out.
    public var lattice: StretchLattice
    /// Destination width in pixels.
    public var width: Int
    /// Destination height in pixels.
    public var height: Int
    /// Columns: where each horizontal patch lands.
    public var columns: [PatchPlacement]
    /// Rows: where each vertical patch lands.
    public var rows: [PatchPlacement]

    /// Lays `lattice` out at `width` x `height` pixels.
    /// - Parameter shrinkingCaps: scale the fixed patches down (Skia's rule)
    ///   when they do not fit, instead of failing.
    /// - Throws: ``StretchProblem/targetTooSmall(axis:target:fixed:)`` naming `path`.
    public init(lattice: StretchLattice, width: Int, height: Int, shrinkingCaps: Bool, path: String) throws {
        precondition(width > 0 && height > 0, "the target needs at least one pixel")
        guard let columns = lattice.horizontal.layout(into: width, shrinkingCaps: shrinkingCaps) else {
            throw StretchProblem.targetTooSmall(axis: .horizontal, target: width, fixed: lattice.horizontal.fixedLength).located(at: path)
        }
        guard let rows = lattice.vertical.layout(into: height, shrinkingCaps: shrinkingCaps) else {
            throw StretchProblem.targetTooSmall(axis: .vertical, target: height, fixed: lattice.vertical.fixedLength).located(at: path)
        }
        self.lattice = lattice
        self.width = width
        self.height = height
        self.columns = columns
        self.rows = rows
    }
}
