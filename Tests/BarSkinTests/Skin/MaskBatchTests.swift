@testable import BarSkin
@testable import BarSkinArt
@testable import BarSkinCore
import BarSkinTestSupport
import Foundation
import Testing

/// `tint`, `glow` and `shadow` as the library runs them: masks in, items of the
/// skin build out, one manifest per command run, and runs that share a folder.
@Suite struct MaskBatchTests {
    /// Plans and builds `command` with `operation` on `inputs` into `output` (all below `folder`).
    @discardableResult
    static func build(_ command: String, _ inputs: [String], _ output: String, in folder: TemporaryFolder, prune: Bool = false,
                      operation: any ImageOperation = TintOperation(style: .classic), naming: MaskNaming = .tint) -> (SkinBuildPlan, SkinBuilder.Report) {
        let planned = MaskBatch(command: command, inputs: inputs.map { folder.path + "/" + $0 }, output: folder.path + "/" + output,
                                operation: operation, naming: naming).plan()
        let plan = SkinBuildPlan(specs: [planned.spec])
        return (plan, SkinBuilder().run(plan, prune: prune))
    }

    static func icons(in folder: TemporaryFolder) {
        for (name, size) in [("chat.png", 30), ("chat@2x.png", 60), ("sub/more@3x.png", 90)] {
            folder.write(SkinBuildPlanTests.mask(size), to: "icons/" + name)
        }
    }

    @Test func aSecondRunOnPartOfTheInputsNeitherCallsTheRestGoneNorPrunesThem() {
        let folder = TemporaryFolder()
        Self.icons(in: folder)
        let first = Self.build("tint", ["icons"], "Build", in: folder).1
        #expect(first.failures.isEmpty && first.outputs.count == 6)
        let before = folder.listing("Build")
        let run = Self.build("tint", ["icons/chat@2x.png"], "Build", in: folder, prune: true).1
        #expect(run.failures.map(\.description) == [])
        #expect(run.stale == [] && run.pruned == [])
        #expect(run.outputs.map { PathText.fileName(of: $0.file.path) } == ["chat-normal@2x.png", "chat-selected@2x.png"])
        // Each run keeps its own manifest; the first run's files are all still there.
        let second = SkinInvocation(command: "tint", roots: [folder.path + "/icons/chat@2x.png"]).manifestFileName
        #expect(Set(folder.listing("Build")) == Set(before).union([second, second.replacingOccurrences(of: ".json", with: ".index")]))
    }

    @Test func aCommandRunsManifestNamesItsCommandAndRootsAndNoSkinFileAndItsRerunIsQuick() throws {
        let folder = TemporaryFolder()
        Self.icons(in: folder)
        Self.build("tint", ["icons"], "Build", in: folder)
        let name = SkinInvocation(command: "tint", roots: [folder.path + "/icons"]).manifestFileName
        let text = String(decoding: try #require(folder.contents("Build/" + name)), as: UTF8.self)
        // Not `"skin": "../tint"`: a command's spec has no file, and its run is known by its command and roots.
        #expect(text.contains("\"skin\": null,\n  \"command\": \"tint\",\n  \"roots\": [\n    \"../icons\"\n  ]"), "\(text.prefix(200))")
        let spec = MaskBatch(command: "tint", inputs: [folder.path + "/icons"], output: folder.path + "/Build",
                             operation: TintOperation(style: .classic), naming: .tint).plan().spec
        let quick = try #require(SkinBuilder().unchanged([spec]), "the quick index trusts a rerun with nothing changed")
        #expect(quick.outputs.map { PathText.fileName(of: $0.file.path) }
                == ["chat-normal.png", "chat-selected.png", "chat-normal@2x.png", "chat-selected@2x.png", "more-normal@3x.png", "more-selected@3x.png"])
        #expect(quick.outputs.allSatisfy { $0.record.status == .upToDate })
    }

