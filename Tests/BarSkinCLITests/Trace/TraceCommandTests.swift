import BarSkin
import BarSkinTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `barskin trace` end to end on the fixture project: every format, exit
/// codes, ignore lists, output files and malformed input.
struct TraceCommandTests {
    /// A workspace holding the fixture project (paths in reports read `App/...`).
    static func fixture() -> TemporaryFolder {
        let workspace = TemporaryFolder()
        TraceFixtureProject.write(to: workspace.url)
        return workspace
    }

    @Test func jsonIsPinned() throws {
        let workspace = Self.fixture()
        let result = try CommandRunner.run(["trace", "--format", "json"], in: workspace.url)
        #expect(result.status == 1)
        try assertSnapshot(result.standardOutput, named: "trace-fixture-json")
        let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect(json.map { Array($0.keys).sorted() } == ["assets", "buildOutputs", "failures", "findings", "launch", "outsideTargets", "references", "schemaVersion", "targets"])
        #expect(result.standardOutput.hasPrefix("{\n  \"schemaVersion\": 1,\n  \"references\": ["))
        #expect(try CommandRunner.run(["trace", "--json"], in: workspace.url).standardOutput == result.standardOutput)
    }

    @Test func xcodeLinesArePinned() throws {
        let workspace = Self.fixture()
        let result = try CommandRunner.run(["trace", "--format", "xcode"], in: workspace.url)
        #expect(result.status == 1)
        // Absolute paths (Xcode jumps to no other), pinned below relative to the workspace.
        #expect(result.standardOutput.split(separator: "\n").allSatisfy { $0.hasPrefix(workspace.path + "/App/") })
        let output = result.standardOutput.replacingOccurrences(of: workspace.path + "/", with: "")
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.count == 27)
        #expect(lines.contains("App/Base.lproj/Main.storyboard:17:95: error: no image named 'tab_home_sel' in any asset catalog or loose file [missing]"))
        #expect(lines.contains("App/Sources/LegacyController.m:12:46: error: 'Hero' only matches 'hero' when ignoring case: works in the Simulator, fails on a device [case-mismatch]"))
        #expect(lines.contains("App/Images/dup_a@2x.png: warning: image 'dup_a' is loaded by no call, but the dynamic name 'dup*a' at App/Sources/HomeViewController.swift:22:37 could load it [possibly-used]"))
        #expect(lines.contains("App/Sources/LegacyController.m:13:45: warning: dynamic image name '*.png' could be any image: in theory it could load any of the 2 unused images; declare names the app builds from data with --assume-used [unresolvable-dynamic]"))
        #expect(lines.contains("App/Skin/App.skin.yml:10:13: error: the mask 'Icons/tab_gone' does not exist: no App/Skin/Icons/tab_gone.png or a scale variant of it [missing]"))
        #expect(lines.contains("App/Assets.xcassets/avatar_blank.imageset/Contents.json:9: warning: the image set 'avatar_blank' has an empty 3x slot (universal) [scale-gap]"))
        try assertSnapshot(output, named: "trace-fixture-xcode")
    }

    @Test func githubAnnotationsAreWorkflowCommands() throws {
        let workspace = Self.fixture()
        let result = try CommandRunner.run(["trace", "--format", "github"], in: workspace.url)
        #expect(result.status == 1)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 27)
        #expect(lines.contains("::error file=App/Base.lproj/Main.storyboard,line=17,col=95,title=barskin missing::"
                               + "no image named 'tab_home_sel' in any asset catalog or loose file"))
        #expect(lines.contains("::warning file=App/Images/dup_b@2x.png,title=barskin unused::"
                               + "image 'dup_b' is not used by any storyboard, xib, code, plist or skin file"))
    }

    @Test func textIsPinned() throws {
        let workspace = Self.fixture()
        let result = try CommandRunner.run(["trace"], in: workspace.url)
        #expect(result.status == 1)
        try assertSnapshot(result.standardOutput, named: "trace-fixture-text")
        #expect(result.standardError.hasPrefix("barskin: traced 49 references and 21 assets: 13 errors, 14 warnings in "))
    }

    @Test func exitCodesFollowSeverity() throws {
        let workspace = TemporaryFolder()
        workspace.png("P/ok@2x.png", Bitmap(width: 4, height: 4, filledWith: RGBA8(1, 2, 3)))
        workspace.png("P/ok@3x.png", Bitmap(width: 6, height: 6, filledWith: RGBA8(1, 2, 3)))
        workspace.write(Array("let i = UIImage(named: \"ok\")\n".utf8), to: "P/View.swift")
        let clean = try CommandRunner.run(["trace", "P"], in: workspace.url)
        #expect(clean.status == 0)
        #expect(clean.standardError.hasPrefix("barskin: traced 1 reference and 1 asset: 0 errors, 0 warnings in "))
        #expect(try CommandRunner.run(["trace", "P", "--warnings-as-errors"], in: workspace.url).status == 0)

        workspace.png("P/spare@2x.png", Bitmap(width: 4, height: 4, filledWith: RGBA8(9, 9, 9)))
        workspace.png("P/spare@3x.png", Bitmap(width: 6, height: 6, filledWith: RGBA8(9, 9, 9)))
        let warned = try CommandRunner.run(["trace", "P", "--format", "xcode"], in: workspace.url)
        #expect(warned.status == 0)
        #expect(warned.standardOutput == workspace.path + "/P/spare@2x.png: warning: image 'spare' is not used by any storyboard, xib, code, plist or skin file [unused]\n")
        #expect(try CommandRunner.run(["trace", "P", "--warnings-as-errors"], in: workspace.url).status == 1)
        #expect(try CommandRunner.run(["trace", "P", "--warnings-as-errors", "--exclude", "spare@*x.png"], in: workspace.url).status == 0)

        workspace.write(Array("# accepted on purpose\nspa*\n".utf8), to: "ignore.txt")
        let ignored = try CommandRunner.run(["trace", "P", "--warnings-as-errors", "--ignore", "ignore.txt", "--format", "xcode"], in: workspace.url)
        #expect(ignored.status == 0)
        #expect(ignored.standardOutput == "")
    }

    @Test func ignoreListClearsErrors() throws {
        let workspace = Self.fixture()
        workspace.write(Array("tab_home_sel\nnowhere_to_be_found\nonly_in_resources\nvol_low\nlogo.png\nswiftui_art\n.noSuchAsset\navatar_blank\ndetail_photo\nHero\nIcons/*\n".utf8), to: "accepted.txt")
        let result = try CommandRunner.run(["trace", "--ignore", "accepted.txt", "--format", "xcode"], in: workspace.url)
        #expect(result.status == 0)
        #expect(!result.standardOutput.contains(": error: "))
        let missingIgnoreFile = try CommandRunner.run(["trace", "--ignore", "nope.txt"], in: workspace.url)
        #expect(missingIgnoreFile.status == 2)
        #expect(missingIgnoreFile.standardError == "barskin: error: nope.txt: cannot read: cannot open the ignore file\n")
    }

    @Test func writesTheReportAtomically() throws {
        let workspace = Self.fixture()
        let first = try CommandRunner.run(["trace", "--format", "json", "-o", "out/trace.json"], in: workspace.url)
        #expect(first.status == 1)
        #expect(first.standardOutput == "")
        let written = try #require(workspace.contents("out/trace.json"))
        let stdout = try CommandRunner.run(["trace", "--format", "json"], in: workspace.url).standardOutput
        #expect(written == Array(stdout.utf8))
        let date = workspace.modificationDate("out/trace.json")
        _ = try CommandRunner.run(["trace", "--format", "json", "-o", "out/trace.json"], in: workspace.url)
        #expect(workspace.modificationDate("out/trace.json") == date)
        #expect(workspace.listing("out") == ["trace.json"])
    }

    @Test func malformedFilesAreReportedAndFailTheRun() throws {
        let workspace = TemporaryFolder()
        workspace.write(Array("<?xml version=\"1.0\"?>\n<document>\n  <scenes>\n</document>\n".utf8), to: "P/Bad.storyboard")
        workspace.write(Array("<plist><dict><key>a</key></plist>\n".utf8), to: "P/Info.plist")
        workspace.write(Array("{ \"images\": [ }".utf8), to: "P/A.xcassets/x.imageset/Contents.json")
        workspace.write(Array("let i = UIImage(named: \"gone\")\n".utf8), to: "P/Good.swift")
        let result = try CommandRunner.run(["trace", "P", "--format", "xcode"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardOutput == workspace.path + "/P/Good.swift:1:24: error: no image named 'gone' in any asset catalog or loose file [missing]\n")
        let errors = result.standardError.split(separator: "\n").filter { $0.hasPrefix("barskin: error:") }
        #expect(errors == [
            "barskin: error: P/A.xcassets/x.imageset/Contents.json: malformed JSON: not valid JSON",
            "barskin: error: P/Bad.storyboard:4:12: malformed XML: end tag does not match the start tag",
            "barskin: error: P/Info.plist:1:34: malformed XML: end tag does not match the start tag",
        ])
    }

    /// Hostile skin files end in one located line each, never a hang: an alias chain hidden behind
    /// a block scalar's quote, a named pipe, a value with a terminal escape; the other skins still count.
    @Test func hostileSkinFilesAreOneLineErrors() throws {
        let workspace = TemporaryFolder()
        var laughs = "version: 1\nnote: |\n  'quote\nx0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            laughs += "x\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        workspace.write(Array((laughs + "? *a9\n: 1\n").utf8), to: "P/Laughs.skin.yml")
        workspace.write(Array("version: 1\noutput: o\ntab-items:\n  style: \"\\e[31mred\"\n  items: []\n".utf8), to: "P/Escape.skin.yml")
        workspace.write(Array("version: 1\noutput: o\ntab-items:\n  items:\n    - mask: gone\n".utf8), to: "P/Good.skin.yml")
        #expect(mkfifo(workspace.url.path + "/P/Pipe.skin.yml", 0o644) == 0)
        let result = try CommandRunner.run(["trace", "P", "--format", "xcode"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardOutput == workspace.path + "/P/Good.skin.yml:5:13: error: the mask 'gone' does not exist: no P/gone.png or a scale variant of it [missing]\n")
        #expect(result.standardError.split(separator: "\n").filter { $0.hasPrefix("barskin: error:") } == [
            "barskin: error: P/Escape.skin.yml:4:10: 'style' must be classic, recipe or flat, not '\\u{1B}[31mred'",
            "barskin: error: P/Laughs.skin.yml:5:10: aliases such as '*a0' are not read in skin files; write the value out",
            "barskin: error: P/Pipe.skin.yml: cannot read the skin file: it is not a regular file",
        ])
        #expect(result.standardError.contains("barskin: traced 1 reference and 0 assets: 1 error, 0 warnings in "))
        #expect(result.standardError.hasSuffix(" s; 3 files could not be read\n"))
    }

    @Test func badScalesAreUsageErrors() throws {
        let result = try CommandRunner.run(["trace", "--scales", "2,4"])
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("barskin: error: --scales must list scales from 1 to 3, such as 2,3, not '2,4'"))
        let device = try CommandRunner.run(["trace", "--device", "watch"])
        #expect(device.status == 64)
    }

    @Test func helpIsPinned() throws {
        let result = try CommandRunner.run(["trace", "--help"], environment: ["COLUMNS": "100"])
        #expect(result.status == 0)
        try assertSnapshot(result.standardOutput, named: "help-trace-help")
    }
}
