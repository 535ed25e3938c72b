@testable import BarSkin
@testable import BarSkinTrace
import BarSkinTestSupport
import Testing

/// A generated asset symbol with an acronym inside the set's name, in an app laid out as Xcode
/// writes it: DuckDuckGo's `Passwords-DDG-96x96` set, which its SwiftUI views load as `Image(.passwordsDDG96X96)`.
struct AcronymSymbolTraceTests {
    @Test func theSymbolXcodeGeneratesFindsTheSet() {
        let project = TraceScratchProject()
        project.text("P/App/Assets.xcassets/Contents.json", TraceScratchProject.catalogInfo)
        project.imageSet("P/App/Assets.xcassets/Passwords-DDG-96x96")
        project.imageSet("P/App/Assets.xcassets/Sync-128")
        project.text("P/App/SurveyView.swift", """
            import SwiftUI

            struct SurveyView: View {
                var body: some View {
                    VStack {
                        Image(.passwordsDDG96X96)
                        Image(.sync128)
                    }
                }
            }

            """)
        project.infoPlist("P/App/Info.plist", "<key>CFBundleName</key>\n<string>App</string>\n")
        project.xcodeProject("P", targets: [
            .init("App", sources: ["App/SurveyView.swift"], resources: ["App/Assets.xcassets"], settings: ["INFOPLIST_FILE": "App/Info.plist"]),
        ])
        let report = Tracer().trace([project.path + "/P"])
        #expect(report.errors.isEmpty)
        #expect(report.findings.filter { $0.kind == .missing || $0.kind == .unused }.map { "\($0.kind.rawValue) \($0.name)" } == [])
        #expect(report.usedAssets.map(\.name).sorted() == ["Passwords-DDG-96x96", "Sync-128"])
    }
}