    @Test func anInputGoneFromARunIsPrunedByThatRunAlone() throws {
        let folder = TemporaryFolder()
        Self.icons(in: folder)
        Self.build("tint", ["icons"], "Build", in: folder)
        try FileManager.default.removeItem(atPath: folder.path + "/icons/sub/more@3x.png")
        let kept = Self.build("tint", ["icons"], "Build", in: folder).1
        #expect(kept.stale.map { PathText.fileName(of: $0) } == ["more-normal@3x.png", "more-selected@3x.png"])
        let pruned = Self.build("tint", ["icons"], "Build", in: folder, prune: true).1
        #expect(pruned.pruned.map { PathText.fileName(of: $0) } == ["more-normal@3x.png", "more-selected@3x.png"])
        #expect(!folder.exists("Build/sub/more-normal@3x.png") && folder.exists("Build/chat-normal@2x.png"))
    }

    @Test func glowAndShadowIntoOneFolderIsAnErrorNamingTheOtherAndNothingIsReplaced() {
        let folder = TemporaryFolder()
        Self.icons(in: folder)
        Self.build("glow", ["icons"], "Build", in: folder, operation: GlowOperation.glow, naming: .keepingName(kind: "glow"))
        let glowed = folder.contents("Build/chat@2x.png")
        let (plan, report) = Self.build("shadow", ["icons"], "Build", in: folder, operation: GlowOperation.shadow,
                                        naming: .keepingName(kind: "shadow"))
        #expect(plan.conflicts.count == 1)
        let message = plan.conflicts.first?.description ?? ""
        #expect(message.hasPrefix(folder.path + "/icons/chat.png: output " + folder.path + "/Build/chat.png and 2 more are also written by `barskin glow "), "\(message)")
        #expect(message.hasSuffix("icons`, and one would replace the other; give one of them another output folder"))
        #expect(report.outputs.isEmpty && folder.contents("Build/chat@2x.png") == glowed)
        // With a suffix, each has its own files.
        let suffixed = Self.build("shadow", ["icons"], "Build", in: folder, operation: GlowOperation.shadow,
                                  naming: .keepingName(kind: "shadow", suffix: "-shadow")).1
        #expect(suffixed.failures.isEmpty)
        #expect(suffixed.outputs.map { PathText.fileName(of: $0.file.path) } == ["chat-shadow.png", "chat-shadow@2x.png", "more-shadow@3x.png"])
    }

    @Test func namesDifferingOnlyInCaseFailTheLaterMaskAndTheOthersAreMade() {
        let folder = TemporaryFolder()
        folder.write(SkinBuildPlanTests.mask(30), to: "in/Chat.png")
        folder.write(SkinBuildPlanTests.mask(30), to: "in/chat.png")
        folder.write(SkinBuildPlanTests.mask(30), to: "in/more.png")
        let (plan, report) = Self.build("tint", ["in"], "Build", in: folder)
        let out = folder.path + "/Build/"
        #expect(plan.failures.map(\.description) == [
            folder.path + "/in/chat.png: output \(out)chat-normal.png and \(out)Chat-normal.png (written by \(folder.path)/in/Chat.png) "
                + "differ only in case: one file on a Mac, whose disks ignore case",
        ])
        #expect(plan.conflicts.isEmpty)
        #expect(report.outputs.map { PathText.fileName(of: $0.file.path) } == ["Chat-normal.png", "Chat-selected.png", "more-normal.png", "more-selected.png"])
    }

    @Test func theSameFileNamedTwiceIsOneItem() {
        let folder = TemporaryFolder()
        Self.icons(in: folder)
        let planned = MaskBatch(command: "tint", inputs: [folder.path + "/icons", folder.path + "/icons/chat.png", folder.path + "/icons/./chat.png"],
                                output: folder.path + "/Build", operation: TintOperation(style: .classic), naming: .tint).plan()
        #expect(planned.spec.items.map(\.name) == ["chat.png", "chat@2x.png", "sub/more@3x.png"])
    }
}
