import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// `barskin tint` against hand-edited manifests, odd names and other hostile input.
@Suite struct TintHostileInputTests {
    /// Adds a manifest item for an input that is gone to the manifest of `tint ROOT -o out`, listing `paths` as its outputs.
    func plantGoneEntry(_ scratch: ScratchFolder, root: String = "in", outputs paths: [String]) throws {
        let file = scratch.path + "/out/" + scratch.manifest("tint", root)
        var manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as! [String: Any]
        var items = manifest["items"] as! [[String: Any]]
        items.append(["name": "gone.png", "recipe": "x", "inputs": [[String: Any]](),
                      "outputs": paths.map { ["path": $0, "kind": "normal", "bytes": 1, "modified": "1", "sha256": "0"] }])
        manifest["items"] = items
        try JSONSerialization.data(withJSONObject: manifest).write(to: URL(fileURLWithPath: file))
    }

    @Test func pruneNeverDeletesAFolderAManifestNames() throws {
        let scratch = ScratchFolder()
        scratch.writeMask("in/a.png", size: 30)
        #expect(try scratch.run(["in", "-o", "out"]).status == 0)
        scratch.write(Array("mine\n".utf8), to: "out/keep/user.txt")
        try plantGoneEntry(scratch, outputs: ["keep", ".", "keep/.", "./a-normal.png"])
        let result = try scratch.run(["in", "-o", "out", "--prune"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(scratch.listing("out") == scratch.records("tint", "in") + ["a-normal.png", "a-selected.png", "keep/user.txt"])
        #expect(!result.standardError.contains("pruned"))
        let manifest = String(decoding: scratch.bytes("out/" + scratch.manifest("tint", "in")), as: UTF8.self)
        #expect(!manifest.contains("gone.png"))
    }

    @Test func pruneStillDeletesTheFilesItWrote() throws {
        let scratch = ScratchFolder()
        try scratch.tintedThenDeleted("b.png")
        let result = try scratch.run(["in", "-o", "out", "--prune"])
        #expect(result.status == 0)
        #expect(result.standardError.hasSuffix(" s; pruned 2 files\n"), "\(result.standardError)")
        #expect(scratch.listing("out") == scratch.records("tint", "in") + ["a-normal.png", "a-selected.png"])
    }
}

extension TintHostileInputTests {
    @Test(arguments: [
        ("{\"schemaVersion\": 1, \"item", "not a manifest barskin can read; everything is redrawn"),
        ("[1, 2]", "not a manifest barskin can read; everything is redrawn"),
        ("{\"schemaVersion\": 2, \"items\": []}",
         "written by a newer barskin (schemaVersion 2); everything is redrawn and the manifest replaced"),
    ])
    func anUnreadableManifestIsReportedAndEverythingRedrawn(_ c: (String, String)) throws {
        let scratch = ScratchFolder()
        scratch.writeMask("in/a.png", size: 30)
        #expect(try scratch.run(["in", "-o", "out"]).status == 0)
        let manifest = "out/" + scratch.manifest("tint", "in")
        scratch.write(Array(c.0.utf8), to: manifest)
        let result = try scratch.run(["in", "-o", "out", "--json"])
        #expect(result.status == 0)
        let warning = "barskin: warning: \(manifest): " + c.1
        #expect(result.standardError.hasPrefix(warning + "\n"), "\(result.standardError)")
        #expect(result.standardError.contains("(0 written, 2 unchanged, 0 up to date)"))
        let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as! [String: Any]
        #expect((json["warnings"] as! [[String: Any]]).map { "barskin: warning: \($0["path"]!): \($0["message"]!)" } == [warning])
        let again = try scratch.run(["in", "-o", "out"])
        #expect(!again.standardError.contains("warning"))
    }
}

extension TintHostileInputTests {
    @Test func aDeviceSuffixBeforeTheScaleWarnsAndTheOutputsUseApplesOrder() throws {
        let scratch = ScratchFolder()
        scratch.writeMask("in/chat~ipad@2x.png", size: 60)
        let warning = "barskin: warning: in/chat~ipad@2x.png: ~ipad before @2x is not Apple's order, "
            + "so UIKit will not find it as chat@2x~ipad.png; the outputs are named in Apple's order\n"
        let result = try scratch.run(["in", "-o", "out"])
        #expect(result.status == 0)
        #expect(result.standardError.hasPrefix(warning), "\(result.standardError)")
        #expect(scratch.listing("out") == scratch.records("tint", "in") + ["chat-normal@2x~ipad.png", "chat-selected@2x~ipad.png"])
        let again = try scratch.run(["in", "-o", "out"])
        #expect(again.standardError.hasPrefix(warning))
        #expect(again.standardError.contains("(0 written, 0 unchanged, 2 up to date)"))
    }
}

extension TintHostileInputTests {
    @Test func theSameInputGivenTwiceIsTintedOnce() throws {
        let scratch = ScratchFolder()
        scratch.writeMask("in/a.png", size: 30)
        let result = try scratch.run(["in", "in/a.png", "./in/a.png", "-o", "out"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.hasPrefix("barskin: tinted 1 icon into 2 files (2 written, "))
    }

    @Test func anOutputFolderThatIsAFileIsOneClearError() throws {
        let scratch = ScratchFolder()
        scratch.writeMask("in/a.png", size: 30)
        scratch.write(Array("notes\n".utf8), to: "notes.txt")
        let result = try scratch.run(["in", "-o", "notes.txt"])
        #expect(result.status == 1)
        #expect(result.standardError == "barskin: error: notes.txt: the output folder is a file\n")
        // A .png is the one file to write, which tint's two outputs per mask cannot be.
        let png = try scratch.run(["in/a.png", "-o", "in/a.png"])
        #expect(png.status == 64)
        #expect(png.standardError.hasPrefix("barskin: error: -o names the file in/a.png, but tint writes 2 files for each mask: give a folder\n"))
        #expect(scratch.listing("in") == ["a.png"])
    }
}

extension TintHostileInputTests {
    @Test func aSelectedFillSmallerThanTheIconWarnsOnEveryRun() throws {
        let scratch = ScratchFolder()
        scratch.writeMask("in/m.png", size: 30)
        scratch.writeMask("in/m@2x.png", size: 60)
        scratch.png("fill.png", Bitmap(width: 46, height: 30, filledWith: RGBA8(0, 0, 255, 255)))
        let warning = "barskin: warning: in/m@2x.png: the selected fill image is 46x30 px, "
            + "smaller than this 60x60 px icon, so the selected art is cut off outside it\n"
        for _ in 0..<2 {
            let result = try scratch.run(["in", "-o", "out", "--style", "recipe", "--selected-fill", "fill.png"])
            #expect(result.status == 0)
            #expect(result.standardError.hasPrefix(warning), "\(result.standardError)")
            #expect(!result.standardError.contains("in/m.png"))
        }
    }
}

extension TintHostileInputTests {
    @Test func aManifestNamingAnInputOutsideTheFolderDoesNotHideThatInput() throws {
        let scratch = ScratchFolder()
        scratch.writeMask("in/a.png", size: 30)
        scratch.writeMask("in/b.png", size: 30, seed: 1)
        // A first run of the same inputs, whose manifest then names in/b.png among its outputs.
        #expect(try scratch.run(["in", "-o", "out"]).status == 0)
        try FileManager.default.removeItem(atPath: scratch.path + "/out/b-normal.png")
        try plantGoneEntry(scratch, outputs: ["../in/b.png", scratch.path + "/in/b.png"])
        let result = try scratch.run(["in", "-o", "out"])
        #expect(result.status == 0)
        #expect(!result.standardError.contains("skipped"), "\(result.standardError)")
        #expect(scratch.exists("out/b-normal.png"))
    }
}

extension TintHostileInputTests {
    @Test func anEmptyOutputFolderIsAUsageErrorNotTheRootFolder() throws {
        let scratch = ScratchFolder()
        scratch.writeMask("in/a.png", size: 30)
        let result = try scratch.run(["in", "-o", ""])
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("barskin: error: --output is empty: name the folder to write into\n"), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: "/a-normal.png"))
    }
}

extension TintHostileInputTests {
    @Test func aNamedPipeIsAnErrorNotAHang() throws {
        let scratch = ScratchFolder()
        scratch.writeMask("in/a.png", size: 30)
        #expect(mkfifo(scratch.path + "/in/pipe.png", 0o644) == 0)
        let result = try scratch.run(["in", "-o", "out"])
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("barskin: error: in/pipe.png: cannot read file: not a regular file\n"), "\(result.standardError)")
        #expect(scratch.exists("out/a-normal.png"))
    }
}

