import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// Each kind of bad input fails with its own error, naming the file.
struct DecoderErrorTests {
    static let good = PNGFixture.bytes(of: Bitmap(width: 8, height: 8, filledWith: RGBA8(10, 20, 30, 200)))

    func decode(_ bytes: [UInt8], limits: DecodeLimits = .default) -> PNGDecodingError? {
        do {
            _ = try PNGDecoder(limits: limits).decode(bytes: bytes, path: "icons/x.png")
            return nil
        } catch let error as PNGDecodingError {
            return error
        } catch {
            return PNGDecodingProblem.corrupt(detail: "\(error)").located(at: "unexpected")
        }
    }

    @Test func textIsNotAPNG() {
        let error = decode(Array("hello, world, this is not an image".utf8))
        #expect(error == PNGDecodingProblem.notPNG.located(at: "icons/x.png"))
        #expect(error?.description == "icons/x.png: not a PNG file")
    }

    @Test func emptyFilesAreNotPNGsAndACutSignatureIsTruncation() {
        #expect(decode([]) == PNGDecodingProblem.notPNG.located(at: "icons/x.png"))
        #expect(decode([0x89, 0x50]) == PNGDecodingProblem.truncated.located(at: "icons/x.png"))
        #expect(decode([0x89, 0x51]) == PNGDecodingProblem.notPNG.located(at: "icons/x.png"))
    }

    @Test func paletteIndexesPastThePaletteAreRefused() {
        let bytes = PNGFixture.bytes(width: 2, height: 1, bitDepth: 8, colorType: 3, rows: [0, 3], palette: [1, 2, 3, 4, 5, 6])
        #expect(decode(bytes) == PNGDecodingProblem.corrupt(detail: "palette index 3 is beyond the 2-entry palette").located(at: "icons/x.png"))
    }

