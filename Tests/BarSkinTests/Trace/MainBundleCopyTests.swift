@testable import BarSkinTrace
import BarSkinTestSupport
import Testing

/// A name two bundles each have (the app's catalog and a local Swift package's): a call that names
/// no bundle loads the main bundle's copy, the app's, wherever its code is compiled; only a call
/// that names the package's bundle (`in: .module`) loads the package's copy.
struct MainBundleCopyTests {
    /// An app whose `App/Home.swift` loads `Star` with no bundle, and a package `Kit` (folder `kit`)
    /// whose catalog has a `Star` of its own and whose `KitView.swift` holds `packageCode`.
    /// `packageFirst` puts the package before the app in walk order, so its copy is the name's first set.
    static func project(packageCode: String, packageFirst: Bool) -> TraceScratchProject {
        let project = TraceScratchProject()
        let kit = packageFirst ? "P/AKit" : "P/Kit"
        project.imageSet("P/App/Assets.xcassets/Star")
        project.text("P/App/Home.swift", "let star = UIImage(named: \"Star\")\n")
        project.xcodeProject("P", targets: [.init("App", sources: ["App/Home.swift"], resources: ["App/Assets.xcassets"])])
        project.text(kit + "/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Kit", targets: [.target(name: "Kit", resources: [.process("Media.xcassets")])])

            """)
        project.imageSet(kit + "/Sources/Kit/Media.xcassets/Star")
        project.text(kit + "/Sources/Kit/KitView.swift", packageCode)
        return project
    }

    /// Each Star set as `folder used|unused|possibly-used`.
    static func verdicts(_ report: TraceReport) -> [String] {
        report.assets.filter { $0.name == "Star" }.map { asset in
            let finding = report.findings.first { $0.file == asset.location && ($0.kind == .unused || $0.kind == .possiblyUsed) }
            return "\(asset.location.split(separator: "/").prefix(2).joined(separator: "/")) "
                + (report.isUsed(asset) ? "used" : finding?.kind.rawValue ?? "neither")
        }.sorted()
    }

    /// What the package's code loads, and whether the package's copy is then used: nothing, a call that
    /// names no bundle or the main one (the app's copy), `in: .module` or an asset symbol (Xcode's
    /// `ImageResource` in a package is of `Bundle.module`): the package's copy. The app's call loads the app's.
    static let packageCalls: [(code: String, packageCopyUsed: Bool)] = [
        ("public struct KitView {}\n", false),
        ("let star = Image(\"Star\")\nlet same = UIImage(named: \"Star\", in: .main, with: nil)\n", false),
        ("let star = UIImage(named: \"Star\", in: .module, compatibleWith: nil)\n", true),
        ("let star = Image(.star)\n", true),
    ]

    @Test(arguments: packageCalls.indices, [false, true])
    func eachCallLoadsTheCopyOfTheBundleItLoadsFrom(call: Int, packageFirst: Bool) {
        let (code, packageCopyUsed) = Self.packageCalls[call]
        let report = DeclaredNameTests.trace(Self.project(packageCode: code, packageFirst: packageFirst))
        let kit = packageFirst ? "P/AKit" : "P/Kit"
        #expect(Self.verdicts(report) == ["\(kit) \(packageCopyUsed ? "used" : "unused")", "P/App used"].sorted(), "\(code)")
        #expect(!report.findings.contains { $0.kind == .missing })
    }

    /// An app and an embedded framework, each shipping a `Star`; the framework's Objective-C loads
    /// it with no bundle (the app's copy), with the main bundle (the app's), or with its own bundle.
    @Test(arguments: [
        ("[UIImage imageNamed:@\"Star\"]", ["P/App used", "P/Framework unused"]),
        ("[UIImage imageNamed:@\"Star\" inBundle:[NSBundle mainBundle] compatibleWithTraitCollection:nil]", ["P/App used", "P/Framework unused"]),
        ("[UIImage imageNamed:@\"Star\" inBundle:[NSBundle bundleForClass:self.class] compatibleWithTraitCollection:nil]",
         ["P/App used", "P/Framework used"]),
    ])
    func aFrameworksObjectiveCCallLoadsTheBundleItNames(call: String, expected: [String]) {
        let project = TraceScratchProject()
        project.imageSet("P/App/Assets.xcassets/Star")
        project.imageSet("P/Framework/Framework.xcassets/Star")
        project.text("P/App/Home.swift", "let star = UIImage(named: \"Star\")\n")
        project.text("P/Framework/Loader.m", "@implementation Loader\n- (UIImage *)star { return \(call); }\n@end\n")
        project.xcodeProject("P", targets: [
            .init("App", sources: ["App/Home.swift"], resources: ["App/Assets.xcassets"]),
            .init("Framework", product: "framework", sources: ["Framework/Loader.m"], resources: ["Framework/Framework.xcassets"]),
        ])
        let report = DeclaredNameTests.trace(project)
        #expect(Self.verdicts(report) == expected)
        #expect(!report.findings.contains { $0.kind == .missing })
    }

    /// A framework's code runs in the apps and extensions that build against it: the widget, which
    /// does not, never loads its `Star` from the framework's call (Home Assistant's watch widgets
    /// ship a `TemplateLogo` of their own that only the watch app's shared framework names).
    @Test func aFrameworksCallLoadsTheCopiesOfTheTargetsThatEmbedIt() {
        let project = TraceScratchProject()
        project.imageSet("P/App/Assets.xcassets/Star")
        project.imageSet("P/Widget/Widget.xcassets/Star")
        project.text("P/App/Home.swift", "let home = 1\n")
        project.text("P/Shared/Art.swift", "let star = UIImage(named: \"Star\")\n")
        project.xcodeProject("P", targets: [
            .init("App", sources: ["App/Home.swift"], resources: ["App/Assets.xcassets"], dependencies: ["Shared"]),
            .init("Widget", product: "app-extension", resources: ["Widget/Widget.xcassets"]),
            .init("Shared", product: "framework", sources: ["Shared/Art.swift"]),
        ])
        let report = DeclaredNameTests.trace(project)
        #expect(Self.verdicts(report) == ["P/App used", "P/Widget unused"])
    }

    /// Focus's design system declares its own `UIImage.init?(named:)`, which loads from its bundle and
    /// shadows UIKit's: its plain `UIImage(named: "Star")` loads the package's copy, not only the app's.
    @Test func aPackageThatRedefinesImageNamedLoadsItsOwnCopy() {
        let project = Self.project(packageCode: """
            public extension UIImage {
                convenience init?(named name: String) {
                    self.init(named: name, in: Bundle.module, compatibleWith: nil)
                }
                static let star = UIImage(named: "Star")!
            }
            let rating = UIImage.star

            """, packageFirst: false)
        let report = DeclaredNameTests.trace(project)
        #expect(Self.verdicts(report) == ["P/App used", "P/Kit used"])
    }
}