extension TintHostileInputTests {
    @Test func aSelectedFillThatIsAPipeOrFolderIsAnErrorNotAHang() throws {
        let scratch = ScratchFolder()
        scratch.writeMask("in/a.png", size: 30)
        #expect(mkfifo(scratch.path + "/pipe.png", 0o644) == 0)
        let piped = try scratch.run(["in", "-o", "out", "--selected-fill", "pipe.png"])
        #expect(piped.status == 1)
        #expect(piped.standardError == "barskin: error: pipe.png: cannot read file: not a regular file\n")
        let folder = try scratch.run(["in", "-o", "out", "--selected-fill", "in"])
        #expect(folder.status == 1)
        #expect(folder.standardError == "barskin: error: in: cannot read file: is a directory\n")
    }
}

extension TintHostileInputTests {
    @Test func noGlossTakesTheGlossOffTheRecipesBuiltInFill() throws {
        let scratch = ScratchFolder()
        scratch.writeMask("m@2x.png", size: 60)
        #expect(try scratch.run(["m@2x.png", "-o", "glossy", "--style", "recipe"]).status == 0)
        #expect(try scratch.run(["m@2x.png", "-o", "plain", "--style", "recipe", "--no-gloss"]).status == 0)
        let glossy = try scratch.bitmap("glossy/m-selected@2x.png"), plain = try scratch.bitmap("plain/m-selected@2x.png")
        // Near the top of the ring the gloss washes the blue towards white; without it the blue stays saturated.
        let mask = RingMask.bitmap(size: 60, seed: 0)
        let y = (0..<60).first { y in mask[30, y].alpha == 255 }!
        #expect(glossy[30, y].red > plain[30, y].red + 20, "\(glossy[30, y]) vs \(plain[30, y])")
        #expect(plain[30, y].blue > plain[30, y].red)
    }
}

