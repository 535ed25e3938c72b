@testable import BarSkin
@testable import BarSkinArt
@testable import BarSkinCore
@testable import BarSkinTrace
import Foundation
import Testing

/// Replays every input the fuzzers ever crashed on (Fuzz/Regressions/TARGET/*)
/// through the calls its target makes (Fuzz/Sources/TARGET), so a fixed crash
/// stays fixed without the fuzzer: each must now fail with an error or succeed.
struct FuzzRegressionTests {
    static let regressions = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Regressions")

    /// The files saved for `target`, by name.
    static func inputs(of target: String) -> [(name: String, bytes: [UInt8])] {
        let folder = regressions.appendingPathComponent(target)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().filter { !$0.hasPrefix(".") }.compactMap { name in
            FileManager.default.contents(atPath: folder.appendingPathComponent(name).path).map { (name, [UInt8]($0)) }
        }
    }

    @Test func theRegressionFoldersExist() {
        for target in ["fuzz-png-decoder", "fuzz-skin-reader", "fuzz-interface-builder", "fuzz-source-lexer", "fuzz-skin-state", "fuzz-vector-mask", "fuzz-vector-reply"] {
            var isFolder: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: Self.regressions.appendingPathComponent(target).path, isDirectory: &isFolder)
                && isFolder.boolValue, "\(target)")
        }
    }

    @Test func pngDecoder() {
        let decoder = PNGDecoder(limits: DecodeLimits(maxSide: 4096, maxPixels: 1 << 22))
        for input in Self.inputs(of: "fuzz-png-decoder") {
            guard let image = try? decoder.decode(bytes: input.bytes, path: input.name).bitmap,
                  let reader = try? PNGRowReader(bytes: input.bytes, path: input.name, decoder: decoder) else { continue }
            // What decodes whole decodes a row at a time to the same rows.
            var row = [UInt8](repeating: 0, count: image.width * 4)
            for y in 0..<image.height {
                #expect(throws: Never.self) { try row.withUnsafeMutableBufferPointer { try reader.readRow(into: $0) } }
                #expect(row[...] == image.pixels[(y * image.width * 4)..<((y + 1) * image.width * 4)], "\(input.name) row \(y)")
            }
        }
    }

    @Test func vectorMask() {
        let reader = VectorMask(limits: DecodeLimits(maxSide: 512, maxPixels: 1 << 16))
        for input in Self.inputs(of: "fuzz-vector-mask") {
            let path = input.bytes.starts(with: Array("%PDF".utf8)) ? "fuzz.pdf" : "fuzz.svg"
            let fit = input.bytes.count % 3 == 0 ? PointSize(width: 30, height: 20) : nil
            _ = try? reader.rasterize(input.bytes, path: path, raster: VectorRaster(scale: 2, fit: fit))
        }
    }

    @Test func vectorReply() {
        for input in Self.inputs(of: "fuzz-vector-reply") where input.bytes.count >= 2 {
            let (width, height) = (Int(input.bytes[0] % 64) + 1, Int(input.bytes[1] % 64) + 1)
            var source = VectorReplyBytes(remaining: input.bytes.dropFirst(2))
            var expected: VectorReply.Expected = input.bytes[0] & 0x80 == 0 ? .size : .pixels(width: width, height: height)
            while (try? VectorReply.read(from: &source, expecting: expected)) != nil {
                expected = expected == .size ? .pixels(width: width, height: height) : .size
            }
        }
    }

    @Test func skinReader() {
        for input in Self.inputs(of: "fuzz-skin-reader") { _ = try? SkinSpec(parsing: input.bytes, path: input.name) }
    }

    @Test func interfaceBuilderScanner() {
        for input in Self.inputs(of: "fuzz-interface-builder") { _ = try? InterfaceBuilderScanner().scan(bytes: input.bytes, path: input.name) }
    }

    @Test func sourceLexer() {
        for input in Self.inputs(of: "fuzz-source-lexer") {
            var lexer = SourceLexer(bytes: input.bytes, swift: false)
            _ = CallSiteScanner(tokens: lexer.tokenize(), file: input.name).scan()
            _ = SwiftReader(file: input.name).references(in: input.bytes)
        }
    }
}
