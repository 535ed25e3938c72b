import BarSkin
import BarSkinTestSupport
import Testing

/// The encoder picks the smallest lossless colour type, round-trips exactly and
/// writes the same bytes for the same pixels.
struct EncoderTests {
    /// A deterministic pseudo-random bitmap; `gray` and `opaque` constrain it.
    static func bitmap(width: Int = 13, height: Int = 9, gray: Bool, opaque: Bool, seed: UInt64 = 7) -> Bitmap {
        var random = SplitMix(seed: seed)
        var pixels: [UInt8] = []
        for _ in 0..<width * height {
            let red = random.nextByte()
            pixels += gray ? [red, red, red] : [red, random.nextByte(), random.nextByte()]
            pixels.append(opaque ? 255 : random.nextByte())
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    static func storedColorType(of bytes: [UInt8]) -> (colorType: UInt8, bitDepth: UInt8) {
        (bytes[25], bytes[24])
    }

    @Test(arguments: [
        (true, true, StoredFormat.ColorType.gray, UInt8(0)), (true, false, .grayAlpha, 4),
        (false, true, .rgb, 2), (false, false, .rgba, 6),
    ])
    func choosesTheSmallestLosslessColorType(gray: Bool, opaque: Bool, expected: StoredFormat.ColorType, code: UInt8) throws {
        let image = Self.bitmap(gray: gray, opaque: opaque)
        #expect(PNGEncoder.colorType(for: image) == expected)
        let bytes = try PNGEncoder().encode(image)
        #expect(Self.storedColorType(of: bytes) == (code, 8))
        #expect(try PNGDecoder().decode(bytes: bytes, path: "x").bitmap == image)
    }

    @Test(arguments: PNGCompression.allCases)
    func everyCompressionRoundTripsExactly(_ compression: PNGCompression) throws {
        let image = Self.bitmap(width: 64, height: 40, gray: false, opaque: false)
        let bytes = try PNGEncoder(compression: compression).encode(image)
        #expect(try PNGDecoder().decode(bytes: bytes, path: "x").bitmap == image)
    }

    @Test func sameInputGivesIdenticalBytes() throws {
        let image = Self.bitmap(gray: false, opaque: false)
        #expect(try PNGEncoder().encode(image) == PNGEncoder().encode(image))
    }

    @Test func writesOnlyCriticalChunks() throws {
        let bytes = try PNGEncoder().encode(Self.bitmap(gray: false, opaque: false))
        let types = ChunkSurgery.chunks(of: bytes).map(\.type)
        #expect(types.first == "IHDR" && types.last == "IEND")
        #expect(Set(types).isSubset(of: ["IHDR", "IDAT", "IEND"]))
        #expect(bytes[28] == 0, "not interlaced")
    }

    @Test func bestIsNoLargerThanDefault() throws {
        let image = Self.bitmap(width: 90, height: 90, gray: true, opaque: false)
        let best = try PNGEncoder(compression: .best).encode(image)
        let standard = try PNGEncoder(compression: .default).encode(image)
        #expect(best.count <= standard.count)
    }

    @Test func transparentPixelsKeepTheirColor() throws {
        // Straight alpha: a fully transparent pixel's colour is data and must survive.
        let image = Bitmap(width: 2, height: 1, pixels: [200, 100, 50, 0, 1, 2, 3, 255])
        #expect(try PNGDecoder().decode(bytes: PNGEncoder().encode(image), path: "x").bitmap == image)
    }
}
