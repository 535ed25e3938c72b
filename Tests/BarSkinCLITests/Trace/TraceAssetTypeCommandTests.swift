import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// `--kind` and `--asset-type` on the command line, and the HTML report's colour swatches in a real browser.
struct TraceAssetTypeCommandTests {
    /// A project with an unused colour set (an opaque orange, #CC6633, in its any look), an unused image and a missing image.
    static func project() -> TraceScratchProject {
        let project = TraceScratchProject()
        project.colorSet("App/Assets.xcassets/Never", appearances: [.any, .dark])
        project.imageSet("App/Assets.xcassets/unusedImage")
        project.text("App/View.swift", "import UIKit\nlet a = UIImage(named: \"Gone\")\n")
        return project
    }

    @Test func kindAndAssetTypeSelectFindingsAndTheExitStatus() throws {
        let project = Self.project()
        let all = try CommandRunner.run(["trace", "App", "--format", "xcode"], in: project.url)
        #expect(all.status == 1)
        let colours = try CommandRunner.run(["trace", "App", "--format", "xcode", "--kind", "unused", "--asset-type", "color"], in: project.url)
        #expect(colours.status == 0)
        #expect(colours.standardOutput == project.path + "/App/Assets.xcassets/Never.colorset: warning: colour set 'Never' is not used by any "
            + "storyboard, xib, code, plist or build setting [unused]\n")
        let both = try CommandRunner.run(["trace", "App", "--format", "xcode", "--kind", "unused,missing", "--asset-type", "image"], in: project.url)
        #expect(both.status == 1)
        #expect(both.standardOutput.split(separator: "\n").map { String($0.split(separator: "[").last ?? "") } == ["unused]", "missing]"])
    }

    @Test func anUnknownKindOrTypeIsABadUsageNamingTheNearest() throws {
        let project = Self.project()
        let kind = try CommandRunner.run(["trace", "App", "--kind", "unsed"], in: project.url)
        #expect(kind.status == 64)
        #expect(kind.standardError.contains("--kind takes missing, case-mismatch, unused, "), "\(kind.standardError)")
        #expect(kind.standardError.contains("not 'unsed': did you mean 'unused'?"), "\(kind.standardError)")
        let type = try CommandRunner.run(["trace", "App", "--asset-type", "colour"], in: project.url)
        #expect(type.status == 64)
        #expect(type.standardError.contains("--asset-type takes image, color, data, symbol, app-icon, ar-resource-group, not 'colour': did you mean 'color'?"), "\(type.standardError)")
    }

    @Test func theHTMLReportShowsColourSwatchesAndATypeFilter() throws {
        let project = Self.project()
        _ = try CommandRunner.run(["trace", "App", "--format", "html", "-o", "report.html"], in: project.url)
        let html = String(decoding: try #require(project.contents("report.html")), as: UTF8.self)
        #expect(html.contains("<h2>Colour sets</h2>"))
        #expect(html.contains("<select data-filter-column=\"3\"><option value=\"\">all</option><option>image</option><option>color</option></select>"))
        #expect(html.contains("<span class=\"swatch\" style=\"background:rgba(204,102,51,1.0)\" title=\"any #CC6633 srgb\"></span>"))
        if HTMLValidator.command != nil { #expect(try HTMLValidator.errors(project.path + "/report.html") == "") }
        guard let chromium = TraceHTMLTests.chromium else { return }
        let shot = project.url.appendingPathComponent("shot.png").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1280,2400",
                             "--user-data-dir=" + project.url.appendingPathComponent("profile").path,
                             "--screenshot=" + shot, project.url.appendingPathComponent("report.html").absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let image = try PNGDecoder().decode(fileAt: shot).bitmap
        // The swatch's orange, within 2 of #CC6633 per channel (the browser's colour management), on a fair patch of pixels.
        var orange = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image[x, y]
                if abs(Int(pixel.red) - 0xCC) <= 2, abs(Int(pixel.green) - 0x66) <= 2, abs(Int(pixel.blue) - 0x33) <= 2 { orange += 1 }
            }
        }
        #expect(orange >= 2 * 16 * 38, "only \(orange) orange pixels")
    }
}
