import BarSkin
import BarSkinTestSupport
import Testing

/// The blur itself: the switch between its two methods, premultiplied values,
/// determinism.
@Suite struct GlowBlurTests {
    @Test func theExactKernelAndTheBoxPassesAgreeNearSigmaTwo() throws {
        let mask = GlowMasks.disc(size: 30, radius: 9, scale: 1)
        // σ 1.99 px uses the exact kernel, σ 2 the three boxes.
        let exact = try GlowOperation(blur: 3.98, keepSize: true).draw(mask, scale: 1)
        let boxes = try GlowOperation(blur: 4, keepSize: true).draw(mask, scale: 1)
        #expect(GaussianBlur(sigma: 1.99).reach == 6 && GaussianBlur(sigma: 2).reach >= 6)
        // Within 2% of full scale (5 levels) everywhere.
        #expect(largestChannelDifference(exact, boxes) <= 5)
    }

    @Test func colourIsBlurredPremultiplied() {
        // A red square on transparent pixels that store green: straight-alpha
        // blurring would drag green (and darkness) into the edge.
        var bitmap = Bitmap(width: 40, height: 40, filledWith: RGBA8(0, 255, 0, 0))
        for y in 10..<30 { for x in 10..<30 { bitmap[x, y] = RGBA8(255, 0, 0) } }
        for sigma in [1.5, 3.0] {
            let blurred = GaussianBlur(sigma: sigma).blurred(bitmap)
            for y in 0..<40 {
                for x in 0..<40 where blurred[x, y].alpha >= 8 {
                    // Pure red to one level wherever alpha leaves enough precision.
                    #expect(largestChannelDifference(blurred[x, y], RGBA8(255, 0, 0, blurred[x, y].alpha)) <= 1)
                }
            }
        }
    }

    @Test func theSameGlowGivesTheSameBytes() throws {
        let mask = GlowMasks.disc(size: 24, radius: 8, scale: 2)
        let operation = try GlowOperation(color: try Color(hex: "#00B4F8"), blur: 7, spread: 0.5, offset: Point(x: 0.5, y: 1))
        let first = try operation.render([SourceImage(path: "m@2x.png", bitmap: mask)], scale: 2).images[0]
        let second = try operation.render([SourceImage(path: "m@2x.png", bitmap: mask)], scale: 2).images[0]
        #expect(first == second)
        #expect(try PNGEncoder().encode(first) == PNGEncoder().encode(second))
    }
}
