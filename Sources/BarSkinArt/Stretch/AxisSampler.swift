import BarSkinCore

/// For each destination pixel along one axis, the two source pixels it blends
/// and the weight of the second (0...256).
///
/// Every pair lies inside the source range of the patch the destination pixel
/// belongs to, which is what keeps regions from bleeding into each other; see
/// ``StretchRenderer``.
struct AxisSampler: Sendable {
    /// First source pixel per destination pixel.
    var first: [Int]
    /// Second source pixel per destination pixel (equal to `first` when unblended).
    var second: [Int]
    /// Weight of `second`, out of 256; 0 means an exact copy of `first`.
    var weight: [Int]

    init(placements: [PatchPlacement], mode: ResizingMode) {
        first = []
        second = []
        weight = []
        for placement in placements {
            let patch = placement.patch
            let source = patch.length, destination = placement.destinationLength
            for index in 0..<destination {
                if source == destination {
                    append(patch.start + index, patch.start + index, 0)
                } else if patch.isScalable && mode == .tile {
                    let pixel = patch.start + index % source
                    append(pixel, pixel, 0)
                } else {
                    appendStretched(index: index, source: source, destination: destination, start: patch.start)
                }
            }
        }
    }

    /// Pixel centres map onto pixel centres: `u = (i + 0.5) * S / D - 0.5`,
    /// computed exactly as `n / 2D` and clamped to the patch's own pixels.
    private mutating func appendStretched(index: Int, source: Int, destination: Int, start: Int) {
        let numerator = (2 * index + 1) * source - destination
        let denominator = 2 * destination
        guard numerator > 0 else { return append(start, start, 0) }
        var base = numerator / denominator
        var fraction = ((numerator % denominator) * 256 + destination) / denominator
        if fraction == 256 { base += 1; fraction = 0 }
        if base >= source - 1 { return append(start + source - 1, start + source - 1, 0) }
        append(start + base, start + base + 1, fraction)
    }

    private mutating func append(_ a: Int, _ b: Int, _ w: Int) {
        first.append(a)
        second.append(b)
        weight.append(a == b ? 0 : w)
    }

    var count: Int { first.count }
}
