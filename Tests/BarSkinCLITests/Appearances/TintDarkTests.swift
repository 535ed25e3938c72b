import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// `tint --dark KEY=VALUE`: the dark look's art beside the light art, `-dark` before the scale.
@Suite struct TintDarkTests {
    @Test func theDarkLookIsWrittenBesideTheLightOneAndFollowsItsColour() throws {
        let scratch = ScratchFolder()
        scratch.png("icons/dot@2x.png", Masks.box(width: 60, height: 60, x0: 10, y0: 10, x1: 50, y1: 50))
        scratch.png("icons/sub/dot.png", Masks.box(width: 30, height: 30, x0: 5, y0: 5, x1: 25, y1: 25))
        let result = try scratch.run(["icons", "-o", "out", "--style", "flat", "--dark", "selected-color=#4DA3FF", "--dark", "normal-color=#8E8E93"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(scratch.listing("out") == scratch.records("tint", "icons") + [
            "dot-normal-dark@2x.png", "dot-normal@2x.png", "dot-selected-dark@2x.png", "dot-selected@2x.png",
            "sub/dot-normal-dark.png", "sub/dot-normal.png", "sub/dot-selected-dark.png", "sub/dot-selected.png",
        ])
        // The flat style fills with the colour as given: the box's centre is it exactly (tolerance 0, no gloss in flat).
        let selected = try scratch.bitmap("out/dot-selected-dark@2x.png")[30, 30], normal = try scratch.bitmap("out/dot-normal-dark@2x.png")[30, 30]
        #expect(selected == RGBA8(0x4D, 0xA3, 0xFF), "\(selected)")
        #expect(normal == RGBA8(0x8E, 0x8E, 0x93), "\(normal)")
        #expect(try scratch.bitmap("out/dot-selected@2x.png")[30, 30] != selected)
        let again = try scratch.run(["icons", "-o", "out", "--style", "flat", "--dark", "selected-color=#4DA3FF", "--dark", "normal-color=#8E8E93"])
        #expect(again.standardError.contains("(0 written, 0 unchanged, 8 up to date)"), "\(again.standardError)")
        // Without --dark, --prune deletes the dark files the earlier run wrote.
        let light = try scratch.run(["icons", "-o", "out", "--style", "flat", "--prune"])
        #expect(light.status == 0, "\(light.standardError)")
        #expect(!scratch.exists("out/dot-selected-dark@2x.png") && scratch.exists("out/dot-selected@2x.png"))
    }

    @Test func helpNamesTheOption() throws {
        let result = try CommandRunner.run(["tint", "--help"], environment: ["COLUMNS": "100"])
        #expect(result.standardOutput.contains("--dark <key=value>"))
        #expect(result.standardOutput.contains("barskin tint icons -o Build --dark selected-color='#4DA3FF'\n"))
    }

    @Test(arguments: [
        (["--dark", "colour=#FFF"], "unknown key 'colour' for --dark; expected one of: style, normal-color, normal-gradient, selected-color, "
            + "selected-gradient, gloss, edge-highlight, mask-mode, item-size"),
        (["--dark", "edge-highlight=300"], "--dark edge-highlight must be a whole number from 0 to 255, not '300'"),
        (["--dark", "selected-color"], "--dark takes KEY=VALUE, not 'selected-color'"),
        (["--dark", "selected-color=red"], "invalid colour 'red' for --dark selected-color: expected #RGB, #RRGGBB or #RRGGBBAA"),
        (["--dark", "gloss=maybe"], "--dark gloss must be true or false, not 'maybe'"),
    ])
    func aBadDarkValueIsAUsageError(arguments: [String], message: String) throws {
        let scratch = ScratchFolder()
        scratch.writeMask("icons/a.png", size: 30)
        let result = try scratch.run(["icons", "-o", "out"] + arguments)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("barskin: error: " + message + "\n"), "\(result.standardError)")
        #expect(!scratch.exists("out"))
    }
}
