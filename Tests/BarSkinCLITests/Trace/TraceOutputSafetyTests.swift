import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// Where `barskin trace -o` may write, and what hostile names do to the reports.
struct TraceOutputSafetyTests {
    private static func project() -> TemporaryFolder {
        .tracedImageProject(source: "let i = UIImage(named: \"a\")\n")
    }

    @Test func neverWritesOverAnInput() throws {
        let workspace = Self.project()
        let source = try #require(workspace.contents("P/V.swift"))
        let image = try #require(workspace.contents("P/a@2x.png"))
        for target in ["P/V.swift", "P/../P/V.swift", "P/a@2x.png"] {
            let result = try CommandRunner.run(["trace", "P", "--json", "-o", target], in: workspace.url)
            #expect(result.status == 2)
            let input = target.hasSuffix(".png") ? "P/a@2x.png" : "P/V.swift"
            #expect(result.standardError.hasPrefix("barskin: error: \(target): output would overwrite the input \(input)\n"))
        }
        workspace.write(Array("a\n".utf8), to: "accepted.txt")
        let overIgnore = try CommandRunner.run(["trace", "P", "--ignore", "accepted.txt", "-o", "accepted.txt"], in: workspace.url)
        #expect(overIgnore.status == 2)
        #expect(overIgnore.standardError == "barskin: error: accepted.txt: output would overwrite the input accepted.txt\n")
        #expect(workspace.contents("accepted.txt") == Array("a\n".utf8))
        try FileManager.default.createSymbolicLink(atPath: workspace.path + "/link.json", withDestinationPath: "P/V.swift")
        #expect(try CommandRunner.run(["trace", "P", "-o", "link.json"], in: workspace.url).status == 2)
        #expect(workspace.contents("P/V.swift") == source)
        #expect(workspace.contents("P/a@2x.png") == image)
        #expect(workspace.listing("P") == ["V.swift", "a@2x.png", "a@3x.png"])
        #expect(workspace.listing() == ["P/V.swift", "P/a@2x.png", "P/a@3x.png", "accepted.txt", "link.json"])
    }

    @Test func oneCharacterOutputNames() throws {
        let workspace = Self.project()
        let result = try CommandRunner.run(["trace", "P", "--format", "xcode", "-o", "r"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.standardOutput == "")
        #expect(workspace.contents("r") == [])
        #expect(workspace.listing() == ["P/V.swift", "P/a@2x.png", "P/a@3x.png", "r"])
        let folder = try CommandRunner.run(["trace", "P", "-o", "P"], in: workspace.url)
        #expect(folder.status == 2)
        #expect(folder.standardError.hasPrefix("barskin: error: P: cannot write: "))
    }

    @Test func htmlEscapesHostileNames() throws {
        let workspace = Self.project()
        workspace.png("P/<script>alert(1)</script>@2x.png", Bitmap(width: 2, height: 2, filledWith: RGBA8(5, 5, 5)))
        workspace.write(Array("let i = UIImage(named: \"<img src=x onerror=alert(2)>\")\n".utf8), to: "P/W.swift")
        let result = try CommandRunner.run(["trace", "P", "--format", "html"], in: workspace.url)
        #expect(result.status == 1)
        let page = result.standardOutput
        #expect(page.components(separatedBy: "<script").count == 2)
        #expect(!page.contains("<img src=x"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(page.contains("&lt;img src=x onerror=alert(2)&gt;"))
        // Self-contained: nothing is fetched from elsewhere.
        #expect(!page.contains("src=\"http") && !page.contains("href=\""))
    }

    @Test func ignoreFilesFromWindowsEditorsAndHostileGlobs() throws {
        let workspace = Self.project()
        workspace.write(Array("let i = UIImage(named: \"gone\")\nlet j = UIImage(named: \"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\")\n".utf8), to: "P/W.swift")
        // A byte order mark and CRLF line ends, and a glob a backtracking matcher would never finish.
        workspace.write([0xEF, 0xBB, 0xBF] + Array("gone\r\n\(String(repeating: "*a", count: 30))b\r\n*a*a*a\r\n".utf8), to: "ignore.txt")
        let result = try CommandRunner.run(["trace", "P", "--ignore", "ignore.txt", "--format", "xcode"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.standardOutput == "")
    }
}
