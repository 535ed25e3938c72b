import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// The build's manifest: a re-run that reads no image, one changed mask
/// rewriting only its files, and `--prune` deleting exactly what the skin no
/// longer makes and nothing BarSkin did not write.
@Suite struct BuildManifestTests {
    static let starFiles = ["star-normal.imageset/star-normal.png", "star-normal.imageset/star-normal@2x.png",
                            "star-normal.imageset/star-normal@2x~ipad.png", "star-normal.imageset/Contents.json",
                            "star-selected.imageset/star-selected.png", "star-selected.imageset/star-selected@2x.png",
                            "star-selected.imageset/star-selected@2x~ipad.png", "star-selected.imageset/Contents.json",
                            "star-template.imageset/star-template.png", "star-template.imageset/star-template@2x.png",
                            "star-template.imageset/star-template@2x~ipad.png", "star-template.imageset/Contents.json"]

    /// The statuses of `--json`'s outputs, by path.
    static func statuses(_ result: CommandResult) throws -> [String: String] {
        let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as! [String: Any]
        var statuses: [String: String] = [:]
        for output in document["outputs"] as! [[String: Any]] { statuses[output["output"] as! String] = output["status"] as? String }
        return statuses
    }

    /// Gives `file` the modification time of `reference`, exactly.
    static func touch(reference: String, file: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/touch")
        process.arguments = ["-r", reference, file]
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test func theQuickIndexIsTrustedOnlyWithTheManifestItWasWrittenWith() throws {
        let scratch = BuildWorkspace()
        #expect(try scratch.run(["build", "App.skin.yml"]).status == 0)
        #expect(scratch.exists("Build/.App.skin.barskin.index"))
        // The manifest gone, the index alone must not call 49 files up to date: each is drawn and compared.
        try FileManager.default.removeItem(atPath: scratch.path + "/Build/.App.skin.barskin.json")
        let rerun = try scratch.run(["build", "App.skin.yml"])
        #expect(rerun.status == 0, "\(rerun.standardError)")
        #expect(rerun.standardError.contains("(0 written, 48 unchanged, 1 up to date)"), "\(rerun.standardError)")
        #expect(scratch.exists("Build/.App.skin.barskin.json"))
        // Written again together, they are trusted together.
        #expect(try scratch.run(["build", "App.skin.yml"]).standardError.contains("(0 written, 0 unchanged, 49 up to date)"))
    }

    @Test func aSecondBuildIsUpToDateAndTouchesNoFile() throws {
        let scratch = BuildWorkspace()
        #expect(try scratch.run(["build", "App.skin.yml"]).status == 0)
        let manifest = try #require(scratch.contents("Build/.App.skin.barskin.json"))
        let before = scratch.listing("Build").map { ($0, scratch.modificationDate("Build/" + $0)) }
        let rerun = try scratch.run(["build", "App.skin.yml", "--json"])
        #expect(rerun.status == 0, "\(rerun.standardError)")
        let statuses = try Self.statuses(rerun)
        // Everything up to date, the catalog's own Contents.json (which is only checked to be there) too.
        #expect(statuses.values.filter { $0 == "up-to-date" }.count == statuses.count)
        #expect(statuses["Build/App.xcassets/Contents.json"] == "up-to-date")
        #expect(rerun.standardError.contains("(0 written, 0 unchanged, \(statuses.count) up to date)"))
        for (file, date) in before { #expect(scratch.modificationDate("Build/" + file) == date, "\(file) was touched") }
        #expect(scratch.contents("Build/.App.skin.barskin.json") == manifest)
    }

    @Test func anUnchangedSizeAndTimeIsTrustedWithoutReadingTheInput() throws {
        let scratch = BuildWorkspace()
        #expect(try scratch.run(["build", "App.skin.yml"]).status == 0)
        // Garbage of the same size with the same time: a build that read or decoded the mask would fail.
        // (touch -r copies the time to the nanosecond; Foundation's Date would round it.)
        let mask = scratch.path + "/Icons/ring@3x.png"
        let size = try #require(scratch.contents("Icons/ring@3x.png")).count
        try FileManager.default.copyItem(atPath: mask, toPath: scratch.path + "/reference.png")
        #expect(try Self.touch(reference: mask, file: scratch.path + "/reference.png") == 0)
        _ = scratch.write([UInt8](repeating: 0x41, count: size), to: "Icons/ring@3x.png")
        #expect(try Self.touch(reference: scratch.path + "/reference.png", file: mask) == 0)
        let rerun = try scratch.run(["build", "App.skin.yml"])
        #expect(rerun.status == 0, "\(rerun.standardError)")
        #expect(rerun.standardError.contains("(0 written, 0 unchanged, 49 up to date)"), "\(rerun.standardError)")
        // An output changed by hand is noticed by its size and drawn again.
        _ = scratch.write([1, 2, 3], to: "Build/App.xcassets/star-normal.imageset/star-normal.png")
        let repaired = try scratch.run(["build", "App.skin.yml", "--json"])
        #expect(try Self.statuses(repaired)["Build/App.xcassets/star-normal.imageset/star-normal.png"] == "written")
    }

    @Test func aNewVariantFileOrAnEditedSkinIsNoticed() throws {
        let scratch = BuildWorkspace()
        #expect(try scratch.run(["build", "App.skin.yml"]).status == 0)
        // A re-run that finds nothing changed decides from stamps alone; a file added to a
        // folder the plan listed changes the folder's stamp, so the plan is made again.
        scratch.write(RingMask.png(size: 90, seed: 3), to: "Icons/star@3x.png")
        let added = try Self.statuses(try scratch.run(["build", "App.skin.yml", "--json"]))
        #expect(added["Build/App.xcassets/star-normal.imageset/star-normal@3x.png"] == "written")
        #expect(added["Build/App.xcassets/filled-selected.imageset/filled-selected@3x.png"] == "written")
        // An edit of the skin file that changes nothing made: planned again, everything up to date.
        _ = scratch.write(Array(("# a comment\n" + BuildWorkspace.skin).utf8), to: "App.skin.yml")
        let edited = try scratch.run(["build", "App.skin.yml"])
        #expect(edited.standardError.contains("(0 written, 0 unchanged, 55 up to date)"), "\(edited.standardError)")
        _ = scratch.write(Array(BuildWorkspace.skin.replacingOccurrences(of: "item-size: 32x32", with: "item-size: 34x34").utf8), to: "App.skin.yml")
        let resized = try Self.statuses(try scratch.run(["build", "App.skin.yml", "--json"]))
        #expect(resized["Build/App.xcassets/star-normal.imageset/star-normal@3x.png"] == "written")
    }

    @Test func anotherCompressionIsNotUpToDate() throws {
        let scratch = BuildWorkspace()
        #expect(try scratch.run(["build", "App.skin.yml"]).status == 0)
        let best = try scratch.run(["build", "App.skin.yml", "--compression", "best", "--json"])
        #expect(best.status == 0, "\(best.standardError)")
        #expect(try Self.statuses(best).filter { $0.value == "up-to-date" }.map(\.key) == ["Build/App.xcassets/Contents.json"])
    }

    @Test func theManifestRecordsEachOutputWithItsInputsAndOperation() throws {
        let scratch = BuildWorkspace()
        #expect(try scratch.run(["build", "App.skin.yml"]).status == 0)
        let root = try JSONSerialization.jsonObject(with: Data(try #require(scratch.contents("Build/.App.skin.barskin.json")))) as! [String: Any]
        #expect(root["schemaVersion"] as? Int == 1)
        let items = root["items"] as! [[String: Any]]
        #expect(items.map { $0["name"] as! String } == ["Bar", "color-sets", "filled", "rings", "star"])
        let star = items[4]
        #expect((star["inputs"] as! [[String: Any]]).map { $0["path"] as! String }
                == ["../Icons/star.png", "../Icons/star@2x.png", "../Icons/star@2x~ipad.png"])
        let output = (star["outputs"] as! [[String: Any]]).first { $0["path"] as? String == "App.xcassets/star-selected.imageset/star-selected@2x.png" }!
        #expect(output["width"] as? Int == 64 && output["scale"] as? Int == 2 && output["pointWidth"] as? Int == 32)
        let bytes = try #require(scratch.contents("Build/App.xcassets/star-selected.imageset/star-selected@2x.png"))
        #expect(output["sha256"] as? String == PixelDigest.sha256(of: bytes))
        #expect(output["bytes"] as? Int == bytes.count)
        #expect((output["operation"] as? String)?.hasPrefix("tint/") == true)
    }

    @Test func oneChangedMaskRewritesOnlyItsFiles() throws {
        let scratch = BuildWorkspace()
        #expect(try scratch.run(["build", "App.skin.yml"]).status == 0)
        // A touched file with the same bytes is hashed, found the same, and nothing is drawn.
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: scratch.path + "/Icons/ring@3x.png")
        #expect(try Self.statuses(try scratch.run(["build", "App.skin.yml", "--json"])).values.filter { $0 == "written" }.isEmpty)
        _ = scratch.write(RingMask.png(size: 90, seed: 7), to: "Icons/ring@3x.png")
        let rerun = try scratch.run(["build", "App.skin.yml", "--json"])
        #expect(rerun.status == 0, "\(rerun.standardError)")
        let written = try Self.statuses(rerun).filter { $0.value == "written" }.keys.sorted()
        #expect(written == ["Build/App.xcassets/rings-normal.imageset/rings-normal@3x.png",
                            "Build/App.xcassets/rings-selected.imageset/rings-selected@3x.png",
                            "Build/App.xcassets/rings-template.imageset/rings-template@3x.png"])
        let statuses = try Self.statuses(rerun)
        #expect(statuses["Build/App.xcassets/rings-normal.imageset/Contents.json"] == "unchanged")
        #expect(statuses["Build/App.xcassets/star-normal.imageset/star-normal.png"] == "up-to-date")
    }

