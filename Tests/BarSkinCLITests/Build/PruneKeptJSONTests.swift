import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// Issue 30: every writing command's `--json` lists the stale files `--prune` kept in
/// `kept`, each `{"path", "reason"}`, and still warns of each on standard error.
@Suite struct PruneKeptJSONTests {
    /// A `--json` document's `kept`, exactly as printed (nil when the member is missing or not entries of strings).
    static func kept(_ result: CommandResult) throws -> [[String: String]]? {
        let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as! [String: Any]
        return document["kept"] as? [[String: String]]
    }

    /// The document's member names, in the order printed.
    static func memberOrder(_ result: CommandResult) -> [String] {
        let keys = try! NSRegularExpression(pattern: "^  \"([A-Za-z]+)\":", options: .anchorsMatchLines)
        let text = result.standardOutput
        return keys.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { String(text[Range($0.range(at: 1), in: text)!]) }
    }

    @Test func aReplacedOutputIsListedWithItsReasonAndStillWarned() throws {
        let scratch = try BuildPruneSafetyTests.builtThenStarRemoved()
        scratch.write(Array("my own art".utf8), to: BuildPruneSafetyTests.starNormal + "star-normal@2x.png")
        let result = try scratch.run(["build", "App.skin.yml", "--prune", "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try Self.kept(result) == [["path": BuildPruneSafetyTests.starNormal + "star-normal@2x.png", "reason": "replaced by another file"]])
        #expect(try BuildPruneSafetyTests.warnings(result) == [BuildPruneSafetyTests.starNormal + "star-normal@2x.png: kept: replaced by another file"])
        #expect(result.standardError.hasPrefix("barskin: warning: \(BuildPruneSafetyTests.starNormal)star-normal@2x.png: kept: replaced by another file\n"))
        #expect(Self.memberOrder(result) == ["schemaVersion", "outputs", "stale", "pruned", "kept", "warnings", "removedTemporaries", "failures"])
    }

    @Test func aDryRunListsWhatItWouldKeep() throws {
        let scratch = try BuildPruneSafetyTests.builtThenStarRemoved()
        let star = BuildPruneSafetyTests.starNormal
        let skin = BuildPruneSafetyTests.withoutStar + "  - image: \(star)star-normal\n    name: reused\n    insets: 1,1,1,1\n    sizes: [20x20]\n"
        scratch.write(Array(skin.utf8), to: "App.skin.yml")
        let result = try scratch.run(["build", "App.skin.yml", "--prune", "--dry-run", "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        // The image set's three PNGs are what the new item reads (its 1x, 2x and iPad 2x).
        #expect(try Self.kept(result) == ["star-normal.png", "star-normal@2x.png", "star-normal@2x~ipad.png"].map {
            ["path": star + $0, "reason": "is an input"]
        })
    }

    @Test func withoutPruneOrWithNothingStaleKeptIsEmpty() throws {
        let scratch = try BuildPruneSafetyTests.builtThenStarRemoved()
        let unpruned = try scratch.run(["build", "App.skin.yml", "--json"])
        #expect(unpruned.status == 0)
        #expect(try Self.kept(unpruned) == [])
        let pruned = try scratch.run(["build", "App.skin.yml", "--prune", "--json"])
        #expect(try Self.kept(pruned) == [])
    }

    @Test func tintListsAnOutputReachedThroughALink() throws {
        let scratch = ScratchFolder()
        try scratch.tintedThenDeleted("sub/more.png")
        // The user's own folder now stands where BarSkin's was, holding the very bytes BarSkin wrote.
        try FileManager.default.moveItem(atPath: scratch.path + "/out/sub", toPath: scratch.path + "/Mine")
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/out/sub", withDestinationPath: scratch.path + "/Mine")
        let result = try scratch.run(["in", "-o", "out", "--prune", "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try Self.kept(result) == ["out/sub/more-normal.png", "out/sub/more-selected.png"].map { ["path": $0, "reason": "reached through a link"] })
        #expect(scratch.listing("Mine") == ["more-normal.png", "more-selected.png"])
        #expect(result.standardError.contains("barskin: warning: out/sub/more-normal.png: kept: reached through a link\n"))
    }

    @Test func drawnArtListsAWidthItNoLongerMakesThatTheUserReplaced() throws {
        let scratch = ScratchFolder()
        #expect(try scratch.run("tabbar-art", ["-o", "Build", "--width", "320", "--width", "100", "--scales", "1"]).status == 0)
        let dropped = try #require(scratch.listing("Build").first { $0.contains("100") && $0.hasSuffix(".png") })
        scratch.write(Array("mine".utf8), to: "Build/" + dropped)
        let result = try scratch.run("tabbar-art", ["-o", "Build", "--width", "320", "--scales", "1", "--prune", "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try Self.kept(result) == [["path": "Build/" + dropped, "reason": "replaced by another file"]])
        #expect(scratch.contents("Build/" + dropped) == Array("mine".utf8))
    }
}
