import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// What `diff` compares besides two builds: two folders of art no build made (a review of an
/// export), but not a build with a folder of masks, whose paths it shares none of.
struct DiffArtFolderTests {
    @Test func aBuildAndAFolderOfMasksSharingNoPathCannotBeCompared() throws {
        let project = ReviewProject()
        try project.build(into: "Old")
        for (old, new, art) in [("Old", "icons", "icons"), ("icons", "Old/App.xcassets", "icons"), ("Old/.App.skin.barskin.json", "icons", "icons")] {
            let result = try project.run(["diff", old, new])
            #expect(result.status == 2, "\(old) \(new): \(result.standardError)")
            #expect(result.standardOutput == "")
            #expect(result.standardError == "barskin: error: \(art): is not a build (no build record in it or above it) and has no image path "
                + "in common with the build \(old == art ? new : old): nothing to compare; give the output folder, catalog or manifest of "
                + "another build of the same skin\n")
        }
    }

    @Test func twoFoldersOfArtAreComparedByPath() throws {
        let project = ReviewProject()
        try FileManager.default.copyItem(atPath: project.path + "/icons", toPath: project.path + "/Export")
        project.png("Export/chat@2x.png", Masks.disc(size: 60, radius: 20))
        let result = try project.run(["diff", "icons", "Export"])
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("changed: chat@2x.png: "), "\(result.standardOutput)")
        #expect(result.standardError.hasPrefix("barskin: diff: 1 changed, 0 added, 0 removed, 5 unchanged in "), "\(result.standardError)")
        // A build and art that shares its paths (art drawn by hand, then by a skin) are compared too.
        try project.build(into: "Old")
        try FileManager.default.copyItem(atPath: project.path + "/Old/App.xcassets", toPath: project.path + "/Drawn")
        let drawn = try project.run(["diff", "Old/App.xcassets", "Drawn"])
        #expect(drawn.status == 0, "\(drawn.standardError)")
    }
}
