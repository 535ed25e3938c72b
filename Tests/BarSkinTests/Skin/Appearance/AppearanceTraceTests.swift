@testable import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// Trace reads the generated appearance file's `UIImage(resource:)` and `UIColor(resource:)` as
/// uses of BarSkin's own image sets and colour sets: built into an app's catalog from a skin kept
/// outside the traced folder (so trace cannot know them as a build's outputs), the sets the file
/// names are used and exactly the others are unused.
@Suite struct AppearanceTraceTests {
    @Test func theSetsTheFileNamesAreUsed() throws {
        let project = TraceScratchProject()
        for name in ["star", "chat"] { project.write(SkinBuildPlanTests.mask(50), to: "Skin/Icons/\(name)@2x.png") }
        project.text("App/App.swift", "let app = 1\n")
        let skin = """
            version: 1
            catalog: ../App/Assets.xcassets
            appearances: [any, dark]
            appearance: {swift: ../App/BarSkinAppearance.swift}
            tab-bar:
              glow: false
            tab-items:
              items:
                - mask: Icons/star
                - mask: Icons/chat
            nav-bar:
              stretchable: true

            """
        var spec = try SkinBuildPlanTests.spec(skin, in: project, named: "Skin/App.skin.yml")
        spec.manifestFolder = project.path + "/Manifest"
        #expect(SkinBuilder().run(SkinBuildPlan(specs: [spec])).failures.map(\.message) == [])
        project.xcodeProject("App", targets: [.init("App", sources: ["App.swift", "BarSkinAppearance.swift"], resources: ["Assets.xcassets"])])
        let report = Tracer(options: TraceOptions()).trace([project.path + "/App"]).relativized(to: project.path + "/App/")
        let unused = report.findings.filter { $0.kind == .unused }.map { "\($0.assetType.rawValue) \($0.name)" }.sorted()
        // The gloss, the arrow and the selected-item background are classic art no UIKit appearance property takes.
        #expect(unused == ["image TabBarItemSelectedBackground", "image TabBarNipple"])
        let named = Set(report.references.filter { $0.reference.file == "BarSkinAppearance.swift" }.map(\.reference.displayName))
        #expect(named == [".tabBarBackground", ".tabBarSelection", ".starNormal", ".starSelected", ".starTemplate", ".chatNormal", ".chatSelected",
                          ".chatTemplate", ".navigationBarBackground", ".backButton", ".backButtonHighlighted", ".barButton", ".barButtonHighlighted"])
    }

    /// A custom symbol (`symbols: true`) has no resource symbol: the file loads it by name from iOS 26, its
    /// template behind it, which trace reads as its use, so BarSkin's own symbol set is never called unused.
    @Test func aCustomSymbolIsUsedThroughItsAccessor() throws {
        let project = TraceScratchProject()
        project.write(Array(SymbolSetTests.star.utf8), to: "Skin/Icons/star.svg")
        project.text("App/App.swift", "let app = 1\n")
        let skin = """
            version: 1
            catalog: ../App/Assets.xcassets
            appearance: {swift: ../App/BarSkinAppearance.swift}
            tab-items:
              symbols: true
              items:
                - mask: Icons/star.svg

            """
        var spec = try SkinBuildPlanTests.spec(skin, in: project, named: "Skin/App.skin.yml")
        spec.manifestFolder = project.path + "/Manifest"
        #expect(SkinBuilder().run(SkinBuildPlan(specs: [spec])).failures.map(\.message) == [])
        let code = String(decoding: project.contents("App/BarSkinAppearance.swift") ?? [], as: UTF8.self)
        #expect(code.contains("            item.image = UIImage(named: \"star-symbol\") ?? UIImage(resource: .starTemplate)\n"))
        project.xcodeProject("App", targets: [.init("App", sources: ["App.swift", "BarSkinAppearance.swift"], resources: ["Assets.xcassets"])])
        let report = Tracer(options: TraceOptions()).trace([project.path + "/App"])
        #expect(report.findings.filter { $0.assetType == .symbol }.map(\.message) == [])
        #expect(report.findings.filter { $0.kind == .missing }.map(\.message) == [])
    }
}
