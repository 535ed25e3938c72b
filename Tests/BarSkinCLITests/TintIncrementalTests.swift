import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// Re-runs, --force, --prune, determinism and --json of `barskin tint`.
@Suite struct TintIncrementalTests {
    /// Three masks in a folder, tinted once into `out`, and the outputs' times then, so rewrites show.
    func tintedFolder() throws -> (ScratchFolder, [String: Date]) {
        let scratch = ScratchFolder()
        scratch.writeMask("in/a.png", size: 30, seed: 0)
        scratch.writeMask("in/b@2x.png", size: 60, seed: 1)
        scratch.writeMask("in/sub/c@3x~ipad.png", size: 90, seed: 2)
        let first = try scratch.run(["in", "-o", "out"])
        #expect(first.status == 0, "\(first.standardError)")
        return (scratch, scratch.dates("out"))
    }

    @Test func aSecondRunWithNothingChangedWritesNothing() throws {
        let (scratch, dates) = try tintedFolder()
        let second = try scratch.run(["in", "-o", "out"])
        #expect(second.status == 0)
        #expect(second.standardError.hasPrefix("barskin: tinted 3 icons into 6 files (0 written, 0 unchanged, 6 up to date) in "))
        #expect(scratch.changed("out", since: dates) == [])
    }

    @Test func changingOneInputRebuildsOnlyItsTwoOutputs() throws {
        let (scratch, dates) = try tintedFolder()
        scratch.writeMask("in/b@2x.png", size: 60, seed: 2)
        let second = try scratch.run(["in", "-o", "out"])
        #expect(second.standardError.hasPrefix("barskin: tinted 3 icons into 6 files (2 written, 0 unchanged, 4 up to date) in "))
        #expect(scratch.changed("out", since: dates) == scratch.records("tint", "in") + ["b-normal@2x.png", "b-selected@2x.png"])
    }

