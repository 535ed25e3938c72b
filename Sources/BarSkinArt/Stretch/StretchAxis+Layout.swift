import BarSkinCore

/// Where one patch lands in the destination.
public struct PatchPlacement: Sendable, Hashable {
    /// The patch, with its source range.
    public var patch: StretchAxis.Patch
    /// First destination pixel.
    public var destinationStart: Int
    /// One past the last destination pixel; equal to the start for a patch
    /// that gets no room (scalable patches when the caps are shrunk).
    public var destinationEnd: Int

    /// Destination length in pixels.
    public var destinationLength: Int { destinationEnd - destinationStart }
}

extension StretchAxis {
    /// Lays the patches out along a destination `length` pixels long, the way
    /// Skia's `SkLatticeIter` does but on whole pixels.
    ///
    /// When the fixed patches fit, they keep their size and the scalable ones
    /// share the rest in proportion to their source length. When they do not
    /// fit, `shrinkingCaps` decides: nil is returned, or (Skia's rule) the
    /// scalable patches get nothing and the fixed ones are scaled by
    /// `length / fixedLength`. Boundaries are rounded from the exact rational
    /// positions (half up), cumulatively, so lengths always add up to `length`.
    public func layout(into length: Int, shrinkingCaps: Bool) -> [PatchPlacement]? {
        precondition(length >= 0, "negative destination length")
        let fixed = fixedLength, scalable = scalableLength
        let shrinks = fixed > length
        if shrinks && !shrinkingCaps { return nil }
        var placements: [PatchPlacement] = []
        var fixedSoFar = 0, scalableSoFar = 0, position = 0
        for patch in patches {
            if patch.isScalable { scalableSoFar += patch.length } else { fixedSoFar += patch.length }
            let boundary: Int
            if shrinks {
                boundary = Self.roundedQuotient(fixedSoFar * length, fixed)
            } else {
                boundary = fixedSoFar + Self.roundedQuotient(scalableSoFar * (length - fixed), scalable)
            }
            placements.append(PatchPlacement(patch: patch, destinationStart: position, destinationEnd: boundary))
            position = boundary
        }
        return placements
    }

    /// `numerator / denominator` rounded half up, for non-negative values.
    static func roundedQuotient(_ numerator: Int, _ denominator: Int) -> Int {
        (2 * numerator + denominator) / (2 * denominator)
    }
}
