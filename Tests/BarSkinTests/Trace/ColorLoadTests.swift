import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// Colour sets are loaded from Swift, SwiftUI, Objective-C, Interface Builder and Info.plists, each in the
/// layout real code has; a set nothing loads is `unused`, and only colour loads reach colour sets.
@Suite struct ColorLoadTests {
    /// The colour findings of a trace of `project`, as `kind name`.
    static func colorFindings(_ project: TraceScratchProject) -> [String] {
        DeclaredNameTests.trace(project).findings.filter { $0.assetType == .color }.map { "\($0.kind.rawValue) \($0.name)" }
    }

    @Test func swiftAndSwiftUILoadsUseTheirSets() {
        let project = TraceScratchProject()
        for name in ["Named", "InBundle", "AppKit", "Literal", "LiteralBundle", "Resource", "Wrapped", "Styled", "Tinted", "Backed",
                     "HeaderColor", "Spelled", "Never"] {
            project.colorSet("App/Assets.xcassets/\(name)")
        }
        project.text("App/Views.swift", """
            import SwiftUI
            let a = UIColor(named: "Named")
            let b = UIColor(named: "InBundle", in: .main, compatibleWith: nil)
            let c = NSColor(named: "AppKit")
            let d = Color("Literal")
            let e = Color("LiteralBundle", bundle: .main)
            let f = UIColor(resource: .resource)
            let g = Color(.wrapped)
            let h = UIColor.header
            let i = ColorResource.spelled
            struct Badge: View {
                var body: some View {
                    Text("x").foregroundStyle(.styled).tint(.tinted).background(.backed)
                }
            }
            """)
        #expect(Self.colorFindings(project) == ["unused Never"])
    }

    /// Home Assistant's `Color.Domain.switch` and CotEditor's `.Regex.anchor`: a "Provides Namespace" folder is a
    /// nested type of the framework extensions too, its name losing a final `Color` word as a symbol does.
    @Test func aNamespacedSetIsLoadedThroughItsFrameworkExtensionsNestedType() {
        let project = TraceScratchProject()
        project.namespace("App/Assets.xcassets/Domain")
        project.namespace("App/Assets.xcassets/RegexColor")
        for name in ["Domain/switch", "Domain/cover", "Domain/fan", "Domain/never", "RegexColor/Anchor", "RegexColor/Symbol"] {
            project.colorSet("App/Assets.xcassets/\(name)")
        }
        project.text("App/Views.swift", """
            import SwiftUI
            let a = Color.Domain.switch
            let b = UIColor.Domain.cover.withAlphaComponent(0.5)
            let c = [NSColor.Domain.fan]
            let d: ColorResource = .Regex.anchor
            let e = Color.Theme.missingButItMayBeTheProjects
            """)
        #expect(Self.colorFindings(project) == ["unused Domain/never", "unused RegexColor/Symbol"])
    }

    /// Mastodon's action extension names its Touch Bar button's bezel colour in its Info.plist; AppKit's own images
    /// named beside it are the system's.
    @Test func anActionExtensionsTouchBarBezelColourIsUsed() {
        let project = TraceScratchProject()
        for name in ["TouchBarBezel", "Never"] { project.colorSet("Extension/Media.xcassets/\(name)") }
        project.infoPlist("Extension/Info.plist", """
            <key>NSExtension</key><dict><key>NSExtensionAttributes</key><dict>
              <key>NSExtensionServiceFinderPreviewIconName</key><string>NSActionTemplate</string>
              <key>NSExtensionServiceTouchBarBezelColorName</key><string>TouchBarBezel</string>
              <key>NSExtensionServiceTouchBarIconName</key><string>NSActionTemplate</string>
            </dict></dict>

            """)
        #expect(Self.colorFindings(project) == ["unused Never"])
        #expect(DeclaredNameTests.trace(project).findings.filter { $0.kind == .missing }.isEmpty)
    }

