@testable import BarSkin
import BarSkinArt
import BarSkinCore
import BarSkinTestSupport
import Foundation
import Testing

/// The manifest written member by member is the manifest as its JSON value renders,
/// byte for byte, whatever it holds.
@Suite struct ManifestTextTests {
    @Test func aBatchsManifestWithStaleFilesRendersAsItsValue() throws {
        let folder = TemporaryFolder()
        MaskBatchTests.icons(in: folder)
        MaskBatchTests.build("tint", ["icons"], "Build", in: folder)
        try FileManager.default.removeItem(atPath: folder.path + "/icons/sub/more@3x.png")
        MaskBatchTests.build("tint", ["icons"], "Build", in: folder)
        let path = folder.path + "/Build/" + SkinInvocation(command: "tint", roots: [folder.path + "/icons"]).manifestFileName
        let manifest = SkinManifest.load(from: path)
        #expect(!manifest.stale.isEmpty && manifest.quick != nil && manifest.items.count == 2)
        #expect(manifest.renderedJSON == Array(manifest.json.rendered().utf8))
        #expect(folder.contents("Build/" + PathText.fileName(of: path)) == manifest.renderedJSON)
    }

    @Test func aSlicesManifestWithACreatedCatalogRendersAsItsValue() throws {
        let folder = TemporaryFolder()
        folder.png("art/Box.png", Bitmap(width: 10, height: 8, filledWith: RGBA8(10, 20, 30)))
        folder.png("art/Box@2x.png", Bitmap(width: 20, height: 16, filledWith: RGBA8(10, 20, 30)))
        let batch = SliceBatch(inputs: [folder.path + "/art"], catalog: folder.path + "/A.xcassets", ninePatch: folder.path + "/res",
                               caps: .insets(CapInsets(top: 1, left: 1, bottom: 1, right: 1), .stretch), contentInsets: nil,
                               template: true, tileAsked: false, name: nil)
        let planned = batch.plan()
        let report = SkinBuilder().run(SkinBuildPlan(specs: [planned.spec]))
        #expect(report.failures.isEmpty)
        let manifest = SkinManifest.load(from: try #require(SkinManifest.path(for: planned.spec)))
        #expect(!manifest.created.isEmpty && manifest.invocation != nil)
        #expect(manifest.renderedJSON == Array(manifest.json.rendered().utf8))
        #expect(SkinManifest(path: folder.path + "/none.json").renderedJSON == Array(SkinManifest(path: folder.path + "/none.json").json.rendered().utf8))
    }

    @Test func aThousandItemsWrittenInSlicesRenderAsTheirValue() throws {
        var manifest = SkinManifest(path: "/work/App/Build/.tint-00000000.barskin.json")
        let recent = try #require(FileStamp(bytes: 120, modified: "1700000000.000000001"))
        // Before 1970 and empty: the digits written by hand must be what String(Int) writes.
        let early = try #require(FileStamp(bytes: 0, modified: "-86400.123456789"))
        for index in 0..<1000 {
            let stamp = index % 5 == 0 ? early : recent
            let input = "/work/icons/sub\(index % 7)/m\(index)@2x.png"
            manifest.items["sub\(index % 7)/m\(index)@2x.png"] = SkinManifest.Item(
                recipe: "r\(index)", inputs: [input: SkinManifest.Input(stamp: stamp, sha256: "s", width: index % 3 == 0 ? nil : 60, height: 60)],
                outputs: ["/work/App/Build/m\(index)-normal@2x.png": SkinManifest.Output(
                    kind: "normal", width: 60, height: 61, scale: 3, stamp: stamp, sha256: "o\"\\\n", operation: index % 2 == 0 ? "tint/2" : nil,
                    input: input, appearance: index % 3 == 0 ? .darkHighContrast : .any)])
        }
        #expect(manifest.renderedJSON == Array(manifest.json.rendered().utf8))
        // The index, written a slice of items at a time, keeps every item's lines together and in name order.
        manifest.quick = SkinManifest.Quick(skinSHA: "x", fingerprint: "f", folders: [:], shared: [])
        let lines = try #require(manifest.indexText).split(separator: "\n")
        #expect(lines.count == 5 + 3 * 1000)
        #expect(lines.filter { $0.hasPrefix("item\t") }.map { String($0.split(separator: "\t")[2]) } == manifest.items.keys.sorted())
        #expect(zip(lines, lines.dropFirst()).allSatisfy { !$0.0.hasPrefix("item\t") || $0.1.hasPrefix("in\t") })
    }
}
