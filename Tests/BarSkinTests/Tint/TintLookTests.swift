import BarSkin
import BarSkinTestSupport
import Testing

/// The pixels of each look, checked exactly where the maths is exact.
@Suite struct TintLookTests {
    let disc = Masks.disc(size: 60, radius: 24)

    @Test func flatLooksCarryExactlyTheirColourAndTheMasksAlpha() throws {
        let operation = TintOperation(style: .flat)
        let result = try operation.render(disc, scale: 2, path: "disc@2x.png")
        for (image, color) in [(result.normal, RGBA8(146, 146, 146)), (result.selected, RGBA8(0, 122, 255))] {
            #expect(image.alphaPlane == disc.alphaPlane)
            for y in 0..<60 {
                for x in 0..<60 where image[x, y].alpha >= 64 {
                    #expect(image[x, y] == RGBA8(color.red, color.green, color.blue, image[x, y].alpha))
                }
            }
        }
    }

    @Test func classicNormalIsNeutralGrayLighterAtTheTop() throws {
        let normal = try TintOperation(style: .classic).render(disc, scale: 1, path: "disc.png").normal
        #expect(normal.alphaPlane == disc.alphaPlane)
        var previous = 256
        for y in 7..<53 {
            let pixel = normal[30, y]
            #expect(pixel.red == pixel.green && pixel.green == pixel.blue)
            #expect(Int(pixel.red) <= previous, "row \(y) is lighter than the row above")
            previous = Int(pixel.red)
        }
        // The ramp spans the visible rows: first row near 175, last near 80 (1 level of rounding).
        #expect(abs(Int(normal[30, 6].red) - 174) <= 1)
        #expect(abs(Int(normal[30, 53].red) - 81) <= 1)
    }

    @Test func classicSelectedIsBlueDominantAndLighterAtTheTop() throws {
        let look = TintLook.selected(.classic)
        let plain = TintOperation(normal: .normal(.classic), selected: TintLook(fill: look.fill, gloss: look.gloss, edgeHighlight: 0))
        let selected = try plain.render(disc, scale: 1, path: "disc.png").selected
        #expect(selected.alphaPlane == disc.alphaPlane)
        for y in 7..<53 {
            let pixel = selected[30, y]
            #expect(pixel.blue > pixel.red && pixel.blue >= pixel.green, "row \(y): \(pixel)")
        }
        let top = selected[30, 8], bottom = selected[30, 51]
        #expect(Int(top.red) + Int(top.green) > Int(bottom.red) + Int(bottom.green) + 100)
        // Measured iOS 6 colours, within a few levels: near-white top, saturated blue under the gloss edge.
        let first = selected[30, 6]
        #expect(abs(Int(first.red) - 0xE2) <= 12 && abs(Int(first.blue) - 0xFA) <= 8, "\(first)")
        let underEdge = selected[30, 6 + 48 * 53 / 100 + 2]
        #expect(abs(Int(underEdge.red) - 0x29) <= 12 && abs(Int(underEdge.green) - 0x8A) <= 20)
    }

    @Test func theGlossEdgeIsCurvedHigherOnTheRight() throws {
        let square = Masks.box(width: 40, height: 40, x0: 0, y0: 0, x1: 40, y1: 40)
        // A fully opaque mask is refused, so leave one transparent pixel in a corner.
        var mask = square
        mask[0, 0] = RGBA8(0, 0, 0, 0)
        let selected = try TintOperation(style: .classic).render(mask, scale: 1, path: "s.png").selected
        func edgeRow(_ x: Int) -> Int { (1..<40).first { selected[x, $0].red < 80 }! }
        #expect(edgeRow(2) > edgeRow(20) && edgeRow(20) > edgeRow(37))
        #expect(abs(edgeRow(2) - 24) <= 1 && abs(edgeRow(37) - 16) <= 1)
    }