    @Test func touchingAnInputWithoutChangingItRebuildsNothing() throws {
        let (scratch, dates) = try tintedFolder()
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: scratch.path + "/in/a.png")
        let second = try scratch.run(["in", "-o", "out"])
        #expect(second.standardError.contains("(0 written, 0 unchanged, 6 up to date)"))
        // Only the manifest and its index, which keep the input's new time (its hash is the same).
        #expect(scratch.changed("out", since: dates) == scratch.records("tint", "in"))
    }

    @Test func changedOptionsOrAnEditedOutputRebuild() throws {
        let (scratch, _) = try tintedFolder()
        scratch.write([1, 2, 3], to: "out/a-normal.png")
        scratch.age("out/a-normal.png")
        let edited = try scratch.run(["in", "-o", "out"])
        #expect(edited.standardError.contains("(1 written, 1 unchanged, 4 up to date)"))
        let restyled = try scratch.run(["in", "-o", "out", "--style", "flat"])
        #expect(restyled.standardError.contains("(6 written, 0 unchanged, 0 up to date)"))
    }

    @Test func forceRedrawsEverythingButRewritesNoIdenticalFile() throws {
        let (scratch, dates) = try tintedFolder()
        let forced = try scratch.run(["in", "-o", "out", "--force"])
        #expect(forced.standardError.hasPrefix("barskin: tinted 3 icons into 6 files (0 written, 6 unchanged, 0 up to date) in "))
        #expect(scratch.changed("out", since: dates) == [])
    }

    @Test func pruneDeletesOnlyOutputsTheManifestListsForGoneInputs() throws {
        let (scratch, _) = try tintedFolder()
        try FileManager.default.removeItem(atPath: scratch.path + "/in/sub/c@3x~ipad.png")
        scratch.write([9], to: "out/sub/mine.png")
        scratch.write([9], to: "out/notes.txt")
        let kept = try scratch.run(["in", "-o", "out"])
        #expect(kept.standardError.hasSuffix(" s; 2 files no longer made (--prune deletes them)\n"), "\(kept.standardError)")
        #expect(scratch.listing("out").contains("sub/c-normal@3x~ipad.png"))
        let pruned = try scratch.run(["in", "-o", "out", "--prune", "--json"])
        #expect(pruned.status == 0)
        #expect(scratch.listing("out") == scratch.records("tint", "in") + ["a-normal.png", "a-selected.png", "b-normal@2x.png", "b-selected@2x.png",
            "notes.txt", "sub/mine.png",
        ])
        #expect(pruned.standardError.hasSuffix(" s; pruned 2 files\n"))
        let json = try JSONSerialization.jsonObject(with: Data(pruned.standardOutput.utf8)) as! [String: Any]
        #expect(json["pruned"] as? [String] == ["out/sub/c-normal@3x~ipad.png", "out/sub/c-selected@3x~ipad.png"])
        let manifest = String(decoding: scratch.bytes("out/" + scratch.manifest("tint", "in")), as: UTF8.self)
        #expect(!manifest.contains("c@3x~ipad"))
    }

    @Test func pruneDoesNothingWhenAnInputArgumentIsMissing() throws {
        let (scratch, _) = try tintedFolder()
        let result = try scratch.run(["nothere", "-o", "out", "--prune"])
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("barskin: error: nothere: no such file or folder\n"))
        #expect(result.standardError.hasSuffix("; nothing pruned after a failure; 1 failed\n"), "\(result.standardError)")
        #expect(scratch.listing("out").count == 8)
    }

    @Test func anOutputFolderInsideTheInputFolderIsNotTintedAgain() throws {
        let scratch = ScratchFolder()
        scratch.writeMask("icons/a.png", size: 30)
        let first = try scratch.run(["icons", "-o", "icons/tabbar"])
        #expect(first.status == 0)
        let second = try scratch.run(["icons", "-o", "icons/tabbar"])
        #expect(second.status == 0)
        // One note for the lot: a folder of hundreds of icons must not print hundreds of lines on every build.
        #expect(second.standardError.hasPrefix("""
            barskin: note: icons/tabbar: skipped 2 files barskin tint wrote there (the output folder is inside an input folder)
            barskin: tinted 1 icon into 2 files (0 written, 0 unchanged, 2 up to date)
            """))
        #expect(scratch.listing("icons") == ["a.png"] + scratch.records("tint", "icons").map { "tabbar/" + $0 } + ["tabbar/a-normal.png", "tabbar/a-selected.png"])
    }

    @Test func outputsAreByteIdenticalAcrossRunsAndJobCounts() throws {
        let scratch = ScratchFolder()
        for index in 0..<6 { scratch.writeMask("in/m\(index)@\(index % 3 + 1)x.png", size: 30 * (index % 3 + 1), seed: index) }
        for (folder, jobs) in [("one", "1"), ("two", "2"), ("again", "2")] {
            let result = try scratch.run(["in", "-o", folder, "--jobs", jobs])
            #expect(result.status == 0)
        }
        // The manifests record when each file was written, so only the images are compared.
        let files = scratch.listing("one").filter { !$0.hasPrefix(".") }
        #expect(files.count == 12)
        for file in files {
            #expect(scratch.bytes("one/" + file) == scratch.bytes("two/" + file), "\(file)")
            #expect(scratch.bytes("one/" + file) == scratch.bytes("again/" + file), "\(file)")
        }
    }

    @Test func jsonListsEveryOutputWithItsInputSizeAndScale() throws {
        let scratch = ScratchFolder()
        scratch.writeMask("in/a.png", size: 30)
        scratch.writeMask("in/b@2x~ipad.png", size: 60, seed: 1)
        scratch.write(Array("x".utf8), to: "in/bad.png")
        scratch.writeMask("in/odd@2x.png", size: 59)
        let result = try scratch.run(["in", "-o", "out", "--json", "--item-size", "40x32"])
        #expect(result.status == 1)
        #expect(result.standardOutput.hasPrefix("{\n  \"schemaVersion\": 2,\n  \"outputs\": ["))
        let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as! [String: Any]
        let outputs = json["outputs"] as! [[String: Any]]
        #expect(outputs.map { $0["output"] as! String } == [
            "out/a-normal.png", "out/a-selected.png", "out/b-normal@2x~ipad.png", "out/b-selected@2x~ipad.png",
            "out/odd-normal@2x.png", "out/odd-selected@2x.png",
        ])
        #expect(outputs.map { $0["input"] as! String } == [
            "in/a.png", "in/a.png", "in/b@2x~ipad.png", "in/b@2x~ipad.png", "in/odd@2x.png", "in/odd@2x.png",
        ])
        #expect(outputs.map { $0["kind"] as! String } == ["normal", "selected", "normal", "selected", "normal", "selected"])
        #expect(outputs.map { $0["width"] as! Int } == [40, 40, 80, 80, 80, 80])
        #expect(outputs.map { $0["height"] as! Int } == [32, 32, 64, 64, 64, 64])
        #expect(outputs.map { $0["scale"] as! Int } == [1, 1, 2, 2, 2, 2])
        #expect(outputs.allSatisfy { $0["status"] as! String == "written" })
        let warnings = json["warnings"] as! [[String: String]]
        #expect(warnings == [["path": "in/odd@2x.png",
                              "message": "59x59 px is not a whole number of points at @2x; UIKit will size it as 29x29 pt"]])
        for output in outputs {
            #expect(output["bytes"] as? Int == scratch.bytes(output["output"] as! String).count)
        }
        let failures = json["failures"] as! [[String: String]]
        #expect(failures == [["path": "in/bad.png", "message": "not a PNG file"]])
    }
}
