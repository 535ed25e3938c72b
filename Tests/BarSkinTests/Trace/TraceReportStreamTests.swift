import BarSkin
import BarSkinTestSupport
import Testing

/// trace's text and HTML are written as streams: many findings go out in
/// pieces, never as one string, and the pieces are the same report.
struct TraceReportStreamTests {
    /// The fixture's report with its findings repeated until they fill a megabyte or more.
    static func largeReport() -> TraceReport {
        var report = FixtureTraceTests.trace()
        report.findings = Array(repeating: report.findings, count: 600).flatMap { $0 }
        return report
    }

    @Test func textGoesOutInPiecesOfAbout64KiB() {
        let report = Self.largeReport()
        var pieces: [String] = []
        TraceTextReport.write(report) { pieces.append($0) }
        #expect(pieces.count > 10)
        #expect(pieces.dropLast().allSatisfy { $0.utf8.count >= 1 << 16 && $0.utf8.count < (1 << 16) + 4096 })
        let text = pieces.joined()
        #expect(text.hasPrefix("barskin trace for "))
        #expect(text.components(separatedBy: "\n").count > report.findings.count)
    }

    @Test func htmlGoesOutInPiecesAndIsOnePage() {
        let report = Self.largeReport()
        var pieces: [String] = []
        TraceHTMLReport.write(report) { pieces.append($0) }
        #expect(pieces.count > 10)
        #expect(pieces.dropLast().allSatisfy { $0.utf8.count < (1 << 16) + 4096 })
        let page = pieces.joined()
        #expect(page.hasPrefix("<!DOCTYPE html>\n"))
        #expect(page.hasSuffix("</body></html>\n"))
        let badges = ["error", "warning"].map { page.components(separatedBy: "<span class=\"badge \($0)\">").count - 1 }
        #expect(badges.reduce(0, +) == report.findings.count)
    }
}
