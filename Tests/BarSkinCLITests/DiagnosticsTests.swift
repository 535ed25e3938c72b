import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// `--diagnostics xcode` (and Xcode's own environment), `--quiet` and `--verbose`,
/// which every command takes through one option group: the exact lines on standard error.
@Suite struct DiagnosticsTests {
    /// A skin with a tiling background (a warning: 9-patches stretch) and a missing mask (an error, line 5 column 18).
    static let skin = """
    version: 1
    output: out
    ninepatch: res
    tab-items:
      items: [{mask: nope}]
    backgrounds:
      - {image: Bar, name: bar, insets: '2,3,2,4', mode: tile}

    """

    /// The folder holding the skin, as the child's working folder names it (links resolved, as getcwd does).
    static func workspace() -> (folder: TemporaryFolder, absolute: String) {
        let folder = TemporaryFolder()
        _ = folder.write(Array(skin.utf8), to: "Skins/App.skin.yml")
        folder.png("Skins/Bar.png", Bitmap.gradient(width: 10, height: 8))
        return (folder, folder.url.resolvingSymlinksInPath().path)
    }

    static let warning = "Android 9-patches always stretch, so 'mode: tile' applies to the image set and sized PNGs only"
    static let error = "mask 'nope' not found: no nope.png or a scale variant of it"

    @Test func theDefaultNamesPathsAsGivenAfterTheToolName() throws {
        let (folder, _) = Self.workspace()
        let result = try CommandRunner.run(["build", "Skins/App.skin.yml"], in: folder.url)
        #expect(result.status == 1)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(2)) == [
            "barskin: warning: Skins/App.skin.yml:7:54: \(Self.warning)",
            "barskin: error: Skins/App.skin.yml:5:18: \(Self.error)",
        ])
        #expect(lines.count == 3 && lines[2].hasPrefix("barskin: built 1 item from 1 skin into "), "\(lines)")
    }

    @Test func xcodeStyleGivesAbsolutePathsLineAndColumnBeforeTheSeverity() throws {
        let (folder, absolute) = Self.workspace()
        let result = try CommandRunner.run(["build", "Skins/App.skin.yml", "--diagnostics", "xcode"], in: folder.url)
        #expect(result.status == 1)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(2)) == [
            "\(absolute)/Skins/App.skin.yml:7:54: warning: \(Self.warning)",
            "\(absolute)/Skins/App.skin.yml:5:18: error: \(Self.error)",
        ])
    }

    @Test func xcodeStyleIsTheDefaultInAnXcodeBuildPhase() throws {
        let (folder, absolute) = Self.workspace()
        let xcode = ["XCODE_VERSION_ACTUAL": "1600"]
        let result = try CommandRunner.run(["build", "./Skins/../Skins/App.skin.yml"], in: folder.url, environment: xcode)
        #expect(result.status == 1)
        #expect(result.standardError.contains("\n\(absolute)/Skins/App.skin.yml:5:18: error: \(Self.error)\n"), "\(result.standardError)")
        // Asked for by name, the default wins over the environment.
        let plain = try CommandRunner.run(["build", "Skins/App.skin.yml", "--diagnostics", "default"], in: folder.url, environment: xcode)
        #expect(plain.standardError.contains("barskin: error: Skins/App.skin.yml:5:18: \(Self.error)\n"), "\(plain.standardError)")
        // A usage error has no file: Xcode reads a bare `error:` line.
        let usage = try CommandRunner.run(["build"], in: folder.url, environment: xcode)
        #expect(usage.status == 64)
        #expect(usage.standardError.hasPrefix("error: missing expected argument '<skin> ...'\n"), "\(usage.standardError)")
    }

    @Test func aWarningWithoutALineHasNoLineOrColumn() throws {
        let scratch = TemporaryFolder()
        scratch.png("bar.png", Bitmap.gradient(width: 10, height: 8))
        let result = try CommandRunner.run(["slice", "bar.png", "--insets", "2,3,2,4", "--mode", "tile", "--ninepatch", "res",
                                            "--diagnostics", "xcode"], in: scratch.url)
        #expect(result.status == 0)
        let absolute = scratch.url.resolvingSymlinksInPath().path
        #expect(result.diagnostics == "\(absolute)/bar.png: warning: Android 9-patches always stretch; --mode tile applies to the image set only\n")
    }

    @Test func quietLeavesOutWarningsAndSummariesButNotErrorsOrResults() throws {
        let (folder, _) = Self.workspace()
        // Standard output is the command's result, --quiet or not.
        let dryRun = try CommandRunner.run(["build", "Skins/App.skin.yml", "--dry-run", "-q"], in: folder.url)
        #expect(dryRun.standardOutput == "Skins/res/drawable-mdpi/bar.9.png\n")
        #expect(dryRun.standardError == "barskin: error: Skins/App.skin.yml:5:18: \(Self.error)\n")
        let result = try CommandRunner.run(["build", "Skins/App.skin.yml", "--quiet"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.standardError == "barskin: error: Skins/App.skin.yml:5:18: \(Self.error)\n")
        #expect(folder.exists("Skins/res/drawable-mdpi/bar.9.png"))
        let both = try CommandRunner.run(["info", "x.png", "--quiet", "--verbose"], in: folder.url)
        #expect(both.status == 64)
        #expect(both.standardError.hasPrefix("barskin: error: --quiet and --verbose cannot be used together\n"))
    }

    @Test func verboseAddsALineForEachFile() throws {
        let scratch = TemporaryFolder()
        scratch.png("bar.png", Bitmap.gradient(width: 10, height: 8))
        let arguments = ["slice", "bar.png", "--insets", "2,3,2,4", "--ninepatch", "res", "--catalog", "A.xcassets"]
        let plain = try CommandRunner.run(arguments, in: scratch.url)
        #expect(plain.diagnostics == "")
        let verbose = try CommandRunner.run(arguments + ["--verbose", "--force"], in: scratch.url)
        #expect(verbose.status == 0)
        #expect(verbose.standardOutput == plain.standardOutput.replacingOccurrences(of: "written", with: "unchanged")
                    .replacingOccurrences(of: "A.xcassets/Contents.json: unchanged\n", with: ""))
        #expect(verbose.diagnostics == """
            barskin: bar.png: read
            barskin: A.xcassets/Contents.json: up-to-date
            barskin: A.xcassets/bar.imageset/Contents.json: unchanged
            barskin: A.xcassets/bar.imageset/bar.png: unchanged
            barskin: res/drawable-mdpi/bar.9.png: unchanged

            """)
        let read = try CommandRunner.run(["info", "bar.png", "-v"], in: scratch.url)
        #expect(read.standardError == "barskin: bar.png: read\n")
    }
}
