@testable import BarSkinTrace
import BarSkinTestSupport
import Testing

/// Trace IV, cause 1: a member is resolved by the declared types along its chain, never by its
/// name alone, and an `.init(named:)` is an image only where the context's type says so.
struct TypedMemberTests {
    @Test func aChainFollowsDeclaredTypesNotAnUnrelatedMemberOfTheSameName() {
        let project = TraceScratchProject()
        for name in ["Flame", "LockScreenFire"] { project.imageSet("App/Assets.xcassets/" + name) }
        project.text("App/LockScreen.swift", """
            struct LockScreenEntry {
                let imageName = "LockScreenFire"
            }

            """)
        project.text("App/Details.swift", """
            struct Details {
                let imageName: String
            }
            final class ViewModel {
                let details: Details
                init(details: Details) { self.details = details }
            }
            struct DetailView: View {
                let viewModel: ViewModel
                var body: some View { Image(viewModel.details.imageName) }
            }
            let hot = ViewModel(details: Details(imageName: "Flame"))

            """)
        let report = DeclaredNameTests.trace(project)
        // `viewModel.details.imageName` is a `Details`' stored name: its initializer's one caller says "Flame".
        #expect(DeclaredNameTests.references(report) == ["App/Details.swift:12:49 Details(imageName:) Flame"])
        // Another type's string naming it is evidence, not a load.
        #expect(report.findings.filter { $0.kind == .possiblyUsed }.map(\.name) == ["LockScreenFire"])
        #expect(!report.findings.contains { $0.kind == .missing })
    }

    @Test func aReceiverOfUndeclaredTypeIsAHoleNotAGuess() {
        let project = TraceScratchProject()
        for name in ["Flame", "Ghost"] { project.imageSet("App/Assets.xcassets/" + name) }
        project.text("App/Row.swift", """
            struct Badge { let imageName = "Ghost" }
            func row(_ payload: [String: Any]) -> some View {
                let item = decode(payload)
                return Image(item.imageName)
            }

            """)
        let report = DeclaredNameTests.trace(project)
        // `Badge.imageName` is another type's: the name is only known at run time, and "Ghost" is not loaded
        // by this call (its string is evidence: possibly used).
        #expect(DeclaredNameTests.references(report) == ["App/Row.swift:4:18 Image *"])
        #expect(!report.usedAssets.contains { $0.name == "Ghost" })
    }

    @Test func anInitNamedIsAnImageOnlyWhereTheTypeSaysSo() {
        let project = TraceScratchProject()
        project.imageSet("App/Assets.xcassets/hero")
        project.text("App/Alarm.swift", """
            func schedule(loud: Bool, content: UNMutableNotificationContent) {
                let name = "alarm"
                content.sound = loud ? .init(named: name) : nil
                let hero: UIImage? = .init(named: "hero")
                let view = Image(uiImage: .init(named: "hero") ?? UIImage())
            }

            """)
        let report = DeclaredNameTests.trace(project)
        #expect(DeclaredNameTests.references(report) == ["App/Alarm.swift:4:39 UIImage(named:) hero", "App/Alarm.swift:5:44 UIImage(named:) hero"])
        #expect(!report.findings.contains { $0.kind == .missing })
    }

    @Test func aHandWrittenStaticIsNoGeneratedSymbol() {
        let project = TraceScratchProject()
        project.imageSet("P/Kit/Media.xcassets/lock_open")
        project.imageSet("P/App/Assets.xcassets/door")
        project.text("P/Kit/Icons.swift", """
            import UIKit
            final class KitMarker {}
            extension UIImage {
                public static let lockOpen = UIImage(named: "lock_open", in: Bundle(for: KitMarker.self), compatibleWith: nil)!
            }

            """)
        project.text("P/App/Door.swift", "let icon = UIImage.lockOpen\nlet door = UIImage(named: \"door\")\n")
        project.infoPlist("P/App/Info.plist", "<key>CFBundleName</key>\n<string>App</string>\n")
        project.xcodeProject("P", targets: [
            .init("App", sources: ["App/Door.swift"], resources: ["App/Assets.xcassets"], settings: ["INFOPLIST_FILE": "App/Info.plist"]),
            .init("Kit", product: "framework", sources: ["Kit/Icons.swift"], resources: ["Kit/Media.xcassets"]),
        ])
        let report = DeclaredNameTests.trace(project)
        // The app's `UIImage.lockOpen` is the framework's own static, which loads from the framework's bundle:
        // no generated symbol, so nothing the app's bundle lacks.
        #expect(DeclaredNameTests.references(report) == ["P/App/Door.swift:2:27 UIImage(named:) door",
                                                         "P/Kit/Icons.swift:4:49 UIImage(named:) in: lock_open"])
        #expect(!report.findings.contains { $0.kind == .missing })
        #expect(DeclaredNameTests.unused(report).isEmpty)
    }
}

extension TypedMemberTests {
    @Test func aSwiftGenAccessorInsideAModifierChainIsFoundOnTheSecondLook() {
        let project = TraceScratchProject()
        project.namespace("App/Assets.xcassets/Scene")
        project.imageSet("App/Assets.xcassets/Scene/reorder.dot")
        project.text("App/Generated/Assets.swift", """
            // swiftlint:disable all
            // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen
            internal enum Asset {
              internal enum Scene {
                internal static let reorderDot = ImageAsset(name: "Scene/reorder.dot")
              }
            }

            """)
        project.text("App/Row.swift", """
            struct Row: View {
                var body: some View {
                    HStack {
                        Image(uiImage: Asset.Scene.reorderDot.image.withRenderingMode(.alwaysTemplate))
                            .foregroundColor(.primary)
                            .hidden()
                    }
                }
            }

            """)
        let report = DeclaredNameTests.trace(project)
        #expect(DeclaredNameTests.references(report) == ["App/Row.swift:4:28 SwiftGen Scene/reorder.dot"])
        #expect(DeclaredNameTests.unused(report).isEmpty)
    }
}
