import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// Data sets are assets of their own: loaded by `NSDataAsset(name:)`, SwiftGen's `.data`, R.swift's `R.data`,
/// Objective-C's `initWithName:` and the loaders `.barskin-trace.yml` declares; only data loads reach them.
@Suite struct DataSetTests {
    /// The findings of `type` of a trace of `project`, as `kind name`.
    static func findings(_ project: TraceScratchProject, _ type: AssetType = .data) -> [String] {
        DeclaredNameTests.trace(project).findings.filter { $0.assetType == type }.map { "\($0.kind.rawValue) \($0.name)" }
    }

    @Test func swiftLoadsUseTheirSetsAndANameNoSetHasIsMissing() {
        let project = TraceScratchProject()
        for name in ["intro", "InBundle", "Never"] { project.dataSet("App/Assets.xcassets/\(name)") }
        project.text("App/Loader.swift", """
            import UIKit
            let intro = NSDataAsset(name: "intro")?.data
            let other = NSDataAsset(name: "InBundle", bundle: .main)
            let gone = NSDataAsset(name: "gone")
            let built = NSDataAsset(name: "level-\\(number)")
            """)
        let report = DeclaredNameTests.trace(project)
        #expect(report.findings.filter { $0.assetType == .data }.map { "\($0.kind.rawValue) \($0.file):\($0.line ?? 0) \($0.message)" } == [
            "possibly-used App/Assets.xcassets/Never.dataset:0 no load names data set 'Never', but the data set name built at "
                + "Loader.swift:5 (\"level-\\(number)\") may load it",
            "missing App/Loader.swift:4 NSDataAsset(name:) names data set 'gone', which no asset catalog has",
        ])
        project.text("App/Loader.swift", "let intro = NSDataAsset(name: \"intro\")\nlet other = NSDataAsset(name: \"InBundle\", bundle: .main)\n")
        let unused = DeclaredNameTests.trace(project).findings.filter { $0.assetType == .data }
        #expect(unused.map { "\($0.kind.rawValue) \($0.file) \($0.message)" }
            == ["unused App/Assets.xcassets/Never.dataset data set 'Never' is not used by any code or declared loader"])
        #expect(ColorSetTests.jsonAssetTypes(DeclaredNameTests.trace(project)) == ["data"])
    }

    @Test func generatorsAccessorsUseTheirSets() {
        let project = TraceScratchProject()
        for name in ["intro-movie", "Levels/level_one", "rswift_blob", "Never"] { project.dataSet("App/Data.xcassets/\(name)") }
        project.namespace("App/Data.xcassets/Levels")
        project.text("App/Loader.swift", """
            let a = Asset.Data.introMovie.data
            let b = Asset.Levels.levelOne.data.data
            let c = R.data.rswift_blob()
            """)
        #expect(Self.findings(project) == ["unused Never"])
    }

    @Test func objectiveCLoadsUseTheirSetsAndOtherInitWithNameIsNone() {
        let project = TraceScratchProject()
        for name in ["intro", "Bundled", "Named"] { project.dataSet("App/Assets.xcassets/\(name)") }
        project.text("App/Loader.m", """
            NSDataAsset *intro = [[NSDataAsset alloc] initWithName:@"intro"];
            NSDataAsset *bundled = [[NSDataAsset alloc] initWithName:@"Bundled" bundle:[NSBundle mainBundle]];
            Person *named = [[Person alloc] initWithName:@"Named"];
            NSDataAsset *gone = [[NSDataAsset alloc] initWithName:@"gone"];
            """)
        #expect(Self.findings(project) == ["unused Named", "missing gone"])
    }

    @Test func coloursAndDataSetsAnswerOnlyTheirOwnLoads() {
        let project = TraceScratchProject()
        project.dataSet("App/Assets.xcassets/Brand")
        project.colorSet("App/Assets.xcassets/intro")
        project.text("App/Loader.swift", "let a = UIColor(named: \"Brand\")\nlet b = NSDataAsset(name: \"intro\")\n")
        #expect(Self.findings(project) == ["unused Brand", "missing intro"])
        #expect(Self.findings(project, .color) == ["unused intro", "missing Brand"])
    }

    @Test func aDeclaredLoaderLoadsItsTypeAndANameNoSetHasIsNotMissing() {
        let project = TraceScratchProject()
        for name in ["confetti", "spinner", "Never"] { project.dataSet("App/Assets.xcassets/\(name)") }
        project.text("App/Animations.swift", """
            import Lottie
            let a = LottieAnimation.named("confetti")
            let b = Lottie.LottieAnimation.named("spinner", bundle: .main)
            let c = LottieAnimation.named("bundled-json")
            """)
        #expect(Self.findings(project) == ["unused Never", "unused confetti", "unused spinner"])
        project.text(".barskin-trace.yml", "loaders:\n  - call: LottieAnimation.named(_:bundle:)\n    type: data\n")
        // Lottie reads `bundled-json.json` from the bundle before it asks the catalog: never missing.
        #expect(Self.findings(project) == ["unused Never"])
    }

    @Test func aMalformedLoaderEntryIsAnErrorAtItsPlace() throws {
        let project = TraceScratchProject()
        project.text(".barskin-trace.yml", "loaders:\n  - call: LottieAnimation.named\n    type: animation\n")
        let error = #expect(throws: TraceError.self) { try TraceConfigurationReader.configuration(project.path + "/.barskin-trace.yml") }
        #expect(error.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.message)" } == "3:11 'type' is one of catalog, system, color, data")
        project.text(".barskin-trace.yml", "loaders:\n  - LottieAnimation.named\n")
        let shape = #expect(throws: TraceError.self) { try TraceConfigurationReader.configuration(project.path + "/.barskin-trace.yml") }
        #expect(shape.map { "\($0.line ?? 0) \($0.message)" }
            == "2 each of 'loaders' is a mapping of 'call' (the call as written) and 'type' (catalog, system, color, data)")
        project.text(".barskin-trace.yml", "loaders:\n  - call: LottieAnimation.named\n    type: data\n")
        #expect(try TraceConfigurationReader.configuration(project.path + "/.barskin-trace.yml").loaders
            == [DeclaredLoader(call: "LottieAnimation.named", kind: .data)])
    }

    @Test func arResourceGroupsAreLoadedWholeByARKit() {
        let project = TraceScratchProject()
        for name in ["Posters", "Sculptures", "ObjC", "Never"] { project.arResourceGroup("App/Assets.xcassets/\(name)") }
        project.text("App/Scanner.swift", """
            import ARKit
            let images = ARReferenceImage.referenceImages(inGroupNamed: "Posters", bundle: nil)
            let objects = ARReferenceObject.referenceObjects(inGroupNamed: "Sculptures", bundle: Bundle.main)
            let gone = ARReferenceImage.referenceImages(inGroupNamed: "Gone", bundle: nil)
            """)
        project.text("App/Scanner.m", "NSSet *images = [ARReferenceImage referenceImagesInGroupNamed:@\"ObjC\" bundle:nil];\n")
        let report = DeclaredNameTests.trace(project)
        #expect(report.findings.map { "\($0.kind.rawValue) \($0.assetType.rawValue) \($0.file):\($0.line ?? 0) \($0.message)" } == [
            "unused ar-resource-group App/Assets.xcassets/Never.arresourcegroup:0 AR resource group 'Never' is not used by any code or declared loader",
            "missing ar-resource-group App/Scanner.swift:4 referenceImages(inGroupNamed:bundle:) names AR resource group 'Gone', which no asset catalog has",
        ])
    }
}
