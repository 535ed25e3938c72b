@testable import BarSkin
@testable import BarSkinTrace
import BarSkinTestSupport
import Foundation
import Testing

/// A quarantine of a local Swift package's resources: an app project beside a package `Kit` whose target
/// processes a catalog and a folder of loose images. Its unused set and loose image move out (no project
/// edit: the package takes its resources by folder), come back byte for byte, and a quarantine folder
/// inside the package target is refused. The package's catalog shares the app's catalog's name, so its
/// set goes under its old path, never into the same quarantined catalog as the app's.
struct QuarantinePackageTests {
    static func project() -> TraceScratchProject {
        let project = TraceScratchProject()
        project.imageSet("P/App/Assets.xcassets/used")
        project.text("P/App/Home.swift", "import UIKit\n\nlet used = UIImage(named: \"used\")\n")
        project.xcodeProject("P", targets: [.init("App", sources: ["App/Home.swift"], resources: ["App/Assets.xcassets"])])
        project.text("P/Kit/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Kit",
                targets: [
                    .target(name: "Kit", resources: [.process("Assets.xcassets"), .process("Art")]),
                ]
            )

            """)
        project.text("P/Kit/Sources/Kit/KitView.swift", "import UIKit\n\npublic let badge = UIImage(named: \"badge\", in: .module, compatibleWith: nil)\n")
        project.text("P/Kit/Sources/Kit/Assets.xcassets/Contents.json", "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
        project.imageSet("P/Kit/Sources/Kit/Assets.xcassets/badge")
        project.imageSet("P/Kit/Sources/Kit/Assets.xcassets/stale")
        project.looseImage("P/Kit/Sources/Kit/Art/old")
        return project
    }

    static func tree(_ folder: TraceScratchProject) -> [String: [UInt8]] {
        Dictionary(uniqueKeysWithValues: folder.listing("P").map { ($0, folder.contents("P/" + $0) ?? []) })
    }

    @Test func aPackagesUnusedResourcesGoAndComeBackByteForByte() throws {
        let folder = Self.project()
        let root = folder.path + "/P"
        let before = Self.tree(folder)
        let plan = try QuarantinePlanner(report: Tracer().trace([root]), root: root).plan()
        #expect(plan.moves.map(\.asset) == ["old", "stale"])
        #expect(plan.moves.flatMap(\.files).map(\.quarantined) == [
            "BarSkinQuarantine/Loose/Kit/Sources/Kit/Art/old@2x.png",
            "BarSkinQuarantine/Loose/Kit/Sources/Kit/Art/old@3x.png",
            "BarSkinQuarantine/Kit/Sources/Kit/Assets.xcassets/stale.imageset/Contents.json",
            "BarSkinQuarantine/Kit/Sources/Kit/Assets.xcassets/stale.imageset/stale@2x.png",
            "BarSkinQuarantine/Kit/Sources/Kit/Assets.xcassets/stale.imageset/stale@3x.png",
        ])
        #expect(plan.moves.flatMap(\.projectObjects) == [] && plan.moves.flatMap(\.specLines) == [])
        let quarantine = Quarantine(root: root, folder: plan.folder)
        let outcome = quarantine.apply(plan, missingBefore: []) { _ in
            Set(Tracer().trace([root]).findings.filter { $0.kind == .missing }.map(\.name))
        }
        #expect(outcome.errors.map(\.description) == [])
        #expect(!folder.exists("P/Kit/Sources/Kit/Art/old@2x.png") && folder.exists("P/BarSkinQuarantine/Loose/Kit/Sources/Kit/Art/old@3x.png"))
        #expect(folder.contents("P/Kit/Package.swift") == before["Kit/Package.swift"])
        let after = Tracer().trace([root])
        #expect(after.findings.filter { $0.kind == .missing || $0.kind == .unused }.map(\.name) == [])
        #expect(quarantine.restore(names: []).errors.isEmpty)
        #expect(Self.tree(folder) == before)
    }

    @Test func aQuarantineFolderInThePackageTargetIsRefused() throws {
        let folder = Self.project()
        let root = folder.path + "/P"
        let planner = QuarantinePlanner(report: Tracer().trace([root]), root: root)
        #expect(throws: QuarantineProblem.folderOwned(owner: "the folder 'Kit/Sources/Kit' of Swift package target 'Kit/Kit'").located(at: root + "/Kit/Sources/Kit/Q")) {
            try planner.plan(folder: root + "/Kit/Sources/Kit/Q")
        }
    }

    /// A package that names a resource file by file (`.copy("Art/old@2x.png")`) would fail to build once that file is
    /// gone, and BarSkin does not rewrite Swift: the manifest's lines that name it are listed to change by hand.
    @Test func aPackageNamingAMovedFileHasItsLineListed() throws {
        let folder = Self.project()
        folder.text("P/Kit/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Kit",
                targets: [
                    .target(name: "Kit", resources: [.process("Assets.xcassets"), .copy("Art/old@2x.png"), .copy("Art/old@3x.png")]),
                ]
            )

            """)
        let root = folder.path + "/P"
        let plan = try QuarantinePlanner(report: Tracer().trace([root]), root: root).plan()
        let old = try #require(plan.moves.first { $0.asset == "old" })
        #expect(old.specLines.map { "\($0.file):\($0.line)" } == ["Kit/Package.swift:7"])
    }
}
