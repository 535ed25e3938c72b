import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

@Suite struct TintBatchPlanTests {
    @Test func inputsMapToTwoDestinationsAndClashesAreRefused() {
        let folder = OutputFolder(path: "out")
        var failures: [any LocatedError] = []
        let files = [InputFile(path: "a/chat@2x~ipad.png", relativePath: "chat@2x~ipad.png"),
                     InputFile(path: "b/chat@2x~ipad.png", relativePath: "chat@2x~ipad.png"),
                     InputFile(path: "a/more.png", relativePath: "sub/more.png")]
        let plan = TintBatchPlan(files: files, folder: folder, failures: &failures)
        #expect(plan.items.map(\.relativeDestinations) == [
            ["chat-normal@2x~ipad.png", "chat-selected@2x~ipad.png"], ["sub/more-normal.png", "sub/more-selected.png"],
        ])
        #expect(plan.items.map(\.destinations) == [
            ["out/chat-normal@2x~ipad.png", "out/chat-selected@2x~ipad.png"], ["out/sub/more-normal.png", "out/sub/more-selected.png"],
        ])
        #expect(plan.keys == ["chat@2x~ipad.png", "sub/more.png"])
        #expect(failures.map(\.description) == ["b/chat@2x~ipad.png: output out/chat-normal@2x~ipad.png is already written from a/chat@2x~ipad.png"])
    }

    @Test func pruningDeletesOnlyRecordedOutputsOfGoneInputs() throws {
        let scratch = TemporaryFolder()
        for name in ["kept-normal.png", "gone-normal.png", "gone-selected.png", "mine.png"] { scratch.write([1], to: "out/" + name) }
        var manifest = TintManifest(entries: [
            "kept.png": .init(sha256: "k", options: "o", outputs: [.init(path: "kept-normal.png", width: 1, height: 1, bytes: 1)]),
            "gone.png": .init(sha256: "g", options: "o", outputs: [
                .init(path: "gone-normal.png", width: 1, height: 1, bytes: 1), .init(path: "gone-selected.png", width: 1, height: 1, bytes: 1),
                // A hand-edited record leading out of the folder is never followed.
                .init(path: "../in/art.png", width: 1, height: 1, bytes: 1),
            ]),
        ])
        scratch.write([1], to: "in/art.png")
        let folder = OutputFolder(path: scratch.path + "/out")
        var failures: [any LocatedError] = []
        let plan = TintBatchPlan(files: [InputFile(path: scratch.path + "/in/kept.png", relativePath: "kept.png")], folder: folder, failures: &failures)
        let pruned = manifest.pruneGone(plan: plan, folder: folder, failures: &failures)
        #expect(pruned.map { PathText.fileName(of: $0) } == ["gone-normal.png", "gone-selected.png"])
        #expect(failures.isEmpty)
        #expect(manifest.entries.keys.sorted() == ["kept.png"])
        #expect(scratch.listing() == ["in/art.png", "out/kept-normal.png", "out/mine.png"])
    }
}
