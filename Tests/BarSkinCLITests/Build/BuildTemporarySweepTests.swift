import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// Issue 30: the sweep at the end of a run removes the temporaries of runs killed while it ran,
/// which the sweep at its first write could not tell from a live writer's.
@Suite struct BuildTemporarySweepTests {
    @Test func aTemporaryOfARunKilledDuringThisOneIsRemovedAtItsEnd() throws {
        let scratch = BuildWorkspace()
        #expect(try scratch.run(["build", "App.skin.yml"]).status == 0)
        // A killed run's temporaries, stamped after this run starts: one holding bytes (no live
        // writer writes before locking), and an empty one that may be a writer about to lock it.
        let later = Date().addingTimeInterval(3600)
        for (name, bytes) in [(".Bar-40x12@2x.png.barskin-Dead01", Array("partial".utf8)), (".Bar-40x12@2x.png.barskin-Young1", [])] {
            scratch.write(bytes, to: "Build/" + name)
            try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: scratch.path + "/Build/" + name)
        }
        // Something to write, so the run writes into the folder.
        try FileManager.default.removeItem(atPath: scratch.path + "/Build/Bar-40x12@2x.png")
        let result = try scratch.run(["build", "App.skin.yml"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!scratch.exists("Build/.Bar-40x12@2x.png.barskin-Dead01"))
        #expect(scratch.exists("Build/.Bar-40x12@2x.png.barskin-Young1"))
        #expect(result.standardError.hasSuffix(
            "barskin: note: Build/.Bar-40x12@2x.png.barskin-Dead01: removed, a temporary file left by an interrupted run\n"), "\(result.standardError)")
    }
}
