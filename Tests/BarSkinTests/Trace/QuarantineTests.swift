@testable import BarSkin
@testable import BarSkinTrace
import BarSkinTestSupport
import Foundation
import Testing

/// `trace --quarantine`'s core on ``QuarantineFixtureProject``: the plan holds exactly the unused set and
/// loose image, applying it moves their files and edits the project by object, a trace afterwards
/// misses nothing, and restoring gives every file back byte for byte.
struct QuarantineTests {
    static func project() -> (folder: TraceScratchProject, root: String) {
        let folder = TraceScratchProject()
        QuarantineFixtureProject.write(into: folder)
        return (folder, folder.path + "/P")
    }

    static func trace(_ root: String) -> TraceReport {
        Tracer().trace([root])
    }

    /// Every file below `root` with its bytes.
    static func tree(_ folder: TraceScratchProject) -> [String: [UInt8]] {
        Dictionary(uniqueKeysWithValues: folder.listing("P").map { ($0, folder.contents("P/" + $0) ?? []) })
    }

    @Test func thePlanHoldsTheUnusedSetAndLooseImageAlone() throws {
        let (folder, root) = Self.project()
        defer { withExtendedLifetime(folder) {} }
        let report = Self.trace(root)
        #expect(report.errors.isEmpty)
        let plan = try QuarantinePlanner(report: report, root: root).plan()
        #expect(plan.folder == "BarSkinQuarantine")
        #expect(plan.lines() == QuarantineFixtureProject.planLines)
    }

    @Test func applyMovesEditsByObjectAndRestoreGivesEveryByteBack() throws {
        let (folder, root) = Self.project()
        let before = Self.tree(folder)
        let report = Self.trace(root)
        let plan = try QuarantinePlanner(report: report, root: root).plan()
        let quarantine = Quarantine(root: root, folder: plan.folder)
        let outcome = quarantine.apply(plan, missingBefore: []) { _ in
            Set(Self.trace(root).findings.filter { $0.kind == .missing }.map(\.name))
        }
        #expect(outcome.errors.map(\.description) == [])
        #expect(outcome.done.map(\.move.asset) == ["Icons/stale", "old"])
        #expect(folder.listing("P") == [
            "App.xcodeproj/project.pbxproj", "App/AppDelegate.swift", "App/Assets.xcassets/Contents.json",
            "App/Assets.xcassets/Icons/Contents.json", "App/Assets.xcassets/used.imageset/Contents.json",
            "App/Assets.xcassets/used.imageset/used@2x.png", "App/Assets.xcassets/used.imageset/used@3x.png",
            "BarSkinQuarantine/Assets.xcassets/Contents.json", "BarSkinQuarantine/Assets.xcassets/Icons/Contents.json",
            "BarSkinQuarantine/Assets.xcassets/Icons/stale.imageset/Contents.json",
            "BarSkinQuarantine/Assets.xcassets/Icons/stale.imageset/stale@2x.png",
            "BarSkinQuarantine/Assets.xcassets/Icons/stale.imageset/stale@3x.png",
            "BarSkinQuarantine/Loose/App/old@2x.png", "BarSkinQuarantine/Loose/App/old@3x.png",
            "BarSkinQuarantine/manifest.json",
        ])
        #expect(!FileManager.default.fileExists(atPath: root + "/App/Assets.xcassets/Icons/stale.imageset"))
        #expect(folder.contents("P/BarSkinQuarantine/Loose/App/old@2x.png") == before["App/old@2x.png"])
        #expect(folder.contents("P/" + QuarantineFixtureProject.projectPath)
            == Array(QuarantineFixtureProject.projectText(without: QuarantineFixtureProject.oldLines).utf8))
        let after = Self.trace(root)
        #expect(after.findings.filter { $0.kind == .missing || $0.kind == .unused }.map(\.name) == [])
        let manifest = try #require(try quarantine.readManifest())
        #expect(manifest.entries.map(\.state) == [.moved, .moved])
        #expect(manifest.entries[1].move.files.map(\.sha256) == ["App/old@2x.png", "App/old@3x.png"].map { PixelDigest.sha256(of: before[$0]!) })
        #expect(manifest.entries[1].projects.map(\.path) == [QuarantineFixtureProject.projectPath])

        let restored = quarantine.restore(names: [])
        #expect(restored.errors.map(\.description) == [])
        #expect(restored.done.map(\.move.asset) == ["Icons/stale", "old"])
        #expect(Self.tree(folder) == before)
        #expect(!FileManager.default.fileExists(atPath: root + "/BarSkinQuarantine"))
    }

    @Test func aFolderInsideWhatATargetShipsIsRefusedNamingIt() throws {
        let (folder, root) = Self.project()
        defer { withExtendedLifetime(folder) {} }
        let planner = QuarantinePlanner(report: Self.trace(root), root: root)
        #expect(throws: QuarantineProblem.folderOwned(owner: "'App/Assets.xcassets', which target 'App' ships").located(at: root + "/App/Assets.xcassets/Q")) {
            try planner.plan(folder: root + "/App/Assets.xcassets/Q")
        }
        #expect(throws: QuarantineProblem.outsideRoot(root: root).located(at: "/tmp")) { try planner.plan(folder: "/tmp") }
    }

    @Test func aChangedFileIsNotRestoredAndTheRestAre() throws {
        let (folder, root) = Self.project()
        let plan = try QuarantinePlanner(report: Self.trace(root), root: root).plan()
        let quarantine = Quarantine(root: root, folder: plan.folder)
        #expect(quarantine.apply(plan, missingBefore: []) { _ in [] }.errors.isEmpty)
        let sha = PixelDigest.sha256(of: folder.contents("P/BarSkinQuarantine/Loose/App/old@3x.png")!)
        folder.text("P/BarSkinQuarantine/Loose/App/old@3x.png", "edited")
        let outcome = quarantine.restore(names: [])
        #expect(outcome.errors == [QuarantineProblem.changedSinceQuarantine(asset: "old", sha256: sha).located(at: root + "/BarSkinQuarantine/Loose/App/old@3x.png")])
        #expect(outcome.done.map(\.move.asset) == ["Icons/stale"])
        #expect(try quarantine.readManifest()?.entries.map(\.move.asset) == ["old"])
        #expect(folder.exists("P/BarSkinQuarantine/Loose/App/old@2x.png") && !folder.exists("P/App/old@2x.png"))
    }

    @Test func aMoveTheNextTraceFindsMissingIsPutBackAndReported() throws {
        let (folder, root) = Self.project()
        let before = Self.tree(folder)
        let plan = try QuarantinePlanner(report: Self.trace(root), root: root).plan()
        let quarantine = Quarantine(root: root, folder: plan.folder)
        // A second trace that, unlike the first, finds a load of 'old.png' (a reader of another root).
        let outcome = quarantine.apply(plan, missingBefore: ["gone"]) { moved in
            #expect(moved.map(\.move.asset) == ["Icons/stale", "old"])
            return ["gone", "old.png"]
        }
        #expect(outcome.errors == [QuarantineProblem.madeMissing(asset: "old", names: ["old.png"]).located(at: root + "/App/old@2x.png")])
        #expect(outcome.done.map(\.move.asset) == ["Icons/stale"])
        #expect(folder.contents("P/App/old@2x.png") == before["App/old@2x.png"])
        #expect(folder.contents("P/" + QuarantineFixtureProject.projectPath) == before[QuarantineFixtureProject.projectPath])
        #expect(try quarantine.readManifest()?.entries.map(\.move.asset) == ["Icons/stale"])
    }
}
