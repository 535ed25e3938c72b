import BarSkin
import Testing

/// The back button's size, caps and arrow at scales 1, 2 and 3.
@Suite struct BackButtonGeometryTests {
    @Test(arguments: ButtonMetrics.allCases)
    func heightIsThirtyOrTwentyFourPointsAtEachScale(metrics: ButtonMetrics) throws {
        let button = try ButtonArt(.back, title: "Back", look: ButtonCheck.look(metrics: metrics))
        for scale in 1...3 {
            let images = try button.render([], scale: scale).images
            #expect(images.count == 2 && button.outputRoles == ["normal", "highlighted"])
            for image in images {
                #expect(image.height == (metrics == .portrait ? 30 : 24) * scale)
                #expect(image.width == button.pointSize.width * scale)
            }
        }
    }

    /// The rule: title width + 1.5 × 15-point cap, rounded up to a whole point.
    /// Liberation Sans has Helvetica's widths: "Back" is (722 + 3 × 556) / 1000 × 12 = 28.68 points.
    @Test func widthIsTheTitlePlusOneAndAHalfCaps() throws {
        let button = try ButtonArt(.back, title: "Back", look: ButtonCheck.look())
        let title = try #require(button.title)
        #expect(abs(title.width - 28.68) < 0.05, "measured \(title.width)")
        #expect(button.pointSize.width == Int((title.width + 22.5).rounded(.up)))
        #expect(button.pointSize.width == 52 && !title.isTruncated)
        let bar = try ButtonArt(.bar, title: "Done", look: ButtonCheck.look())
        #expect(bar.pointSize.width == Int((bar.title!.width + 22.5).rounded(.up)))
    }

    @Test func longTitlesStopAt160PointsAndEndInAnEllipsis() throws {
        let long = try ButtonArt(.back, title: "Settings and Privacy for Everyone Here", look: ButtonCheck.look())
        let title = try #require(long.title)
        #expect(title.width > 137.5 && title.isTruncated)
        #expect(long.pointSize.width == 160)
        for scale in 1...3 {
            #expect(try long.render([], scale: scale).images.allSatisfy { $0.width == 160 * scale })
        }
        // Just under the limit: full width by the rule, not cut.
        let fits = try ButtonArt(.back, title: "Settings and Privacy", look: ButtonCheck.look())
        #expect(fits.title!.isTruncated == false && fits.pointSize.width < 160)
    }

    @Test func stretchableArtIsItsCapsAndOnePoint() throws {
        let back = ButtonArt(.back, stretchableWith: try ButtonCheck.look())
        #expect(back.pointSize == PointSize(width: 22, height: 30))
        #expect(back.capSpecification == .insets(CapInsets(top: 0, left: 15, bottom: 0, right: 6), .stretch))
        let bar = ButtonArt(.bar, stretchableWith: try ButtonCheck.look())
        #expect(bar.pointSize == PointSize(width: 13, height: 30))
        #expect(bar.capSpecification == .insets(CapInsets(top: 0, left: 6, bottom: 0, right: 6), .stretch))
        for scale in 1...3 {
            let image = try back.render([], scale: scale).images[0]
            _ = try #require(back.capSpecification).lattice(width: image.width, height: image.height, scale: scale, path: "BackButton")
        }
        // Titled art is as wide as its title: its middle is the title, so it has no caps.
        #expect(try ButtonArt(.back, title: "Back", look: ButtonCheck.look()).capSpecification == nil)
    }

    /// The arrow: nothing at the top-left corner, opaque at the tip's row
    /// (floor(29 / 2) = 14 points down the 29-point body) 1 and 2 pixels in.
    @Test(arguments: 1...3) func arrowTipIsAtTheLeftMiddle(scale: Int) throws {
        for button in [try ButtonArt(.back, title: "Back", look: ButtonCheck.look()), ButtonArt(.back, stretchableWith: try ButtonCheck.look())] {
            for image in try button.render([], scale: scale).images {
                #expect(image[0, 0].alpha == 0)
                #expect(image[1, 14 * scale].alpha > 200 && image[2, 14 * scale].alpha > 200, "\(image[1, 14 * scale])")
                // Above the tip, on the arrow's slant, the corner stays clear.
                #expect(image[1, 4 * scale].alpha == 0)
            }
        }
    }

    @Test func identifierNamesTitleSizeFontAndTint() throws {
        let button = try ButtonArt(.back, title: "Back", look: ButtonCheck.look())
        #expect(button.identifier.hasPrefix(
            "back-button/1 title='Back' size=52x30 tint=#778CA8 font='Liberation Sans' file=LiberationSans-Bold.ttf version="))
        #expect(button.identifier.hasSuffix("size=12 height=30 title=#FFFFFF shadow=#00000066@0,-1"))
        #expect(try ButtonArt(.back, title: "Back", look: ButtonLook(tint: Color(hex: "#333333"))).identifier != button.identifier)
        #expect(ButtonArt(.back, stretchableWith: try ButtonCheck.look()).identifier.hasPrefix("back-button/1 title=none size=22x30"))
    }
}