    @Test func theEdgeHighlightAddsItsAmountWhereAlphaCrossesOneHalf() throws {
        let mask = Masks.disc(size: 30, radius: 11)
        let look = TintLook.selected(.classic)
        let with = try TintOperation(style: .classic).render(mask, scale: 1, path: "m.png").selected
        let without = try TintOperation(normal: .normal(.classic), selected: TintLook(fill: look.fill, gloss: look.gloss))
            .render(mask, scale: 1, path: "m.png").selected
        var edgePixels = 0
        for y in 0..<30 {
            for x in 0..<30 {
                let alpha = { (x: Int, y: Int) -> Int in
                    x < 0 || y < 0 || x >= 30 || y >= 30 ? 0 : Int(mask[x, y].alpha)
                }
                let isEdge = alpha(x, y) >= 128
                    && [alpha(x - 1, y), alpha(x + 1, y), alpha(x, y - 1), alpha(x, y + 1)].contains { $0 < 128 }
                let a = with[x, y], b = without[x, y]
                let expected = isEdge ? 30 : 0
                #expect(Int(a.red) == min(Int(b.red) + expected, 255), "(\(x), \(y))")
                #expect(Int(a.green) == min(Int(b.green) + expected, 255))
                #expect(Int(a.blue) == min(Int(b.blue) + expected, 255))
                #expect(a.alpha == b.alpha)
                if isEdge { edgePixels += 1 }
            }
        }
        #expect(edgePixels > 40)
    }

    @Test func recipeNormalIsLightGrayAndSelectedIsTheFillImageCentred() throws {
        let mask = Masks.box(width: 6, height: 4, x0: 0, y0: 0, x1: 6, y1: 3)
        // A 4x6 fill whose every pixel is distinct, so the offset shows.
        var fill = Bitmap(width: 4, height: 6)
        for y in 0..<6 { for x in 0..<4 { fill[x, y] = RGBA8(UInt8(10 * x), UInt8(10 * y), 200, 255) } }
        let operation = TintOperation(normal: .normal(.recipe), selected: TintLook(fill: .image(fill)))
        let result = try operation.render(mask, scale: 1, path: "m.png")
        for y in 0..<3 { for x in 0..<6 { #expect(result.normal[x, y] == RGBA8(170, 170, 170, 255)) } }
        // Fill offset: floor((6 - 4) / 2) = 1, floor((4 - 6) / 2) = -1.
        for y in 0..<3 {
            for x in 0..<6 {
                let fx = x - 1, fy = y + 1
                let expected = fx >= 0 && fx < 4 ? RGBA8(UInt8(10 * fx), UInt8(10 * fy), 200, 255) : RGBA8.clear
                #expect(result.selected[x, y] == expected, "(\(x), \(y))")
            }
        }
    }

    @Test func recipeDefaultFillIsTheBuiltInBlueGloss() throws {
        let selected = try TintOperation(style: .recipe).render(disc, scale: 2, path: "d@2x.png").selected
        #expect(selected.alphaPlane == disc.alphaPlane)
        let top = selected[30, 8], bottom = selected[30, 52]
        #expect(top.blue > top.red && bottom.blue > bottom.red)
        #expect(Int(top.red) > Int(bottom.red) + 60)
    }

    @Test func fillAlphaMultipliesTheMask() throws {
        let mask = Masks.make(width: 2, height: 1) { x, _ in x == 0 ? 255 : 100 }
        let look = TintLook(fill: .flat(RGBA8(10, 20, 30, 128)))
        let image = try TintOperation(normal: look, selected: look).render(mask, scale: 1, path: "m.png").normal
        #expect(image[0, 0] == RGBA8(10, 20, 30, 128))
        let alpha: Int = (100 * 128 + 127) / 255
        #expect(image[1, 0] == RGBA8(10, 20, 30, UInt8(alpha)))
    }

    @Test func theEdgeHighlightLeavesInvisiblePixelsTransparentBlack() throws {
        // A 2x2 fill covers only the disc's centre, so its edge is invisible in the selected art.
        let fill = Bitmap(width: 2, height: 2, filledWith: RGBA8(0, 0, 255, 255))
        let look = TintLook(fill: .image(fill), edgeHighlight: 30)
        let selected = try TintOperation(normal: .normal(.recipe), selected: look)
            .render(Masks.disc(size: 30, radius: 11), scale: 1, path: "m.png").selected
        var colouredButInvisible = 0
        for y in 0..<30 {
            for x in 0..<30 where selected[x, y].alpha == 0 && selected[x, y] != RGBA8(0, 0, 0, 0) { colouredButInvisible += 1 }
        }
        #expect(colouredButInvisible == 0)
    }
}
