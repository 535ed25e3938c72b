import BarSkin
import BarSkinTestSupport
import Testing

/// How wide, where and how strong a glow is, measured from its pixels.
@Suite struct GlowShapeTests {
    static let scales = [1, 2, 3]

    /// σ = blur / 2 points, times the scale: both sides of the σ = 2 switch
    /// (blur 2 is σ 1, 2 and 3 px; blur 6 is σ 3, 6 and 9 px). Tolerance 5%,
    /// half of what the issue allows: the measurement itself is good to about 1%.
    @Test(arguments: [2.0, 6.0], scales)
    func theGlowOfADiscHasTheExpectedSpread(blur: Double, scale: Int) throws {
        let mask = GlowMasks.disc(size: 40, radius: 16, scale: scale)
        let glow = try GlowOperation(color: .white, blur: blur).draw(mask, scale: scale)
        let centre = glow.height / 2
        let measured = GlowMeasure.edgeSigma(glow, row: centre, from: glow.width / 2)
        let expected = blur / 2 * Double(scale)
        #expect(abs(measured - expected) <= 0.05 * expected, "σ \(measured) px, expected \(expected)")
    }

    @Test(arguments: scales)
    func aSymmetricMaskGivesASymmetricGlow(scale: Int) throws {
        let mask = GlowMasks.disc(size: 20, radius: 7, scale: scale)
        let glow = try GlowOperation(blur: 5, spread: 1).draw(mask, scale: scale)
        #expect(glow.width == glow.height)
        var largest = 0
        for y in 0..<glow.height {
            for x in 0..<glow.width {
                let here = Int(glow[x, y].alpha)
                largest = max(largest, abs(here - Int(glow[glow.width - 1 - x, y].alpha)),
                              abs(here - Int(glow[x, glow.height - 1 - y].alpha)), abs(here - Int(glow[y, x].alpha)))
            }
        }
        // Mirror images and the transpose agree to one level of rounding.
        #expect(largest <= 1)
    }

    @Test(arguments: scales)
    func itPeaksAtTheGivenColourAndOpacity(scale: Int) throws {
        let mask = GlowMasks.disc(size: 40, radius: 18, scale: scale)
        let color = try Color(hex: "#00B4F8")
        let glow = try GlowOperation(color: color, blur: 4, opacity: 0.6).draw(mask, scale: scale)
        // Far inside a disc much wider than σ, coverage is 1: alpha is 0.6 x 255 (153), exactly.
        #expect(glow[glow.width / 2, glow.height / 2] == RGBA8(0, 180, 248, 153))
        // Every visible pixel carries the colour itself; only alpha falls off.
        for y in 0..<glow.height {
            for x in 0..<glow.width where glow[x, y].alpha > 0 {
                let pixel = glow[x, y]
                #expect(pixel.red == 0 && pixel.green == 180 && pixel.blue == 248 && pixel.alpha <= 153)
            }
        }
    }

    @Test(arguments: [2.0, 6.0], scales)
    func nothingIsClipped(blur: Double, scale: Int) throws {
        let mask = GlowMasks.disc(size: 20, radius: 9.5, scale: scale)
        let operation = try GlowOperation(blur: blur, spread: 1.5, offset: Point(x: 2, y: -1))
        let glow = try operation.draw(mask, scale: scale)
        let margins = operation.margins(scale: scale)
        #expect(glow.width == mask.width + 2 * margins.horizontal && glow.height == mask.height + 2 * margins.vertical)
        // At least ⌈3σ⌉ + spread + |offset| pixels a side.
        let threeSigma = Int((3 * blur / 2 * Double(scale)).rounded(.up)), spread = Int((1.5 * Double(scale)).rounded(.up))
        #expect(margins.horizontal >= threeSigma + spread + 2 * scale && margins.vertical >= threeSigma + spread + scale)
        // The outermost rows and columns are transparent (at most one level), and
        // no coverage was lost: the blur keeps the spread mask's total.
        #expect(GlowMeasure.borderAlpha(glow) <= 1)
        let spreadOnly = try GlowOperation(blur: 0, spread: 1.5, offset: Point(x: 2, y: -1)).draw(mask, scale: scale)
        let kept = GlowMeasure.coverage(glow) / GlowMeasure.coverage(spreadOnly)
        #expect(abs(kept - 1) <= 0.005, "kept \(kept) of the coverage")
    }

    @Test(arguments: scales)
    func offsetsMoveItRightAndDownInPoints(scale: Int) throws {
        let mask = GlowMasks.disc(size: 16, radius: 6, scale: scale)
        let stillOperation = try GlowOperation(blur: 3)
        let still = try stillOperation.draw(mask, scale: scale)
        for (dx, dy) in [(3.0, 2.0), (-2.0, 0.5), (0.0, -1.5)] {
            let operation = try GlowOperation(blur: 3, offset: Point(x: dx, y: dy))
            let moved = try operation.draw(mask, scale: scale)
            let margins = operation.margins(scale: scale), stillMargins = stillOperation.margins(scale: scale)
            // Centroids relative to the mask's own place in each canvas; 0.05 px
            // covers the rounding of alpha to bytes.
            let before = GlowMeasure.centroid(still), after = GlowMeasure.centroid(moved)
            let shiftX = (after.x - Double(margins.horizontal)) - (before.x - Double(stillMargins.horizontal))
            let shiftY = (after.y - Double(margins.vertical)) - (before.y - Double(stillMargins.vertical))
            #expect(abs(shiftX - dx * Double(scale)) <= 0.05, "x moved \(shiftX) px for \(dx) pt")
            #expect(abs(shiftY - dy * Double(scale)) <= 0.05, "y moved \(shiftY) px for \(dy) pt")
        }
    }
}
