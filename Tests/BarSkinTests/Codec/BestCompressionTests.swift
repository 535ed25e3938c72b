@testable import BarSkin
@testable import BarSkinArt
@testable import BarSkinCore
import BarSkinTestSupport
import Testing

/// `--compression best`: every lossless layout, exact pixels, never larger than the default.
struct BestCompressionTests {
    static func bitmap(width: Int, height: Int, _ color: (Int, Int) -> RGBA8) -> Bitmap {
        var image = Bitmap(width: width, height: height)
        for y in 0..<height { for x in 0..<width { image[x, y] = color(x, y) } }
        return image
    }

    /// (colour type, bit depth) from IHDR.
    static func layout(of bytes: [UInt8]) -> (colorType: UInt8, bitDepth: UInt8) { (bytes[25], bytes[24]) }

    static let samples: [(String, Bitmap)] = [
        ("two grays", bitmap(width: 40, height: 30) { x, y in (x / 5 + y / 3) % 2 == 0 ? RGBA8(0, 0, 0) : RGBA8(255, 255, 255) }),
        ("four grays", bitmap(width: 40, height: 30) { x, y in let v = UInt8((x + y) % 4 * 85); return RGBA8(v, v, v) }),
        ("three colours", bitmap(width: 64, height: 48) { x, y in [RGBA8(255, 0, 0), RGBA8(0, 128, 255), RGBA8(20, 200, 20)][(x / 7 + y / 5) % 3] }),
        ("translucent palette", bitmap(width: 50, height: 50) { x, y in RGBA8(10, 20, 200, UInt8((x * 7 + y * 3) % 200 + 20)) }),
        ("colour key", bitmap(width: 33, height: 17) { x, y in (x + y) % 5 == 0 ? RGBA8(9, 8, 7, 0) : RGBA8(UInt8(x * 7), UInt8(y * 13), 99) }),
        ("transparent pixels of many colours", bitmap(width: 20, height: 20) { x, y in RGBA8(UInt8(x * 12), UInt8(y * 12), 5, x == y ? 255 : 0) }),
        ("noise", {
            var random = SplitMix(seed: 11)
            return bitmap(width: 45, height: 23) { _, _ in RGBA8(random.nextByte(), random.nextByte(), random.nextByte(), random.nextByte()) }
        }()),
        ("one pixel", bitmap(width: 1, height: 1) { _, _ in RGBA8(1, 2, 3, 4) }),
        ("one row", bitmap(width: 300, height: 1) { x, _ in RGBA8(UInt8(x % 256), 0, 0) }),
    ]

    @Test(arguments: samples.map(\.0))
    func decodesToTheSamePixelsAndIsNoLargerThanDefault(_ name: String) throws {
        let image = Self.samples.first { $0.0 == name }!.1
        let best = try PNGEncoder(compression: .best).encode(image)
        let standard = try PNGEncoder(compression: .default).encode(image)
        #expect(try PNGDecoder().decode(bytes: best, path: "x.png").bitmap == image)
        #expect(best.count <= standard.count)
        #expect(try PNGEncoder(compression: .best).encode(image) == best, "same pixels, same bytes")
    }

    /// Filtered rows too large to hold beside the bitmap are deflated a row at a time by zlib
    /// (forced here by a one-byte limit): the same pixels, by both searches.
    @Test(arguments: samples.map(\.0))
    func rowsTooLargeToHoldAreDeflatedAsTheyAreFiltered(_ name: String) throws {
        let image = Self.samples.first { $0.0 == name }!.1
        for preset in [PNGSearch.standard, .smallest, .fixed(.adaptive)] {
            var search = preset
            search.options.held_bytes = 1
            let streamed = try search.encode(image)
            #expect(try PNGDecoder().decode(bytes: streamed, path: "x.png").bitmap == image, "\(name)")
        }
    }

    @Test func fewColoursAreStoredInFewerBits() throws {
        let sample = Dictionary(uniqueKeysWithValues: Self.samples)
        // Two grays are one bit per pixel, four grays two; three colours a two-bit palette.
        #expect(Self.layout(of: try PNGEncoder(compression: .best).encode(sample["two grays"]!)) == (0, 1))
        #expect(Self.layout(of: try PNGEncoder(compression: .best).encode(sample["four grays"]!)) == (0, 2))
        #expect(Self.layout(of: try PNGEncoder(compression: .best).encode(sample["three colours"]!)) == (3, 2))
    }

    @Test func theReportedColorTypeIsTheStoredOne() throws {
        let image = Dictionary(uniqueKeysWithValues: Self.samples)["three colours"]!
        #expect(try PNGEncoder(compression: .best).encodeReportingType(image).colorType == .palette)
        #expect(try PNGEncoder(compression: .default).encodeReportingType(image).colorType == .rgb)
    }

    @Test func tintedArtIsNeverLargerThanDefaultAndKeepsItsPixels() throws {
        for size in [30, 60, 90] {
            let mask = Masks.disc(size: size, radius: Double(size) / 3)
            for style in TintStyle.allCases {
                let result = try TintOperation(style: style).render(mask, scale: size / 30, path: "d.png")
                for image in [result.normal, result.selected] {
                    let best = try TintOperation(style: .classic).encoder(compression: .best).encode(image)
                    #expect(best.count <= (try TintOperation(style: .classic).encoder(compression: .default).encode(image)).count)
                    #expect(try PNGDecoder().decode(bytes: best, path: "d.png").bitmap == image)
                }
            }
        }
    }
}
