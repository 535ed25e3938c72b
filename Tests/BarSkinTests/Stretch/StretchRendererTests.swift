import Testing
@testable import BarSkin
@testable import BarSkinArt
@testable import BarSkinCore

/// Renders a nine-region test image with both UIKit cap APIs at @1x, @2x and
/// @3x and every size from the minimum up, and checks every output pixel.
struct StretchRendererTests {
    /// Caps in points: columns 3 | 2 | 2, rows 2 | 3 | 1.
    private static let columnPoints = [3, 2, 2], rowPoints = [2, 3, 1]

    static let cases: [(CapSpecification, Int)] = [1, 2, 3].flatMap { scale -> [(CapSpecification, Int)] in [
        (.insets(CapInsets(top: 2, left: 3, bottom: 1, right: 2), .tile), scale),
        (.insets(CapInsets(top: 2, left: 3, bottom: 1, right: 2), .stretch), scale),
        (.legacy(leftCap: 3, topCap: 2), scale),
    ] }

    @Test(arguments: 0..<cases.count)
    func everyPixelComesFromItsOwnRegion(caseIndex: Int) throws {
        let (spec, scale) = Self.cases[caseIndex]
        let source = StretchFixtures.nineRegions(columns: Self.columnPoints.map { $0 * scale }, rows: Self.rowPoints.map { $0 * scale })
        let lattice = try spec.lattice(width: source.width, height: source.height, scale: scale, path: "t.png")
        let columns = Self.bands(lattice.horizontal), rows = Self.bands(lattice.vertical)
        // The nine-region pattern is cut where the insets are; the legacy caps cut elsewhere, so
        // their region tags are only checked through the lattice bands below.
        let fixedWidth = columns[0] + columns[2], fixedHeight = rows[0] + rows[2]
        for widthPoints in (fixedWidth / scale)...(source.width / scale + 6) {
            for heightPoints in [fixedHeight / scale, source.height / scale, source.height / scale + 5] {
                let plan = try StretchPlan(
                    lattice: lattice, width: widthPoints * scale, height: heightPoints * scale, shrinkingCaps: false, path: "t.png")
                let output = StretchRenderer.render(source, plan: plan)
                try check(output, source: source, lattice: lattice, columns: columns, rows: rows, scale: scale)
            }
        }
    }

    /// Leading cap, middle and trailing cap lengths of a three-patch axis.
    private static func bands(_ axis: StretchAxis) -> [Int] {
        let lead = axis.patches.first!.isScalable ? 0 : axis.patches.first!.length
        let trail = axis.patches.last!.isScalable ? 0 : axis.patches.last!.length
        return [lead, axis.scalableLength, trail]
    }

    private func check(_ output: Bitmap, source: Bitmap, lattice: StretchLattice, columns: [Int], rows: [Int], scale: Int) throws {
        let middleWidth = output.width - columns[0] - columns[2], middleHeight = output.height - rows[0] - rows[2]
        for y in 0..<output.height {
            let rowBand = y < rows[0] ? 0 : (y < output.height - rows[2] ? 1 : 2)
            let sourceY = Self.sourceCoordinate(
                y, band: rowBand, bands: rows, outputMiddle: middleHeight, mode: lattice.verticalMode)
            for x in 0..<output.width {
                let colBand = x < columns[0] ? 0 : (x < output.width - columns[2] ? 1 : 2)
                let sourceX = Self.sourceCoordinate(
                    x, band: colBand, bands: columns, outputMiddle: middleWidth, mode: lattice.horizontalMode)
                let pixel = output[x, y]
                // The source pixel nearest the sample: its region tag must be this pixel's (no bleeding).
                let nearest = source[Int(sourceX.rounded(.down)), Int(sourceY.rounded(.down))]
                #expect(pixel.red == nearest.red, "region bleed at (\(x), \(y))")
                #expect(abs(Double(pixel.blue) - StretchFixtures.bilinear(source, x: sourceX, y: sourceY, channel: \.blue)) <= 1)
                #expect(abs(Double(pixel.green) - StretchFixtures.bilinear(source, x: sourceX, y: sourceY, channel: \.green)) <= 1)
                if sourceX == sourceX.rounded() && sourceY == sourceY.rounded() {
                    // Corners, fixed edges, tiles and 1-pixel strips are exact copies.
                    #expect(pixel == source[Int(sourceX), Int(sourceY)], "not a copy at (\(x), \(y))")
                }
            }
        }
    }

