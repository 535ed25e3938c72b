import BarSkin
import Testing

/// The navigation bar: its rows, their derivation from the tint, its caps.
/// Whole-pixel fills of opaque colours, so every comparison is exact (tolerance 0).
@Suite struct NavigationBarBackgroundTests {
    @Test(arguments: [1, 2, 3])
    func theDefaultBarIsLightLineGradientDarkLine(scale: Int) throws {
        let look = NavigationBarLook.classic
        let bar = try NavigationBarBackground().draw(scale: scale)
        #expect(bar.width == scale && bar.height == 44 * scale)
        func row(_ y: Int) -> RGBA8 { bar[0, y] }
        for y in 0..<scale { #expect(row(y) == look.topLine.rgba8, "top line, row \(y)") }
        for y in (43 * scale)..<(44 * scale) { #expect(row(y) == look.bottomLine.rgba8, "bottom line, row \(y)") }
        // The gradient starts exactly at its top colour and ends exactly at the tint,
        // darkening (never lightening) in every channel row by row.
        #expect(row(scale) == look.gradientTop.rgba8 && row(43 * scale - 1) == RGBA8(0x77, 0x8C, 0xA8))
        for y in scale..<(43 * scale - 1) {
            let (upper, lower) = (row(y), row(y + 1))
            #expect(lower.red <= upper.red && lower.green <= upper.green && lower.blue <= upper.blue, "rows \(y), \(y + 1)")
        }
        // The top line is lighter than the whole gradient and the bottom line darker.
        let gradient = (scale..<(43 * scale)).map(row)
        #expect(gradient.allSatisfy { Int($0.green) < Int(row(0).green) && Int($0.green) > Int(row(bar.height - 1).green) })
        #expect(!bar.hasTransparency)
    }

    @Test func theClassicToolbarTintGivesTheClassicBarExactly() throws {
        // The web clones' bar drawn on #6D84A2 (Three20's toolbar tint), every colour to the level.
        let bar = try NavigationBarBackground(look: NavigationBarLook(tint: Color(hex: "#6D84A2"))).draw(scale: 1)
        let expected: [(Int, RGBA8)] = [
            (0, RGBA8(0xCD, 0xD5, 0xDF)), (1, RGBA8(0xB0, 0xBC, 0xCD)), (21, RGBA8(0x88, 0x9B, 0xB3)),
            (22, RGBA8(0x81, 0x95, 0xAF)), (42, RGBA8(0x6D, 0x84, 0xA2)), (43, RGBA8(0x2E, 0x37, 0x44)),
        ]
        for (y, color) in expected { #expect(bar[0, y] == color, "row \(y)") }
    }

    @Test func theColoursFollowTheTintUnlessGiven() throws {
        let classic = try NavigationBarBackground().draw(scale: 2)
        let green = try NavigationBarLook(tint: Color(hex: "#4A7A3A"))
        let tinted = try NavigationBarBackground(look: green).draw(scale: 2)
        for y in [0, 2, 43, 44, 86, 87] { #expect(tinted[0, y] != classic[0, y], "row \(y)") }
        #expect(tinted[0, 85] == RGBA8(0x4A, 0x7A, 0x3A))
        // Greener than it is red or blue all the way down, lines included.
        for y in 0..<88 { #expect(tinted[0, y].green > tinted[0, y].red && tinted[0, y].green > tinted[0, y].blue) }
        let given = try NavigationBarBackground(look: NavigationBarLook(tint: Color(hex: "#4A7A3A"), topLine: .white)).draw(scale: 2)
        #expect(given[0, 0] == .white && given[0, 1] == .white && given[0, 2] == tinted[0, 2])
    }

    @Test(arguments: [1, 2, 3])
    func theCapsStretchOnlyTheGradientAndTheWidth(scale: Int) throws {
        let piece = try NavigationBarBackground()
        let bar = try piece.draw(scale: scale)
        let lattice = try #require(piece.capSpecification).lattice(
            width: bar.width, height: bar.height, scale: scale, path: "NavigationBarBackground.png")
        // Across: everything stretches. Down: the lines are the caps, each one uniform point.
        #expect(lattice.horizontal.stretchedRanges == [0..<bar.width])
        #expect(lattice.vertical.stretchedRanges == [scale..<(bar.height - scale)])
        for y in 0..<scale {
            #expect(bar[0, y] == bar[0, 0] && bar[0, bar.height - 1 - y] == bar[0, bar.height - 1])
        }
    }

    @Test func atAGivenWidthEveryColumnIsTheStretchableColumn() throws {
        let narrow = try NavigationBarBackground().draw(scale: 3)
        let wide = try NavigationBarBackground(width: 320).draw(scale: 3)
        #expect(wide.width == 960 && wide.height == 132)
        for y in 0..<132 {
            for x in stride(from: 0, to: 960, by: 41) { #expect(wide[x, y] == narrow[0, y]) }
        }
    }

    @Test func theLandscapeBarKeepsItsLines() throws {
        let look = try NavigationBarLook(height: NavigationBarLook.landscapeHeight)
        let bar = try NavigationBarBackground(look: look).draw(scale: 2)
        #expect(bar.height == 64 && bar[0, 0] == look.topLine.rgba8 && bar[0, 63] == look.bottomLine.rgba8)
        #expect(bar[0, 61] == look.tint.rgba8)
    }

    @Test func identifiersErrorsAndDeterminism() throws {
        let piece = try NavigationBarBackground()
        #expect(piece.artName == "NavigationBarBackground" && piece.outputRoles == ["NavigationBarBackground"])
        #expect(piece.identifier.hasPrefix("NavigationBarBackground/1 size=1x44 height=44 tint=#778CA8"))
        #expect(try NavigationBarBackground(width: 320).identifier != piece.identifier)
        #expect(try NavigationBarBackground(look: NavigationBarLook(tint: .black)).identifier != piece.identifier)
        #expect(throws: NavigationBarArtError.heightOutOfRange(4)) { try NavigationBarLook(height: 4) }
        #expect(throws: NavigationBarArtError.widthOutOfRange(0)) { try NavigationBarBackground(width: 0) }
        #expect(NavigationBarArtError.heightOutOfRange(4).message == "navigation bar height must be from 12 to 200 points, not 4")
        #expect(NavigationBarArtError.widthOutOfRange(0).located(at: "skin.yaml", line: 3).description
            == "skin.yaml:3: navigation bar width must be from 1 to 4096 points, not 0")
        for scale in 1...3 {
            let images = try piece.render([], scale: scale).images
            let again = try piece.draw(scale: scale)
            #expect(images.count == 1 && images[0].pixels == again.pixels)
        }
    }
}
