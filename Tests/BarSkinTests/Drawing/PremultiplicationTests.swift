@testable import BarSkin
@testable import BarSkinArt
@testable import BarSkinCore
import Testing

/// The premultiplication kernels, checked over every (value, alpha) pair.
@Suite struct PremultiplicationTests {
    /// The exact rounded value of `value * alpha / 255`, written independently of
    /// cairo's shift trick: `round(x / 255) = (2x + 255) / 510`, and `x / 255` is
    /// never exactly halfway because 255 is odd.
    static func roundedProduct(_ value: Int, _ alpha: Int) -> Int {
        (2 * value * alpha + 255) / 510
    }

    @Test func premultiplyMatchesRoundedProductForEveryPair() {
        var mismatches = 0
        for alpha in 0...255 {
            for value in 0...255 {
                let result = Premultiplication.premultiply(UInt8(value), alpha: UInt8(alpha))
                if Int(result) != Self.roundedProduct(value, alpha) { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    /// Proven bound: with p = round(a*c/255) (error <= 1/2) and u = floor((255p + floor(a/2)) / a),
    /// u - c <= 127.5/a + 1/2 and c - u < 128/a + 1/2, so |u - c| <= floor(128/a + 1/2) = (256 + a) / (2a).
    static func roundTripBound(alpha: Int) -> Int {
        (256 + alpha) / (2 * alpha)
    }

    @Test func straightPremultipliedStraightRoundTripsForEveryPair() {
        var exactFailures = 0, idempotenceFailures = 0, boundFailures = 0, zeroFailures = 0
        var worstError = [Int](repeating: 0, count: 256)
        for alpha in 0...255 {
            for value in 0...255 {
                let premultiplied = Premultiplication.premultiply(UInt8(value), alpha: UInt8(alpha))
                let straight = Premultiplication.unpremultiply(premultiplied, alpha: UInt8(alpha))
                let error = abs(Int(straight) - value)
                worstError[alpha] = max(worstError[alpha], error)
                switch alpha {
                case 0:
                    if premultiplied != 0 || straight != 0 { zeroFailures += 1 }
                case 255:
                    if straight != UInt8(value) { exactFailures += 1 }
                default:
                    if Premultiplication.premultiply(straight, alpha: UInt8(alpha)) != premultiplied {
                        idempotenceFailures += 1
                    }
                    if error > Self.roundTripBound(alpha: alpha) { boundFailures += 1 }
                }
            }
        }
        #expect(exactFailures == 0)
        #expect(zeroFailures == 0)
        #expect(idempotenceFailures == 0)
        #expect(boundFailures == 0)
        // The bound is nearly tight: alpha 1 loses up to 127 levels, alpha 128 and above one level.
        #expect(worstError[1] == 127)
        #expect(worstError[2] == 64)
        #expect(worstError[128...254].allSatisfy { $0 == 1 })
    }

    @Test func unpremultiplyTableMatchesTheScalarFormula() {
        var mismatches = 0
        for alpha in 0...255 {
            for value in 0...255 {
                let expected = alpha == 0 ? 0 : min(255, (value * 255 + alpha / 2) / alpha)
                if Int(Premultiplication.unpremultiplyTable[alpha << 8 | value]) != expected { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func argb32WordsPutAlphaInTheTopByte() {
        // cairo's own example: 50% transparent red is 0x80800000.
        #expect(Premultiplication.argb32(RGBA8(255, 0, 0, 128)) == 0x8080_0000)
        #expect(Premultiplication.argb32(RGBA8(0x12, 0x34, 0x56)) == 0xFF12_3456)
        #expect(Premultiplication.rgba8(argb32: 0x8080_0000) == RGBA8(255, 0, 0, 128))
        #expect(Premultiplication.rgba8(argb32: 0x0012_3456) == .clear)
    }

    @Test func bufferConversionsMatchTheScalarKernelsForEveryPair() {
        // Column = value, row = alpha: every pair appears once, in each channel position.
        var bitmap = Bitmap(width: 256, height: 256)
        for alpha in 0...255 {
            for value in 0...255 {
                bitmap[value, alpha] = RGBA8(UInt8(value), UInt8(255 - value), UInt8(value ^ 0x5A), UInt8(alpha))
            }
        }
        let wordsPerRow = 260
        let words = UnsafeMutablePointer<UInt32>.allocate(capacity: wordsPerRow * 256)
        defer { words.deallocate() }
        words.initialize(repeating: 0xDEAD_BEEF, count: wordsPerRow * 256)
        Premultiplication.store(bitmap, into: words, wordsPerRow: wordsPerRow)
        var wordMismatches = 0
        for y in 0..<256 {
            for x in 0..<256 where words[y * wordsPerRow + x] != Premultiplication.argb32(bitmap[x, y]) {
                wordMismatches += 1
            }
        }
        #expect(wordMismatches == 0)
        #expect(words[wordsPerRow - 1] == 0xDEAD_BEEF, "padding past the row must be untouched")
        let loaded = Premultiplication.load(from: words, wordsPerRow: wordsPerRow, width: 256, height: 256)
        var pixelMismatches = 0
        for y in 0..<256 {
            for x in 0..<256 where loaded[x, y] != Premultiplication.rgba8(argb32: Premultiplication.argb32(bitmap[x, y])) {
                pixelMismatches += 1
            }
        }
        #expect(pixelMismatches == 0)
        #expect(pixels(of: loaded, x: 0..<256, y: 255..<256) == pixels(of: bitmap, x: 0..<256, y: 255..<256))
    }
}