    /// Where output coordinate `p` samples the source, computed from the
    /// semantics directly: caps map one to one, a tiled middle repeats from its
    /// start, a stretched middle maps pixel centres and clamps to its own pixels.
    static func sourceCoordinate(_ p: Int, band: Int, bands: [Int], outputMiddle: Int, mode: ResizingMode) -> Double {
        switch band {
        case 0: return Double(p)
        case 2: return Double(p - (bands[0] + outputMiddle) + bands[0] + bands[1])
        default:
            let local = p - bands[0]
            if mode == .tile { return Double(bands[0] + local % bands[1]) }
            return StretchFixtures.sourcePosition(local, start: bands[0], source: bands[1], destination: outputMiddle)
        }
    }

    @Test func regionTagsStayInTheirRegionsForCapInsets() throws {
        for scale in 1...3 {
            let source = StretchFixtures.nineRegions(columns: Self.columnPoints.map { $0 * scale }, rows: Self.rowPoints.map { $0 * scale })
            for mode in ResizingMode.allCases {
                let lattice = try CapSpecification.insets(CapInsets(top: 2, left: 3, bottom: 1, right: 2), mode)
                    .lattice(width: source.width, height: source.height, scale: scale, path: "t.png")
                let plan = try StretchPlan(lattice: lattice, width: 23 * scale, height: 11 * scale, shrinkingCaps: false, path: "t.png")
                let output = StretchRenderer.render(source, plan: plan)
                let columns = [3 * scale, 23 * scale - 5 * scale, 2 * scale], rows = [2 * scale, 11 * scale - 3 * scale, 1 * scale]
                for y in 0..<output.height {
                    for x in 0..<output.width {
                        let tag = StretchFixtures.tag(StretchFixtures.band(y, rows), StretchFixtures.band(x, columns))
                        #expect(output[x, y].red == tag, "(\(x), \(y)) at @\(scale)x \(mode)")
                    }
                }
            }
        }
    }

    @Test func stretchingBlendsPremultipliedSoTransparentPixelsLeaveNoFringe() throws {
        // Middle: a transparent *red* pixel next to opaque green; blends must stay pure green.
        let source = Bitmap(width: 4, height: 1, pixels: [0, 0, 255, 255, 255, 0, 0, 0, 0, 255, 0, 255, 0, 0, 255, 255])
        let lattice = StretchLattice(horizontal: StretchAxis(leading: 1, middle: 2, trailing: 1),
                                     vertical: StretchAxis(leading: 0, middle: 1, trailing: 0), mode: .stretch)
        let output = StretchRenderer.render(source, plan: try StretchPlan(lattice: lattice, width: 12, height: 1, shrinkingCaps: false, path: "t"))
        #expect(output[0, 0] == RGBA8(0, 0, 255) && output[11, 0] == RGBA8(0, 0, 255))
        var sawBlend = false
        for x in 1..<11 where output[x, 0].alpha > 0 {
            #expect(output[x, 0].red == 0 && output[x, 0].green == 255 && output[x, 0].blue == 0, "fringe at \(x): \(output[x, 0])")
            if output[x, 0].alpha < 255 { sawBlend = true }
        }
        #expect(sawBlend)
    }

    @Test func shrinkIsDeterministicAndKeepsProportions() throws {
        let source = StretchFixtures.nineRegions(columns: [4, 2, 6], rows: [2, 1, 2])
        let lattice = try CapSpecification.insets(CapInsets(top: 2, left: 4, bottom: 2, right: 6), .stretch)
            .lattice(width: 12, height: 5, scale: 1, path: "t.png")
        #expect(throws: StretchProblem.targetTooSmall(axis: .horizontal, target: 5, fixed: 10).located(at: "t.png")) {
            try StretchPlan(lattice: lattice, width: 5, height: 5, shrinkingCaps: false, path: "t.png")
        }
        let plan = try StretchPlan(lattice: lattice, width: 5, height: 5, shrinkingCaps: true, path: "t.png")
        #expect(plan.columns.map(\.destinationLength) == [2, 0, 3])
        let first = StretchRenderer.render(source, plan: plan), second = StretchRenderer.render(source, plan: plan)
        #expect(first == second)
        for y in 0..<5 {
            for x in 0..<5 {
                #expect(first[x, y].red == StretchFixtures.tag(StretchFixtures.band(y, [2, 1, 2]), x < 2 ? 0 : 2))
            }
        }
    }

    @Test func premultiplicationMatchesCairoRounding() {
        for alpha in 0...255 {
            for color in 0...255 {
                let expected = UInt8((Double(color * alpha) / 255).rounded())
                #expect(Premultiplication.premultiply(UInt8(color), alpha: UInt8(alpha)) == expected)
            }
        }
        for color in 0...255 {
            #expect(Premultiplication.unpremultiply(Premultiplication.premultiply(UInt8(color), alpha: 255), alpha: 255) == UInt8(color))
        }
        #expect(Premultiplication.unpremultiply(200, alpha: 0) == 0)
        #expect(Premultiplication.unpremultiply(64, alpha: 128) == 128)
    }
}
