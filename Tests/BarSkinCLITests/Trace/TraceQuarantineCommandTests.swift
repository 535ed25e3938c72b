import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// `barskin trace --quarantine`, `--apply` and `--restore` end to end on ``QuarantineFixtureProject``:
/// what each prints, its exit status, and the files it leaves.
struct TraceQuarantineCommandTests {
    static func workspace() -> TraceScratchProject {
        let folder = TraceScratchProject()
        QuarantineFixtureProject.write(into: folder)
        return folder
    }

    /// Every file below `P` with its bytes.
    static func tree(_ folder: TraceScratchProject) -> [String: [UInt8]] {
        Dictionary(uniqueKeysWithValues: folder.listing("P").map { ($0, folder.contents("P/" + $0) ?? []) })
    }

    @Test func thePlanIsPrintedAndNothingMoves() throws {
        let workspace = Self.workspace()
        let before = Self.tree(workspace)
        let text = try CommandRunner.run(["trace", "P", "--quarantine"], in: workspace.url)
        #expect(text.status == 0)
        #expect(text.standardOutput == QuarantineFixtureProject.planLines.map { $0 + "\n" }.joined())
        #expect(text.standardError == "barskin: quarantine plan: 2 unused assets, 5 files into P/BarSkinQuarantine; nothing is moved without --apply\n")
        let json = try CommandRunner.run(["trace", "P", "--quarantine", "--json"], in: workspace.url)
        #expect(json.status == 0)
        #expect(json.standardOutput.hasPrefix("{\n  \"schemaVersion\": 1,\n  \"root\": \"P\",\n  \"folder\": \"BarSkinQuarantine\",\n  \"applied\": false,\n"))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let moves = try #require(document["moves"] as? [[String: Any]])
        #expect(moves.map { $0["asset"] as? String } == ["Icons/stale", "old"])
        #expect((moves[1]["files"] as? [[String: String]]) == [["from": "App/old@2x.png", "to": "BarSkinQuarantine/Loose/App/old@2x.png"],
                                                                ["from": "App/old@3x.png", "to": "BarSkinQuarantine/Loose/App/old@3x.png"]])
        #expect((moves[1]["projectObjects"] as? [[String: String]])?.map { $0["isa"]! + " " + $0["id"]! }.last == "PBXFileReference 1A0000000000000000000004")
        #expect(Self.tree(workspace) == before)
    }

    @Test func applyMovesAndRestorePutsEveryByteBack() throws {
        let workspace = Self.workspace()
        let before = Self.tree(workspace)
        let apply = try CommandRunner.run(["trace", "P", "--quarantine", "--apply"], in: workspace.url)
        #expect(apply.status == 0)
        #expect(apply.standardError == "barskin: quarantined 2 assets (5 files) into P/BarSkinQuarantine; a trace afterwards finds nothing missing; undo with --restore\n")
        #expect(workspace.contents("P/" + QuarantineFixtureProject.projectPath)
            == Array(QuarantineFixtureProject.projectText(without: QuarantineFixtureProject.oldLines).utf8))
        #expect(workspace.exists("P/BarSkinQuarantine/Loose/App/old@3x.png") && workspace.exists("P/BarSkinQuarantine/manifest.json"))
        let trace = try CommandRunner.run(["trace", "P"], in: workspace.url)
        #expect(trace.status == 0)
        #expect(!trace.standardOutput.contains("[unused]") && !trace.standardOutput.contains("[missing]") && trace.standardOutput.contains("0 unused"))
        let restore = try CommandRunner.run(["trace", "P", "--restore"], in: workspace.url)
        #expect(restore.status == 0)
        #expect(restore.standardOutput == "restored 'Icons/stale': 3 files back to App/Assets.xcassets/Icons/stale.imageset\nrestored 'old': 2 files back to App\n")
        #expect(restore.standardError == "barskin: restored 2 assets\n")
        #expect(Self.tree(workspace) == before)
        #expect(!workspace.exists("P/BarSkinQuarantine"))
    }

    @Test func aQuarantineFolderATargetShipsIsRefused() throws {
        let workspace = Self.workspace()
        let result = try CommandRunner.run(["trace", "P", "--quarantine", "--quarantine-folder", "P/App/Assets.xcassets/Q", "--apply"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "barskin: error: P/App/Assets.xcassets/Q: lies in 'App/Assets.xcassets', which target 'App' ships; "
            + "what is moved there would still be in the app\n")
        #expect(!workspace.exists("P/App/Assets.xcassets/Q"))
    }

    @Test func aFileChangedInTheQuarantineIsNotRestored() throws {
        let workspace = Self.workspace()
        #expect(try CommandRunner.run(["trace", "P", "--quarantine", "--apply"], in: workspace.url).status == 0)
        let moved = try #require(workspace.contents("P/BarSkinQuarantine/Loose/App/old@3x.png"))
        workspace.text("P/BarSkinQuarantine/Loose/App/old@3x.png", "edited")
        let result = try CommandRunner.run(["trace", "P", "--restore", "old"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "barskin: error: P/BarSkinQuarantine/Loose/App/old@3x.png: changed since it was quarantined "
            + "(its SHA-256 was \(PixelDigest.sha256(of: moved))); 'old' is not restored\nbarskin: restored 0 assets; 1 error\n")
        #expect(!workspace.exists("P/App/old@2x.png"))
        let unknown = try CommandRunner.run(["trace", "P", "--restore", "nope"], in: workspace.url)
        #expect(unknown.status == 1)
        #expect(unknown.standardError == "barskin: error: P/BarSkinQuarantine/manifest.json: no quarantined asset is named 'nope'\nbarskin: restored 0 assets; 1 error\n")
    }

    @Test func quarantineFlagsAreCheckedAsUsage() throws {
        let workspace = Self.workspace()
        let apply = try CommandRunner.run(["trace", "P", "--apply"], in: workspace.url)
        #expect(apply.status == 64)
        #expect(apply.standardError.hasPrefix("barskin: error: --apply needs --quarantine or --purge-quarantine\n"))
        let format = try CommandRunner.run(["trace", "P", "--quarantine", "--format", "sarif"], in: workspace.url)
        #expect(format.status == 64)
        #expect(format.standardError.hasPrefix("barskin: error: --quarantine and --restore print text or --json, not --format sarif\n"))
        let target = try CommandRunner.run(["trace", "P", "--quarantine", "--target", "Widget"], in: workspace.url)
        #expect(target.status == 64)
        #expect(target.standardError.hasPrefix("barskin: error: --quarantine moves images out of every target, so it traces them all: not with --target\n"))
    }
}
