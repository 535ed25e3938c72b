@testable import BarSkin
@testable import BarSkinCore
@testable import BarSkinTrace
import BarSkinTestSupport
import Foundation
import Testing

/// How reports show what can be deleted: unused images by folder with their
/// bytes, each finding's image in the HTML row, paths relative to the traced root.
struct TraceUnusedReportTests {
    static func project() -> (TemporaryFolder, [String: Int]) {
        let folder = TemporaryFolder()
        var sizes: [String: Int] = [:]
        for (shade, path) in ["P/Old/a@2x.png", "P/Old/a@3x.png", "P/Old/b@2x.png", "P/New/c@2x.png", "P/Used/d@2x.png"].enumerated() {
            let bytes = PNGFixture.bytes(of: Bitmap(width: 2 + shade, height: 2, filledWith: RGBA8(UInt8(shade * 40), 0, 0, 255)))
            folder.write(bytes, to: path)
            sizes[path] = bytes.count
        }
        folder.write(Array("let d = UIImage(named: \"d\")\n".utf8), to: "P/View.swift")
        return (folder, sizes)
    }

    @Test func unusedImagesAreGroupedByFolderWithTheirBytes() throws {
        let (folder, sizes) = Self.project()
        let report = Tracer().trace([folder.path + "/P"])
        let text = TraceTextReport.text(report).replacingOccurrences(of: folder.path + "/", with: "")
        let old = sizes["P/Old/a@2x.png"]! + sizes["P/Old/a@3x.png"]! + sizes["P/Old/b@2x.png"]!
        let lines = text.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex(of: "  unused (3)"))
        #expect(Array(lines[start...(start + 5)]) == [
            "  unused (3)",
            "    P/New/ (1 image, \(ByteCount.text(sizes["P/New/c@2x.png"]!)))",
            "      P/New/c@2x.png: image 'c' is not used by any storyboard, xib, code, plist or skin file",
            "    P/Old/ (2 images, \(ByteCount.text(old)))",
            "      P/Old/a@2x.png: image 'a' is not used by any storyboard, xib, code, plist or skin file",
            "      P/Old/b@2x.png: image 'b' is not used by any storyboard, xib, code, plist or skin file",
        ])
        #expect(lines[2] == "  4 assets (3 unused)")
    }

    @Test func htmlRowsShowTheImageAndRelativePaths() throws {
        let (folder, _) = Self.project()
        let report = Tracer().trace([folder.path + "/P"])
        let page = TraceHTMLReport.html(report)
        // Every finding here is about an image, so every findings row starts with its thumbnail.
        let findings = try #require(page.components(separatedBy: "<h2>Findings</h2>").last?.components(separatedBy: "<h2>").first)
        let rows = findings.components(separatedBy: "<tr>").dropFirst(2)
        #expect(rows.count == report.findings.count && report.findings.count > 3)
        #expect(rows.allSatisfy { $0.hasPrefix("<td><img class=\"thumb\" alt=\"\" src=\"data:image/png;base64,") })
        #expect(page.contains("<code title=\"\(folder.path)/P/Old/a@2x.png\">Old/a@2x.png</code>"))
        #expect(page.contains("<h2>Unused images by folder</h2>"))
        #expect(!page.contains(">\(folder.path)/P/Old/a@2x.png<"))
    }
}
