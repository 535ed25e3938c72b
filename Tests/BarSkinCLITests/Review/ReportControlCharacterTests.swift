import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// Issue 45: no report writes a raw control or bidirectional character. A file name holding ESC
/// drove the reader's terminal, and one holding U+202E showed reversed in the HTML page.
@Suite struct ReportControlCharacterTests {
    /// ESC, a C1 control, and the bidirectional override and isolate, in one PNG's name.
    static let name = "x\u{1B}[2J\u{85}\u{202E}gnp\u{2066}.png"
    /// The scalars no report may hold as they are.
    static let raw: [Unicode.Scalar] = ["\u{1B}", "\u{85}", "\u{202E}", "\u{2066}"]

    static func holdsRaw(_ text: String) -> Bool { text.unicodeScalars.contains { raw.contains($0) } }

    /// Two builds of one image whose pixels differ, under the hostile name.
    static func builds() -> TemporaryFolder {
        let folder = TemporaryFolder()
        folder.png("old/" + name, Masks.disc(size: 30, radius: 10))
        folder.png("new/" + name, Masks.disc(size: 30, radius: 12))
        return folder
    }

    @Test(arguments: ["text", "json", "github", "html"])
    func diffEscapesControlAndBidirectionalCharactersInEveryFormat(format: String) throws {
        let folder = Self.builds()
        let result = try CommandRunner.run(["diff", "old", "new", "--format", format, "-o", "report"], in: folder.url)
        #expect(result.status == 1, "\(result.standardError)")
        let report = String(decoding: folder.contents("report") ?? [], as: UTF8.self)
        #expect(report.contains("x\\u{1B}[2J\\u{85}\\u{202E}gnp\\u{2066}.png") || report.contains("x\\u001b[2J\\u0085\\u202egnp\\u2066.png"), "\(report)")
        #expect(!Self.holdsRaw(report), "\(report)")
        #expect(!Self.holdsRaw(result.standardError), "\(result.standardError)")
    }

    @Test(arguments: ["text", "xcode", "github", "sarif", "json", "html"])
    func traceEscapesControlAndBidirectionalCharactersInEveryFormat(format: String) throws {
        let folder = TemporaryFolder()
        folder.png("App/" + Self.name, Masks.disc(size: 30, radius: 10))
        let result = try CommandRunner.run(["trace", "App", "--format", format], in: folder.url)
        #expect(result.status == 0 || result.status == 1, "\(result.standardError)")
        #expect(result.standardOutput.contains("gnp"), "\(result.standardOutput)")
        #expect(!Self.holdsRaw(result.standardOutput), "\(result.standardOutput)")
        #expect(!Self.holdsRaw(result.standardError), "\(result.standardError)")
    }

    @Test func aSheetEscapesControlAndBidirectionalCharacters() throws {
        let folder = Self.builds()
        let result = try CommandRunner.run(["sheet", "new", "-o", "sheet.html"], in: folder.url)
        #expect(result.status == 0, "\(result.standardError)")
        let page = String(decoding: folder.contents("sheet.html") ?? [], as: UTF8.self)
        #expect(page.contains("x\\u{1B}[2J\\u{85}\\u{202E}gnp\\u{2066}"), "\(page.prefix(2000))")
        #expect(!Self.holdsRaw(page))
    }

    @Test func gitHubAnnotationsEncodeMessageAndPropertiesAsGitHubDocumentsThem() {
        #expect(MarkupText.gitHubData("50% a\r\nb\u{1B}\u{202E}:,") == "50%25 a%0D%0Ab\\u{1B}\\u{202E}:,")
        #expect(MarkupText.gitHubProperty("a:b,c%\n\u{2067}") == "a%3Ab%2Cc%25%0A\\u{2067}")
    }

    @Test func jsonEscapesC1AndBidirectionalCharactersLosslessly() throws {
        let text = JSONValue.object([("name", .string("a\u{9B}b\u{202E}c\u{2069}d\u{7F}é©"))]).rendered()
        #expect(text.contains(#""a\u009bb\u202ec\u2069d\u007fé©""#), "\(text)")
        let decoded = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String]
        #expect(decoded?["name"] == "a\u{9B}b\u{202E}c\u{2069}d\u{7F}é©")
    }

    /// A manifest is a file anyone can edit: one naming a file outside the build made `sheet` embed it.
    @Test(arguments: ["../victim/secret.png", "/VICTIM/secret.png"])
    func aSheetEmbedsNoFileOutsideTheBuildAManifestNames(forged: String) throws {
        let project = try SheetCommandTests.tintedDisc()
        project.png("victim/secret.png", Masks.disc(size: 30, radius: 5))
        let victim = PathText.absolute(project.path + "/victim/secret.png")
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: project.path + "/Out").first { $0.hasSuffix(".barskin.json") })
        let manifestPath = project.path + "/Out/" + name
        var root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: manifestPath))) as? [String: Any])
        var items = try #require(root["items"] as? [[String: Any]])
        var outputs = try #require(items[0]["outputs"] as? [[String: Any]])
        var stolen = outputs[0]
        stolen["path"] = forged.replacingOccurrences(of: "/VICTIM", with: PathText.folder(of: victim).replacingOccurrences(of: "/victim", with: "") + "/victim")
        outputs.append(stolen)
        items[0]["outputs"] = outputs
        root["items"] = items
        try JSONSerialization.data(withJSONObject: root).write(to: URL(fileURLWithPath: manifestPath))
        let result = try project.run(["sheet", "Out/" + name, "-o", "sheet.html"])
        #expect(result.status == 1)
        #expect(result.diagnostics == "barskin: error: Out/\(name): names \(victim), outside the build's folders; the sheet leaves it out\n", "\(result.standardError)")
        let page = try SheetCommandTests.page(project, "sheet.html")
        #expect(!page.contains("secret"))
        #expect(page.contains("chat"))
    }
}
