import BarSkinCore

/// Caps as a user gives them, in points, with the UIKit call whose semantics
/// they follow.
public enum CapSpecification: Sendable, Hashable {
    /// `stretchableImageWithLeftCapWidth:topCapHeight:`: the right cap is
    /// `width - left - 1` and the bottom cap `height - top - 1`, so exactly one
    /// point is stretched each way; 0 stretches the whole axis.
    case legacy(leftCap: Int, topCap: Int)
    /// `resizableImageWithCapInsets:resizingMode:`: everything between the
    /// insets is tiled or stretched, and a middle of one point is always stretched.
    case insets(CapInsets, ResizingMode)

    /// The caps as manifests and identifiers record them, written out rather than
    /// reflected (a type's printed name changes with its module): `legacy(4,0)`,
    /// `insets(0,14,0,5) stretch`.
    public var identifier: String {
        switch self {
        case .legacy(let left, let top): "legacy(\(left),\(top))"
        case .insets(let insets, let mode): "insets(\(insets.text)) \(mode.rawValue)"
        }
    }

    /// The lattice for a file `width` x `height` pixels at `scale`.
    /// - Throws: ``StretchError`` when the caps leave nothing to stretch.
    public func lattice(width: Int, height: Int, scale: Int, path: String) throws -> StretchLattice {
        switch self {
        case .legacy(let leftCap, let topCap):
            let horizontal = try Self.legacyAxis(cap: leftCap, length: width, scale: scale, axis: .horizontal, path: path)
            let vertical = try Self.legacyAxis(cap: topCap, length: height, scale: scale, axis: .vertical, path: path)
            return StretchLattice(horizontal: horizontal, vertical: vertical, mode: .stretch)
        case .insets(let points, let mode):
            let insets = points.pixels(atScale: scale)
            let (horizontal, horizontalMode) = try Self.insetAxis(
                leading: insets.left, trailing: insets.right, length: width, scale: scale, mode: mode, axis: .horizontal, path: path)
            let (vertical, verticalMode) = try Self.insetAxis(
                leading: insets.top, trailing: insets.bottom, length: height, scale: scale, mode: mode, axis: .vertical, path: path)
            return StretchLattice(horizontal: horizontal, vertical: vertical, horizontalMode: horizontalMode, verticalMode: verticalMode)
        }
    }

    private static func legacyAxis(cap: Int, length: Int, scale: Int, axis: ImageAxis, path: String) throws -> StretchAxis {
        if cap == 0 { return StretchAxis(leading: 0, middle: length, trailing: 0) }
        // UIKit sizes an image as floor(pixels / scale) points; the cap and the
        // stretched point must both fit in that.
        let points = length / scale
        guard cap < points else {
            throw StretchProblem.legacyCapTooLarge(axis: axis, cap: cap, imagePoints: points).located(at: path)
        }
        return StretchAxis(leading: cap * scale, middle: scale, trailing: length - cap * scale - scale)
    }

    private static func insetAxis(
        leading: Int, trailing: Int, length: Int, scale: Int, mode: ResizingMode, axis: ImageAxis, path: String
    ) throws -> (StretchAxis, ResizingMode) {
        let middle = length - leading - trailing
        guard middle >= 1 else {
            throw StretchProblem.capsTooLarge(axis: axis, caps: leading + trailing, imageLength: length).located(at: path)
        }
        // UIKit: "if the region to be resized is a 1-pixel region and this
        // property is set to tile, the region will be stretched instead";
        // regions are measured in points, so that is `scale` pixels here.
        let effective: ResizingMode = middle <= scale ? .stretch : mode
        return (StretchAxis(leading: leading, middle: middle, trailing: trailing), effective)
    }
}
