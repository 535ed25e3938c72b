@testable import BarSkin
@testable import BarSkinArt
@testable import BarSkinCore
import BarSkinTestSupport
import Testing

/// Decoding a PNG a row at a time, as `glow --with-shape` reads its mask again.
struct PNGRowReaderTests {
    /// Every layout `best` writes (palettes with tRNS, gray below 8 bits, colour keys, RGBA):
    /// the rows read one at a time are the whole decode's rows.
    @Test(arguments: BestCompressionTests.samples.map(\.0))
    func rowsMatchTheWholeDecode(_ name: String) throws {
        let image = BestCompressionTests.samples.first { $0.0 == name }!.1
        for compression in [PNGCompression.default, .best] {
            let bytes = try PNGEncoder(compression: compression).encode(image)
            let reader = try #require(try PNGRowReader(bytes: bytes, path: "art.png", decoder: PNGDecoder()))
            #expect(reader.width == image.width && reader.height == image.height)
            var row = [UInt8](repeating: 0, count: image.width * 4)
            for y in 0..<image.height {
                try row.withUnsafeMutableBufferPointer { try reader.readRow(into: $0) }
                #expect(row[...] == image.pixels[(y * image.width * 4)..<((y + 1) * image.width * 4)], "row \(y) of \(name)")
            }
        }
    }

    @Test func aBrokenFileFailsNamingItsPath() throws {
        let image = BestCompressionTests.samples[0].1
        var bytes = try PNGEncoder().encode(image)
        // The IDAT's data cut short: the header reads, the rows do not.
        bytes.removeLast(30)
        let reader = try #require(try PNGRowReader(bytes: bytes, path: "cut.png", decoder: PNGDecoder()))
        var row = [UInt8](repeating: 0, count: image.width * 4)
        #expect(throws: PNGDecodingError.self) {
            for _ in 0..<image.height { try row.withUnsafeMutableBufferPointer { try reader.readRow(into: $0) } }
        }
        #expect(throws: PNGDecodingProblem.notPNG.located(at: "empty.png")) { try PNGRowReader(bytes: [], path: "empty.png", decoder: PNGDecoder()) }
    }
}
