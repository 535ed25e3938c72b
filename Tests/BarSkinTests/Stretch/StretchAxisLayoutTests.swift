import Testing
@testable import BarSkin
@testable import BarSkinArt
@testable import BarSkinCore
import BarSkinTestSupport

/// The lattice maths: proportional sharing and Skia's shrink rule, on whole pixels.
struct StretchAxisLayoutTests {
    private func lengths(_ axis: StretchAxis, _ length: Int, shrink: Bool = false) -> [Int]? {
        axis.layout(into: length, shrinkingCaps: shrink)?.map(\.destinationLength)
    }

    private let twoRegions = StretchAxis(patches: [
        .init(start: 0, end: 2, isScalable: false), .init(start: 2, end: 3, isScalable: true),
        .init(start: 3, end: 6, isScalable: false), .init(start: 6, end: 9, isScalable: true),
        .init(start: 9, end: 10, isScalable: false),
    ])

    @Test func scalableRegionsShareExtraLengthInProportionToTheirSourceLength() {
        // Fixed 6 px, scalable 1 + 3 px; 14 extra px split 3.5 : 10.5, rounded half up at the boundary.
        #expect(lengths(twoRegions, 20) == [2, 4, 3, 10, 1])
        // Extra 4 px: 1 : 3 exactly.
        #expect(lengths(twoRegions, 10) == [2, 1, 3, 3, 1])
        #expect(lengths(twoRegions, 14) == [2, 2, 3, 6, 1])
    }

    @Test func sourceSizeIsAnIdentity() {
        #expect(lengths(twoRegions, 10) == twoRegions.patches.map(\.length))
    }

    @Test func targetEqualToTheCapsGivesScalablePatchesNothing() {
        #expect(lengths(twoRegions, 6) == [2, 0, 3, 0, 1])
    }

    @Test func targetSmallerThanTheCapsFailsWithoutShrink() {
        #expect(twoRegions.layout(into: 5, shrinkingCaps: false) == nil)
    }

    @Test func shrinkScalesFixedPatchesByTargetOverFixedLength() {
        // Skia: scalable patches get 0, fixed ones scale by 3/6: 1, 1.5, 0.5 -> boundaries 1, 2.5, 3.
        #expect(lengths(twoRegions, 3, shrink: true) == [1, 0, 2, 0, 0])
        let caps = StretchAxis(leading: 4, middle: 2, trailing: 6)
        #expect(lengths(caps, 5, shrink: true) == [2, 0, 3])
        #expect(lengths(caps, 0, shrink: true) == [0, 0, 0])
    }

    /// Every boundary lies within half a pixel of Skia's exact (real-valued)
    /// boundary, and the lengths add up, for many random lattices.
    @Test func boundariesAreSkiasRoundedToWholePixels() {
        var generator = SplitMix(seed: 42)
        for _ in 0..<2000 {
            var patches: [StretchAxis.Patch] = []
            var position = 0
            let count = Int(generator.next() % 6) + 1
            for index in 0..<count {
                let length = Int(generator.next() % 9) + 1
                patches.append(.init(start: position, end: position + length, isScalable: index % 2 == 1 || count == 1))
                position += length
            }
            let axis = StretchAxis(patches: patches)
            let target = Int(generator.next() % 60)
            let shrink = target < axis.fixedLength
            let placements = axis.layout(into: target, shrinkingCaps: true)!
            #expect(placements.last!.destinationEnd == target)
            let fixed = Double(axis.fixedLength), scalable = Double(axis.scalableLength)
            var exact = 0.0
            for placement in placements {
                let source = Double(placement.patch.length)
                if shrink {
                    exact += placement.patch.isScalable ? 0 : source * Double(target) / fixed
                } else {
                    exact += placement.patch.isScalable ? source * (Double(target) - fixed) / scalable : source
                }
                #expect(abs(Double(placement.destinationEnd) - exact) <= 0.5 + 1e-9)
                #expect(placement.destinationLength >= 0)
            }
        }
    }
}
