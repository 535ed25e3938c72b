import BarSkin
import Foundation
import BarSkinTestSupport
import Testing

/// Inner shadows, keep-size, with-shape and spread.
@Suite struct GlowModeTests {
    @Test(arguments: [1, 2, 3])
    func innerShadowsStayInsideTheShape(scale: Int) throws {
        let mask = GlowMasks.disc(size: 24, radius: 10, scale: scale)
        let operation = try GlowOperation(color: .black, blur: 3, offset: Point(x: 0, y: 2), inner: true)
        let shadow = try operation.draw(mask, scale: scale)
        let margins = operation.margins(scale: scale)
        var insideVisible = 0
        for y in 0..<shadow.height {
            for x in 0..<shadow.width {
                let maskX = x - margins.horizontal, maskY = y - margins.vertical
                let inMask = maskX >= 0 && maskY >= 0 && maskX < mask.width && maskY < mask.height
                let maskAlpha = inMask ? mask[maskX, maskY].alpha : 0
                // Never outside the shape, never stronger than the shape's own coverage.
                #expect(shadow[x, y].alpha <= maskAlpha)
                if maskAlpha == 255 && shadow[x, y].alpha > 0 { insideVisible += 1 }
            }
        }
        #expect(insideVisible > 0)
        // The disc spans 2...22 pt down. Offset 2 pt down, the shadow falls from the
        // top edge: 1 pt inside the top it is dark (Φ(1 pt / σ 1.5 pt) = 0.75), 2 pt
        // inside the bottom it is clear (the edge is 4 pt = 2.7σ away).
        let column = shadow.width / 2
        let top = margins.vertical + 3 * scale, bottom = margins.vertical + 20 * scale
        #expect(shadow[column, top].alpha > 100, "\(shadow[column, top])")
        #expect(shadow[column, bottom].alpha < 10, "\(shadow[column, bottom])")
    }

    @Test(arguments: [false, true])
    func keepSizeKeepsTheSizeAndThePixels(inner: Bool) throws {
        let mask = GlowMasks.disc(size: 20, radius: 8, scale: 2)
        let grown = try GlowOperation(blur: 4, offset: Point(x: 1, y: 1), inner: inner).draw(mask, scale: 2)
        let operation = try GlowOperation(blur: 4, offset: Point(x: 1, y: 1), inner: inner, keepSize: true)
        let kept = try operation.draw(mask, scale: 2)
        #expect(kept.width == mask.width && kept.height == mask.height)
        // The mask's own region of the grown canvas, pixel for pixel.
        let margins = operation.margins(scale: 2)
        for y in 0..<kept.height {
            for x in 0..<kept.width { #expect(kept[x, y] == grown[x + margins.horizontal, y + margins.vertical]) }
        }
    }

    @Test func withShapeDrawsTheShapeOverItsGlow() throws {
        var mask = GlowMasks.disc(size: 20, radius: 6, scale: 1)
        for y in 0..<20 { for x in 0..<20 { mask[x, y] = RGBA8(255, 40, 10, mask[x, y].alpha) } }
        let operation = try GlowOperation(color: .white, blur: 6, withShape: true)
        let image = try operation.draw(mask, scale: 1)
        let margins = operation.margins(scale: 1)
        // Opaque shape pixels show the shape exactly; outside it, the white glow.
        #expect(image[10 + margins.horizontal, 10 + margins.vertical] == RGBA8(255, 40, 10))
        let outside = image[10 + margins.horizontal, 1 + margins.vertical]
        #expect(outside.red == 255 && outside.green == 255 && outside.blue == 255 && outside.alpha > 0)
    }

    /// Spreads of 3 pt at each scale, and of 40 and 45 pt at @3x: 121 and 136 px,
    /// either side of the 127 px that the narrowest distance offsets hold.
    @Test(arguments: [(3.0, 1), (3, 2), (3, 3), (40, 3), (45, 3)])
    func spreadGrowsADiscIntoALargerDisc(spread: Double, scale: Int) throws {
        let mask = GlowMasks.disc(size: 20, radius: 5, scale: scale)
        let operation = try GlowOperation(blur: 0, spread: spread)
        let grown = try operation.draw(mask, scale: scale)
        // A disc of 5 pt plus the spread: area within 1% of π r², and round (not a rounded
        // square): fully covered 1 px inside the new edge, empty 1 px outside it, in every direction.
        let radius = (5 + spread) * Double(scale)
        #expect(abs(GlowMeasure.coverage(grown) / (Double.pi * radius * radius) - 1) <= 0.01)
        let centre = Double(grown.width) / 2
        for step in 0..<32 {
            let angle = Double(step) / 32 * 2 * Double.pi
            func alpha(at distance: Double) -> UInt8 {
                grown[Int(centre + distance * cos(angle)), Int(centre + distance * sin(angle))].alpha
            }
            #expect(alpha(at: radius - 1.5) == 255 && alpha(at: radius + 1.5) == 0, "angle \(angle)")
        }
    }
}
