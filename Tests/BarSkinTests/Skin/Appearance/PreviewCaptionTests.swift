@testable import BarSkin
@testable import BarSkinArt
@testable import BarSkinCore
import BarSkinTestSupport
import Foundation
import Testing

/// The preview's legend of which output is used where (issue 42): under the bars of a skin that
/// writes colour sets, template icons or the appearance code, drawn with pango as the rest of
/// the preview; absent, and the picture as it was, for a skin writing art alone.
@Suite struct PreviewCaptionTests {
    static func preview(_ skin: String) throws -> (TemporaryFolder, SkinPreview) {
        let folder = TemporaryFolder()
        folder.write(PNGFixture.bytes(of: Masks.disc(size: 50, radius: 20)), to: "Icons/star@2x.png")
        let spec = try SkinBuildPlanTests.spec("version: 1\noutput: Out\n" + skin + "tab-bar: {}\nnav-bar: {}\npreview: true\n", in: folder)
        return (folder, try #require(spec.preview))
    }

    static let items = "tab-items:\n  items:\n    - mask: Icons/star\n"
    static let artOnly = "tab-items:\n  template-icons: false\n  items:\n    - mask: Icons/star\n"

    @Test(arguments: [
        ("catalog: A.xcassets\n" + items, ["Art above: before iOS 26 and in custom-drawn bars", "Colour sets, template icons: every iOS version"]),
        ("catalog: A.xcassets\ncolor-sets: false\n" + items, ["Art above: before iOS 26 and in custom-drawn bars", "Template icons: every iOS version"]),
        ("catalog: A.xcassets\ncolor-sets: false\nappearance:\n  swift: true\n  glass: false\n" + artOnly,
         ["Art above: every iOS version (glass: false)"]),
        ("catalog: A.xcassets\ncolor-sets: false\n" + artOnly, []),
        (items, []),
    ])
    func theCaptionSaysWhatTheSkinWrites(skin: String, lines: [String]) throws {
        let (folder, preview) = try Self.preview(skin)
        defer { withExtendedLifetime(folder) {} }
        #expect((preview.caption?.lines ?? []) == lines)
        // Every line fits the classic 320-point screen whole: pango would end a longer one in '…'.
        for line in lines {
            #expect(try TextLayout(text: line, font: FontFace(), size: PreviewCaption.textSize).logicalBounds.width < 320 - 16, "\(line)")
        }
    }

    /// The bars keep their pixels (tolerance 0); the band under them is the legend's, each line
    /// pango's bold text as the painter's titles are, with ink on every line.
    @Test func theCaptionIsABandUnderTheBarsAndTheRestIsUnchanged() throws {
        let (folder, preview) = try Self.preview("catalog: A.xcassets\n" + Self.items)
        defer { withExtendedLifetime(folder) {} }
        let caption = try #require(preview.caption)
        let operation = try #require(try preview.operations(decoder: PNGDecoder()).first as? SkinPreviewOperation)
        var plain = operation
        plain.caption = nil
        let scale = 2
        let withCaption = try operation.render([], scale: scale).images[0], without = try plain.render([], scale: scale).images[0]
        let band = try #require(operation.layout.caption)
        #expect(caption.height == 34 && band.minY == plain.layout.height && band.height == 34)
        #expect(withCaption.width == without.width && withCaption.height == without.height + 34 * scale)
        for y in 0..<without.height {
            for x in 0..<without.width where withCaption[x, y] != without[x, y] {
                Issue.record("pixel \(x),\(y) above the caption changed")
                return
            }
        }
        // The band as drawn apart: its background and pango's text at the same places.
        let canvas = try Canvas(width: withCaption.width, height: 34 * scale)
        canvas.scale(by: Double(scale))
        canvas.fill(Rect(x: 0, y: 0, width: band.width, height: 34), with: .solid(PreviewPainter.captionBackground))
        var ink = [Int](repeating: 0, count: caption.lines.count)
        for (index, line) in caption.lines.enumerated() {
            let layout = try TextLayout(text: line, font: FontFace(), size: PreviewCaption.textSize)
            let y = PreviewCaption.padding + Double(index) * PreviewCaption.lineHeight
            layout.draw(on: canvas, centeredIn: Rect(x: 8, y: y, width: layout.logicalBounds.width, height: PreviewCaption.lineHeight),
                        color: PreviewPainter.rowTitle)
        }
        let expected = try canvas.bitmap()
        var largest = 0
        for y in 0..<expected.height {
            for x in 0..<expected.width {
                let drawn = withCaption[x, without.height + y], wanted = expected[x, y]
                largest = max(largest, abs(Int(drawn.red) - Int(wanted.red)), abs(Int(drawn.green) - Int(wanted.green)), abs(Int(drawn.blue) - Int(wanted.blue)))
                let line = (Double(y) / Double(scale) - PreviewCaption.padding) / PreviewCaption.lineHeight
                if drawn.red < 96, line >= 0, Int(line) < ink.count { ink[Int(line)] += 1 }
            }
        }
        #expect(largest == 0)
        #expect(ink.allSatisfy { $0 > 300 }, "\(ink)")
    }
}
