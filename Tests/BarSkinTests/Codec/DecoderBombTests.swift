import BarSkin
import BarSkinTestSupport
import CPNGTestSupport
import Foundation
import Testing

/// A zlib stream that goes on after the image's last row costs nothing: the
/// decoder refuses it from the chunk headers, before inflating any of the tail.
struct DecoderBombTests {
    /// A valid 1024x1024 gray PNG whose stream continues with `tail` MiB of zeros.
    static func bomb(width: UInt32 = 1024, height: UInt32 = 1024, tailMebibytes: UInt32) throws -> [UInt8] {
        var bytes: UnsafeMutablePointer<UInt8>?
        var count = 0
        try #require(bs_fixture_zlib_bomb(width, height, tailMebibytes, &bytes, &count) == 0)
        defer { bs_fixture_free(bytes) }
        return Array(UnsafeBufferPointer(start: bytes, count: count))
    }

    /// The unread count in the error: what the decoder left alone.
    static func unreadBytes(in error: PNGDecodingError?) -> Int? {
        guard case .corrupt(let detail)? = error?.error,
              detail.hasPrefix("IDAT: the compressed data goes on for about "), detail.hasSuffix(" bytes after the image's last row")
        else { return nil }
        return Int(detail.dropFirst("IDAT: the compressed data goes on for about ".count).prefix { $0.isNumber })
    }

    @Test func aStreamGoingOnForAGibibyteAfterTheRowsIsRefusedUninflated() throws {
        // 1 GiB of zeros in about 1 MB: within the compressed-size pre-check, and
        // about 2.5 s of inflating if the tail were read.
        let bytes = try Self.bomb(tailMebibytes: 1024)
        #expect(bytes.count < 1_200_000)
        var thrown: PNGDecodingError?
        do { _ = try PNGDecoder().decode(bytes: bytes, path: "icons/bomb.png") } catch { thrown = error as? PNGDecodingError }
        let unread = try #require(Self.unreadBytes(in: thrown), "\(String(describing: thrown))")
        // The rows take about 1 KB of the stream; libpng reads 8 KiB ahead at most.
        #expect(bytes.count - unread < 16_384)
        #expect(thrown?.path == "icons/bomb.png")
    }

    @Test func theSameBombInAFileIsRefusedTheSameWay() throws {
        let folder = TemporaryFolder()
        let path = folder.path + "/bomb.png"
        let bytes = try Self.bomb(tailMebibytes: 256)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        var thrown: PNGDecodingError?
        do { _ = try PNGDecoder().decode(fileAt: path) } catch { thrown = error as? PNGDecodingError }
        let unread = try #require(Self.unreadBytes(in: thrown), "\(String(describing: thrown))")
        #expect(bytes.count - unread < 16_384)
    }

    @Test func aFewBytesAfterTheRowsAreStillAValidImage() throws {
        // One MiB of zeros is about 1 KB of stream: within the slack, read as libpng reads it.
        let decoded = try PNGDecoder().decode(bytes: Self.bomb(width: 16, height: 16, tailMebibytes: 1), path: "x.png")
        #expect(decoded.bitmap.width == 16)
        #expect(decoded.bitmap[15, 15] == RGBA8(0, 0, 0, 255))
    }

    @Test func theSameImageWithNoTailDecodes() throws {
        let decoded = try PNGDecoder().decode(bytes: Self.bomb(width: 300, height: 200, tailMebibytes: 0), path: "x.png")
        #expect(decoded.bitmap.height == 200)
        #expect(decoded.bitmap[299, 199] == RGBA8(0, 0, 0, 255))
    }
}
