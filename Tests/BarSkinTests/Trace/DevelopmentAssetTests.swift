@testable import BarSkin
@testable import BarSkinTrace
import BarSkinTestSupport
import Testing

/// Preview art (`DEVELOPMENT_ASSET_PATHS`, or Xcode's conventional `Preview Content` folder) in an app
/// laid out as Xcode writes it: an archive leaves it out, so it is judged apart. Art that previews,
/// tests or the development folder's own code load is fine; art nothing loads is `unused-development-asset`.
struct DevelopmentAssetTests {
    static func app(settingThePath: Bool) -> TraceScratchProject {
        let project = TraceScratchProject()
        let preview = "P/App/Preview Content/Preview Assets.xcassets"
        for catalog in ["P/App/Assets.xcassets", preview] { project.text(catalog + "/Contents.json", TraceScratchProject.catalogInfo) }
        project.imageSet("P/App/Assets.xcassets/hero")
        for name in ["preview_sample", "preview_data", "fixture_only", "stale_preview"] { project.imageSet(preview + "/" + name) }
        project.looseImage("P/App/Preview Content/stale_loose")
        project.text("P/App/ContentView.swift", """
            import SwiftUI

            struct ContentView: View {
                var body: some View { Image("hero") }
            }

            #Preview {
                Image("preview_sample")
            }

            """)
        project.text("P/App/Preview Content/PreviewData.swift", "import UIKit\n\nlet previewPhoto = UIImage(named: \"preview_data\")\n")
        project.text("P/AppTests/SnapshotTests.swift", "import XCTest\n\nfinal class SnapshotTests: XCTestCase {\n"
            + "    func testPhoto() { XCTAssertNotNil(UIImage(named: \"fixture_only\")) }\n}\n")
        project.infoPlist("P/App/Info.plist", "<key>CFBundleName</key>\n<string>App</string>\n")
        var settings = ["INFOPLIST_FILE": "App/Info.plist"]
        if settingThePath { settings["DEVELOPMENT_ASSET_PATHS"] = "\"\\\"App/Preview Content\\\"\"" }
        project.xcodeProject("P", targets: [
            .init("App", sources: ["App/ContentView.swift", "App/Preview Content/PreviewData.swift"],
                  resources: ["App/Assets.xcassets", "App/Preview Content/Preview Assets.xcassets", "App/Preview Content/stale_loose@2x.png",
                              "App/Preview Content/stale_loose@3x.png"], settings: settings),
            .init("AppTests", product: "bundle.unit-test", sources: ["AppTests/SnapshotTests.swift"],
                  settings: ["TEST_HOST": "\"$(BUILT_PRODUCTS_DIR)/App.app/App\""]),
        ])
        return project
    }

    @Test func previewArtNothingLoadsIsAnUnusedDevelopmentAsset() {
        for setting in [true, false] {
            let project = Self.app(settingThePath: setting)
            let report = Tracer().trace([project.path + "/P"]).relativized(to: project.path + "/P/")
            #expect(report.errors.isEmpty)
            #expect(report.findings.filter { $0.kind != .scaleGap }.map { "\($0.kind.rawValue) \($0.severity.rawValue) \($0.file) \($0.name)" } == [
                "unused-development-asset warning App/Preview Content/Preview Assets.xcassets/stale_preview.imageset stale_preview",
                "unused-development-asset warning App/Preview Content/stale_loose@2x.png stale_loose",
            ], "DEVELOPMENT_ASSET_PATHS set: \(setting)")
        }
    }

    /// Every report format carries the new kind: SARIF declares it as a rule, the others name it.
    @Test func everyFormatNamesTheKind() {
        let project = Self.app(settingThePath: true)
        let report = Tracer().trace([project.path + "/P"])
        let kind = "unused-development-asset"
        #expect(TraceTextReport.text(report).contains("  \(kind) (2)"))
        #expect(TraceXcodeReport.text(report).contains("warning: the development image set 'stale_preview' is loaded by no preview"))
        #expect(TraceGitHubReport.text(report).contains("title=barskin \(kind)"))
        #expect(TraceSARIFReport.text(report, toolVersion: "0").contains("\"\(kind)\""))
        #expect(TraceHTMLReport.html(report).contains(kind))
        #expect(TraceJSONReport.json(report).rendered().contains("\"\(kind)\""))
    }
}
