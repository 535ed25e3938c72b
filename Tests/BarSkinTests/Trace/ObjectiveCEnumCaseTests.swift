@testable import BarSkinTrace
import BarSkinTestSupport
import Testing

/// Trace IV, cause 3, as a mixed app writes it (Simplenote's `@objc enum UIImageName`): Objective-C
/// names a Swift enum's case as `UIImageNameAdd`, and a name only an unreached case's `switch self`
/// gives is no evidence of anything: nothing loads it.
struct ObjectiveCEnumCaseTests {
    /// The app, with `extra` more app sources by path under `P/App/`.
    static func project(extra: [String: String] = [:]) -> TraceScratchProject {
        let project = TraceScratchProject()
        for (name, text) in extra { project.text("P/App/" + name, text) }
        for name in ["icon_add", "icon_pin", "icon_archive", "icon_tags", "icon_add_dark", "button_safari"] {
            project.imageSet("P/App/Images.xcassets/" + name)
        }
        project.text("P/App/UIImageName.swift", """
            @objc
            enum UIImageName: Int, CaseIterable {
                case add
                case pin
                case archive
                case tags

                var lightAssetFilename: String {
                    switch self {
                    case .add: return "icon_add"
                    case .pin: return "icon_pin"
                    case .archive: return "icon_archive"
                    case .tags: return "icon_tags"
                    }
                }
                var darkAssetFilename: String? {
                    switch self {
                    case .add: return "icon_add_dark"
                    default: return nil
                    }
                }
            }

            extension UIImage {
                @objc
                static func image(name: UIImageName) -> UIImage? {
                    UIImage(named: name.lightAssetFilename)
                }
            }

            """)
        project.text("P/App/Toolbar.swift", "let pin = UIImage.image(name: .pin)\n")
        project.text("P/App/SPNoteEditor.m", """
            #import "Simplenote-Swift.h"
            @implementation SPNoteEditor
            - (UIImage *)addImage { return [UIImage imageWithName:UIImageNameAdd]; }
            @end

            """)
        project.text("P/AppTests/ImageNameTests.m", """
            - (void)testTags { XCTAssertNotNil([UIImage imageWithName:UIImageNameTags]); }

            """)
        project.text("P/AppTests/AllImagesTests.swift", """
            func testEveryImage() { for name in UIImageName.allCases { XCTAssertNotNil(UIImage.image(name: name)) } }

            """)
        project.xcodeProject("P", targets: [
            .init("App", sources: ["App/UIImageName.swift", "App/Toolbar.swift", "App/SPNoteEditor.m"] + extra.keys.sorted().map { "App/" + $0 }, resources: ["App/Images.xcassets"]),
            .init("AppTests", product: "bundle.unit-test", sources: ["AppTests/ImageNameTests.m", "AppTests/AllImagesTests.swift"]),
        ])
        return project
    }

    @Test func objectiveCNamesACaseAndUnreachedCasesNamesAreUnused() {
        let report = DeclaredNameTests.trace(Self.project())
        #expect(Set(report.references.map(\.reference.displayName)) == ["icon_add", "icon_pin"])
        // archive is named nowhere, tags only by a test; nothing reads darkAssetFilename; nothing names button_safari.
        #expect(DeclaredNameTests.unused(report).sorted() == ["button_safari", "icon_add_dark", "icon_archive", "icon_tags"])
        #expect(!report.findings.contains { $0.kind == .possiblyUsed || $0.kind == .missing })
    }

    @Test func aSwitchLiteralOfAReachedCaseIsStillEvidence() {
        // Read into a string the trace cannot follow: the literal is all that says `icon_archive` may load.
        let project = Self.project(extra: ["Archive.swift": "let kind = UIImageName.archive\nlet text = describe(kind.lightAssetFilename)\n"])
        let report = DeclaredNameTests.trace(project)
        #expect(!DeclaredNameTests.unused(report).contains("icon_archive"))
    }
}
