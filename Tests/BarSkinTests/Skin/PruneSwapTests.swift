import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// Issue 45: `--prune` deletes only in the very folders the build began with, through the
/// descriptor it judged each file through, so a folder swapped for a link meanwhile leads
/// to no deletion outside.
struct PruneSwapTests {
    /// A manifest recording `Out/a.png` (as written) as stale, and the folder as the build found it.
    static func staleFile(in folder: TemporaryFolder) -> (manifest: SkinManifest, root: String, identity: FileIdentity?) {
        let root = PathText.absolute(folder.path) + "/Out"
        let path = folder.write(Array("art".utf8), to: "Out/a.png")
        var manifest = SkinManifest(path: root + "/.x.barskin.json")
        manifest.stale = [PathText.absolute(path)]
        manifest.staleRecords[PathText.absolute(path)] = .init(kind: "normal", width: nil, height: nil, scale: nil,
                                                                stamp: FileStamp(path: path)!, sha256: PixelDigest.sha256(of: Array("art".utf8)), operation: nil)
        return (manifest, root, FileIdentity(path: root))
    }

    @Test func anOutputFolderSwappedForALinkAfterTheBuildBeganLosesNothingOutside() throws {
        let folder = TemporaryFolder(), victim = TemporaryFolder()
        var (manifest, root, identity) = Self.staleFile(in: folder)
        // The user's copy of the art: the same bytes, so only where it is tells it apart.
        victim.write(Array("art".utf8), to: "a.png")
        try FileManager.default.moveItem(atPath: root, toPath: folder.path + "/Moved")
        try FileManager.default.createSymbolicLink(atPath: root, withDestinationPath: victim.path)
        let result = manifest.prune(inside: [root], folders: [root: try #require(identity)])
        #expect(result.pruned.isEmpty)
        #expect(result.kept.map(\.error) == [.link])
        #expect(victim.contents("a.png") == Array("art".utf8))
    }

    @Test func theSameFolderIsPrunedAsBefore() throws {
        let folder = TemporaryFolder()
        var (manifest, root, identity) = Self.staleFile(in: folder)
        let result = manifest.prune(inside: [root], folders: [root: try #require(identity)])
        #expect(result.pruned == [root + "/a.png"])
        #expect(!folder.exists("Out/a.png"))
    }
}
