import BarSkin
@testable import BarSkinTrace
import BarSkinTestSupport
import Foundation
import Testing

/// Issue 30: the folders trace walks are walked without recursion, each entered once by
/// device and inode, whatever their shape: a chain as deep as the file system allows,
/// catalog groups linked into themselves, one folder named twice through a link.
@Suite struct TraceWalkShapeTests {
    private static let png = PNGFixture.bytes(of: Bitmap(width: 4, height: 4, filledWith: RGBA8(9, 8, 7, 255)))

    @Test func aChainOfFoldersDeeperThanPathsReachIsWalkedToThePathLimitAndSaysWhereItStopped() {
        let folder = TemporaryFolder()
        // 5,000 deep: past 2,040, no path reaches the bottom, and each folder costs the disk a third of a millisecond twice.
        folder.makeFolderChain("P", depth: 5_000, files: [10: "near.png", 1_500: "mid.png", 5_000: "bottom.png"])
        defer { folder.removeFolderChain("P") }
        let root = folder.path + "/P"
        let chain = { (depth: Int) in root + String(repeating: "/d", count: depth) }
        let files = ProjectWalker().walk([root])
        #expect(files.looseImages.map(\.path) == [chain(1_500) + "/mid.png", chain(10) + "/near.png"])
        // The first folder whose path open() would refuse is said once; nothing below it is read.
        let tooLong = (1...5_000).first { chain($0).utf8.count >= 4096 }!
        #expect(files.errors.map(\.path) == [chain(tooLong)])
        #expect(files.errors.map(\.message) == ["cannot read: the path is longer than the system allows"])
    }

    @Test func aCatalogGroupLinkedIntoItselfIsWalkedOnce() throws {
        let folder = TemporaryFolder()
        folder.write(Self.png, to: "P/A.xcassets/Group/icon.imageset/i.png")
        folder.write(Array(#"{"images":[{"idiom":"universal","filename":"i.png"}]}"#.utf8), to: "P/A.xcassets/Group/icon.imageset/Contents.json")
        // Two ways back up: followed as a catalog's groups are, each would walk the catalog again, and again inside it.
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/P/A.xcassets/Group/Up", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/P/A.xcassets/Group/Top", withDestinationPath: "../..")
        let files = ProjectWalker().walk([folder.path + "/P"])
        #expect(files.imageSets.map(\.folder) == [folder.path + "/P/A.xcassets/Group/icon.imageset"])
        #expect(files.errors.isEmpty)
    }

    @Test func aChainOfCatalogGroupsStopsAtThePathLimit() {
        let folder = TemporaryFolder()
        folder.makeFolderChain("A.xcassets", depth: 3_000)
        defer { folder.removeFolderChain("A.xcassets") }
        let root = folder.path + "/A.xcassets"
        let files = ProjectWalker().walk([root])
        let tooLong = (1...3_000).first { (root + String(repeating: "/d", count: $0)).utf8.count >= 4096 }!
        #expect(files.errors.map(\.path) == [root + String(repeating: "/d", count: tooLong)])
        #expect(files.imageSets.isEmpty)
    }

    @Test func aFolderNamedAgainThroughALinkIsWalkedOnce() throws {
        let folder = TemporaryFolder()
        folder.write(Self.png, to: "P/Art/a@2x.png")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Alias", withDestinationPath: folder.path + "/P")
        // A link inside the tree back to its top is not followed at all.
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/P/Art/Back", withDestinationPath: folder.path + "/P")
        let files = ProjectWalker().walk([folder.path + "/P", folder.path + "/Alias", folder.path + "/P/Art"])
        #expect(files.looseImages.map(\.path) == [folder.path + "/P/Art/a@2x.png"])
        #expect(files.errors.isEmpty)
    }
}
