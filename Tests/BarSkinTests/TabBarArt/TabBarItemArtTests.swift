import BarSkin
import Testing

/// The gloss fill, the glow and the current-tab indicator.
@Suite struct TabBarItemArtTests {
    @Test(arguments: [1, 2, 3])
    func theGlossIsTintsGlossPixelForPixel(scale: Int) throws {
        let gloss = try TabBarItemSelectedBackground().draw(scale: scale)
        #expect(gloss.width == 46 * scale && gloss.height == 30 * scale)
        // tint's recipe look cuts its built-in gloss with the icon: an icon the
        // fill's size (one corner pixel clear, as an opaque mask is refused) shows all of it.
        var mask = Bitmap(width: gloss.width, height: gloss.height, filledWith: .black)
        mask[0, 0] = .clear
        let tinted = try TintOperation(style: .recipe).render(mask, scale: scale, path: "icon.png").selected
        var expected = gloss
        expected[0, 0] = .clear
        #expect(largestChannelDifference(tinted, expected) == 0)
    }

    @Test(arguments: [1, 2, 3])
    func theGlossBandsMatchTheSeed(scale: Int) throws {
        let gloss = try TabBarItemSelectedBackground().draw(scale: scale)
        let centre = gloss.width / 2, height = gloss.height
        // imaging.md §4.1: #E2EBFA at the top, #6BAAEA just above the edge (53% down
        // at the centre), #298AE2 just below it, #43D2FD at the bottom. tint's
        // tests pin its gloss; these tolerances are what its rounded maths allow.
        let edge = Int((0.53 * Double(height)).rounded(.down))
        TabBarArtCheck.expect(gloss[centre, 0], near: RGBA8(0xE2, 0xEB, 0xFA), within: 8, "top")
        TabBarArtCheck.expect(gloss[centre, edge - scale], near: RGBA8(0x6B, 0xAA, 0xEA), within: 8, "above the edge")
        TabBarArtCheck.expect(gloss[centre, edge + scale], near: RGBA8(0x29, 0x8A, 0xE2), within: 8, "below the edge")
        TabBarArtCheck.expect(gloss[centre, height - 1], near: RGBA8(0x43, 0xD2, 0xFD), within: 4, "bottom")
        // The edge is curved: lower at the left (60%) than at the right (38%).
        func edgeRow(_ x: Int) -> Int { (0..<height).first { gloss[x, $0].red < 0x50 }! }
        #expect(abs(edgeRow(scale) - Int(0.60 * Double(height))) <= scale + 1)
        #expect(abs(edgeRow(gloss.width - 1 - scale) - Int(0.38 * Double(height))) <= scale + 1)
    }

    @Test(arguments: [1, 2, 3])
    func theGlowIsABlueHaloWithABrightCore(scale: Int) throws {
        let glow = try TabBarGlow().draw(scale: scale)
        #expect(glow.width == 19 * scale && glow.height == 15 * scale)
        // The core, two thirds down in the middle: opaque and close to #BCEDFF
        // (the derived core is within 3 levels of it; 4 allows the rounding).
        let core = glow[glow.width / 2, 10 * scale]
        TabBarArtCheck.expect(core, near: RGBA8(0xBC, 0xED, 0xFF), within: 4, "core")
        // Away from the core, the halo is exactly rgb(0,180,248), its alpha rising
        // towards the core down the middle column.
        var previous: UInt8 = 0
        for y in 0..<(7 * scale) {
            let pixel = glow[glow.width / 2, y]
            if pixel.alpha > 0 { #expect(pixel.red == 0 && pixel.green == 180 && pixel.blue == 248, "row \(y): \(pixel)") }
            #expect(pixel.alpha >= previous, "row \(y)")
            previous = pixel.alpha
        }
        #expect(previous >= 50)
        // Faded out before the image's sides and top (at most 2 levels of 255).
        for y in 0..<glow.height { #expect(glow[0, y].alpha <= 2 && glow[glow.width - 1, y].alpha <= 2) }
        for x in 0..<glow.width { #expect(glow[x, 0].alpha == 0) }
    }

    @Test func theGlowTakesTheLooksColours() throws {
        let look = try TabBarLook(glow: Color(hex: "#FF6000"))
        let glow = try TabBarGlow(look: look).draw(scale: 2)
        let halo = glow[19, 6]
        #expect(halo.alpha > 0 && halo.red == 0xFF && halo.green == 0x60 && halo.blue == 0)
    }

    @Test(arguments: [1, 2, 3])
    func theNippleIsABorderedTriangle(scale: Int) throws {
        let nipple = try TabBarNipple().draw(scale: scale)
        #expect(nipple.width == 10 * scale && nipple.height == 7 * scale)
        // Outside the triangle: transparent.
        #expect(nipple[0, 0].alpha == 0 && nipple[nipple.width - 1, 0].alpha == 0)
        // The inside's last row is #3E3E3E (imaging.md §4.1), to cairo's gradient rounding.
        TabBarArtCheck.expect(nipple[nipple.width / 2, nipple.height - 1], near: RGBA8(0x3E, 0x3E, 0x3E), within: 1, "inside bottom")
        // Lighter higher up (towards #535353), and a dark opaque border on the slanted sides.
        #expect(nipple[nipple.width / 2, 3 * scale].red > 0x44)
        let border = nipple[scale, 6 * scale - 1]
        #expect(border.alpha >= 250 && border.red <= 0x1C, "\(border)")
    }
}
