import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// What one road through the skin build fixed for users: runs sharing a folder,
/// glows and shadows side by side, `-o FILE.png`, and the same flags everywhere.
@Suite struct OnePipelineTests {
    func icons(_ scratch: ScratchFolder) {
        scratch.writeMask("icons/chat.png", size: 30)
        scratch.writeMask("icons/chat@2x.png", size: 60)
        scratch.writeMask("icons/more@2x.png", size: 60, seed: 1)
    }

    @Test func tintsHelpExamplesRunInOrderKeepEachOthersFiles() throws {
        let scratch = ScratchFolder()
        icons(scratch)
        #expect(try scratch.run(["icons", "-o", "Build"]).status == 0)
        let one = try scratch.run(["icons/chat@2x.png", "-o", "Build", "--style", "flat"])
        #expect(one.status == 0)
        // Before, this run said "2 inputs are gone; --prune deletes their outputs" of files that exist.
        #expect(!one.standardError.contains("gone") && !one.standardError.contains("no longer made"), "\(one.standardError)")
        let pruned = try scratch.run(["icons", "-o", "Build", "--prune", "--json"])
        #expect(pruned.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(pruned.standardOutput.utf8)) as! [String: Any]
        #expect(json["pruned"] as? [String] == [])
        #expect(scratch.listing("Build").filter { !$0.hasPrefix(".") } == [
            "chat-normal.png", "chat-normal@2x.png", "chat-selected.png", "chat-selected@2x.png", "more-normal@2x.png", "more-selected@2x.png",
        ])
    }

    @Test func aShadowIntoTheGlowsFolderIsAnErrorAndReplacesNothing() throws {
        let scratch = ScratchFolder()
        icons(scratch)
        #expect(try scratch.run("glow", ["icons", "-o", "Build"]).status == 0)
        let glow = scratch.bytes("Build/chat.png")
        let shadow = try scratch.run("shadow", ["icons", "-o", "Build"])
        #expect(shadow.status == 1)
        #expect(shadow.standardError == """
            barskin: error: icons/chat.png: output Build/chat.png and 2 more are also written by `barskin glow icons`, \
            and one would replace the other; give one of them another output folder, or a --suffix for its outputs' names \
            (such as --suffix -shadow)
            barskin: nothing written: items would write the same files; 1 failed

            """)
        #expect(scratch.bytes("Build/chat.png") == glow)
        let suffixed = try scratch.run("shadow", ["icons", "-o", "Build", "--suffix", "-shadow"])
        #expect(suffixed.status == 0, "\(suffixed.standardError)")
        #expect(scratch.listing("Build").filter { $0.contains("-shadow") } == ["chat-shadow.png", "chat-shadow@2x.png", "more-shadow@2x.png"])
    }

    @Test func anOutputEndingInPngIsThatFileForOneMaskAndAUsageErrorOtherwise() throws {
        let scratch = ScratchFolder()
        icons(scratch)
        let tint = try scratch.run(["icons/chat.png", "-o", "chat-out.png"])
        #expect(tint.status == 64)
        #expect(tint.standardError.hasPrefix("barskin: error: -o names the file chat-out.png, but tint writes 2 files for each mask: give a folder\n"))
        let several = try scratch.run("glow", ["icons/chat.png", "icons/more@2x.png", "-o", "halo.png"])
        #expect(several.status == 64)
        #expect(several.standardError.hasPrefix("barskin: error: -o names the file halo.png, which holds one image, but the inputs are 2 masks: give a folder\n"))
        #expect(!scratch.exists("chat-out.png") && !scratch.exists("halo.png"))
        #expect(try scratch.run("glow", ["icons/chat@2x.png", "-o", "halo.png"]).status == 0)
        #expect(try scratch.run("glow", ["icons/chat@2x.png", "-o", "Build"]).status == 0)
        #expect(try scratch.bitmap("halo.png") == scratch.bitmap("Build/chat@2x.png"))
    }

    @Test func drawnArtPrunesAWidthNoLongerAskedFor() throws {
        let scratch = ScratchFolder()
        #expect(try scratch.run("tabbar-art", ["-o", "Build", "--scales", "1", "--width", "320"]).status == 0)
        let kept = try scratch.run("tabbar-art", ["-o", "Build", "--scales", "1"])
        #expect(kept.standardError.hasSuffix(" s; 1 file no longer made (--prune deletes it)\n"), "\(kept.standardError)")
        let pruned = try scratch.run("tabbar-art", ["-o", "Build", "--scales", "1", "--prune"])
        #expect(pruned.status == 0, "\(pruned.standardError)")
        #expect(pruned.standardError.hasSuffix(" s; pruned 1 file\n"))
        #expect(!scratch.exists("Build/TabBarBackground-320.png") && scratch.exists("Build/TabBarBackground.png"))
    }

    @Test func everyWritingCommandTakesDryRunForceAndPrune() throws {
        let scratch = ScratchFolder()
        icons(scratch)
        for command in ["tint", "glow", "shadow"] {
            let dry = try scratch.run(command, ["icons", "-o", command, "--dry-run", "--force", "--prune"])
            #expect(dry.status == 0, "\(command): \(dry.standardError)")
            #expect(dry.standardOutput.split(separator: "\n").count == (command == "tint" ? 6 : 3))
            #expect(!scratch.exists(command))
        }
        #expect(try scratch.run("glow", ["icons", "-o", "Build"]).status == 0)
        let forced = try scratch.run("glow", ["icons", "-o", "Build", "--force"])
        #expect(forced.standardError.contains("(0 written, 3 unchanged, 0 up to date)"), "\(forced.standardError)")
        let listed = try scratch.run("glow", ["icons", "-o", "Build", "--dry-run"])
        #expect(listed.standardOutput == "Build/chat.png\nBuild/chat@2x.png\nBuild/more@2x.png\n")
    }
}
