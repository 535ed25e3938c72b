import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// End-to-end runs of `barskin tint` on real files.
@Suite struct TintCommandTests {
    func decode(_ scratch: ScratchFolder, _ relative: String) throws -> Bitmap {
        try PNGDecoder().decode(fileAt: scratch.path + "/" + relative).bitmap
    }

    @Test func aFolderAtMixedScalesAndDevicesGivesExactlyTheNamedOutputs() throws {
        let scratch = ScratchFolder()
        scratch.writeMask("icons/chat.png", size: 30)
        scratch.writeMask("icons/chat@2x.png", size: 60)
        scratch.writeMask("icons/ipad/chat@2x~ipad.png", size: 60, seed: 1)
        scratch.writeMask("icons/more@3x.png", size: 90)
        let result = try scratch.run(["icons", "-o", "out", "--item-size", "32x31"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(scratch.listing("out") == scratch.records("tint", "icons") + ["chat-normal.png", "chat-normal@2x.png", "chat-selected.png", "chat-selected@2x.png",
            "ipad/chat-normal@2x~ipad.png", "ipad/chat-selected@2x~ipad.png",
            "more-normal@3x.png", "more-selected@3x.png",
        ])
        // 32x31 pt at @3x is 96x93 px; the 90 px icon sits at floor(6/2), floor(3/2) = (3, 1).
        let mask = RingMask.bitmap(size: 90, seed: 0)
        for variant in ["normal", "selected"] {
            let image = try decode(scratch, "out/more-\(variant)@3x.png")
            #expect(image.width == 96 && image.height == 93)
            var mismatches = 0
            for y in 0..<93 {
                for x in 0..<96 {
                    let inside = x >= 3 && x < 93 && y >= 1 && y < 91
                    if image[x, y].alpha != (inside ? mask[x - 3, y - 1].alpha : 0) { mismatches += 1 }
                }
            }
            #expect(mismatches == 0)
        }
        let normal = try decode(scratch, "out/chat-normal@2x.png"), selected = try decode(scratch, "out/chat-selected@2x.png")
        // Canvas (32, 13) is icon pixel (30, 12), inside the ring.
        let gray = normal[32, 13], blue = selected[32, 13]
        #expect(gray.red == gray.green && gray.green == gray.blue && gray.alpha == 255)
        #expect(blue.blue > blue.red && blue.alpha == 255)
        #expect(result.standardError.hasSuffix("(8 written, 0 unchanged, 0 up to date) in \(result.standardError.split(separator: " ").dropLast(1).last!) s\n"))
        #expect(result.standardError.hasPrefix("barskin: tinted 3 icons into 8 files"))
    }

    @Test func badFilesAreEachReportedWhileTheRestConverts() throws {
        let scratch = ScratchFolder()
        scratch.writeMask("in/good.png", size: 30)
        scratch.write(Array(RingMask.png(size: 30, seed: 0).prefix(60)), to: "in/broken.png")
        scratch.write(Array("hello\n".utf8), to: "in/fake.png")
        scratch.write(try PNGEncoder().encode(Bitmap(width: 4, height: 4, filledWith: .white)), to: "in/opaque.png")
        scratch.write(try PNGEncoder().encode(Bitmap(width: 4, height: 4)), to: "in/empty.png")
        scratch.write(Array("notes\n".utf8), to: "in/readme.txt")
        let result = try scratch.run(["in", "-o", "out"])
        #expect(result.status == 1)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(Array(lines.dropLast()) == [
            "barskin: note: in/readme.txt: skipped, not a PNG, SVG or PDF file",
            "barskin: error: in/broken.png: truncated",
            "barskin: error: in/empty.png: no visible pixel: every alpha is 0",
            "barskin: error: in/fake.png: not a PNG file",
            "barskin: error: in/opaque.png: fully opaque, so the icon would be a solid square (tab bar icons are read from alpha); for dark art on a light background use --mask luminance",
        ])
        #expect(lines.last!.hasPrefix("barskin: tinted 1 icon into 2 files (2 written, 0 unchanged, 0 up to date) in "))
        #expect(lines.last!.hasSuffix(" s; 4 failed"))
        // After a failure there is no quick index: the next run plans in full.
        #expect(scratch.listing("out") == [scratch.manifest("tint", "in"), "good-normal.png", "good-selected.png"])
    }