    /// Mlem's iOS action extension keeps the template's bezel key with no colour set: only a Mac has a Touch Bar, and it
    /// would show the system's colour, so that is a warning, never an error.
    @Test func aTouchBarBezelColourNoSetHasIsAWarning() {
        let project = TraceScratchProject()
        project.infoPlist("Extension/Info.plist", """
            <key>NSExtension</key><dict><key>NSExtensionAttributes</key><dict>
              <key>NSExtensionServiceTouchBarBezelColorName</key><string>TouchBarBezel</string>
            </dict></dict>

            """)
        let missing = DeclaredNameTests.trace(project).findings.filter { $0.kind == .missing }
        #expect(missing.map(\.severity) == [.warning])
        #expect(missing.map(\.message) == ["NSExtensionServiceTouchBarBezelColorName names colour set 'TouchBarBezel', which no asset catalog has: "
            + "the Touch Bar uses the system's colour"])
    }

    @Test func aProjectsAliasOfAColourTypeLoadsByNameAndAnotherTypeDoesNot() {
        let project = TraceScratchProject()
        project.colorSet("App/Assets.xcassets/Aliased")
        project.text("App/Platform.swift", "#if os(macOS)\ntypealias RSColor = NSColor\n#else\ntypealias RSColor = UIColor\n#endif\n")
        project.text("App/Assets.swift", "let a = RSColor(named: \"Aliased\")!\nlet b = ThemeColor(named: \"NoColourSet\")\n")
        #expect(Self.colorFindings(project) == [])
    }

    @Test func aBareMemberIsAColourUnlessItIsTheProjectsEnumCaseOrCompared() {
        let project = TraceScratchProject()
        for name in ["GradientTop", "BevelColor", "feedbinColor", "CompareColor"] { project.colorSet("App/Assets.xcassets/\(name)") }
        project.text("App/Views.swift", """
            import SwiftUI
            enum AccountType { case feedbin, local }
            let type: AccountType = .feedbin
            let gradient = LinearGradient(colors: [.gradientTop, .white], startPoint: .top, endPoint: .bottom)
            struct Panel { var bottomColor: Color = .bevel }
            let same = type == .compare
            """)
        #expect(Self.colorFindings(project) == ["unused CompareColor", "unused feedbinColor"])
    }

    /// Mastodon's SwiftGen accessors: `Asset.Colors.inactive` is `Colors/inactive`, not also `Colors/Button/inactive`,
    /// which only `Asset.Colors.Button.inactive` would load.
    @Test func aSwiftGenAccessorNamesTheSetItsEnumsLeadTo() {
        let project = TraceScratchProject()
        for folder in ["Colors", "Colors/Button", "Colors/Poll"] { project.namespace("App/Assets.xcassets/\(folder)") }
        for name in ["Colors/inactive", "Colors/Button/inactive", "Colors/Button/userFollow", "Colors/Poll/disabled"] {
            project.colorSet("App/Assets.xcassets/\(name)")
        }
        project.text("App/Views.swift", """
            let a = Asset.Colors.inactive.color
            let b = Asset.Colors.Button.userFollow.color
            let c = Asset.Colors.Legacy.disabled.color
            """)
        #expect(Self.colorFindings(project) == ["unused Colors/Button/inactive"])
    }

    @Test func generatorsAccessorsUseTheirSets() {
        let project = TraceScratchProject()
        for name in ["brand-primary", "Theme/ink_dark", "rswift_tint", "Never"] { project.colorSet("App/Colors.xcassets/\(name)") }
        project.namespace("App/Colors.xcassets/Theme")
        project.text("App/Views.swift", """
            let a = Asset.Colors.brandPrimary.color
            let b = Asset.Theme.inkDark.color
            let c = R.color.rswift_tint()
            """)
        #expect(Self.colorFindings(project) == ["unused Never"])
    }

    @Test func objectiveCLoadsUseTheirSetsAndANameNoSetHasIsMissing() {
        let project = TraceScratchProject()
        project.colorSet("App/Assets.xcassets/Brand")
        project.colorSet("App/Assets.xcassets/Mac")
        project.text("App/Theme.m", """
            UIColor *brand = [UIColor colorNamed:@"Brand" inBundle:nil compatibleWithTraitCollection:nil];
            NSColor *mac = [NSColor colorNamed:@"Mac"];
            UIColor *gone = [UIColor colorNamed:@"Gone"];
            """)
        let report = DeclaredNameTests.trace(project)
        let missing = report.findings.filter { $0.kind == .missing }
        #expect(missing.map { "\($0.file):\($0.line ?? 0) \($0.message)" }
            == ["App/Theme.m:3 colorNamed names colour set 'Gone', which no asset catalog has"])
        #expect(Self.colorFindings(project) == ["missing Gone"])
    }

    @Test func interfaceBuilderNamedColoursAreLoadsAndTheSystemsAreNot() {
        let project = TraceScratchProject()
        project.colorSet("App/Assets.xcassets/Brand")
        project.colorSet("App/Assets.xcassets/Resource")
        project.storyboard("App/Main.storyboard", view: """
            <color key="backgroundColor" name="Brand"/>
            <color key="tintColor" systemColor="systemBlueColor"/>
            <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
            """, resources: """
            <namedColor name="Resource"><color red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
            <namedColor name="Gone"><color red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
            <systemColor name="systemBlueColor"><color red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></systemColor>
            """)
        #expect(Self.colorFindings(project) == ["missing Gone"])
    }

    @Test func infoPlistKeysNameColoursAndAnEmptyOneNamesNothing() {
        let project = TraceScratchProject()
        for name in ["Accent", "WidgetBack", "Launch", "Never"] { project.colorSet("App/Assets.xcassets/\(name)") }
        project.infoPlist("App/Info.plist", """
            <key>NSAccentColorName</key><string>Accent</string>
            <key>NSWidgetBackgroundColorName</key><string>WidgetBack</string>
            <key>UILaunchScreen</key><dict><key>UIColorName</key><string>Launch</string></dict>
            <key>UILaunchScreens</key><dict><key>UILaunchScreenDefinitions</key><array>
              <dict><key>UIColorName</key><string></string></dict>
              <dict><key>UIColorName</key><string>GoneLaunch</string></dict>
            </array></dict>

            """)
        #expect(Self.colorFindings(project) == ["unused Never", "missing GoneLaunch"])
    }
}
