import BarSkinCore
@testable import BarSkinTrace
import BarSkinTestSupport
import Testing

/// Duplicates are found by a digest of each file's top rows first, and by its whole pixels only
/// where that meets another asset's: what this must never change is which files are duplicates.
struct DuplicatePrefixTests {
    /// An 8 × 12 icon: three transparent rows, then rows of `colour`, its last row `last`.
    static func icon(_ colour: UInt8, last: UInt8) -> [UInt8] {
        (0..<12).flatMap { y -> [UInt8] in
            (0..<8).flatMap { _ -> [UInt8] in y < 3 ? [0, 0, 0, 0] : [y == 11 ? last : colour, 40, 90, 255] }
        }
    }

    static func file(_ rows: [UInt8], width: Int = 8, interlaced: Bool = false, ancillary: Bool = false) -> [UInt8] {
        PNGFixture.bytes(width: width, height: rows.count / (width * 4), bitDepth: 8, colorType: 6, interlaced: interlaced,
                         rows: rows, ancillary: ancillary)
    }

    @Test func theSamePixelsAreFoundWhateverTheFilesBytesAndTopRowsAloneFindNothing() {
        let project = TraceScratchProject()
        // a, and c with the same pixels in other bytes; d the same down to its last row; e other from its first covered row.
        let a = project.write(Self.file(Self.icon(200, last: 200)), to: "P/a.png")
        let c = project.write(Self.file(Self.icon(200, last: 200), ancillary: true), to: "P/c.png")
        _ = project.write(Self.file(Self.icon(200, last: 10)), to: "P/d.png")
        _ = project.write(Self.file(Self.icon(201, last: 200)), to: "P/e.png")
        // An interlaced file has no top rows of its own: f and g (interlaced) are compared whole.
        let square = [UInt8]((0..<36).flatMap { index -> [UInt8] in [UInt8(index), 9, 9, 255] })
        let f = project.write(Self.file(square, width: 6), to: "P/f.png")
        let g = project.write(Self.file(square, width: 6, interlaced: true), to: "P/g.png")
        #expect(FileBytes.data(a) != FileBytes.data(c) && FileBytes.data(f) != FileBytes.data(g))
        let report = DeclaredNameTests.trace(project)
        #expect(report.findings.filter { $0.kind == .duplicate }.map { "\($0.name): \($0.message)" } == [
            "c: same pixels as P/a.png ('a')",
            "g: same pixels as P/f.png ('f')",
        ])
    }

    @Test func theDigestStopsAFewCoveredRowsPastATransparentTop() throws {
        let project = TraceScratchProject()
        let path = project.write(Self.file(Self.icon(200, last: 10)), to: "d.png")
        let other = project.write(Self.file(Self.icon(200, last: 200)), to: "a.png")
        let decoder = PNGDecoder(limits: DuplicateDetector.decodeLimits)
        // Three transparent rows and four covered ones: the last row is never read, so the two share it.
        let digest = try #require(PixelPrefix.digest(ofPNGAt: path, decoder: decoder))
        #expect(digest == PixelPrefix.digest(ofPNGAt: other, decoder: decoder))
        #expect(digest == PixelDigest.sha256(of: Array(Self.icon(200, last: 10).prefix(7 * 8 * 4))))
        #expect(PixelPrefix.digest(ofPNGAt: project.write(Self.file(Self.icon(200, last: 10), interlaced: true), to: "i.png"), decoder: decoder) == nil)
    }
}
