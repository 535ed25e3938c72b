import BarSkin
import BarSkinTestSupport
import Testing

/// Tinted art is written losslessly in the smallest colour type.
@Suite struct TintEncodingTests {
    @Test func grayArtIsWrittenAsGrayAlphaAndEverythingRoundTrips() throws {
        let mask = Masks.disc(size: 60, radius: 22)
        let encoder = TintOperation(style: .classic).encoder(compression: .default)
        #expect(encoder.rowFilter == nil)
        for style in TintStyle.allCases {
            let result = try TintOperation(style: style).render(mask, scale: 2, path: "d@2x.png")
            for (image, expected) in [(result.normal, StoredFormat.ColorType.grayAlpha), (result.selected, .rgba)] {
                let (bytes, colorType) = try encoder.encodeReportingType(image)
                #expect(colorType == expected, "\(style)")
                #expect(try PNGDecoder().decode(bytes: bytes, path: "x.png").bitmap == image)
            }
        }
    }

    @Test func invisiblePixelsAreTransparentBlack() throws {
        let mask = Masks.disc(size: 30, radius: 10)
        let result = try TintOperation(style: .classic, itemSize: PointSize(width: 40, height: 40)).render(mask, scale: 1, path: "d.png")
        for image in [result.normal, result.selected] {
            for y in 0..<40 { for x in 0..<40 where image[x, y].alpha == 0 { #expect(image[x, y] == .clear) } }
        }
    }
}
