@testable import BarSkinArt
import BarSkinCore
import Testing

/// What the parent makes of a decoder child's replies, the child taken as hostile: only
/// what was asked for is taken, and nothing it claims is allocated for.
struct VectorReplyTests {
    static func read(_ bytes: [UInt8], _ expected: VectorReply.Expected) throws(VectorChildFailure) -> VectorReply {
        var source = VectorReplyBytes(remaining: bytes[...])
        return try VectorReply.read(from: &source, expecting: expected)
    }

    static func little(_ word: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: word >> ($0 * 8)) } }

    @Test func aSizeAndPixelsAreTakenAsAsked() throws {
        let size = [UInt8(ascii: "S")] + (0..<8).map { UInt8(truncatingIfNeeded: (30.0).bitPattern >> ($0 * 8)) }
            + (0..<8).map { UInt8(truncatingIfNeeded: (20.5).bitPattern >> ($0 * 8)) }
        #expect(try Self.read(size, .size) == .size(width: 30, height: 20.5))
        // One opaque red pixel and one transparent, premultiplied ARGB32 words.
        let pixels = [UInt8(ascii: "P")] + Self.little(2) + Self.little(1) + Self.little(0xFFFF_0000) + Self.little(0)
        let bitmap = Bitmap(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 0, 0])
        #expect(try Self.read(pixels, .pixels(width: 2, height: 1)) == .pixels(bitmap))
    }

    @Test func pixelsForAnotherCanvasAreGarbledAndNeverAllocated() {
        // A claim of 65535 x 65535 pixels (16 GB) where 2 x 1 were asked for.
        let pixels = [UInt8(ascii: "P")] + Self.little(65_535) + Self.little(65_535)
        #expect(throws: VectorChildFailure.garbled("pixels for 65535x65535 when 2x1 were asked for")) {
            try Self.read(pixels, .pixels(width: 2, height: 1))
        }
    }

    @Test func aLongMessageAnUnaskedReplyAndAShortOneAreRefused() {
        let long = [UInt8(ascii: "F"), 1] + Self.little(1 << 30)
        #expect(throws: VectorChildFailure.garbled("a message of 1073741824 bytes")) { try Self.read(long, .size) }
        #expect(throws: VectorChildFailure.garbled("reply 80 where a size was expected")) { try Self.read([UInt8(ascii: "P")], .size) }
        #expect(throws: VectorChildFailure.garbled("reply 0 where pixels were expected")) { try Self.read([0], .pixels(width: 1, height: 1)) }
        #expect(throws: VectorChildFailure.ended) { try Self.read([UInt8(ascii: "S"), 1, 2], .size) }
        #expect(throws: VectorChildFailure.ended) { try Self.read([], .size) }
    }

    @Test func aRefusalCarriesTheLibrarysMessage() throws {
        let failed = [UInt8(ascii: "F"), 1] + Self.little(4) + Array("oops".utf8)
        #expect(try Self.read(failed, .size) == .failed(kind: 1, message: Array("oops".utf8)))
    }
}
