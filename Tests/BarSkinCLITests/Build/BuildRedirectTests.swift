import BarSkin
import Foundation
import Testing

/// `build --output` and `--manifest-folder`: a skin built elsewhere than it says,
/// as the build-tool plugin builds it, with the same pixels.
@Suite struct BuildRedirectTests {
    @Test func outputMovesEveryFolderUnderOne() throws {
        let workspace = BuildWorkspace()
        let usual = try workspace.run(["build", "App.skin.yml"])
        #expect(usual.status == 0, "\(usual.standardError)")
        let moved = try workspace.run(["build", "App.skin.yml", "-o", "Moved", "--manifest-folder", "Manifests"])
        #expect(moved.status == 0, "\(moved.standardError)")
        // output: is Moved itself; the catalog and the res folder keep their names inside it.
        #expect(workspace.listing("Moved").sorted() == workspace.listing("Build").filter { !$0.hasPrefix(".App.skin.barskin") }.sorted())
        #expect(workspace.listing("Manifests").sorted() == [".App.skin.barskin.index", ".App.skin.barskin.json"])
        try workspace.samePixels("Build/Bar-40x12@2x.png", "Moved/Bar-40x12@2x.png")
        try workspace.samePixels("Build/App.xcassets/star-selected.imageset/star-selected@2x.png",
                                 "Moved/App.xcassets/star-selected.imageset/star-selected@2x.png")
        try workspace.samePixels("Build/res/drawable-xhdpi/bar.9.png", "Moved/res/drawable-xhdpi/bar.9.png")
        // The manifest in its own folder makes the next run up to date.
        let again = try workspace.run(["build", "App.skin.yml", "-o", "Moved", "--manifest-folder", "Manifests"])
        #expect(again.standardError.contains("0 written"), "\(again.standardError)")
    }

    @Test func redirectingKeepsTheCatalogsPartFromItsXcassetsFolderOn() throws {
        let skin = "/p/Skins/App.skin.yml"
        let spec = SkinSpec(path: skin, output: SkinPath(text: "../Build", line: 2, column: 9, skinPath: skin),
                            catalog: SkinPath(text: "../Build/App.xcassets/Bars/", line: 3, column: 10, skinPath: skin),
                            ninePatch: SkinPath(text: "../Build/res", line: 4, column: 12, skinPath: skin))
        let moved = try spec.redirecting(into: "/tmp/out")
        #expect(moved.output?.resolved == "/tmp/out")
        #expect(moved.catalog?.resolved == "/tmp/out/App.xcassets/Bars")
        #expect(moved.ninePatch?.resolved == "/tmp/out/res")
        // Still where the skin file says them, for messages about them.
        #expect(moved.catalog?.line == 3 && moved.catalog?.column == 10)
    }
}
