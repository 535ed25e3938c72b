import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// Re-runs, --force, --prune and --json of `barskin glow` and `barskin shadow`.
@Suite struct GlowIncrementalTests {
    /// Three masks drawn once into `out` by `command`, and the outputs' times then, so rewrites show.
    func drawnFolder(_ command: String = "glow") throws -> (ScratchFolder, [String: Date]) {
        let scratch = ScratchFolder()
        scratch.writeMask("in/a.png", size: 30, seed: 0)
        scratch.writeMask("in/b@2x.png", size: 60, seed: 1)
        scratch.writeMask("in/sub/c@3x~ipad.png", size: 90, seed: 2)
        let first = try scratch.run(command, ["in", "-o", "out"])
        #expect(first.status == 0, "\(first.standardError)")
        return (scratch, scratch.dates("out"))
    }

    @Test(arguments: ["glow", "shadow"])
    func aSecondRunReportsUpToDateAndWritesNothing(command: String) throws {
        let (scratch, dates) = try drawnFolder(command)
        let second = try scratch.run(command, ["in", "-o", "out", "--json"])
        #expect(second.status == 0)
        #expect(second.standardError.hasPrefix("barskin: \(command == "glow" ? "glowed" : "shadowed") 3 masks into 3 files (0 written, 0 unchanged, 3 up to date) in "))
        let json = try JSONSerialization.jsonObject(with: Data(second.standardOutput.utf8)) as! [String: Any]
        #expect(json["schemaVersion"] as? Int == 2)
        let outputs = json["outputs"] as! [[String: Any]]
        #expect(outputs.map { $0["status"] as? String } == ["up-to-date", "up-to-date", "up-to-date"])
        #expect(outputs.map { $0["output"] as? String } == ["out/a.png", "out/b@2x.png", "out/sub/c@3x~ipad.png"])
        #expect(outputs.map { $0["kind"] as? String } == [command, command, command])
        #expect(scratch.changed("out", since: dates) == [])
        #expect(scratch.exists("out/" + scratch.manifest(command, "in")))
    }

    @Test func changedOptionsRedrawAndForceRewritesNoIdenticalFile() throws {
        let (scratch, dates) = try drawnFolder()
        let forced = try scratch.run("glow", ["in", "-o", "out", "--force"])
        #expect(forced.standardError.contains("(0 written, 3 unchanged, 0 up to date)"))
        #expect(scratch.changed("out", since: dates) == [])
        let bluer = try scratch.run("glow", ["in", "-o", "out", "--color", "#00F"])
        #expect(bluer.standardError.contains("(3 written, 0 unchanged, 0 up to date)"))
    }

    @Test func pruneDeletesOnlyOutputsOfGoneInputs() throws {
        let (scratch, _) = try drawnFolder()
        try FileManager.default.removeItem(atPath: scratch.path + "/in/sub/c@3x~ipad.png")
        scratch.write([9], to: "out/notes.txt")
        let kept = try scratch.run("glow", ["in", "-o", "out"])
        #expect(kept.standardError.hasSuffix(" s; 1 file no longer made (--prune deletes it)\n"), "\(kept.standardError)")
        let pruned = try scratch.run("glow", ["in", "-o", "out", "--prune", "--json"])
        #expect(pruned.status == 0)
        #expect(scratch.listing("out") == scratch.records("glow", "in") + ["a.png", "b@2x.png", "notes.txt"])
        let json = try JSONSerialization.jsonObject(with: Data(pruned.standardOutput.utf8)) as! [String: Any]
        #expect(json["pruned"] as? [String] == ["out/sub/c@3x~ipad.png"])
        #expect(pruned.standardError.hasSuffix(" s; pruned 1 file\n"))
    }

    @Test func anOutputFolderInsideTheInputsIsNotReadBack() throws {
        let scratch = ScratchFolder()
        scratch.writeMask("in/a.png", size: 30)
        #expect(try scratch.run("glow", ["in", "-o", "in/glow"]).status == 0)
        let second = try scratch.run("glow", ["in", "-o", "in/glow"])
        #expect(second.status == 0, "\(second.standardError)")
        #expect(second.standardError.contains("(0 written, 0 unchanged, 1 up to date)"), "\(second.standardError)")
        #expect(scratch.listing("in") == ["a.png"] + scratch.records("glow", "in").map { "glow/" + $0 } + ["glow/a.png"])
    }
}