extension TintHostileInputTests {
    @Test func aSelectedColourInTheRecipeStyleIsFlatWithoutGloss() throws {
        let scratch = ScratchFolder()
        scratch.writeMask("m.png", size: 30)
        #expect(try scratch.run(["m.png", "-o", "out", "--style", "recipe", "--selected-color", "#123456"]).status == 0)
        let selected = try scratch.bitmap("out/m-selected.png"), mask = RingMask.bitmap(size: 30, seed: 0)
        var wrong = 0
        for y in 0..<30 { for x in 0..<30 where selected[x, y] != RGBA8(0x12, 0x34, 0x56, mask[x, y].alpha) && mask[x, y].alpha > 0 { wrong += 1 } }
        #expect(wrong == 0)
    }
}

extension TintHostileInputTests {
    @Test func anOutputDeletedByHandIsRestoredAndOnlyIt() throws {
        let scratch = ScratchFolder()
        scratch.writeMask("in/a.png", size: 30)
        scratch.writeMask("in/b.png", size: 30, seed: 1)
        #expect(try scratch.run(["in", "-o", "out"]).status == 0)
        let original = scratch.bytes("out/a-selected.png")
        try FileManager.default.removeItem(atPath: scratch.path + "/out/a-selected.png")
        let result = try scratch.run(["in", "-o", "out"])
        #expect(result.standardError.contains("(1 written, 1 unchanged, 2 up to date)"), "\(result.standardError)")
        #expect(scratch.bytes("out/a-selected.png") == original)
    }
}
