import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// `stretch` and `slice` on the one road through the skin build: the same flags,
/// the same manifest and the same conflict rule as every other writing command.
@Suite struct OnePipelineStretchTests {
    private static let resizing = #""resizing":{"mode":"9-part","center":{"mode":"stretch","width":1,"height":1},"cap-insets":{"top":2,"left":2,"bottom":2,"right":2}}"#

    /// An image set of a @1x and a @2x file with caps, and `entries` of them listed.
    private func imageSet(_ scratch: ScratchFolder, scales: [Int]) {
        scratch.png("S.imageset/a.png", Bitmap.gradient(width: 10, height: 10))
        scratch.png("S.imageset/a@2x.png", Bitmap.gradient(width: 20, height: 20))
        let entries = scales.map { #"{"filename":"a\#($0 == 1 ? "" : "@\($0)x").png","scale":"\#($0)x",\#(Self.resizing)}"# }
        scratch.write(Array(#"{"images":[\#(entries.joined(separator: ","))]}"#.utf8), to: "S.imageset/Contents.json")
    }

    @Test func stretchListsPrunesAndForcesLikeEveryWritingCommand() throws {
        let scratch = ScratchFolder()
        imageSet(scratch, scales: [1, 2])
        let arguments = ["stretch", "S.imageset", "--size", "20x20", "-o", "out"]
        let dry = try CommandRunner.run(arguments + ["--dry-run"], in: scratch.url)
        #expect(dry.status == 0, "\(dry.standardError)")
        #expect(dry.standardOutput == "out/a.png\nout/a@2x.png\n")
        #expect(!scratch.exists("out"))
        #expect(try CommandRunner.run(arguments, in: scratch.url).status == 0)
        // The @2x entry leaves the set: its output is no longer made, and kept until --prune.
        imageSet(scratch, scales: [1])
        let kept = try CommandRunner.run(arguments, in: scratch.url)
        #expect(kept.standardError.hasSuffix(" s; 1 file no longer made (--prune deletes it)\n"), "\(kept.standardError)")
        #expect(scratch.exists("out/a@2x.png"))
        let pruned = try CommandRunner.run(arguments + ["--prune"], in: scratch.url)
        #expect(pruned.standardError.hasSuffix(" s; pruned 1 file\n"), "\(pruned.standardError)")
        #expect(scratch.listing("out").filter { !$0.hasPrefix(".") } == ["a.png"])
        let forced = try CommandRunner.run(arguments + ["--force"], in: scratch.url)
        #expect(forced.standardOutput == "out/a.png: 20x20 px @1x, unchanged\n")
        #expect(forced.standardError.hasPrefix("barskin: stretched 1 image into 1 file (0 written, 1 unchanged, 0 up to date) in "))
    }

    @Test func anImageSetIntoAPngFileIsAUsageErrorNotAFolderNamedSo() throws {
        let scratch = ScratchFolder()
        imageSet(scratch, scales: [1, 2])
        let result = try CommandRunner.run(["stretch", "S.imageset", "--size", "20x20", "-o", "out.png"], in: scratch.url)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("barskin: error: -o names the file out.png, which holds one image, "
            + "but the inputs are the folder S.imageset: give a folder\n"))
        #expect(!scratch.exists("out.png"))
    }

    @Test func aStretchIntoAGlowsFolderIsAnErrorNamingTheGlow() throws {
        let scratch = ScratchFolder()
        scratch.writeMask("icons/chat.png", size: 30)
        #expect(try CommandRunner.run(["glow", "icons", "-o", "Build"], in: scratch.url).status == 0)
        let glow = scratch.bytes("Build/chat.png")
        let stretch = try CommandRunner.run(["stretch", "icons/chat.png", "--size", "40x40", "--insets", "2,2,2,2", "-o", "Build"], in: scratch.url)
        #expect(stretch.status == 1)
        #expect(stretch.standardError.hasPrefix("barskin: error: icons/chat.png: output Build/chat.png is also written by "
            + "`barskin glow icons`, and one would replace the other; give one of them another output folder\n"), "\(stretch.standardError)")
        #expect(scratch.bytes("Build/chat.png") == glow)
    }

    @Test func sliceListsAndForcesAndItsDocumentKeepsItsImages() throws {
        let scratch = ScratchFolder()
        scratch.png("Box.png", Bitmap.gradient(width: 10, height: 8))
        scratch.png("Box@2x.png", Bitmap.gradient(width: 20, height: 16))
        let arguments = ["slice", "Box.png", "Box@2x.png", "--insets", "1,1,1,1", "--catalog", "A.xcassets", "--ninepatch", "res"]
        let dry = try CommandRunner.run(arguments + ["--dry-run"], in: scratch.url)
        #expect(dry.standardOutput == """
        A.xcassets/Contents.json
        A.xcassets/Box.imageset/Box.png
        A.xcassets/Box.imageset/Box@2x.png
        A.xcassets/Box.imageset/Contents.json
        res/drawable-mdpi/box.9.png
        res/drawable-xhdpi/box.9.png

        """)
        #expect(!scratch.exists("A.xcassets") && !scratch.exists("res"))
        #expect(try CommandRunner.run(arguments, in: scratch.url).status == 0)
        let again = try CommandRunner.run(arguments + ["--json"], in: scratch.url)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(again.standardOutput.utf8)) as? [String: Any])
        #expect(Array(document.keys).sorted() == ["failures", "images", "kept", "outputs", "pruned", "removedTemporaries", "schemaVersion", "stale", "warnings"])
        let images = try #require(document["images"] as? [[String: Any]])
        #expect((images[0]["outputs"] as? [[String: Any]])?.compactMap { $0["output"] as? String }.sorted() == [
            "A.xcassets/Box.imageset/Box.png", "A.xcassets/Box.imageset/Box@2x.png", "A.xcassets/Box.imageset/Contents.json",
            "res/drawable-mdpi/box.9.png", "res/drawable-xhdpi/box.9.png",
        ])
    }

    @Test func aFailureBeforeTheBuildStillPrintsTheJSONDocument() throws {
        let scratch = ScratchFolder()
        scratch.png("b.png", Bitmap.gradient(width: 10, height: 8))
        scratch.write(Array("not a folder".utf8), to: "out")
        for arguments in [["stretch", "b.png", "--size", "20x20", "--insets", "1,1,1,1", "-o", "out"],
                          ["slice", "b.png", "--insets", "1,1,1,1", "--ninepatch", "out"]] {
            let result = try CommandRunner.run(arguments + ["--json"], in: scratch.url)
            #expect(result.status == 1)
            let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
            #expect(document["schemaVersion"] as? Int == 2)
            let failures = try #require(document["failures"] as? [[String: Any]])
            #expect(failures.map { $0["path"] as? String } == ["out"], "\(arguments[0])")
        }
    }
}
