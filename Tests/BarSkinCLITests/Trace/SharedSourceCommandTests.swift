import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// `barskin trace` on a file that an app and two of its extensions compile: an image only the app
/// ships is a warning naming the extensions, and the run passes; an image none of them ships is
/// still a `missing` error, and the run fails.
struct SharedSourceCommandTests {
    /// `P/Sources/Header.swift`, compiled by App, ShareExtension and WidgetExtension, loads `Logo`
    /// (which only the app ships) and, when `loadsWatchArt`, `Ghost` (which only the watch app ships).
    static func project(loadsWatchArt: Bool) -> TraceScratchProject {
        let project = TraceScratchProject()
        project.imageSet("P/App/Assets.xcassets/Logo")
        project.imageSet("P/Watch/Watch.xcassets/Ghost")
        project.text("P/Sources/Header.swift", "let logo = UIImage(named: \"Logo\")\n" + (loadsWatchArt ? "let ghost = UIImage(named: \"Ghost\")\n" : ""))
        project.text("P/Watch/Face.swift", "let face = 1\n")
        let shared = ["Sources/Header.swift"]
        project.xcodeProject("P", targets: [
            .init("App", sources: shared, resources: ["App/Assets.xcassets"]),
            .init("ShareExtension", product: "app-extension", sources: shared),
            .init("WidgetExtension", product: "app-extension", sources: shared),
            .init("Watch", product: "application.watchapp2", sources: ["Watch/Face.swift"], resources: ["Watch/Watch.xcassets"]),
        ])
        return project
    }

    @Test func anImageTheAppShipsIsAWarningNamingTheExtensionsAndTheRunPasses() throws {
        let project = Self.project(loadsWatchArt: false)
        let result = try CommandRunner.run(["trace", "P", "--format", "xcode"], in: project.url)
        #expect(result.status == 0, "\(result.standardOutput)")
        let lines = result.standardOutput.replacingOccurrences(of: project.path + "/", with: "").split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.contains("Header.swift") } == [
            "P/Sources/Header.swift:1:27: warning: 'Logo' is not in the bundles of 'ShareExtension' and 'WidgetExtension', "
                + "which compile P/Sources/Header.swift too (only 'App' ships it): there it would show nothing [missing-in-some-targets]",
        ])
    }

    @Test func anImageNoTargetThatCompilesTheFileShipsIsStillAnError() throws {
        let project = Self.project(loadsWatchArt: true)
        let result = try CommandRunner.run(["trace", "P", "--format", "xcode"], in: project.url)
        #expect(result.status == 1)
        let lines = result.standardOutput.replacingOccurrences(of: project.path + "/", with: "").split(separator: "\n").map(String.init).filter { $0.contains("Header.swift") }
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("P/Sources/Header.swift:2:28: error: 'Ghost' is at P/Watch/Watch.xcassets/Ghost.imageset")
            && $0.hasSuffix("but not in the bundle of targets 'App', 'ShareExtension' and 'WidgetExtension': it builds, and the app shows nothing [missing]") })
        #expect(lines.contains { $0.contains("warning: 'Logo'") })
    }
}
