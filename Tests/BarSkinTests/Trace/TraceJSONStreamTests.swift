import BarSkin
import BarSkinTestSupport
import Testing

/// `trace --format json` is written as a stream; the stream must be the document.
struct TraceJSONStreamTests {
    @Test func theStreamedDocumentIsTheRenderedOneByteForByte() {
        let report = FixtureTraceTests.trace()
        var pieces: [String] = []
        TraceJSONReport.write(report, to: { pieces.append($0) })
        #expect(pieces.joined() == TraceJSONReport.json(report).rendered())
        #expect(!report.references.isEmpty && !report.findings.isEmpty && !report.assets.isEmpty)
    }

    @Test func aLargeListIsHandedOnInPiecesOfAbout64KiB() {
        let report = FixtureTraceTests.trace()
        var many = report
        many.references = Array(repeating: report.references, count: 400).flatMap { $0 }
        var pieces: [String] = []
        TraceJSONReport.write(many, to: { pieces.append($0) })
        #expect(pieces.count > 10)
        #expect(pieces.dropLast().allSatisfy { $0.utf8.count >= 1 << 16 && $0.utf8.count < (1 << 16) + 4096 })
        #expect(pieces.joined() == TraceJSONReport.json(many).rendered())
    }
}
