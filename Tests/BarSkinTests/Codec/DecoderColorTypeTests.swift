import BarSkin
import Testing

/// Every legal colour type and bit depth, interlaced or not, decodes to the
/// RGBA8 computed here independently from the stored samples.
struct DecoderColorTypeTests {
    static let sizes = [(1, 1), (3, 7), (33, 17)]

    /// Sample value at (x, y) for a given bit depth: covers 0, the maximum and values between.
    static func sample(_ x: Int, _ y: Int, channel: Int, bitDepth: Int) -> Int {
        let maximum = (1 << bitDepth) - 1
        let pattern = [0, maximum, (x * 37 + y * 101 + channel * 59) % (maximum + 1)]
        return pattern[(x + y * 2 + channel) % 3]
    }

    /// Packs samples MSB first, as PNG stores sub-byte and 16-bit samples.
    static func pack(_ values: [Int], bitDepth: Int) -> [UInt8] {
        if bitDepth == 16 { return values.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }
        if bitDepth == 8 { return values.map(UInt8.init) }
        var bytes: [UInt8] = []
        var current = 0, used = 0
        for value in values {
            current = (current << bitDepth) | value
            used += bitDepth
            if used == 8 { bytes.append(UInt8(current)); current = 0; used = 0 }
        }
        if used > 0 { bytes.append(UInt8(current << (8 - used))) }
        return bytes
    }

    /// 16-bit and sub-byte samples scaled to 8 bits the way the decoder promises.
    static func to8(_ value: Int, bitDepth: Int) -> UInt8 {
        if bitDepth == 16 { return UInt8((Double(value) / 257).rounded()) }
        return UInt8(value * 255 / ((1 << bitDepth) - 1))
    }

    static let cases: [(colorType: Int, bitDepth: Int)] = [
        (0, 1), (0, 2), (0, 4), (0, 8), (0, 16), (2, 8), (2, 16), (3, 1), (3, 2), (3, 4), (3, 8),
        (4, 8), (4, 16), (6, 8), (6, 16),
    ]

    @Test(arguments: cases, [false, true])
    func decodesEveryColorTypeAndDepth(_ kind: (colorType: Int, bitDepth: Int), interlaced: Bool) throws {
        for (width, height) in Self.sizes {
            let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][kind.colorType]!
            var rows: [UInt8] = []
            var expected: [UInt8] = []
            let paletteCount = kind.colorType == 3 ? (1 << kind.bitDepth) : 0
            var palette: [UInt8] = []
            for entry in 0..<paletteCount {
                palette += [UInt8(entry * 7 % 256), UInt8(255 - entry), UInt8(entry * 13 % 256)]
            }
            for y in 0..<height {
                var values: [Int] = []
                for x in 0..<width {
                    let pixel = (0..<channels).map { Self.sample(x, y, channel: $0, bitDepth: kind.bitDepth) }
                    values += pixel
                    switch kind.colorType {
                    case 0: let g = Self.to8(pixel[0], bitDepth: kind.bitDepth); expected += [g, g, g, 255]
                    case 2: expected += pixel.map { Self.to8($0, bitDepth: kind.bitDepth) } + [255]
                    case 3: expected += palette[pixel[0] * 3..<pixel[0] * 3 + 3] + [255]
                    case 4:
                        let g = Self.to8(pixel[0], bitDepth: kind.bitDepth)
                        expected += [g, g, g, Self.to8(pixel[1], bitDepth: kind.bitDepth)]
                    default: expected += pixel.map { Self.to8($0, bitDepth: kind.bitDepth) }
                    }
                }
                rows += Self.pack(values, bitDepth: kind.bitDepth)
            }
            let bytes = PNGFixture.bytes(
                width: width, height: height, bitDepth: kind.bitDepth, colorType: kind.colorType,
                interlaced: interlaced, rows: rows, palette: palette)
            let decoded = try PNGDecoder().decode(bytes: bytes, path: "fixture.png")
            #expect(decoded.bitmap.width == width && decoded.bitmap.height == height)
            #expect(decoded.bitmap.pixels == expected, "\(kind) \(width)x\(height) interlaced: \(interlaced)")
            #expect(decoded.format.colorType.pngValue == kind.colorType)
            #expect(decoded.format.bitDepth == kind.bitDepth)
            #expect(decoded.format.interlaced == interlaced)
            // With a margin, the same rows sit inside a transparent border (palette expansion and Adam7 included).
            let margin = 2
            let framed = try PNGDecoder().decode(bytes: bytes, path: "fixture.png", margin: margin).bitmap
            #expect(framed.width == width + 2 * margin && framed.height == height + 2 * margin)
            var inside: [UInt8] = []
            for y in 0..<framed.height {
                for x in 0..<framed.width {
                    let isInside = (margin..<margin + width).contains(x) && (margin..<margin + height).contains(y)
                    if isInside { let p = framed[x, y]; inside += [p.red, p.green, p.blue, p.alpha] } else if framed[x, y] != .clear { Issue.record("border pixel (\(x), \(y)) is not clear") }
                }
            }
            #expect(inside == expected, "\(kind) \(width)x\(height) interlaced: \(interlaced), margin \(margin)")
        }
    }

    @Test func paletteTransparencyBecomesAlpha() throws {
        let palette: [UInt8] = [10, 20, 30, 40, 50, 60, 70, 80, 90]
        let decoded = try PNGDecoder().decode(bytes: PNGFixture.bytes(
            width: 3, height: 1, bitDepth: 8, colorType: 3, rows: [0, 1, 2], palette: palette,
            transparency: [0, 128]), path: "p.png")
        // Entries past the end of tRNS are opaque.
        #expect(decoded.bitmap.pixels == [10, 20, 30, 0, 40, 50, 60, 128, 70, 80, 90, 255])
        #expect(decoded.format.hasTransparencyChunk)
    }

    @Test func grayColorKeyMakesMatchingPixelsTransparent() throws {
        let decoded = try PNGDecoder().decode(bytes: PNGFixture.bytes(
            width: 2, height: 1, bitDepth: 16, colorType: 0, rows: [0x12, 0x34, 0xFF, 0xFF],
            transparentColor: (gray: 0x1234, red: 0, green: 0, blue: 0)), path: "k.png")
        #expect(decoded.bitmap[0, 0].alpha == 0)
        #expect(decoded.bitmap[1, 0] == RGBA8(255, 255, 255, 255))
    }

    @Test func rgbColorKeyMakesMatchingPixelsTransparent() throws {
        let decoded = try PNGDecoder().decode(bytes: PNGFixture.bytes(
            width: 2, height: 1, bitDepth: 8, colorType: 2, rows: [1, 2, 3, 1, 2, 4],
            transparentColor: (gray: 0, red: 1, green: 2, blue: 3)), path: "k.png")
        #expect(decoded.bitmap[0, 0] == RGBA8(1, 2, 3, 0))
        #expect(decoded.bitmap[1, 0] == RGBA8(1, 2, 4, 255))
    }

    @Test func ancillaryChunksDoNotChangePixels() throws {
        let rows: [UInt8] = [1, 2, 3, 4, 5, 6, 7, 8]
        let plain = try PNGDecoder().decode(bytes: PNGFixture.bytes(
            width: 2, height: 1, bitDepth: 8, colorType: 6, rows: rows), path: "a.png")
        let decorated = try PNGDecoder().decode(bytes: PNGFixture.bytes(
            width: 2, height: 1, bitDepth: 8, colorType: 6, rows: rows, ancillary: true), path: "b.png")
        #expect(plain.bitmap == decorated.bitmap)
        #expect(decorated.bitmap.pixels == rows)
    }
}