    @Test func outputsThatWouldCollideOrReplaceAnInputAreRefused() throws {
        let scratch = ScratchFolder()
        for name in ["in/a.png", "in/a@1x.png", "in/b.png", "in/b-normal.png"] { scratch.writeMask(name, size: 30) }
        let original = scratch.bytes("in/b-normal.png")
        let result = try scratch.run(["in", "-o", "in"])
        #expect(result.status == 1)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(Array(lines.dropLast()) == [
            "barskin: error: in/b.png: its output in/b-normal.png would overwrite an input; write into another folder with -o",
            "barskin: error: in/a@1x.png: output in/a-normal.png and 1 more are also written by in/a.png",
        ])
        #expect(scratch.bytes("in/b-normal.png") == original)
        #expect(scratch.listing("in").contains("b-normal-selected.png"))
    }

    @Test func luminanceMasksTurnBlackOnWhiteArtIntoIcons() throws {
        let scratch = ScratchFolder()
        var art = Bitmap(width: 4, height: 2, filledWith: .white)
        art[1, 0] = .black
        art[2, 1] = .black
        scratch.write(try PNGEncoder().encode(art), to: "scan.png")
        let result = try scratch.run(["scan.png", "-o", "out", "--mask", "luminance", "--style", "flat", "--normal-color", "#123"])
        #expect(result.status == 0, "\(result.standardError)")
        let normal = try decode(scratch, "out/scan-normal.png")
        #expect(normal[1, 0] == RGBA8(0x11, 0x22, 0x33, 255))
        #expect(normal[2, 1] == RGBA8(0x11, 0x22, 0x33, 255))
        #expect(normal[0, 0].alpha == 0 && normal[3, 1].alpha == 0)
    }

    @Test func sizesThatAreNotWholePointsWarnButConvert() throws {
        let scratch = ScratchFolder()
        scratch.writeMask("odd@2x.png", size: 61)
        let result = try scratch.run(["odd@2x.png", "-o", "out"])
        #expect(result.status == 0)
        let warning = "barskin: warning: odd@2x.png: 61x61 px is not a whole number of points at @2x; UIKit will size it as 30x30 pt\n"
        #expect(result.standardError.hasPrefix(warning))
        // An up-to-date input is not decoded again, but its warning still shows.
        let again = try scratch.run(["odd@2x.png", "-o", "out"])
        #expect(again.standardError.hasPrefix(warning))
        #expect(again.standardError.contains("(0 written, 0 unchanged, 2 up to date)"))
    }

    /// A 16 pt drawing in a 30 pt item comes out as a 16 pt glyph: the run says so, once, and
    /// names the flag that fits it; with the flag, or a drawing near the item's size, it says nothing.
    @Test func aDrawingMuchSmallerThanItsItemWarnsNamingMaskSize() throws {
        let scratch = ScratchFolder()
        _ = scratch.write(Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><circle cx="8" cy="8" r="6"/></svg>"#.utf8), to: "v/chat.svg")
        _ = scratch.write(Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28"><circle cx="14" cy="14" r="12"/></svg>"#.utf8), to: "v/big.svg")
        let small = try scratch.run(["v", "-o", "out", "--item-size", "30x30"])
        #expect(small.status == 0)
        let warnings = small.standardError.split(separator: "\n").filter { $0.contains("warning") }
        #expect(warnings == ["barskin: warning: v/chat.svg: the drawing is 16x16 pt and stays that size in the 30x30 pt item; "
            + "--mask-size 30x30 draws it to fill the item"])
        let fitted = try scratch.run(["v", "-o", "fitted", "--item-size", "30x30", "--mask-size", "30x30"])
        #expect(fitted.status == 0 && !fitted.standardError.contains("warning"))
    }

    @Test func anIconLargerThanTheItemFailsNamingBothSizes() throws {
        let scratch = ScratchFolder()
        scratch.writeMask("big@2x.png", size: 64)
        let result = try scratch.run(["big@2x.png", "-o", "out", "--item-size", "30x30"])
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix(
            "barskin: error: big@2x.png: icon is 64x64 px, larger than the 60x60 px item (30x30 pt at @2x)\n"))
    }

    @Test(arguments: [
        (["--normal-color", "#GG0000"], "invalid colour '#GG0000' for --normal-color: expected #RGB, #RRGGBB or #RRGGBBAA"),
        (["--selected-gradient", "#fff"], "invalid gradient '#fff' for --selected-gradient: expected TOP,BOTTOM, two colours like #BBBBBB,#555555"),
        (["--normal-gradient", "#fff,blue"], "invalid colour 'blue' for --normal-gradient: expected #RGB, #RRGGBB or #RRGGBBAA"),
        (["--item-size", "30"], "invalid item size '30' for --item-size: expected WIDTHxHEIGHT in points, 1 to 512 each, like 30x30"),
        (["--edge-highlight", "300"], "--edge-highlight must be 0 to 255, not 300"),
        (["--edge-highlight", "-1"], "--edge-highlight must be 0 to 255, not -1"),
        (["--selected-color", "#fff", "--selected-fill", "f.png"], "--selected-color and --selected-fill cannot be used together"),
        (["--style", "glossy"], "the value 'glossy' is invalid for '--style <style>'; use one of: classic, recipe, flat"),
    ])
    func badFlagValuesAreUsageErrors(_ c: ([String], String)) throws {
        let scratch = ScratchFolder()
        scratch.writeMask("a.png", size: 30)
        let result = try scratch.run(["a.png", "-o", "out"] + c.0)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("barskin: error: \(c.1)\n"), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/out"))
    }

    @Test func recipeStyleUsesLightGrayAndTheGivenFillImage() throws {
        let scratch = ScratchFolder()
        scratch.writeMask("m.png", size: 30)
        var fill = Bitmap(width: 40, height: 30)
        for y in 0..<30 { for x in 0..<40 { fill[x, y] = RGBA8(UInt8(x), UInt8(y), 77, 255) } }
        scratch.write(try PNGEncoder().encode(fill), to: "fill.png")
        let result = try scratch.run(["m.png", "-o", "out", "--style", "recipe", "--selected-fill", "fill.png"])
        #expect(result.status == 0, "\(result.standardError)")
        let mask = RingMask.bitmap(size: 30, seed: 0)
        let normal = try scratch.bitmap("out/m-normal.png"), selected = try scratch.bitmap("out/m-selected.png")
        for y in 0..<30 {
            for x in 0..<30 where mask[x, y].alpha > 0 {
                #expect(normal[x, y] == RGBA8(170, 170, 170, mask[x, y].alpha))
                // The 40 px fill is centred on the 30 px icon: offset floor(-10 / 2) = -5.
                #expect(selected[x, y] == RGBA8(UInt8(x + 5), UInt8(y), 77, mask[x, y].alpha))
            }
        }
        let broken = try scratch.run(["m.png", "-o", "out", "--selected-fill", "m-missing.png"])
        #expect(broken.status == 1)
        #expect(broken.standardError == "barskin: error: m-missing.png: cannot read file: no such file or directory\n")
    }

    @Test func helpHasExamples() throws {
        let result = try CommandRunner.run(["tint", "--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("Examples:\n  barskin tint Assets/icons -o Build/tabbar\n"))
        #expect(result.standardOutput.contains("--style <style>"))
    }
}
