@testable import BarSkinTrace
import BarSkin
import BarSkinTestSupport
import Testing

/// Each bundle's copy of a name is judged on its own evidence: a dynamic name, a string, a pixel
/// duplicate or a shadowing loose file in one bundle says nothing of the other bundle's copy.
struct SameNamedCopyTests {
    /// An app (`P/App`, target App) and a package `Kit` (`P/Kit`, its catalog `Media.xcassets`): the
    /// app's catalog holds `appSets`, the package's `kitSets`; the app's code is `appCode`, the package's `kitCode`.
    static func project(appSets: [String], kitSets: [String], appCode: String, kitCode: String) -> TraceScratchProject {
        let project = TraceScratchProject()
        for name in appSets { project.imageSet("P/App/Assets.xcassets/" + name) }
        for name in kitSets { project.imageSet("P/Kit/Sources/Kit/Media.xcassets/" + name) }
        project.text("P/App/Home.swift", appCode)
        project.xcodeProject("P", targets: [.init("App", sources: ["App/Home.swift"], resources: ["App/Assets.xcassets"])])
        project.text("P/Kit/Package.swift", "let package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\n")
        project.text("P/Kit/Sources/Kit/KitView.swift", kitCode)
        return project
    }

    /// Each finding about an image as `kind folder name`, `folder` being `App` or `Kit`.
    static func verdicts(_ report: TraceReport, kinds: Set<Finding.Kind> = [.unused, .possiblyUsed]) -> [String] {
        report.findings.filter { kinds.contains($0.kind) }
            .map { "\($0.kind.rawValue) \($0.file.hasPrefix("P/Kit") ? "Kit" : "App") \($0.name)" }.sorted()
    }

    @Test func aPackagesDynamicNameMatchesThePackagesCopy() {
        let project = Self.project(appSets: ["flag_fr"], kitSets: ["flag_fr", "flag_de"], appCode: "let app = 1\n",
                                   kitCode: "func flag(_ code: String) -> UIImage? { UIImage(named: \"flag_\\(code)\", in: .module, with: nil) }\n")
        let report = DeclaredNameTests.trace(project)
        #expect(Self.verdicts(report) == ["possibly-used Kit flag_de", "possibly-used Kit flag_fr", "unused App flag_fr"])
    }

    @Test func anAppsDynamicNameMatchesTheAppsCopy() {
        let project = Self.project(appSets: ["flag_fr"], kitSets: ["flag_fr"], appCode: "func flag(_ code: String) -> UIImage? { UIImage(named: \"flag_\\(code)\") }\n",
                                   kitCode: "let kit = 1\n")
        let report = DeclaredNameTests.trace(project)
        #expect(Self.verdicts(report) == ["possibly-used App flag_fr", "unused Kit flag_fr"])
    }

    /// The app's call loads the app's `Star`; the package's string may still name the package's.
    @Test func aStringInThePackageIsEvidenceForThePackagesCopy() {
        let project = Self.project(appSets: ["Star"], kitSets: ["Star"], appCode: "let star = UIImage(named: \"Star\")\n",
                                   kitCode: "public enum KitIcon { public static let rating = \"Star\" }\nlet shown = KitIcon.rating\n")
        let report = DeclaredNameTests.trace(project)
        #expect(Self.verdicts(report) == ["possibly-used Kit Star"])
    }

    /// Xcode generates a target's symbols for its own catalogs: a bare `.star` in the package may be
    /// the package's `Star`, never the app's.
    @Test func aBareMemberInThePackageIsEvidenceForThePackagesCopy() {
        let project = Self.project(appSets: ["Star"], kitSets: ["Star", "Medal"], appCode: "let app = 1\n",
                                   kitCode: "enum Rating { case star }\nfunc pick() { choose(.star) }\nlet medal = Image(.medal)\n")
        let report = DeclaredNameTests.trace(project)
        #expect(Self.verdicts(report) == ["possibly-used Kit Star", "unused App Star"])
    }

    /// The same pixels in the app's catalog and the package's are two bundles' copies, not a duplicate;
    /// in one bundle they still are.
    @Test func theSamePixelsInTwoBundlesAreNoDuplicate() {
        let project = Self.project(appSets: [], kitSets: [], appCode: "let app = 1\n", kitCode: "let kit = 1\n")
        for (folder, name) in [("P/App/Assets.xcassets", "Badge"), ("P/App/Assets.xcassets", "BadgeCopy"), ("P/Kit/Sources/Kit/Media.xcassets", "Medal")] {
            project.text("\(folder)/\(name).imageset/Contents.json", TraceFixtureProject.imageSet([("2x", name + "@2x.png")]))
            project.png("\(folder)/\(name).imageset/\(name)@2x.png", Bitmap(width: 4, height: 4, filledWith: RGBA8(7, 70, 140, 255)))
        }
        let report = DeclaredNameTests.trace(project)
        #expect(report.findings.filter { $0.kind == .duplicate }.map { "\($0.name): \($0.message)" }
            == ["BadgeCopy: same pixels as P/App/Assets.xcassets/Badge.imageset/Badge@2x.png ('Badge')"])
    }

    /// A package's loose file and its own catalog's set of one name: the set shadows the file,
    /// though the app's catalog has a set of the name too (and is read first).
    @Test func aPackagesOwnSetShadowsItsLooseFile() {
        let project = Self.project(appSets: ["Star"], kitSets: ["Star"], appCode: "let star = UIImage(named: \"Star\")\n",
                                   kitCode: "let star = UIImage(named: \"Star\", in: .module, with: nil)\n")
        project.text("P/Kit/Package.swift", "let package = Package(name: \"Kit\", targets: [.target(name: \"Kit\", resources: [.process(\"Star.png\")])])\n")
        project.png("P/Kit/Sources/Kit/Star.png", Bitmap(width: 2, height: 2, filledWith: RGBA8(1, 1, 1, 255)))
        let report = DeclaredNameTests.trace(project)
        #expect(report.findings.filter { $0.kind == .duplicate }.map { "\($0.file): \($0.message)" }
            == ["P/Kit/Sources/Kit/Star.png: the image set 'Star' at P/Kit/Sources/Kit/Media.xcassets/Star.imageset shadows this file: imageNamed: finds the catalog first"])
    }
}
