@testable import BarSkinCore
@testable import BarSkinTrace
import BarSkinTestSupport
import Foundation
import Testing

/// Swift packages in a trace: `Package.swift` read as text into targets whose bundles
/// ship what SwiftPM processes, and local packages a project uses walked from outside the roots.
struct SwiftPackageTraceTests {
    @Test func aManifestIsReadIntoTargetsAndTheirBundles() throws {
        let path = XcodeProjectTraceTests.fixture + "/Packages/Kit/Package.swift"
        let bytes = try #require(FileManager.default.contents(atPath: path), "the fixture's manifest is missing")
        let manifest = try PackageManifest(path: path, bytes: Array(bytes))
        #expect(manifest.name == "Kit")
        #expect(manifest.targets == [
            .init(name: "Kit", isTest: false, path: nil, exclude: ["Unused"], sources: nil, resources: ["Loose/kit_flag.png"]),
            .init(name: "KitCore", isTest: false, path: nil, sources: nil),
            .init(name: "KitTests", isTest: true, path: nil, sources: nil),
        ])
        let targets = try PackageManifestReader().targets(ofPackageAt: path, bytes: Array(bytes))
        let root = PathText.absolute(XcodeProjectTraceTests.fixture) + "/Packages/Kit/"
        func relative(_ paths: Set<String>) -> [String] { paths.map { String($0.dropFirst(root.count)) }.sorted() }
        #expect(targets.map { "\($0.name) \($0.kind.rawValue)" } == ["Kit/Kit framework", "Kit/KitCore framework", "Kit/KitTests test"])
        #expect(relative(targets[0].sources) == ["Sources/Kit/Generated/Assets.swift", "Sources/Kit/Generated/Fonts.swift", "Sources/Kit/KitView.swift"])
        #expect(relative(targets[0].resources) == ["Sources/Kit/Loose/kit_flag.png", "Sources/Kit/Resources/Media.xcassets"])
        #expect(relative(targets[1].sources) == ["Sources/KitCore/Core.swift"])
        #expect(relative(targets[2].sources) == ["Tests/KitTests/KitTests.swift"])
    }

    @Test func pathsSourcesAndCommentsAreHonoured() throws {
        let text = """
            // .target(name: "Commented", path: "Nowhere"),
            let package = Package(name: /* the name */ "Pkg", targets: [
                .executableTarget(name: "Tool", path: "Tools/tool", exclude: ["a", "b"], sources: ["main.swift"],
                                  resources: [.copy("Data"), .process("Art.xcassets", localization: .default)]),
                .target(name: "Lib", dependencies: [.target(name: "Other"), .product(name: "P", package: "p")]),
                .plugin(name: "Gen", capability: .buildTool()),
            ])
            """
        let manifest = try PackageManifest(path: "/x/Package.swift", bytes: Array(text.utf8))
        #expect(manifest.name == "Pkg")
        #expect(manifest.targets == [
            .init(name: "Tool", isTest: false, path: "Tools/tool", exclude: ["a", "b"], sources: ["main.swift"], resources: ["Data", "Art.xcassets"]),
            .init(name: "Lib", isTest: false, path: nil, sources: nil),
        ])
    }

    /// nos: a manifest beside the app for SourceKit-LSP names its target through a constant.
    @Test func aTargetNamedByAStringConstant() throws {
        let text = """
            import PackageDescription
            let packageName = "Nos"
            let prefix = "A" + "B"
            let package = Package(name: "", products: [.library(name: packageName, targets: [packageName])],
                                  targets: [.target(name: packageName, path: packageName)])
            """
        let manifest = try PackageManifest(path: "/x/Package.swift", bytes: Array(text.utf8))
        #expect(manifest.targets == [.init(name: "Nos", isTest: false, path: "Nos", sources: nil)])
    }

    @Test func aMalformedManifestIsAnErrorNamingTheFile() {
        let cases: [(String, TraceError)] = [
            ("import PackageDescription\n", TraceProblem.malformedPackage(detail: "no Package(name:) call").located(at: "/m/Package.swift", line: nil)),
            ("let p = Package(\n  name: \"A\",\n  targets: [.target(name: \"B\"", TraceProblem.malformedPackage(detail: "no ')' closes Package(").located(at: "/m/Package.swift", line: 1)),
            ("let p = Package(name: n)", TraceProblem.malformedPackage(detail: "Package( has no literal name:").located(at: "/m/Package.swift", line: 1)),
            ("let p = Package(name: \"A\")\nlet t: [Target] = [\n  .target(path: \"x\")]", TraceProblem.malformedPackage(detail: ".target( has no literal name:").located(at: "/m/Package.swift", line: 3)),
        ]
        for (text, error) in cases {
            #expect(throws: error) { try PackageManifest(path: "/m/Package.swift", bytes: Array(text.utf8)) }
        }
        let folder = TemporaryFolder()
        folder.write(Array("let package = Package(".utf8), to: "P/Package.swift")
        let report = Tracer().trace([folder.path + "/P"])
        #expect(report.errors.map(\.description) == ["\(folder.path)/P/Package.swift:1: malformed package manifest: no ')' closes Package("])
    }

    /// A project's local package outside the traced folders is walked too, once.
    @Test func aLocalPackageOutsideTheRootsIsWalked() {
        let folder = XcodeProjectTraceTests.copy()
        let app = folder.path + "/XcodeApp"
        let files = ProjectWalker().walk([app + "/XcodeApp.xcodeproj", app + "/App", app + "/XcodeApp.xcodeproj"])
        let root = PathText.absolute(app) + "/"
        #expect(files.packages == [root + "Packages/Kit/Package.swift"])
        #expect(files.sources.filter { $0.hasPrefix(root + "Packages/") } == [
            root + "Packages/Kit/Sources/Kit/Generated/Assets.swift", root + "Packages/Kit/Sources/Kit/Generated/Fonts.swift",
            root + "Packages/Kit/Sources/Kit/KitView.swift", root + "Packages/Kit/Sources/KitCore/Core.swift",
            root + "Packages/Kit/Tests/KitTests/KitTests.swift",
        ])
        #expect(files.imageSets.map(\.name).filter { $0.hasPrefix("kit") } == ["kit_badge", "kit_star"])
        let report = Tracer().trace([app + "/XcodeApp.xcodeproj", app + "/App"]).relativized(to: app + "/")
        #expect(report.errors.isEmpty)
        #expect(report.findings.filter { $0.kind == .missing }.map { "\($0.file):\($0.line ?? 0) \($0.name) \($0.targets)" }
            .filter { $0.contains("kit") } == ["App/Gallery.m:5 kit_star [\"App\"]"])
    }

    /// Bitwarden Authenticator's layout: an app generated by XcodeGen (its `.xcodeproj` not committed) beside a local
    /// `Networking` package. The package's targets are all the projects trace can read; the app's files outside the
    /// package are no "image in no target" but judged as in a trace without a project, tests left out by their names.
    @Test func aLocalPackageBesideAnUncommittedProjectLeavesTheAppsFilesJudged() {
        let project = TraceScratchProject()
        project.text("Networking/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Networking", targets: [.target(name: "Networking"), .testTarget(name: "NetworkingTests")])

            """)
        project.text("Networking/Sources/Networking/Client.swift", "struct Client {}\n")
        project.text("project-app.yml", "name: App\ntargets:\n  App:\n    type: application\n    sources: [App]\n")
        for name in ["home", "spare"] { project.imageSet("App/Assets.xcassets/" + name) }
        project.text("App/Home.swift", "let icon = UIImage(named: \"home\")\nlet gone = UIImage(named: \"away\")\n")
        // XcodeGen keeps tests beside the code; no project says they are a test target's, their names do.
        project.text("App/HomeTests.swift", "func testSpare() { XCTAssertNotNil(UIImage(named: \"spare\")); _ = Image(\"gone\") }\n")
        // The README's badge is documentation art, no image of the app's.
        project.looseImage("Docs/badge")
        project.text("README.md", "# App\n\n![TestFlight](./Docs/badge@2x.png \"Get it\") <img height=75 src='Docs/badge@3x.png'/>\n")
        let report = DeclaredNameTests.trace(project)
        #expect(report.targets.map(\.name) == ["Networking/Networking", "Networking/NetworkingTests"])
        #expect(report.findings.map { "\($0.kind) \($0.name)" }.sorted() == ["missing away", "unused spare"])
        #expect(report.usedAssets.map(\.name) == ["home"])
        #expect(report.outsideTargets.map { "\($0.folder): \($0.images)" } == ["Docs: [\"Docs/badge@2x.png\"]"])
    }
}
