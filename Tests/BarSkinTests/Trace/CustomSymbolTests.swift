import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// A custom symbol set is an image to `UIImage(named:)` and `Image(_:)`, and nothing to the calls that find the
/// system's symbols: its name passed to `systemName:` is `missing`; its own findings say `symbol`.
@Suite struct CustomSymbolTests {
    @Test func aCustomSymbolsNamePassedToSystemNameIsMissing() {
        let project = TraceScratchProject()
        project.symbolSet("App/Assets.xcassets/bolt.badge")
        project.text("App/Views.swift", """
            import SwiftUI
            let a = UIImage(systemName: "bolt.badge")
            let b = UIImage(systemName: "star.fill")
            struct Row: View {
                var body: some View {
                    Image(systemName: "bolt.badge")
                    Label("Charge", systemImage: "bolt.badge")
                    Image("bolt.badge")
                }
            }
            let c = NSImage(systemSymbolName: "bolt.badge", accessibilityDescription: nil)
            """)
        let report = DeclaredNameTests.trace(project)
        #expect(report.findings.map { "\($0.kind.rawValue) \($0.assetType.rawValue) \($0.file):\($0.line ?? 0):\($0.column ?? 0) \($0.message)" } == [
            "missing symbol App/Views.swift:2:29 UIImage(systemName:) names custom symbol 'bolt.badge' (App/Assets.xcassets/bolt.badge.symbolset), "
                + "but only the system's symbols are found so and the call returns nil; load it with UIImage(named:) or Image(_:)",
            "missing symbol App/Views.swift:6:27 Image(systemName:) names custom symbol 'bolt.badge' (App/Assets.xcassets/bolt.badge.symbolset), "
                + "but only the system's symbols are found so and the call returns nil; load it with UIImage(named:) or Image(_:)",
            "missing symbol App/Views.swift:7:38 Label(systemImage:) names custom symbol 'bolt.badge' (App/Assets.xcassets/bolt.badge.symbolset), "
                + "but only the system's symbols are found so and the call returns nil; load it with UIImage(named:) or Image(_:)",
            "missing symbol App/Views.swift:11:35 NSImage(systemSymbolName:) names custom symbol 'bolt.badge' (App/Assets.xcassets/bolt.badge.symbolset), "
                + "but only the system's symbols are found so and the call returns nil; load it with UIImage(named:) or Image(_:)",
        ])
    }

    @Test func aSymbolSetsOwnFindingsSaySymbol() {
        let project = TraceScratchProject()
        project.symbolSet("App/Assets.xcassets/bolt.badge")
        project.imageSet("App/Assets.xcassets/Photo")
        project.text("App/Views.swift", "let a = UIImage(systemName: \"bolt.badge\")\n")
        let report = DeclaredNameTests.trace(project)
        #expect(report.findings.map { "\($0.kind.rawValue) \($0.assetType.rawValue) \($0.name)" }
            == ["unused image Photo", "unused symbol bolt.badge", "missing symbol bolt.badge"])
        #expect(ColorSetTests.jsonAssetTypes(report) == ["image", "symbol", "symbol"])
    }

    @Test func declaredWrappersLoadSystemOrCatalogSymbols() {
        let project = TraceScratchProject()
        project.symbolSet("App/Assets.xcassets/bolt.badge")
        project.symbolSet("App/Assets.xcassets/leaf.custom")
        project.text("App/Icons.swift", """
            let a = Icon.system("bolt.badge")
            let b = Icon.custom("leaf.custom")
            """)
        // The names are strings of the code, nothing more, until the wrappers are declared.
        #expect(DataSetTests.findings(project, .symbol) == ["possibly-used bolt.badge", "possibly-used leaf.custom"])
        project.text(".barskin-trace.yml", "loaders:\n  - call: Icon.system\n    type: system\n  - call: Icon.custom\n    type: catalog\n")
        #expect(DataSetTests.findings(project, .symbol) == ["possibly-used bolt.badge", "missing bolt.badge"])
    }
}
