import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// Which bundle holds a colour: the targets' colour settings name sets of their own bundles, and a named colour a
/// document loads must be in the bundle of the targets that ship the document.
@Suite struct ColorBundleTests {
    @Test func theColourSettingsUseTheirSetsAndASettingNamingNoSetIsMissing() {
        let project = TraceScratchProject()
        for name in ["AccentColor", "WidgetBackground", "Never"] { project.colorSet("App/Assets.xcassets/\(name)") }
        project.text("App/App.swift", "let app = 1\n")
        project.xcodeProject("App", targets: [
            .init("App", sources: ["App.swift"], resources: ["Assets.xcassets"],
                  settings: ["ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME": "AccentColor"]),
            .init("Widget", product: "app-extension", resources: ["Assets.xcassets"],
                  settings: ["\"ASSETCATALOG_COMPILER_WIDGET_BACKGROUND_COLOR_NAME[sdk=iphoneos*]\"": "WidgetBackground",
                             "ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME": "WidgetAccent"]),
        ])
        let report = DeclaredNameTests.trace(project)
        // At the value in the project file, where Xcode's issue navigator takes a reader.
        #expect(report.findings.first { $0.kind == .missing }.map { $0.line != nil && $0.column != nil } == true)
        #expect(report.findings.filter { $0.assetType == .color }.map { "\($0.kind.rawValue) \($0.file) \($0.message)" } == [
            "missing App/App.xcodeproj/project.pbxproj ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME names colour set 'WidgetAccent', "
                + "which no asset catalog has: Xcode warns, and the app uses the system's colour",
            "unused App/Assets.xcassets/Never.colorset colour set 'Never' is not used by any storyboard, xib, code, plist or build setting",
        ])
        // Xcode only warns about a setting naming no colour, and the app runs with the system's tint.
        #expect(report.findings.filter { $0.severity == .error }.isEmpty)
    }

    @Test func anInfoPlistAccentNamingNoSetStaysAnError() {
        let project = TraceScratchProject()
        project.text("App/App.swift", "let app = 1\n")
        project.text("App/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>NSAccentColorName</key><string>Gone</string></dict></plist>
            """)
        project.xcodeProject("App", targets: [
            .init("App", sources: ["App.swift"], settings: ["INFOPLIST_FILE": "Info.plist", "ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME": "AccentColor"]),
        ])
        let report = DeclaredNameTests.trace(project)
        #expect(report.findings.map { "\($0.severity.rawValue) \($0.kind.rawValue) \($0.assetType.rawValue) \($0.name)" }
            == ["warning missing color AccentColor", "error missing color Gone"])
    }

    @Test func aDocumentsNamedColourOnlyAnotherTargetShipsIsAnError() {
        let project = TraceScratchProject()
        project.colorSet("App/Widget.xcassets/WidgetOnly")
        project.colorSet("App/Shared.xcassets/Shared")
        project.storyboard("App/Main.storyboard", view: """
            <color key="backgroundColor" name="WidgetOnly"/>
            <color key="tintColor" name="Shared"/>
            """)
        project.text("App/Widget.swift", "let widget = UIColor(named: \"WidgetOnly\")\n")
        project.xcodeProject("App", targets: [
            .init("App", resources: ["Main.storyboard", "Shared.xcassets"]),
            .init("Widget", product: "app-extension", sources: ["Widget.swift"], resources: ["Widget.xcassets", "Shared.xcassets"]),
        ])
        let report = DeclaredNameTests.trace(project)
        let errors = report.findings.filter { $0.severity == .error }
        #expect(errors.map { "\($0.assetType.rawValue) \($0.file):\($0.line ?? 0) \($0.targets) \($0.message)" } == [
            "color App/Main.storyboard:6 [\"App\"] colour set 'WidgetOnly' is at App/Widget.xcassets/WidgetOnly.colorset but not in the "
                + "bundle of target 'App': it builds, and the app shows the document's fallback colour",
        ])
    }
}
