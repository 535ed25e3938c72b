import BarSkin
import Testing

/// Gradient paints, checked on decoded pixels.
@Suite struct CanvasGradientTests {
    @Test func linearGradientEndRowsMatchTheStops() throws {
        // Row centres sit half a pixel inside, so the end rows are 0.5% along a
        // 100-px gradient: at most 0.005 * 192 ≈ 1 level from the stop, plus 1 for rounding.
        let top = RGBA8(0x20, 0x40, 0x60), bottom = RGBA8(0xE0, 0xC0, 0xA0)
        let canvas = try Canvas(width: 8, height: 100)
        canvas.fillAll(with: .vertical(in: canvas.bounds, colors: [Color(top), Color(bottom)]))
        let bitmap = try canvas.bitmap()
        let tolerance = 2
        for x in 0..<8 {
            #expect(largestChannelDifference(bitmap[x, 0], top) <= tolerance)
            #expect(largestChannelDifference(bitmap[x, 99], bottom) <= tolerance)
            // Middle row: 50.5% along.
            let middle = RGBA8(0x20 + 97, 0x40 + 65, 0x60 + 32)
            #expect(largestChannelDifference(bitmap[x, 50], middle) <= tolerance)
        }
    }

    @Test func radialGradientRunsFromCentreToRadius() throws {
        // The centre pixel's centre is 0.7 px from the centre: 3.5% along a 20-px
        // radius, at most 0.035 * 255 ≈ 9 levels from the first stop, plus 1 for rounding.
        let inner = RGBA8(255, 255, 255), outer = RGBA8(0, 0, 255, 0)
        let canvas = try Canvas(width: 41, height: 41)
        canvas.fillAll(with: .radial(center: Point(x: 20, y: 20), radius: 20,
                                     stops: [GradientStop(0, Color(inner)), GradientStop(1, Color(outer))]))
        let bitmap = try canvas.bitmap()
        #expect(largestChannelDifference(bitmap[20, 20], inner) <= 10)
        // Beyond the radius the last stop holds (cairo pads gradients).
        #expect(bitmap[0, 0].alpha == 0 && bitmap[40, 40].alpha == 0)
        // Half way out (10 px right of centre, 9.5 to 10.5 px away): alpha near 50%.
        #expect(abs(Int(bitmap[30, 20].alpha) - 128) <= 8)
        #expect(bitmap[30, 20].blue == 255)
    }
}
