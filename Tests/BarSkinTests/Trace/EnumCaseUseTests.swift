@testable import BarSkinTrace
import BarSkinTestSupport
import Testing

/// Trace IV, cause 3: a name an enum maps its cases to is loaded for the cases the app's code
/// names, for every case where app code iterates or decodes the enum, and not otherwise.
struct EnumCaseUseTests {
    static func project() -> TraceScratchProject {
        let project = TraceScratchProject()
        project.text("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", targets: [
                .target(name: "App", resources: [.process("Assets.xcassets")]),
                .testTarget(name: "AppTests", dependencies: ["App"]),
            ])

            """)
        for name in ["icon_search", "icon_share", "icon_trash", "badge_search", "badge_share", "badge_trash"] {
            project.imageSet("Sources/App/Assets.xcassets/" + name)
        }
        project.text("Sources/App/ImageName.swift", """
            enum ImageName: CaseIterable {
                case search, share, trash
                var fileName: String {
                    switch self {
                    case .search: return "icon_search"
                    case .share: return "icon_share"
                    case .trash: return "icon_trash"
                    }
                }
                var badgeName: String {
                    switch self {
                    case .search: "badge_search"
                    case .share: "badge_share"
                    case .trash: "badge_trash"
                    }
                }
            }
            func image(_ name: ImageName) -> UIImage? { UIImage(named: name.fileName, in: .module, compatibleWith: nil) }

            """)
        project.text("Tests/AppTests/ImageNameTests.swift", """
            func testEveryImageExists() {
                for name in ImageName.allCases { XCTAssertNotNil(image(name)) }
            }

            """)
        return project
    }

    @Test func onlyTheCasesAppCodeNamesAreLoaded() {
        let project = Self.project()
        project.text("Sources/App/Toolbar.swift", """
            let searchIcon = image(.search)
            let shortcut = UIApplicationShortcutIcon(templateImageName: ImageName.share.fileName)

            """)
        let report = DeclaredNameTests.trace(project)
        // `image(.search)` names one case; the shortcut names `share` outright: a name, not a dynamic one.
        #expect(DeclaredNameTests.references(report) == [
            "Sources/App/ImageName.swift:18:60 UIImage(named:) in: icon_search",
            "Sources/App/ImageName.swift:18:60 UIImage(named:) in: icon_share",
            "Sources/App/Toolbar.swift:2:61 UIApplicationShortcutIcon(templateImageName:) icon_share",
        ])
        // The test's loop over allCases is no app code; nothing reads badgeName; trash is named nowhere.
        #expect(!report.findings.contains { $0.kind == .unresolvableDynamic })
    }

    /// simplenote: `Section(rawValue: index) == .share` compares a `Section`, and names no `ImageName` case.
    @Test func aCaseComparedWithAnotherTypesValueIsThatTypes() {
        let project = Self.project()
        project.text("Sources/App/Sections.swift", """
            enum Section: Int { case notes, share }
            func isShare(_ index: Int) -> Bool { Section(rawValue: index) == .share }
            let searchIcon = image(.search)

            """)
        let report = DeclaredNameTests.trace(project)
        #expect(Set(report.references.map(\.reference.displayName)) == ["icon_search"])
    }

    @Test func appCodeThatIteratesOrDecodesReachesEveryCase() {
        let project = Self.project()
        project.text("Sources/App/Picker.swift", """
            let all = ImageName.allCases.map { image($0) }

            """)
        let report = DeclaredNameTests.trace(project)
        #expect(Set(report.references.map(\.reference.displayName)) == ["icon_search", "icon_share", "icon_trash"])
    }
}

extension EnumCaseUseTests {
    @Test func anEnumBuiltFromARawValueReachesEveryCaseButACaseWithNoImageIsNoMissingOne() {
        let project = TraceScratchProject()
        for name in ["Alt0-image", "Alt1-image", "Alt2-image"] { project.imageSet("App/Assets.xcassets/" + name) }
        project.text("App/Icon.swift", """
            enum Icon: Int, CaseIterable {
                case primary = 0
                case alt1, alt2, retired3, retired4
                init(string: String) {
                    self = .init(rawValue: Int(string.replacing("AppIcon", with: "")) ?? 0) ?? .primary
                }
                var previewName: String { "Alt\\(rawValue)-image" }
            }
            let current = Icon(string: UIApplication.shared.alternateIconName ?? "AppIcon")
            let preview = UIImage(named: current.previewName)

            """)
        let report = DeclaredNameTests.trace(project)
        // Built from a raw value, the icon may be any case: the three with a preview are loaded; the two retired
        // cases' names fit no image, and may never reach this call: no missing error.
        #expect(DeclaredNameTests.references(report) == [
            "App/Icon.swift:10:30 UIImage(named:) Alt0-image", "App/Icon.swift:10:30 UIImage(named:) Alt1-image",
            "App/Icon.swift:10:30 UIImage(named:) Alt2-image",
        ])
        #expect(!report.findings.contains { $0.kind == .missing })
        #expect(DeclaredNameTests.unused(report).isEmpty)
    }
}