    @Test func pruneDeletesExactlyTheFilesOfARemovedItem() throws {
        let scratch = BuildWorkspace()
        #expect(try scratch.run(["build", "App.skin.yml"]).status == 0)
        _ = scratch.write(Array("mine".utf8), to: "Build/notes.txt")
        _ = scratch.write(Array("{}".utf8), to: "Build/App.xcassets/star-normal.imageset/mine.png")
        let skin = BuildWorkspace.skin.replacingOccurrences(of: "    - mask: Icons/star\n    - mask", with: "    - mask")
        #expect(skin != BuildWorkspace.skin)
        _ = scratch.write(Array(skin.utf8), to: "App.skin.yml")
        let before = Set(scratch.listing("Build"))

        // Without --prune the files stay, and the build says so.
        let kept = try scratch.run(["build", "App.skin.yml"])
        #expect(kept.standardError.contains("; 12 files no longer made (--prune deletes them)\n"), "\(kept.standardError)")
        #expect(Set(scratch.listing("Build")) == before)

        let dryRun = try scratch.run(["build", "App.skin.yml", "--dry-run", "--prune"])
        #expect(dryRun.status == 0)
        // Every file the build has, up to date or not, as a build system declares outputs.
        let listed = dryRun.standardOutput.split(separator: "\n").map(String.init)
        #expect(listed.count == 37 && Set(listed).count == 37)
        #expect(Set(listed).isSubset(of: before.map { "Build/" + $0 }))
        #expect(!listed.contains { $0.contains("star-") })
        #expect(dryRun.standardError == Self.starFiles.sorted().map { "barskin: would prune Build/App.xcassets/\($0)\n" }.joined()
                + "barskin: 4 items would write 0 files (37 up to date) and prune 12 (dry run)\n")
        #expect(Set(scratch.listing("Build")) == before)

