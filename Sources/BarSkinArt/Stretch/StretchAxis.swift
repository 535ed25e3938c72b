import BarSkinCore

/// One axis of a stretchable image: the source pixels cut into patches that
/// are either fixed (caps) or scalable (stretched or tiled into extra space).
///
/// Patches carry their own source range, so an asset catalog slice whose
/// centre is narrower than the gap between its caps simply leaves the unused
/// pixels out, as Xcode does.
public struct StretchAxis: Sendable, Hashable {
    /// One patch along the axis.
    public struct Patch: Sendable, Hashable {
        /// First source pixel.
        public var start: Int
        /// One past the last source pixel.
        public var end: Int
        /// Whether the patch takes a share of the extra length.
        public var isScalable: Bool

        /// A patch over `start..<end`.
        public init(start: Int, end: Int, isScalable: Bool) {
            precondition(start >= 0 && end > start, "a patch needs at least one pixel")
            self.start = start
            self.end = end
            self.isScalable = isScalable
        }

        /// Source length in pixels.
        public var length: Int { end - start }
    }

    /// The patches in order, none empty, at least one scalable.
    public let patches: [Patch]

    /// An axis from patches; our own code builds them, so bad ones are a bug.
    public init(patches: [Patch]) {
        precondition(!patches.isEmpty && patches.contains(where: \.isScalable), "an axis needs a scalable patch")
        precondition(zip(patches, patches.dropFirst()).allSatisfy { $0.end <= $1.start }, "patches must not overlap")
        self.patches = patches
    }

    /// Fixed caps of `leading` and `trailing` pixels around a scalable middle
    /// `middle` pixels long starting right after the leading cap.
    public init(leading: Int, middle: Int, trailing: Int) {
        var patches: [Patch] = []
        if leading > 0 { patches.append(Patch(start: 0, end: leading, isScalable: false)) }
        patches.append(Patch(start: leading, end: leading + middle, isScalable: true))
        let trailingStart = leading + middle
        if trailing > 0 { patches.append(Patch(start: trailingStart, end: trailingStart + trailing, isScalable: false)) }
        self.init(patches: patches)
    }

    /// Android's stretch regions (`[start, end)` pairs in frame-less pixels)
    /// over an image `length` pixels long; everything else is fixed.
    public init(stretchRegions: [Range<Int>], length: Int) {
        var patches: [Patch] = []
        var position = 0
        for region in stretchRegions {
            if region.lowerBound > position { patches.append(Patch(start: position, end: region.lowerBound, isScalable: false)) }
            patches.append(Patch(start: region.lowerBound, end: region.upperBound, isScalable: true))
            position = region.upperBound
        }
        if position < length { patches.append(Patch(start: position, end: length, isScalable: false)) }
        self.init(patches: patches)
    }

    /// Source pixels in fixed patches.
    public var fixedLength: Int { patches.filter { !$0.isScalable }.reduce(0) { $0 + $1.length } }
    /// Source pixels in scalable patches.
    public var scalableLength: Int { patches.filter(\.isScalable).reduce(0) { $0 + $1.length } }
}
