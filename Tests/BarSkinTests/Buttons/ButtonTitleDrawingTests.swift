import BarSkin
import Testing

/// Where the title, its shadow and the state tints land in the pixels.
@Suite struct ButtonTitleDrawingTests {
    /// Every white title pixel lies inside the (0, 6, 0, 3) title insets.
    @Test(arguments: 1...3) func titleStaysInsideTheTitleInsets(scale: Int) throws {
        let button = try ButtonArt(.back, title: "Back", look: ButtonCheck.look())
        let image = try button.render([], scale: scale).images[0]
        let pixels = ButtonCheck.titlePixels(image)
        #expect(pixels.count > 20 * scale * scale)
        let area = button.titleArea
        for pixel in pixels {
            #expect(Double(pixel.x) >= area.minX * Double(scale) && Double(pixel.x) < area.maxX * Double(scale), "x \(pixel.x)")
            #expect(pixel.y < 29 * scale)
        }
    }

    /// The shadow is the title one point (scale pixels) higher: the row that
    /// far above the title's top row is darker than the gloss beside the text,
    /// under the title's top pixels. Tolerance: at least 15 levels of luma darker
    /// (black at 40% over the gloss takes off about 60).
    @Test(arguments: 1...3) func shadowSitsOnePointAboveTheTitle(scale: Int) throws {
        let button = try ButtonArt(.back, title: "Back", look: ButtonCheck.look())
        let image = try button.render([], scale: scale).images[0]
        let pixels = ButtonCheck.titlePixels(image)
        let top = try #require(pixels.map(\.y).min())
        let columns = pixels.filter { $0.y == top }.map(\.x)
        let shadowRow = top - scale
        // Beside the text, in the title area's right margin, only the gloss.
        let background = ButtonCheck.luminance(image[(button.pointSize.width - 5) * scale, shadowRow])
        let darkest = columns.map { ButtonCheck.luminance(image[$0, shadowRow]) }.min()!
        #expect(darkest < background - 15, "shadow \(darkest), gloss \(background)")
        // Two points above, no shadow: the gloss as beside the text, within 2 levels.
        let clearRow = top - 2 * scale - 1
        let clearBackground = ButtonCheck.luminance(image[(button.pointSize.width - 5) * scale, clearRow])
        for x in columns { #expect(abs(ButtonCheck.luminance(image[x, clearRow]) - clearBackground) <= 2) }
    }

    @Test(arguments: 1...3) func highlightedIsDarkerThanNormal(scale: Int) throws {
        for images in [try ButtonArt(.back, title: "Back", look: ButtonCheck.look()).render([], scale: scale).images,
                       try ButtonArt(.bar, title: "Done", look: ButtonCheck.look()).render([], scale: scale).images] {
            #expect(ButtonCheck.meanLuminance(images[1]) < ButtonCheck.meanLuminance(images[0]) - 10)
        }
        #expect(ButtonState.highlighted.fill(from: ButtonLook.defaultTint).hsv.value
            < ButtonState.normal.fill(from: ButtonLook.defaultTint).hsv.value)
    }

    /// Same title, same font: the same pixels and the same PNG bytes.
    @Test func outputIsDeterministic() throws {
        for scale in 1...3 {
            let first = try ButtonArt(.back, title: "Réglages", look: ButtonCheck.look()).render([], scale: scale).images
            let second = try ButtonArt(.back, title: "Réglages", look: ButtonCheck.look()).render([], scale: scale).images
            #expect(first == second)
            #expect(try first.map { try PNGEncoder().encode($0) } == second.map { try PNGEncoder().encode($0) })
        }
    }

    /// Right-to-left titles: the ink's horizontal centre within 1 point of the
    /// title area's centre. Hebrew is in Liberation Sans; Arabic needs KacstOne.
    @Test func hebrewTitleIsCentred() throws {
        try expectCentred(ButtonArt(.back, title: "חזרה", look: ButtonCheck.look()))
    }

    @Test(.enabled(if: ButtonCheck.has("KacstOne"), "KacstOne is not installed (fonts-kacst-one)"))
    func arabicTitleIsCentred() throws {
        try expectCentred(ButtonArt(.back, title: "رجوع", look: ButtonCheck.look(family: "KacstOne")))
        try expectCentred(ButtonArt(.bar, title: "تم", look: ButtonCheck.look(family: "KacstOne")))
    }

    private func expectCentred(_ button: ButtonArt, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for scale in 1...3 {
            let image = try button.render([], scale: scale).images[0]
            let xs = ButtonCheck.titlePixels(image).map(\.x)
            let (low, high) = (try #require(xs.min()), try #require(xs.max()))
            let centre = Double(low + high + 1) / 2 / Double(scale)
            #expect(abs(centre - button.titleArea.midX) <= 1, "ink centre \(centre), area centre \(button.titleArea.midX)",
                    sourceLocation: sourceLocation)
        }
    }
}
