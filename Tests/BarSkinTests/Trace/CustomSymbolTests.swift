import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// A custom symbol set is an image to `UIImage(named:)` and `Image(_:)`, and nothing to the calls that find the
/// system's symbols: its name passed to `systemName:` is `missing`; its own findings say `symbol`.
@Suite struct CustomSymbolTests {
    @Test func aCustomSymbolsNamePassedToSystemNameIsMissing() {
        let project = TraceScratchProject()
        project.symbolSet("App/Assets.xcassets/custom.bolt.badge")
        // A set named as a system symbol (a backport) is shadowed by it: `systemName:` finds the system's.
        project.symbolSet("App/Assets.xcassets/play.fill")
        project.text("App/Views.swift", """
            import SwiftUI
            let a = UIImage(systemName: "custom.bolt.badge")
            let b = UIImage(systemName: "star.fill")
            let shadowed = UIImage(systemName: "play.fill")
            struct Row: View {
                var body: some View {
                    Image(systemName: "custom.bolt.badge")
                    Label("Charge", systemImage: "custom.bolt.badge")
                    Image("custom.bolt.badge")
                }
            }
            let c = NSImage(systemSymbolName: "custom.bolt.badge", accessibilityDescription: nil)
            """)
        let report = DeclaredNameTests.trace(project)
        #expect(report.findings.filter { $0.kind == .missing }
            .map { "\($0.kind.rawValue) \($0.assetType.rawValue) \($0.file):\($0.line ?? 0):\($0.column ?? 0) \($0.message)" } == [
            "missing symbol App/Views.swift:2:29 UIImage(systemName:) names custom symbol 'custom.bolt.badge' (App/Assets.xcassets/custom.bolt.badge.symbolset), "
                + "but only the system's symbols are found so and the call returns nil; load it with UIImage(named:) or Image(_:)",
            "missing symbol App/Views.swift:7:27 Image(systemName:) names custom symbol 'custom.bolt.badge' (App/Assets.xcassets/custom.bolt.badge.symbolset), "
                + "but only the system's symbols are found so and the call returns nil; load it with UIImage(named:) or Image(_:)",
            "missing symbol App/Views.swift:8:38 Label(systemImage:) names custom symbol 'custom.bolt.badge' (App/Assets.xcassets/custom.bolt.badge.symbolset), "
                + "but only the system's symbols are found so and the call returns nil; load it with UIImage(named:) or Image(_:)",
            "missing symbol App/Views.swift:12:35 NSImage(systemSymbolName:) names custom symbol 'custom.bolt.badge' (App/Assets.xcassets/custom.bolt.badge.symbolset), "
                + "but only the system's symbols are found so and the call returns nil; load it with UIImage(named:) or Image(_:)",
        ])
    }

    @Test func aSymbolSetsOwnFindingsSaySymbol() {
        let project = TraceScratchProject()
        project.symbolSet("App/Assets.xcassets/custom.bolt.badge")
        project.imageSet("App/Assets.xcassets/Photo")
        project.text("App/Views.swift", "let a = UIImage(systemName: \"custom.bolt.badge\")\n")
        let report = DeclaredNameTests.trace(project)
        #expect(report.findings.map { "\($0.kind.rawValue) \($0.assetType.rawValue) \($0.name)" }
            == ["unused image Photo", "unused symbol custom.bolt.badge", "missing symbol custom.bolt.badge"])
        #expect(ColorSetTests.jsonAssetTypes(report) == ["image", "symbol", "symbol"])
    }

    @Test func declaredWrappersLoadSystemOrCatalogSymbols() {
        let project = TraceScratchProject()
        project.symbolSet("App/Assets.xcassets/custom.bolt.badge")
        project.symbolSet("App/Assets.xcassets/leaf.custom")
        project.text("App/Icons.swift", """
            let a = Icon.system("custom.bolt.badge")
            let b = Icon.custom("leaf.custom")
            """)
        // The names are strings of the code, nothing more, until the wrappers are declared.
        #expect(DataSetTests.findings(project, .symbol) == ["possibly-used custom.bolt.badge", "possibly-used leaf.custom"])
        project.text(".barskin-trace.yml", "loaders:\n  - call: Icon.system\n    type: system\n  - call: Icon.custom\n    type: catalog\n")
        #expect(DataSetTests.findings(project, .symbol) == ["possibly-used custom.bolt.badge", "missing custom.bolt.badge"])
    }
}
