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
