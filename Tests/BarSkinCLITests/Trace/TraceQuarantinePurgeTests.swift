import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// `trace --purge-quarantine --older-than DAYS`: lists, and with `--apply` deletes, only the quarantined
/// files its manifest records for moves older than DAYS, never through a link, and keeps the rest restorable.
struct TraceQuarantinePurgeTests {
    /// The fixture quarantined, its move of `old` dated `days` days ago.
    static func quarantined(oldMovedDaysAgo days: Double) throws -> TraceScratchProject {
        let workspace = TraceQuarantineCommandTests.workspace()
        #expect(try CommandRunner.run(["trace", "P", "--quarantine", "--apply"], in: workspace.url).status == 0)
        let path = "P/BarSkinQuarantine/manifest.json"
        var manifest = try QuarantineManifest(bytes: try #require(workspace.contents(path)), path: path)
        let index = try #require(manifest.entries.firstIndex { $0.move.asset == "old" })
        manifest.entries[index].movedAt = QuarantineRecord.timestamp(Date().addingTimeInterval(-days * 86_400))
        workspace.text(path, String(decoding: manifest.bytes, as: UTF8.self))
        return workspace
    }

    @Test func onlyOldEnoughMovesArePurgedAndOnlyWithApply() throws {
        let workspace = try Self.quarantined(oldMovedDaysAgo: 40)
        let moved = try #require(try QuarantineManifest(bytes: workspace.contents("P/BarSkinQuarantine/manifest.json")!, path: "m").entries.last?.movedAt)
        let listed = try CommandRunner.run(["trace", "P", "--purge-quarantine", "--older-than", "30"], in: workspace.url)
        #expect(listed.status == 0)
        #expect(listed.standardOutput == "would delete 'old' (moved \(moved)): BarSkinQuarantine/Loose/App/old@2x.png, BarSkinQuarantine/Loose/App/old@3x.png\n")
        #expect(listed.standardError == "barskin: would delete 1 quarantined asset moved more than 30 days ago; nothing is deleted without --apply\n")
        #expect(workspace.exists("P/BarSkinQuarantine/Loose/App/old@2x.png"))
        let none = try CommandRunner.run(["trace", "P", "--purge-quarantine", "--older-than", "50", "--apply"], in: workspace.url)
        #expect(none.status == 0 && none.standardOutput == "")
        #expect(workspace.exists("P/BarSkinQuarantine/Loose/App/old@2x.png"))

        let purged = try CommandRunner.run(["trace", "P", "--purge-quarantine", "--older-than", "30", "--apply"], in: workspace.url)
        #expect(purged.status == 0)
        #expect(purged.standardError == "barskin: deleted 1 quarantined asset moved more than 30 days ago\n")
        #expect(!workspace.exists("P/BarSkinQuarantine/Loose"))
        #expect(try QuarantineManifest(bytes: workspace.contents("P/BarSkinQuarantine/manifest.json")!, path: "m").entries.map(\.move.asset) == ["Icons/stale"])
        // What is left restores as before; the purged image is gone for good.
        #expect(try CommandRunner.run(["trace", "P", "--restore"], in: workspace.url).status == 0)
        #expect(workspace.exists("P/App/Assets.xcassets/Icons/stale.imageset/stale@2x.png") && !workspace.exists("P/App/old@2x.png"))
        #expect(!workspace.exists("P/BarSkinQuarantine"))
    }

    @Test func aLinkOrAChangedFileIsNotPurged() throws {
        let workspace = try Self.quarantined(oldMovedDaysAgo: 40)
        let root = workspace.path + "/P/BarSkinQuarantine/Loose/App"
        workspace.text("outside.png", "keep me")
        try FileManager.default.removeItem(atPath: root + "/old@3x.png")
        try FileManager.default.createSymbolicLink(atPath: root + "/old@3x.png", withDestinationPath: workspace.path + "/outside.png")
        let purged = try CommandRunner.run(["trace", "P", "--purge-quarantine", "--older-than", "30", "--apply"], in: workspace.url)
        #expect(purged.status == 1)
        #expect(purged.standardError == "barskin: error: P/BarSkinQuarantine/Loose/App/old@3x.png: is or lies in a symbolic link, which a quarantine never moves through\n"
            + "barskin: deleted 0 quarantined assets moved more than 30 days ago; 1 error\n")
        #expect(workspace.exists("P/BarSkinQuarantine/Loose/App/old@2x.png") && workspace.contents("outside.png") == Array("keep me".utf8))
    }

    @Test func purgeFlagsAreCheckedAsUsage() throws {
        let workspace = TraceQuarantineCommandTests.workspace()
        let days = try CommandRunner.run(["trace", "P", "--purge-quarantine"], in: workspace.url)
        #expect(days.status == 64)
        #expect(days.standardError.hasPrefix("barskin: error: --purge-quarantine needs --older-than DAYS\n"))
        let both = try CommandRunner.run(["trace", "P", "--quarantine", "--purge-quarantine", "--older-than", "3"], in: workspace.url)
        #expect(both.status == 64)
        #expect(both.standardError.hasPrefix("barskin: error: --quarantine, --restore and --purge-quarantine cannot be combined\n"))
        let patch = try CommandRunner.run(["trace", "P", "--quarantine", "--apply", "--patch", "x.patch"], in: workspace.url)
        #expect(patch.status == 64)
        #expect(patch.standardError.hasPrefix("barskin: error: --patch writes the quarantine as a patch instead of making it: not with --apply\n"))
        let none = try CommandRunner.run(["trace", "P", "--purge-quarantine", "--older-than", "3"], in: workspace.url)
        // Nothing quarantined is nothing to purge, not a failure: a scheduled purge passes.
        #expect(none.status == 0 && none.standardOutput == "")
        #expect(none.standardError == "barskin: would delete 0 quarantined assets moved more than 3 days ago; nothing is deleted without --apply\n")
    }
}
