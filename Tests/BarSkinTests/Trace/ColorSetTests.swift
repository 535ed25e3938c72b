import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// Colour sets as assets: their appearances, Xcode's `ColorResource` names for them, the system's colours that
/// share a name, the findings' words, and images and colours kept apart.
@Suite struct ColorSetTests {
    /// Each finding's `assetType` in the `--json` report, in report order.
    static func jsonAssetTypes(_ report: TraceReport) -> [String] {
        let data = Data(TraceJSONReport.json(report).rendered().utf8)
        let findings = ((try? JSONSerialization.jsonObject(with: data)) as? [String: Any])?["findings"] as? [[String: Any]] ?? []
        return findings.map { $0["assetType"] as? String ?? "none" }
    }

    @Test func aSetsAppearancesAreReadFromItsContents() throws {
        let project = TraceScratchProject()
        project.colorSet("Assets.xcassets/Brand", appearances: [.any, .dark, .highContrast])
        let set = try ColorSetReader().read(folder: project.path + "/Assets.xcassets/Brand.colorset", name: "Brand")
        #expect(set.appearances == ["any", "dark", "high-contrast"])
    }

    @Test func xcodesColorResourceNamesArePinned() {
        let names = ["AccentColor", "bg_color", "buttoncolor", "Launch_screen_colour", "PrimaryColor", "Theme/ink"]
        let index = NamedSetIndex(names.map { NamedSet(name: $0, location: $0 + ".colorset", appearances: ["any"]) })
        #expect(ColorNames(index: index).symbols == ["accent": ["AccentColor"], "bg": ["bg_color"], "buttoncolor": ["buttoncolor"],
                                                     "launchScreenColour": ["Launch_screen_colour"], "primary": ["PrimaryColor"],
                                                     "Theme.ink": ["Theme/ink"]])
        // Of two sets with one symbol, the name that sorts first keeps it.
        let clash = NamedSetIndex(["brandColor", "Brand"].map { NamedSet(name: $0, location: $0, appearances: []) })
        #expect(ColorNames(index: clash).setName(forSymbol: "brand") == "Brand")
    }

    @Test func theSystemsColoursAreNeverASetsLoadsNorFindings() {
        let project = TraceScratchProject()
        for name in ["PrimaryColor", "blackColor", "AccentColor"] { project.colorSet("App/Assets.xcassets/\(name)") }
        project.text("App/Views.swift", """
            import SwiftUI
            let a = Color.primary
            let b = UIColor.black
            let c = Text("x").foregroundStyle(.primary).tint(.red).background(.systemBackground)
            let d = Color(.systemRed)
            """)
        project.xcodeProject("App", targets: [.init("App", sources: ["Views.swift"], resources: ["Assets.xcassets"])])
        let report = DeclaredNameTests.trace(project)
        #expect(report.findings.filter { $0.assetType == .color }.map { "\($0.kind.rawValue) \($0.name)" }
            == ["unused AccentColor", "unused PrimaryColor", "unused blackColor"])
        // The `ColorResource` keeps the symbol the framework extension leaves out.
        project.text("App/Views.swift", "let a = UIColor(resource: .primary)\nlet b = Color.accentColor\n")
        #expect(DeclaredNameTests.trace(project).findings.filter { $0.assetType == .color }.map(\.name) == ["blackColor"])
    }

    @Test func unusedAndMissingColoursSayWhatTheyAre() throws {
        let project = TraceScratchProject()
        project.colorSet("App/Assets.xcassets/Never")
        project.namespace("App/Assets.xcassets/Theme")
        project.colorSet("App/Assets.xcassets/Theme/ink")
        project.text("App/Theme.swift", "let gone = UIColor(named: \"Gone\")\nlet symbol = UIColor(resource: .vanished)\n")
        let report = DeclaredNameTests.trace(project)
        #expect(report.findings.map { "\($0.kind.rawValue) \($0.assetType.rawValue) \($0.file):\($0.line ?? 0) \($0.message)" } == [
            "unused color App/Assets.xcassets/Never.colorset:0 colour set 'Never' is not used by any storyboard, xib, code, plist or build setting",
            "unused color App/Assets.xcassets/Theme/ink.colorset:0 colour set 'Theme/ink' is not used by any storyboard, xib, code, plist or build setting",
            "missing color App/Theme.swift:1 UIColor(named:) names colour set 'Gone', which no asset catalog has",
            "missing color App/Theme.swift:2 UIColor(resource:) names '.vanished', which no colour set generates",
        ])
        #expect(Self.jsonAssetTypes(report) == ["color", "color", "color", "color"])
    }

    @Test func imagesAndColoursNeverAnswerEachOthersLoads() {
        let project = TraceScratchProject()
        project.imageSet("App/Assets.xcassets/Brand")
        project.colorSet("App/Assets.xcassets/Logo")
        project.text("App/View.swift", "let image = UIImage(named: \"Logo\")\nlet color = UIColor(named: \"Brand\")\n")
        let report = DeclaredNameTests.trace(project)
        #expect(report.findings.map { "\($0.kind.rawValue) \($0.assetType.rawValue) \($0.name)" }
            == ["unused image Brand", "unused color Logo", "missing image Logo", "missing color Brand"])
        #expect(Self.jsonAssetTypes(report) == ["image", "color", "image", "color"])
    }
}
