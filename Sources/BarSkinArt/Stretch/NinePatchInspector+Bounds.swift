import BarSkinCore

extension NinePatchInspector {
    /// Red runs must touch an end of the edge: one leading and one trailing at most.
    func layoutBoundsProblem(_ reds: [Range<Int>], length: Int, edge: NinePatchProblem.Edge) -> NinePatchError? {
        guard !reds.isEmpty else { return nil }
        if reds.count > 2 { return error(.tooManyLayoutBounds, edge: edge, pixel: reds[2].lowerBound + 1) }
        if reds[0].lowerBound != 0 && reds[0].upperBound != length {
            return error(.layoutBoundsNotAtEdge, edge: edge, pixel: reds[0].lowerBound + 1)
        }
        if reds.count == 2 && reds[1].upperBound != length {
            return error(.layoutBoundsNotAtEdge, edge: edge, pixel: reds[1].lowerBound + 1)
        }
        return nil
    }

    static func boundsStart(_ reds: [Range<Int>]) -> Int {
        reds.first.map { $0.lowerBound == 0 ? $0.upperBound : 0 } ?? 0
    }

    static func boundsEnd(_ reds: [Range<Int>], length: Int) -> Int {
        reds.last.map { $0.upperBound == length && ($0.lowerBound != 0 || reds.count == 2) ? length - $0.lowerBound : 0 } ?? 0
    }

    /// From the first run's start to the last one's end; nil when there are none.
    static func span(_ runs: [Range<Int>]) -> Range<Int>? {
        guard let first = runs.first, let last = runs.last else { return nil }
        return first.lowerBound..<last.upperBound
    }

    /// Patches along an axis as aapt2 counts them for its 127-colour limit (none without a stretch region).
    static func segmentCount(_ ticks: [Range<Int>], length: Int) -> Int {
        guard !ticks.isEmpty else { return 0 }
        var count = ticks.count * 2 + 1
        if ticks.first!.lowerBound == 0 { count -= 1 }
        if ticks.last!.upperBound == length { count -= 1 }
        return count
    }
}
