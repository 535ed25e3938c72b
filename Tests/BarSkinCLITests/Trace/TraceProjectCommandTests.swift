import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// `barskin trace` with an Xcode project: `--target`, the baseline flags and
/// their exit statuses, on a copy of the committed fixture (Tests/Fixtures/XcodeApp).
struct TraceProjectCommandTests {
    static func workspace() -> TemporaryFolder {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/XcodeApp").path
        let folder = TemporaryFolder()
        #expect(throws: Never.self) { try FileManager.default.copyItem(atPath: fixture, toPath: folder.path + "/XcodeApp") }
        return folder
    }

    @Test func anUnknownTargetIsBadUsageNamingTheTargets() throws {
        let workspace = Self.workspace()
        let result = try CommandRunner.run(["trace", "XcodeApp", "--target", "Nope"], in: workspace.url)
        #expect(result.status == 64)
        #expect(result.standardOutput == "")
        // The message alone: the root command's usage would say nothing about the mistake.
        #expect(result.standardError == "barskin: error: --target 'Nope' names no target of the traced projects; "
            + "the targets are App, Widget, TVApp, AppTests, LogicTests, Kit/Kit, Kit/KitCore, Kit/KitTests\n")
        let typo = try CommandRunner.run(["trace", "XcodeApp", "--target", "Widgt"], in: workspace.url)
        #expect(typo.status == 64)
        #expect(typo.standardError == "barskin: error: --target 'Widgt' names no target of the traced projects; did you mean 'Widget'?\n")
        let bare = try CommandRunner.run(["trace", "XcodeApp/App/Icons", "--target", "App"], in: workspace.url)
        #expect(bare.status == 64)
        #expect(bare.standardError
            == "barskin: error: --target 'App' names a target, but there is no Xcode project (*.xcodeproj) under the traced paths\n")
    }

    @Test func aTargetNamesItsBundleInTheReport() throws {
        let workspace = Self.workspace()
        let result = try CommandRunner.run(["trace", "XcodeApp", "--target", "Widget", "--format", "xcode"], in: workspace.url)
        #expect(result.status == 1)
        let lines = result.standardOutput.replacingOccurrences(of: workspace.path + "/", with: "").split(separator: "\n").map(String.init)
        #expect(lines.contains("XcodeApp/Widget/WidgetView.swift:8:39: error: 'tab_home' is at XcodeApp/App/Images.xcassets/tab_home.imageset/"
            + "tab_home@2x.png but not in the bundle of target 'Widget': it builds, and the app shows nothing [missing]"))
        #expect(!lines.contains { $0.contains("onlydisk") && $0.contains("[missing]") })
    }

    @Test func imagesOutsideEveryTargetAreOneLinePerFolder() throws {
        let workspace = Self.workspace()
        let quiet = try CommandRunner.run(["trace", "XcodeApp"], in: workspace.url)
        let summary = quiet.standardOutput.components(separatedBy: "\n\n").first { $0.hasPrefix("Outside every target") }
        #expect(summary == """
            Outside every target (4 images nothing references: not the app's)
              XcodeApp/App/Unlisted: 1 image in no target
              XcodeApp/AppTests/ReferenceImages: 1 image in no target
              XcodeApp/Packages/Kit/Sources/Kit/Loose: 1 image in no target
              XcodeApp/Packages/Kit/Sources/Kit/Unused: 1 image in no target
            """)
        #expect(!quiet.standardOutput.contains("testPhoto"))
        let verbose = try CommandRunner.run(["trace", "XcodeApp", "--verbose"], in: workspace.url)
        #expect(verbose.standardOutput.contains("  XcodeApp/AppTests/ReferenceImages: 1 image in no target\n"
            + "    XcodeApp/AppTests/ReferenceImages/SnapshotTests/testPhoto@2x.png\n"))
    }

    @Test func theHTMLReportListsTheFoldersOutsideEveryTarget() throws {
        let workspace = Self.workspace()
        _ = try CommandRunner.run(["trace", "XcodeApp", "--format", "html", "-o", "trace.html"], in: workspace.url)
        let html = String(decoding: try #require(workspace.contents("trace.html")), as: UTF8.self)
        let section = try #require(html.range(of: "<h2>Outside every target</h2>"))
        let rest = html[section.upperBound...]
        #expect(rest.prefix(while: { _ in true }).range(of: "XcodeApp/AppTests/ReferenceImages") != nil)
        #expect(html.components(separatedBy: "<h2>Outside every target</h2>").count == 2)
    }

    @Test func onlyFindingsNotInTheBaselineFailTheRun() throws {
        let workspace = Self.workspace()
        // Writing the baseline accepts what it holds: that run passes, as the next ones with --baseline do.
        let write = try CommandRunner.run(["trace", "XcodeApp", "--write-baseline", "baseline.json"], in: workspace.url)
        #expect(write.status == 0)
        #expect(write.standardError.contains(": 0 errors, 0 warnings not in the baseline (34 in it) in "), "\(write.standardError)")
        #expect(workspace.exists("baseline.json"))
        let known = try CommandRunner.run(["trace", "XcodeApp", "--baseline", "baseline.json", "--warnings-as-errors"], in: workspace.url)
        #expect(known.status == 0)
        #expect(known.standardError.contains(": 0 errors, 0 warnings not in the baseline (34 in it) in "))
        // Nothing new: both sections say none, and the baseline's findings are one line.
        #expect(known.standardOutput.contains("\nErrors (0)\n  none\n\nWarnings (0)\n  none\n\nIn the baseline: 34 findings (4 errors, 30 warnings), not listed (--verbose lists them)\n"),
                "\(known.standardOutput)")
        let listed = try CommandRunner.run(["trace", "XcodeApp", "--baseline", "baseline.json", "--verbose"], in: workspace.url)
        let listedLines = listed.standardOutput.split(separator: "\n")
        let heading = try #require(listedLines.firstIndex(of: "In the baseline: 34 findings (4 errors, 30 warnings)"))
        #expect(listedLines[(heading + 1)...].prefix { $0.hasPrefix("  ") }.count == 34)
        let github = try CommandRunner.run(["trace", "XcodeApp", "--baseline", "baseline.json", "--format", "github"], in: workspace.url)
        #expect(github.status == 0 && github.standardOutput == "")
        // A report from an earlier run is a baseline too.
        _ = try CommandRunner.run(["trace", "XcodeApp", "--format", "json", "-o", "report.json"], in: workspace.url)
        #expect(try CommandRunner.run(["trace", "XcodeApp", "--baseline", "report.json"], in: workspace.url).status == 0)
        try "\n\n\(String(decoding: workspace.contents("XcodeApp/App/Event.m")!, as: UTF8.self))\nUIImage *g(void) { return [UIImage imageNamed:@\"ghost\"]; }\n"
            .write(toFile: workspace.path + "/XcodeApp/App/Event.m", atomically: true, encoding: .utf8)
        let new = try CommandRunner.run(["trace", "XcodeApp", "--baseline", "baseline.json"], in: workspace.url)
        #expect(new.status == 1)
        #expect(new.standardError.contains(": 1 error, 0 warnings not in the baseline (34 in it) in "))
        // The new finding is the one listed; the 34 known are one line after it.
        let errors = try #require(new.standardOutput.range(of: "\nErrors (1)\n  missing (1)\n    XcodeApp/App/Event.m:"))
        let folded = try #require(new.standardOutput.range(of: "\nIn the baseline: 34 findings (4 errors, 30 warnings), not listed (--verbose lists them)\n"))
        #expect(errors.upperBound < folded.lowerBound)
        #expect(new.standardOutput.contains("\nWarnings (0)\n  none\n"))
        // In an Xcode Run Script phase the report is Xcode's issue lines, the new finding alone.
        let xcode = try CommandRunner.run(["trace", "XcodeApp", "--baseline", "baseline.json"], in: workspace.url, environment: ["XCODE_VERSION_ACTUAL": "1600"])
        #expect(xcode.status == 1)
        let issue = xcode.standardOutput.split(separator: "\n")
        #expect(issue.count == 1 && issue[0].hasPrefix(workspace.url.resolvingSymlinksInPath().path + "/XcodeApp/App/Event.m:")
                && issue[0].contains(": error: "), "\(xcode.standardOutput)")
        let text = try CommandRunner.run(["trace", "XcodeApp", "--baseline", "baseline.json", "--format", "text"], in: workspace.url, environment: ["XCODE_VERSION_ACTUAL": "1600"])
        #expect(text.standardOutput.hasPrefix("barskin trace for "))
        let missing = try CommandRunner.run(["trace", "XcodeApp", "--baseline", "nope.json"], in: workspace.url)
        #expect(missing.status == 2)
        #expect(missing.standardError == "barskin: error: nope.json: cannot read: cannot open the baseline\n")
    }

    @Test func theBaselineIsNotWrittenOverAnInput() throws {
        let workspace = Self.workspace()
        let result = try CommandRunner.run(["trace", "XcodeApp", "--write-baseline", "XcodeApp/App/Info.plist"], in: workspace.url)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("barskin: error: XcodeApp/App/Info.plist: "))
        #expect(workspace.contents("XcodeApp/App/Info.plist").map { String(decoding: $0, as: UTF8.self).contains("UIMainStoryboardFile") } == true)
    }
}

/// `trace --format sarif`: the SARIF 2.1.0 log's structure, as GitHub code scanning reads it.
/// (Validation against the published SARIF JSON schema is not here: the schema is not available to this build.)
struct TraceSARIFCommandTests {
    @Test func everyFindingIsAResultOfItsKindsRule() throws {
        let workspace = TraceProjectCommandTests.workspace()
        _ = try CommandRunner.run(["trace", "XcodeApp", "--write-baseline", "b.json"], in: workspace.url)
        // Into a file the app compiles: code no target compiles loads nothing.
        let event = String(decoding: workspace.contents("XcodeApp/App/Event.m")!, as: UTF8.self)
        try (event + "\nUIImage *g(void) { return [UIImage imageNamed:@\"ghost\"]; }\n")
            .write(toFile: workspace.path + "/XcodeApp/App/Event.m", atomically: true, encoding: .utf8)
        let ghostLine = event.split(separator: "\n", omittingEmptySubsequences: false).count + 1
        let result = try CommandRunner.run(["trace", "XcodeApp", "--format", "sarif", "--baseline", "b.json"], in: workspace.url)
        #expect(result.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "barskin")
        let rules = try #require(driver["rules"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        #expect(rules == Finding.Kind.allCases.map(\.rawValue))
        let base = try #require(((run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any])?["uri"] as? String)
        #expect(base == URL(fileURLWithPath: workspace.path, isDirectory: true).absoluteString && base.hasSuffix("/"))
        let results = try #require(run["results"] as? [[String: Any]])
        // 35: with the preview art nothing loads (Preview Content/sample), an unused development asset.
        #expect(results.count == 35)
        for entry in results {
            let rule = try #require(entry["ruleId"] as? String)
            #expect(rules[try #require(entry["ruleIndex"] as? Int)] == rule)
            #expect(["error", "warning"].contains(entry["level"] as? String))
            let location = try #require(((entry["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
            let artifact = try #require(location["artifactLocation"] as? [String: Any])
            #expect((artifact["uri"] as? String)?.hasPrefix("XcodeApp/") == true && artifact["uriBaseId"] as? String == "%SRCROOT%")
            if let region = location["region"] as? [String: Any] { #expect((region["startLine"] as? Int ?? 0) >= 1) }
        }
        let ghost = try #require(results.first { ($0["message"] as? [String: Any])?["text"] as? String == "no image named 'ghost' in any asset catalog or loose file" })
        #expect(ghost["baselineState"] as? String == "new")
        let region = ((ghost["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
        #expect(region?["startLine"] as? Int == ghostLine && region?["startColumn"] as? Int == 47)
        #expect(results.filter { $0["baselineState"] as? String == "unchanged" }.count == 34)
    }
}
