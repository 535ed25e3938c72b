import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// Issue 30: `--prune` deletes only files BarSkin wrote and that are still BarSkin's;
/// everything else stays, reported as `kept` with the reason.
@Suite struct BuildPruneSafetyTests {
    static let withoutStar = BuildWorkspace.skin.replacingOccurrences(of: "    - mask: Icons/star\n    - mask", with: "    - mask")
    static let starNormal = "Build/App.xcassets/star-normal.imageset/"
    static let starNormalFolder = "Build/App.xcassets/star-normal.imageset"

    /// A workspace built once, then with the `star` item removed from its skin.
    static func builtThenStarRemoved() throws -> BuildWorkspace {
        let scratch = BuildWorkspace()
        #expect(try scratch.run(["build", "App.skin.yml"]).status == 0)
        scratch.write(Array(withoutStar.utf8), to: "App.skin.yml")
        return scratch
    }

    /// The `warnings` of a `--json` document, as `path: message` lines.
    static func warnings(_ result: CommandResult) throws -> [String] {
        let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as! [String: Any]
        return (document["warnings"] as! [[String: Any]]).map { "\($0["path"]!): \($0["message"]!)" }
    }

    @Test func aStaleImageSetReplacedByALinkToTheUsersFolderKeepsTheUsersFiles() throws {
        let scratch = try Self.builtThenStarRemoved()
        // The user's shared art: the very bytes BarSkin wrote, so only the link tells them apart.
        let shared = scratch.path + "/Shared"
        try FileManager.default.copyItem(atPath: scratch.path + "/" + Self.starNormalFolder, toPath: shared)
        try FileManager.default.removeItem(atPath: scratch.path + "/" + Self.starNormalFolder)
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/" + Self.starNormalFolder, withDestinationPath: shared)
        let before = scratch.listing("Shared")
        let result = try scratch.run(["build", "App.skin.yml", "--prune", "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(scratch.listing("Shared") == before && before.count == 4)
        let kept = ["star-normal.png", "star-normal@2x.png", "star-normal@2x~ipad.png", "Contents.json"].sorted()
            .map { Self.starNormal + $0 + ": kept: reached through a link" }
        #expect(try Self.warnings(result) == kept)
        #expect(result.standardError.contains("barskin: warning: \(Self.starNormal)star-normal.png: kept: reached through a link\n"))
        // The other image set was BarSkin's, and went.
        #expect(!scratch.exists("Build/App.xcassets/star-selected.imageset"))
    }

    @Test func aStaleNinePatchUnderALinkedDensityFolderIsKept() throws {
        let scratch = BuildWorkspace()
        #expect(try scratch.run(["build", "App.skin.yml"]).status == 0)
        let mdpi = scratch.path + "/Build/res/drawable-mdpi"
        try FileManager.default.moveItem(atPath: mdpi, toPath: scratch.path + "/Mine")
        try FileManager.default.createSymbolicLink(atPath: mdpi, withDestinationPath: scratch.path + "/Mine")
        let before = scratch.listing("Mine")
        let withoutBackgrounds = BuildWorkspace.skin.components(separatedBy: "backgrounds:")[0]
        scratch.write(Array(withoutBackgrounds.utf8), to: "App.skin.yml")
        let result = try scratch.run(["build", "App.skin.yml", "--prune"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!before.isEmpty && scratch.listing("Mine") == before)
        #expect(result.standardError.contains(": kept: reached through a link\n"), "\(result.standardError)")
    }

    @Test func aStaleOutputTheUserReplacedIsKept() throws {
        let scratch = try Self.builtThenStarRemoved()
        scratch.write(Array("my own art".utf8), to: Self.starNormal + "star-normal@2x.png")
        let result = try scratch.run(["build", "App.skin.yml", "--prune"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(scratch.contents(Self.starNormal + "star-normal@2x.png") == Array("my own art".utf8))
        #expect(result.standardError.hasPrefix("barskin: warning: \(Self.starNormal)star-normal@2x.png: kept: replaced by another file\n"))
        #expect(!scratch.exists(Self.starNormal + "star-normal.png"))
        // Kept once and forgotten: the file is the user's now, and the next build says nothing of it.
        let again = try scratch.run(["build", "App.skin.yml", "--prune"])
        #expect(!again.standardError.contains("kept"), "\(again.standardError)")
        #expect(scratch.exists(Self.starNormal + "star-normal@2x.png"))
    }

    @Test func aFileTheManifestNamesWithoutARecordIsKept() throws {
        let scratch = BuildWorkspace()
        #expect(try scratch.run(["build", "App.skin.yml"]).status == 0)
        scratch.write(Array("mine".utf8), to: "Build/README-mine.txt")
        let manifestPath = scratch.path + "/Build/.App.skin.barskin.json"
        var manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: manifestPath))) as! [String: Any]
        manifest["stale"] = ["README-mine.txt"]
        try JSONSerialization.data(withJSONObject: manifest).write(to: URL(fileURLWithPath: manifestPath))
        let result = try scratch.run(["build", "App.skin.yml", "--prune", "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(scratch.contents("Build/README-mine.txt") == Array("mine".utf8))
        #expect(try Self.warnings(result) == ["Build/README-mine.txt: kept: not recorded as written by barskin"])
    }

    @Test func aStaleOutputTheSkinNowReadsIsKept() throws {
        let scratch = try Self.builtThenStarRemoved()
        let skin = Self.withoutStar + "  - image: \(Self.starNormal)star-normal\n    name: reused\n    insets: 1,1,1,1\n    sizes: [20x20]\n"
        scratch.write(Array(skin.utf8), to: "App.skin.yml")
        let dryRun = try scratch.run(["build", "App.skin.yml", "--prune", "--dry-run"])
        #expect(dryRun.standardError.contains("barskin: warning: \(Self.starNormal)star-normal.png: kept: is an input\n"), "\(dryRun.standardError)")
        #expect(!dryRun.standardError.contains("would prune \(Self.starNormal)star-normal.png\n"))
        let result = try scratch.run(["build", "App.skin.yml", "--prune"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("barskin: warning: \(Self.starNormal)star-normal.png: kept: is an input\n"))
        #expect(scratch.exists(Self.starNormal + "star-normal.png") && scratch.exists(Self.starNormal + "star-normal@2x.png"))
    }
}
