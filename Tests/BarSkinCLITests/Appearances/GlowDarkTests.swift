import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// `glow --dark` and `shadow --dark`: the dark look's art as STEM-dark beside each output.
@Suite struct GlowDarkTests {
    @Test(arguments: ["glow", "shadow"])
    func theDarkLookIsWrittenBesideEachOutputInItsColour(command: String) throws {
        let scratch = TemporaryFolder()
        scratch.png("icons/dot@2x.png", Masks.box(width: 40, height: 40, x0: 10, y0: 10, x1: 30, y1: 30))
        let arguments = [command, "icons", "-o", "out", "--suffix", "-\(command)", "--dark", "color=#FF0000", "--dark", "opacity=1"]
        let result = try CommandRunner.run(arguments, in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(scratch.listing("out").filter { !$0.hasPrefix(".") } == ["dot-\(command)-dark@2x.png", "dot-\(command)@2x.png"])
        let dark = try scratch.bitmap("out/dot-\(command)-dark@2x.png"), light = try scratch.bitmap("out/dot-\(command)@2x.png")
        #expect((dark.width, dark.height) == (light.width, light.height))
        // Under the box's centre the glow is its colour, red, tolerance 0; nearly opaque (the blur's tail
        // leaves it at least 240 of 255 there). The light look's default (white glow, black shadow) is not red.
        let centre = dark[dark.width / 2, dark.height / 2], lightCentre = light[light.width / 2, light.height / 2]
        #expect((centre.red, centre.green, centre.blue) == (255, 0, 0) && centre.alpha >= 240, "\(centre)")
        #expect(lightCentre.red != 255 || lightCentre.green != 0, "\(lightCentre)")
        let again = try CommandRunner.run(arguments, in: scratch.url)
        #expect(again.standardError.contains("(0 written, 0 unchanged, 2 up to date)"), "\(again.standardError)")
    }

    @Test(arguments: [
        (["--dark", "colour=#FFF"], "unknown key 'colour' for --dark; did you mean 'color'?"),
        (["--dark", "blur=wide"], "--dark blur must be a number, not 'wide'"),
        (["--dark", "opacity=2"], "in --dark: --opacity must be from 0 to 1, not 2"),
        (["--dark", "color"], "--dark takes KEY=VALUE, not 'color'"),
    ])
    func aBadDarkValueIsAUsageError(arguments: [String], message: String) throws {
        let scratch = TemporaryFolder()
        scratch.png("icons/dot.png", Masks.box(width: 20, height: 20, x0: 5, y0: 5, x1: 15, y1: 15))
        let result = try CommandRunner.run(["glow", "icons", "-o", "out"] + arguments, in: scratch.url)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("barskin: error: " + message + "\n"), "\(result.standardError)")
        #expect(!scratch.exists("out"))
    }

    @Test func aDarkLookNeedsAnOutputFolder() throws {
        let scratch = TemporaryFolder()
        scratch.png("dot.png", Masks.box(width: 20, height: 20, x0: 5, y0: 5, x1: 15, y1: 15))
        let result = try CommandRunner.run(["glow", "dot.png", "-o", "halo.png", "--dark", "color=#FFF"], in: scratch.url)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("barskin: error: -o names the file halo.png, but glow writes 2 files for each mask: give a folder\n"))
    }
}