        let pruned = try scratch.run(["build", "App.skin.yml", "--prune", "--json"])
        #expect(pruned.status == 0, "\(pruned.standardError)")
        let document = try JSONSerialization.jsonObject(with: Data(pruned.standardOutput.utf8)) as! [String: Any]
        #expect(document["pruned"] as? [String] == Self.starFiles.sorted().map { "Build/App.xcassets/" + $0 })
        #expect(document["stale"] as? [String] == [])
        #expect(before.subtracting(scratch.listing("Build")) == Set(Self.starFiles.map { "App.xcassets/" + $0 }))
        // The user's files stay, and so does the image set folder holding one.
        #expect(scratch.contents("Build/notes.txt") == Array("mine".utf8))
        #expect(scratch.exists("Build/App.xcassets/star-normal.imageset/mine.png"))
        #expect(!scratch.exists("Build/App.xcassets/star-selected.imageset"))
    }

    @Test func anotherSkinOfTheSameNameNeverPrunesThisOnesFiles() throws {
        let scratch = BuildWorkspace()
        #expect(try scratch.run(["build", "App.skin.yml"]).status == 0)
        _ = scratch.write(Array("version: 1\noutput: ../Build\ntab-items:\n  items:\n    - mask: ../Icons/ring\n      name: other\n".utf8),
                          to: "Other/App.skin.yml")
        let other = try scratch.run(["build", "Other/App.skin.yml", "--prune", "--json"])
        #expect(other.status == 0, "\(other.standardError)")
        let document = try JSONSerialization.jsonObject(with: Data(other.standardOutput.utf8)) as! [String: Any]
        #expect(document["pruned"] as? [String] == [])
        #expect(scratch.exists("Build/App.xcassets/star-normal.imageset/star-normal.png") && scratch.exists("Build/other-normal@3x.png"))
    }

    @Test func nothingIsPrunedAfterAFailure() throws {
        let scratch = BuildWorkspace()
        #expect(try scratch.run(["build", "App.skin.yml"]).status == 0)
        let skin = BuildWorkspace.skin.replacingOccurrences(of: "    - mask: Icons/star\n    - mask", with: "    - mask")
            .replacingOccurrences(of: "image: Art/Bar", with: "image: Art/Missing")
        _ = scratch.write(Array(skin.utf8), to: "App.skin.yml")
        let result = try scratch.run(["build", "App.skin.yml", "--prune"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("; nothing pruned after a failure; 1 failed\n"), "\(result.standardError)")
        #expect(scratch.exists("Build/App.xcassets/star-normal.imageset/star-normal.png"))
    }
}
