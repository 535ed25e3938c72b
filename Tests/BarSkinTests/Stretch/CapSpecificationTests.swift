import Testing
@testable import BarSkin
@testable import BarSkinArt
@testable import BarSkinCore

/// UIKit's two cap APIs, pinned.
struct CapSpecificationTests {
    private func slices(_ axis: StretchAxis) -> [[Int]] {
        axis.patches.map { [$0.start, $0.end, $0.isScalable ? 1 : 0] }
    }

    @Test func legacyRightCapIsWidthMinusLeftMinusOne() throws {
        let lattice = try CapSpecification.legacy(leftCap: 4, topCap: 3).lattice(width: 10, height: 8, scale: 1, path: "x.png")
        #expect(slices(lattice.horizontal) == [[0, 4, 0], [4, 5, 1], [5, 10, 0]])
        #expect(slices(lattice.vertical) == [[0, 3, 0], [3, 4, 1], [4, 8, 0]])
        #expect(lattice.horizontalMode == .stretch && lattice.verticalMode == .stretch)
    }

    @Test func legacyStretchesOnePointAtEveryScale() throws {
        let at2x = try CapSpecification.legacy(leftCap: 4, topCap: 0).lattice(width: 20, height: 16, scale: 2, path: "x@2x.png")
        #expect(slices(at2x.horizontal) == [[0, 8, 0], [8, 10, 1], [10, 20, 0]])
        let at3x = try CapSpecification.legacy(leftCap: 4, topCap: 0).lattice(width: 30, height: 24, scale: 3, path: "x@3x.png")
        #expect(slices(at3x.horizontal) == [[0, 12, 0], [12, 15, 1], [15, 30, 0]])
    }

    @Test func legacyZeroStretchesTheWholeAxis() throws {
        let lattice = try CapSpecification.legacy(leftCap: 0, topCap: 0).lattice(width: 20, height: 16, scale: 2, path: "x@2x.png")
        #expect(slices(lattice.horizontal) == [[0, 20, 1]])
        #expect(slices(lattice.vertical) == [[0, 16, 1]])
    }

    @Test func legacyCapMustLeaveAPointToStretch() {
        #expect(throws: StretchProblem.legacyCapTooLarge(axis: .horizontal, cap: 10, imagePoints: 10).located(at: "x@2x.png")) {
            try CapSpecification.legacy(leftCap: 10, topCap: 0).lattice(width: 20, height: 16, scale: 2, path: "x@2x.png")
        }
        let error = StretchProblem.legacyCapTooLarge(axis: .horizontal, cap: 10, imagePoints: 10).located(at: "x@2x.png")
        #expect(error.description == "x@2x.png: left cap 10 pt leaves no point to stretch in an image 10 pt wide (at most 9 pt, or 0 to stretch the whole width)")
    }

    @Test func insetsTileByDefaultBetweenTheCaps() throws {
        let insets = CapInsets(parsing: "2,3,1,4")!
        let lattice = try CapSpecification.insets(insets, .tile).lattice(width: 20, height: 10, scale: 1, path: "x.png")
        #expect(slices(lattice.horizontal) == [[0, 3, 0], [3, 16, 1], [16, 20, 0]])
        #expect(slices(lattice.vertical) == [[0, 2, 0], [2, 9, 1], [9, 10, 0]])
        #expect(lattice.horizontalMode == .tile && lattice.verticalMode == .tile)
    }

    @Test func aOnePointMiddleIsStretchedEvenWhenTiling() throws {
        // 1 pt at @2x is 2 px: stretched; 3 px at @2x is more than a point: tiled.
        let onePoint = try CapSpecification.insets(CapInsets(top: 0, left: 4, bottom: 0, right: 5), .tile)
            .lattice(width: 20, height: 10, scale: 2, path: "x@2x.png")
        #expect(onePoint.horizontalMode == .stretch)
        #expect(onePoint.verticalMode == .tile)
        let wider = try CapSpecification.insets(CapInsets(top: 0, left: 4, bottom: 0, right: 5), .tile)
            .lattice(width: 21, height: 10, scale: 2, path: "x@2x.png")
        #expect(wider.horizontalMode == .tile)
    }

    @Test func zeroInsetsTileTheWholeImage() throws {
        let lattice = try CapSpecification.insets(CapInsets(top: 0, left: 0, bottom: 0, right: 0), .tile)
            .lattice(width: 6, height: 5, scale: 1, path: "x.png")
        #expect(slices(lattice.horizontal) == [[0, 6, 1]])
        #expect(lattice.horizontalMode == .tile)
    }

    @Test func insetsLargerThanTheImageSayByHowMuch() {
        let spec = CapSpecification.insets(CapInsets(top: 0, left: 6, bottom: 0, right: 6), .tile)
        #expect(throws: StretchProblem.capsTooLarge(axis: .horizontal, caps: 12, imageLength: 10).located(at: "x.png")) {
            try spec.lattice(width: 10, height: 8, scale: 1, path: "x.png")
        }
        #expect(StretchProblem.capsTooLarge(axis: .horizontal, caps: 12, imageLength: 10).located(at: "x.png").message
            == "left and right caps (12 px together) leave nothing to stretch in an image 10 px wide; they are 3 px too large")
    }

    @Test func insetTextParsesStrictly() {
        #expect(CapInsets(parsing: "1, 2,3,4") == CapInsets(top: 1, left: 2, bottom: 3, right: 4))
        for bad in ["1,2,3", "1,2,3,4,5", "a,1,2,3", "-1,2,3,4", "1,,3,4", "1.5,2,3,4", "100001,0,0,0"] {
            #expect(CapInsets(parsing: bad) == nil, "\(bad)")
        }
    }
}
