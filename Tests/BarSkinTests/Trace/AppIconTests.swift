import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// App icons: `.appiconset` folders and Icon Composer `.icon` bundles, named by the targets' settings, Info.plists and
/// `setAlternateIconName(_:)`; their findings say `app-icon`.
@Suite struct AppIconTests {
    /// The app icon findings, as `kind name file:line message`.
    static func findings(_ project: TraceScratchProject) -> [String] {
        DeclaredNameTests.trace(project).findings.filter { $0.assetType == .appIcon }
            .map { "\($0.kind.rawValue) \($0.name) \($0.file):\($0.line ?? 0) \($0.message)" }
    }

    @Test func aSetNoSettingNamesIsUnusedAndANameNoIconHasIsMissing() {
        let project = TraceScratchProject()
        for name in ["AppIcon", "Dark", "Plist", "Old"] { project.appIconSet("App/Assets.xcassets/\(name)") }
        project.text("App/Settings.swift", """
            import UIKit
            func pick() {
                UIApplication.shared.setAlternateIconName("Dark")
                UIApplication.shared.setAlternateIconName("Vanished") { _ in }
                UIApplication.shared.setAlternateIconName(nil)
            }
            """)
        project.infoPlist("App/Info.plist", """
            <key>CFBundleIcons</key><dict><key>CFBundleAlternateIcons</key><dict>
              <key>Plist</key><dict><key>CFBundleIconName</key><string>Plist</string></dict>
            </dict></dict>
            """)
        project.xcodeProject("App", targets: [.init("App", sources: ["Settings.swift"], resources: ["Assets.xcassets"], settings: [
            "ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon", "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES": "\"Dark Gone\"",
            "INFOPLIST_FILE": "Info.plist",
        ])])
        #expect(Self.findings(project) == [
            "missing Gone App/App.xcodeproj/project.pbxproj:12 ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES names app icon 'Gone', which no asset "
                + "catalog or Icon Composer icon has",
            "unused Old App/Assets.xcassets/Old.appiconset:0 app icon set 'Old' is named by no app icon setting, Info.plist or setAlternateIconName call",
            "missing Vanished App/Settings.swift:4 setAlternateIconName(_:) names app icon 'Vanished', which no asset catalog or Icon Composer icon has",
        ])
    }

    @Test func includingEveryIconLeavesNoneUnused() {
        let project = TraceScratchProject()
        for name in ["AppIcon", "Old"] { project.appIconSet("App/Assets.xcassets/\(name)") }
        project.text("App/App.swift", "let a = 1\n")
        project.xcodeProject("App", targets: [.init("App", sources: ["App.swift"], resources: ["Assets.xcassets"], settings: [
            "ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon", "ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS": "YES",
        ])])
        #expect(Self.findings(project) == [])
        // A name built from a variable (one per configuration) may be any icon's.
        project.xcodeProject("App", targets: [.init("App", sources: ["App.swift"], resources: ["Assets.xcassets"], settings: [
            "ASSETCATALOG_COMPILER_APPICON_NAME": "\"AppIcon${BUNDLE_ID_SUFFIX}\"",
        ])])
        #expect(Self.findings(project) == [])
        project.xcodeProject("App", targets: [.init("App", sources: ["App.swift"], resources: ["Assets.xcassets"], settings: [
            "ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon",
        ])])
        #expect(Self.findings(project).map { $0.prefix(10) } == ["unused Old"])
    }

    @Test func anIconComposerIconsLayersAndItsSameNamedSetAreJudged() {
        let project = TraceScratchProject()
        project.appIconSet("App/Assets.xcassets/AppIcon")
        project.iconComposer("App/AppIcon", layers: [("Cube", "cube.png", "cube-dark.png"), ("Glow", "glow.svg", nil)],
                             assets: ["cube.png", "old-cube.png", "glow.svg"])
        project.text("App/App.swift", "let a = 1\n")
        project.xcodeProject("App", targets: [.init("App", sources: ["App.swift"], resources: ["Assets.xcassets", "AppIcon.icon"], settings: [
            "ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon",
        ])])
        #expect(Self.findings(project) == [
            "duplicate AppIcon App/AppIcon.icon:0 app icon 'AppIcon' is both this Icon Composer icon and the app icon set "
                + "App/Assets.xcassets/AppIcon.appiconset: one name for two icons, which can drift apart",
            "unused old-cube.png App/AppIcon.icon/Assets/old-cube.png:0 'old-cube.png' in the Assets folder of Icon Composer icon 'AppIcon' "
                + "is named by no layer",
            "missing cube-dark.png App/AppIcon.icon/icon.json:0 layer 'Cube' of Icon Composer icon 'AppIcon' names 'cube-dark.png', "
                + "which its Assets folder does not have",
        ])
    }
}