    @Test func compressedDataFarBeyondTheImageIsRefusedBeforeInflating() {
        var chunks = ChunkSurgery.chunks(of: Self.good)
        let index = chunks.firstIndex { $0.type == "IDAT" }!
        // Not even valid zlib: the total alone must refuse it, before any inflating.
        chunks[index].data = [UInt8](repeating: 0xAB, count: 100_000)
        #expect(decode(ChunkSurgery.file(chunks)) == PNGDecodingProblem.corrupt(
            detail: "IDAT: \(chunks[index].data.count) bytes of compressed data, far more than a 8x8 image needs").located(at: "icons/x.png"))
    }

    @Test(arguments: [9, 20, 40, 60])
    func truncationIsReportedAsSuch(length: Int) {
        let error = decode(Array(Self.good.prefix(length)))
        #expect(error == PNGDecodingProblem.truncated.located(at: "icons/x.png"))
        #expect(error?.message == "truncated")
    }

    @Test func missingEndChunkIsTruncation() {
        let chunks = ChunkSurgery.chunks(of: Self.good).filter { $0.type != "IEND" }
        #expect(decode(ChunkSurgery.file(chunks)) == PNGDecodingProblem.truncated.located(at: "icons/x.png"))
    }

    @Test(arguments: ["IHDR", "IDAT"])
    func checksumErrorsNameTheChunk(chunk: String) {
        let bytes = ChunkSurgery.signature + ChunkSurgery.chunks(of: Self.good).flatMap {
            ChunkSurgery.encode($0, badCRC: $0.type == chunk)
        }
        let error = decode(bytes)
        #expect(error == PNGDecodingProblem.checksumMismatch(chunk: chunk).located(at: "icons/x.png"))
        #expect(error?.message == "CRC error in chunk \(chunk)")
    }

    @Test func appleOptimizedPNGIsNamed() {
        let cgbi = ChunkSurgery.Chunk(type: "CgBI", data: [0x50, 0x00, 0x20, 0x02])
        let error = decode(ChunkSurgery.file([cgbi] + ChunkSurgery.chunks(of: Self.good)))
        #expect(error == PNGDecodingProblem.appleOptimized.located(at: "icons/x.png"))
        #expect(error?.message.hasPrefix("an Apple iPhone-optimized PNG (CgBI chunk") == true)
    }

    @Test func absurdHeaderFailsBeforeAllocating() {
        let error = decode(ChunkSurgery.file([ChunkSurgery.ihdr(width: 100_000, height: 100_000)]))
        #expect(error == PNGDecodingProblem.tooLarge(width: 100_000, height: 100_000, limits: .default).located(at: "icons/x.png"))
        #expect(error?.message == "image is 100000x100000, over the limit of 16384 px a side and 67108864 pixels")
        #expect(error?.remedy == .raisePixelLimit)
    }

    @Test func areaLimitAppliesWithinTheSideLimit() {
        let error = decode(ChunkSurgery.file([ChunkSurgery.ihdr(width: 16_000, height: 16_000)]))
        #expect(error == PNGDecodingProblem.tooLarge(width: 16_000, height: 16_000, limits: .default).located(at: "icons/x.png"))
    }

    @Test func limitsAreConfigurable() {
        let small = DecodeLimits(maxSide: 4, maxPixels: 16)
        #expect(decode(Self.good, limits: small) == PNGDecodingProblem.tooLarge(width: 8, height: 8, limits: small).located(at: "icons/x.png"))
        #expect(decode(Self.good, limits: DecodeLimits(maxSide: 8, maxPixels: 64)) == nil)
        #expect(DecodeLimits.default.raisingPixels(to: 1_000_000_000).maxSide >= 31_623)
    }

    @Test func zeroWidthIsCorrupt() {
        let error = decode(ChunkSurgery.file([ChunkSurgery.ihdr(width: 0, height: 5)] + ChunkSurgery.chunks(of: Self.good).dropFirst()))
        guard case .corrupt(let detail)? = error?.error else {
            Issue.record("expected corrupt, got \(String(describing: error))")
            return
        }
        #expect(detail.contains("IHDR") || detail.contains("width"))
    }

    @Test func damagedImageDataIsCorrupt() {
        var chunks = ChunkSurgery.chunks(of: Self.good)
        let index = chunks.firstIndex { $0.type == "IDAT" }!
        chunks[index].data = [0x78, 0x9C, 0xFF, 0xFF, 0xFF, 0xFF, 0x00]
        let error = decode(ChunkSurgery.file(chunks))
        guard case .corrupt? = error?.error else {
            Issue.record("expected a corrupt-data error")
            return
        }
        #expect(error?.path == "icons/x.png")
    }

    static let hugeCompressedZeros = zlibCompress(Data(count: 64 << 20))

    /// Every compressed chunk BarSkin could meet, before the image data and after it.
    @Test(arguments: ["zTXt", "iCCP", "iTXt"], [true, false])
    func hugeCompressedChunksAreSkippedUninflated(type: String, beforeImageData: Bool) throws {
        // 64 MiB of zeros inflating from ~64 KB: the decoder must not inflate it at all.
        let compressed = try #require(Self.hugeCompressedZeros)
        let header: [UInt8] = type == "iTXt" ? Array("Comment".utf8) + [0, 1, 0, 0, 0] : Array("Comment".utf8) + [0, 0]
        let chunk = ChunkSurgery.Chunk(type: type, data: header + compressed)
        var chunks = ChunkSurgery.chunks(of: Self.good)
        chunks.insert(chunk, at: beforeImageData ? 1 : chunks.count - 1)
        let decoded = try PNGDecoder().decode(bytes: ChunkSurgery.file(chunks), path: "icons/x.png")
        #expect(decoded.bitmap[0, 0] == RGBA8(10, 20, 30, 200))
    }

    @Test func aFIFOOrAFolderFailsAtOnceInsteadOfHanging() throws {
        let folder = TemporaryFolder()
        let fifo = folder.path + "/pipe.png"
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(throws: PNGDecodingProblem.unreadable(reason: "not a regular file").located(at: fifo)) {
            try PNGDecoder().decode(fileAt: fifo)
        }
        #expect(throws: PNGDecodingProblem.unreadable(reason: "is a folder").located(at: folder.path)) {
            try PNGDecoder().decode(fileAt: folder.path)
        }
    }

    @Test func missingFileIsUnreadable() {
        #expect(throws: PNGDecodingProblem.unreadable(reason: "no such file or directory").located(at: "/nonexistent/x.png")) {
            try PNGDecoder().decode(fileAt: "/nonexistent/x.png")
        }
    }
}
