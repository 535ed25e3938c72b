import BarSkinCore

/// Why an image could not be stretched as asked: a ``StretchProblem`` about the file it names.
public typealias StretchError = Located<StretchProblem>

/// What keeps an image from being stretched as asked, before it is tied to its file. Sizes
/// are in pixels of that file unless a case says points.
public enum StretchProblem: RemediableProblem, Equatable {
    /// Cap insets that leave no pixel between them.
    case capsTooLarge(axis: ImageAxis, caps: Int, imageLength: Int)
    /// A legacy left/top cap that leaves no point to stretch after it.
    case legacyCapTooLarge(axis: ImageAxis, cap: Int, imagePoints: Int)
    /// A target smaller than the fixed caps, without `--shrink`.
    case targetTooSmall(axis: ImageAxis, target: Int, fixed: Int)
    /// A target over the decoder's size limits.
    case targetTooLarge(width: Int, height: Int, maxSide: Int, maxPixels: Int)
    /// A size in points that overflows once multiplied by the scale.
    case sizeOverflow(width: Int, height: Int, scale: Int)
    /// Content insets that leave no content area.
    case contentInsetsTooLarge(axis: ImageAxis, insets: Int, imageLength: Int)
    /// A scale with no Android density folder.
    case noAndroidDensity(scale: Int)

    /// The problem, as a lowercase fragment that reads well after the path.
    public var message: String {
        switch self {
        case .capsTooLarge(let axis, let caps, let length):
            let excess = caps - length + 1
            return "\(axis.capNames) caps (\(caps) px together) leave nothing to stretch in an image \(length) px "
                + "\(axis.extent); they are \(excess) px too large"
        case .legacyCapTooLarge(let axis, let cap, let points):
            let side = axis == .horizontal ? "left" : "top"
            return "\(side) cap \(cap) pt leaves no point to stretch in an image \(points) pt \(axis.extent) "
                + "(at most \(max(points - 1, 0)) pt, or 0 to stretch the whole \(axis.dimension))"
        case .targetTooSmall(let axis, let target, let fixed):
            return "target \(axis.dimension) \(target) px is \(fixed - target) px smaller than the fixed caps (\(fixed) px)"
        case .targetTooLarge(let width, let height, let maxSide, let maxPixels):
            return "target \(width)x\(height) px is over the limit of \(maxSide) px a side and \(maxPixels) pixels"
        case .sizeOverflow(let width, let height, let scale):
            return "size \(width)x\(height) pt at @\(scale)x is too large"
        case .contentInsetsTooLarge(let axis, let insets, let length):
            return "content insets (\(insets) px \(axis.capNames) together) leave no content in an image \(length) px \(axis.extent)"
        case .noAndroidDensity(let scale):
            return "no Android density for @\(scale)x (9-patches are written for @1x to @4x)"
        }
    }

    /// A target smaller than the caps can be rendered larger, or with the caps scaled down.
    public var remedy: Remedy? {
        if case .targetTooSmall = self { .largerSizeOrShrink } else { nil }
    }
}
