@testable import BarSkinTrace
import BarSkinTestSupport
import Testing

/// Trace IV, cause 5: an image a file's own app ships is no `missing` error because an extension
/// that compiles the same file does not ship it; that is a warning naming the extension.
struct SharedSourceBundleTests {
    @Test func anImageOnlyTheAppShipsIsAWarningForTheExtensionsThatShareTheFile() {
        let project = TraceScratchProject()
        project.imageSet("P/App/Assets.xcassets/wordmark")
        project.text("P/Shared/AppConfig.swift", "let wordmark = #imageLiteral(resourceName: \"wordmark\")\n")
        project.infoPlist("P/App/Info.plist", "<key>CFBundleName</key>\n<string>App</string>\n")
        project.xcodeProject("P", targets: [
            .init("App", sources: ["Shared/AppConfig.swift"], resources: ["App/Assets.xcassets"], settings: ["INFOPLIST_FILE": "App/Info.plist"]),
            .init("Widget", product: "app-extension", sources: ["Shared/AppConfig.swift"]),
        ])
        let report = DeclaredNameTests.trace(project)
        #expect(!report.findings.contains { $0.kind == .missing })
        let shared = report.findings.filter { $0.kind == .missingInSomeTargets }
        #expect(shared.map { "\($0.file):\($0.line!) \($0.message)" } == [
            "P/Shared/AppConfig.swift:1 'wordmark' is not in the bundle of 'Widget', which compiles P/Shared/AppConfig.swift too (only 'App' ships it): "
                + "there it would show nothing",
        ])
        #expect(shared.first?.severity == .warning)
    }

    /// Ello: an image enum's wrapper is called with 163 names in a file two extensions compile too: a warning per call, not per name.
    @Test func theNamesOneCallLoadsThatAnExtensionLacksAreOneWarning() {
        let project = TraceScratchProject()
        for name in ["heart_normal", "heart_white", "star_normal"] { project.imageSet("P/App/Assets.xcassets/" + name) }
        project.text("P/Shared/Icon.swift", """
            enum Icon: String {
                case heart, star
                var normal: UIImage? { Icon.load("\\(rawValue)_normal") }
                var white: UIImage? { self == .heart ? Icon.load("\\(rawValue)_white") : nil }
                static func load(_ name: String) -> UIImage? { UIImage(named: name) }
            }
            let icons = [Icon.heart.normal, Icon.star.normal, Icon.heart.white]

            """)
        project.text("P/Shared/Plain.swift", "let plain = UIImage(named: \"star_normal\")\n")
        project.xcodeProject("P", targets: [
            .init("App", sources: ["Shared/Icon.swift", "Shared/Plain.swift"], resources: ["App/Assets.xcassets"]),
            .init("Share", product: "app-extension", sources: ["Shared/Icon.swift", "Shared/Plain.swift"]),
        ])
        let report = DeclaredNameTests.trace(project)
        #expect(report.findings.filter { $0.kind == .missingInSomeTargets }.map { "\($0.file):\($0.line!) \($0.name): \($0.message)" } == [
            "P/Shared/Icon.swift:3 heart_normal: 'heart_normal' and 1 more name this call can load are not in the bundle of 'Share', "
                + "which compiles P/Shared/Icon.swift too (only 'App' ships them): there they would show nothing",
            "P/Shared/Icon.swift:4 heart_white: 'heart_white' is not in the bundle of 'Share', which compiles P/Shared/Icon.swift too "
                + "(only 'App' ships it): there it would show nothing",
            "P/Shared/Plain.swift:1 star_normal: 'star_normal' is not in the bundle of 'Share', which compiles P/Shared/Plain.swift too "
                + "(only 'App' ships it): there it would show nothing",
        ])
    }

    @Test func anInitializerPassedAsAFunctionLoadsTheOptionalsName() {
        let project = TraceScratchProject()
        for name in ["icon_favicon", "spare"] { project.imageSet("App/Assets.xcassets/" + name) }
        project.text("App/Menu.swift", """
            struct MenuAction { let title: String; let image: String? }
            extension UIAction {
                convenience init(_ menuAction: MenuAction) {
                    let image = menuAction.image.flatMap(UIImage.init(named:))
                    self.init(title: menuAction.title, image: image) { _ in }
                }
            }
            let favicon = MenuAction(title: "Favicon", image: "icon_favicon")

            """)
        let report = DeclaredNameTests.trace(project)
        #expect(DeclaredNameTests.references(report) == ["App/Menu.swift:8:51 MenuAction(image:) icon_favicon"])
        #expect(DeclaredNameTests.unused(report) == ["spare"])
    }
}
