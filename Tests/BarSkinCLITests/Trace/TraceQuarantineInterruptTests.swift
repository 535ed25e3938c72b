import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// `trace --quarantine --apply` killed (SIGKILL, through the test-only `BARSKIN_TEST_KILL_AT_STEP`) after
/// each of its journal steps in turn: `--restore` then gives back the original tree byte for byte, and a
/// rerun of `--apply` ends exactly where an uninterrupted run does.
struct TraceQuarantineInterruptTests {
    static let apply = ["trace", "P", "--quarantine", "--apply"]

    /// The tree below `P` with the manifest's times left out: they are the only bytes two runs may differ in.
    static func state(_ folder: TraceScratchProject) throws -> [String: [UInt8]] {
        var tree = TraceQuarantineCommandTests.tree(folder)
        if let bytes = tree["BarSkinQuarantine/manifest.json"] {
            var manifest = try QuarantineManifest(bytes: bytes, path: "manifest.json")
            for index in manifest.entries.indices { manifest.entries[index].movedAt = nil }
            tree["BarSkinQuarantine/manifest.json"] = manifest.bytes
        }
        return tree
    }

    @Test func aRunKilledAfterAnyStepIsRestoredOrCompletedByARerun() throws {
        let pristine = TraceQuarantineCommandTests.workspace()
        let before = TraceQuarantineCommandTests.tree(pristine)
        #expect(try CommandRunner.run(Self.apply, in: pristine.url).status == 0)
        let finished = try Self.state(pristine)
        var step = 1
        while step < 100 {
            let undone = TraceQuarantineCommandTests.workspace()
            let killed = try CommandRunner.run(Self.apply, in: undone.url, environment: ["BARSKIN_TEST_KILL_AT_STEP": "\(step)"])
            // Past the last step the run ends by itself.
            if killed.status == 0 { break }
            #expect(killed.status == 9, "step \(step): \(killed.standardError)")
            let restore = try CommandRunner.run(["trace", "P", "--restore"], in: undone.url)
            #expect(restore.status == 0, "step \(step): \(restore.standardError)")
            #expect(TraceQuarantineCommandTests.tree(undone) == before, "step \(step): --restore")

            let redone = TraceQuarantineCommandTests.workspace()
            #expect(try CommandRunner.run(Self.apply, in: redone.url, environment: ["BARSKIN_TEST_KILL_AT_STEP": "\(step)"]).status == 9)
            let rerun = try CommandRunner.run(Self.apply, in: redone.url)
            #expect(rerun.status == 0, "step \(step): \(rerun.standardError)")
            #expect(try Self.state(redone) == finished, "step \(step): rerun")
            step += 1
        }
        // The set's journal, two copies, three links and unlinks, its mark; the loose image's journal, project, two links and unlinks, mark.
        #expect(step == 18)
    }
}
