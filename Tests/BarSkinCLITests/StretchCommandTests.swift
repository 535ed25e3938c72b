import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

struct StretchCommandTests {
    @Test func rendersAtTheScaledSizeKeepingTheSuffixAndTheCaps() throws {
        let scratch = TemporaryFolder()
        let source = Bitmap.gradient(width: 20, height: 16)
        scratch.png("Box@2x.png", source)
        let result = try CommandRunner.run(["stretch", "Box@2x.png", "--size", "25x12", "--insets", "2,3,2,3", "-o", "out"], in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "out/Box@2x.png: 50x24 px @2x, written\n")
        let output = try scratch.bitmap("out/Box@2x.png")
        #expect(output.width == 50 && output.height == 24)
        // Corners are copied untouched (6x4 px at @2x).
        for y in 0..<4 { for x in 0..<6 {
            #expect(output[x, y] == source[x, y])
            #expect(output[44 + x, 20 + y] == source[14 + x, 12 + y])
        } }
        // The tiled middle repeats from its top-left corner.
        #expect(output[6 + 8, 4] == source[6, 4])
        let again = try CommandRunner.run(["stretch", "Box@2x.png", "--size", "25x12", "--insets", "2,3,2,3", "-o", "out"], in: scratch.url)
        #expect(again.standardOutput == "out/Box@2x.png: 50x24 px @2x, up-to-date\n")
        let forced = try CommandRunner.run(["stretch", "Box@2x.png", "--size", "25x12", "--insets", "2,3,2,3", "-o", "out", "--force"], in: scratch.url)
        #expect(forced.standardOutput == "out/Box@2x.png: 50x24 px @2x, unchanged\n")
    }

    @Test func legacyCapsStretchOnePointAndZeroStretchesTheWholeAxis() throws {
        let scratch = TemporaryFolder()
        let source = Bitmap.gradient(width: 10, height: 4)
        scratch.png("Tab.png", source)
        let result = try CommandRunner.run(["stretch", "Tab.png", "--size", "16x8", "--left-cap", "4", "--top-cap", "0", "-o", "tab.png"], in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        let output = try scratch.bitmap("tab.png")
        for y in 0..<8 {
            // Red depends on the column only: columns 4...10 all repeat source column 4
            // exactly (the 1-pixel strip), the 4-px left cap is copied.
            for x in 0..<4 { #expect(output[x, y].red == source[x, 0].red) }
            for x in 4..<11 { #expect(output[x, y].red == source[4, 0].red) }
            // The right cap, 10 - 4 - 1 = 5 px, is copied.
            for x in 11..<16 { #expect(output[x, y].red == source[x - 6, 0].red) }
        }
    }

    @Test func rendersAnImageSetPerScaleAndANinePatch() throws {
        let scratch = TemporaryFolder()
        scratch.png("Sel.png", Bitmap.gradient(width: 10, height: 40))
        scratch.png("Sel@2x.png", Bitmap.gradient(width: 20, height: 80))
        let slice = try CommandRunner.run(["slice", "Sel.png", "Sel@2x.png", "--left-cap", "4", "--top-cap", "0", "--catalog", "A.xcassets", "--ninepatch", "res"], in: scratch.url)
        #expect(slice.status == 0, "\(slice.standardError)")
        let stretch = try CommandRunner.run(["stretch", "A.xcassets/Sel.imageset", "--size", "30x40", "-o", "out"], in: scratch.url)
        #expect(stretch.status == 0, "\(stretch.standardError)")
        #expect(stretch.standardOutput == "out/Sel.png: 30x40 px @1x, written\nout/Sel@2x.png: 60x80 px @2x, written\n")
        let nine = try CommandRunner.run(["stretch", "res/drawable-xhdpi/sel.9.png", "--size", "60x80", "-o", "out"], in: scratch.url)
        #expect(nine.status == 0, "\(nine.standardError)")
        // The 9-patch written from the same caps renders the same pixels as the image set at @1x scale of its file.
        #expect(try scratch.bitmap("out/sel.png") == scratch.bitmap("out/Sel@2x.png"))
    }

    @Test func targetSmallerThanTheCapsSaysByHowMuchUnlessShrinking() throws {
        let scratch = TemporaryFolder()
        scratch.png("b.png", Bitmap.gradient(width: 10, height: 8))
        let result = try CommandRunner.run(["stretch", "b.png", "--size", "5x8", "--insets", "0,3,0,4", "-o", "o.png"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.diagnostics == "barskin: error: b.png: target width 5 px is 2 px smaller than the fixed caps (7 px); use a larger size, or --shrink to scale the caps down\n")
        #expect(!scratch.exists("o.png"))
        let shrunk = try CommandRunner.run(["stretch", "b.png", "--size", "5x8", "--insets", "0,3,0,4", "--shrink", "-o", "o.png"], in: scratch.url)
        #expect(shrunk.status == 0)
        #expect(try scratch.bitmap("o.png").width == 5)
    }

    @Test(arguments: [
        (["--insets", "0,6,0,5"], "barskin: error: b.png: left and right caps (11 px together) leave nothing to stretch in an image 10 px wide; they are 2 px too large\n"),
        (["--left-cap", "3", "--top-cap", "8"], "barskin: error: b.png: top cap 8 pt leaves no point to stretch in an image 8 pt tall (at most 7 pt, or 0 to stretch the whole height)\n"),
    ])
    func capsLargerThanTheImageFail(arguments: [String], expected: String) throws {
        let scratch = TemporaryFolder()
        scratch.png("b.png", Bitmap.gradient(width: 10, height: 8))
        let result = try CommandRunner.run(["stretch", "b.png", "--size", "20x20", "-o", "o.png"] + arguments, in: scratch.url)
        #expect(result.status == 1)
        #expect(result.diagnostics == expected)
    }

    @Test func imageSetErrorsAreOneLineEach() throws {
        let scratch = TemporaryFolder()
        scratch.png("S.imageset/a.png", Bitmap.gradient(width: 10, height: 8))
        scratch.write(Array("{\n  \"images\" : [\n    { \"filename\" : \"a.png\", }\n".utf8), to: "S.imageset/Contents.json")
        let malformed = try CommandRunner.run(["stretch", "S.imageset", "--size", "20x20", "-o", "out"], in: scratch.url)
        #expect(malformed.status == 1)
        #expect(malformed.diagnostics == "barskin: error: S.imageset/Contents.json:4:1: malformed JSON: unexpected end of file during JSON parse\n")

        scratch.write(Array(#"{"images":[{"filename":"a.png","scale":"1x","resizing":{"mode":"9-part","center":{"mode":"wrap"},"cap-insets":{"left":2}}}]}"#.utf8), to: "S.imageset/Contents.json")
        let unknown = try CommandRunner.run(["stretch", "S.imageset", "--size", "20x20", "-o", "out"], in: scratch.url)
        #expect(unknown.status == 1)
        #expect(unknown.diagnostics == "barskin: error: S.imageset/Contents.json: unknown center mode 'wrap' (expected tile or stretch)\n")
    }

    @Test func missingInputsAndOversizedTargetsFail() throws {
        let scratch = TemporaryFolder()
        scratch.png("b.png", Bitmap.gradient(width: 10, height: 8))
        let missing = try CommandRunner.run(["stretch", "nope.png", "--size", "20x20", "--insets", "1,1,1,1", "-o", "o.png"], in: scratch.url)
        #expect(missing.status == 1)
        #expect(missing.diagnostics == "barskin: error: nope.png: no such file or folder\n")
        let huge = try CommandRunner.run(["stretch", "b.png", "--size", "200x20", "--insets", "1,1,1,1", "--max-side", "100", "-o", "o.png"], in: scratch.url)
        #expect(huge.status == 1)
        #expect(huge.diagnostics == "barskin: error: b.png: target 200x20 px is over the limit of 100 px a side and 67108864 pixels\n")
        #expect(!scratch.exists("o.png"))

        scratch.write(Array(#"{"images":[{"filename":"gone.png","scale":"1x","resizing":{"mode":"3-part-horizontal","center":{"mode":"tile","width":1},"cap-insets":{"left":2,"right":2}}}]}"#.utf8), to: "S.imageset/Contents.json")
        let gone = try CommandRunner.run(["stretch", "S.imageset", "--size", "20x20", "-o", "out"], in: scratch.url)
        #expect(gone.status == 1)
        #expect(gone.diagnostics == "barskin: error: S.imageset/Contents.json: image file gone.png is missing from the image set\n")

        scratch.png("S.imageset/gone.png", Bitmap.gradient(width: 4, height: 4))
        let wide = try CommandRunner.run(["stretch", "S.imageset", "--size", "20x20", "-o", "out"], in: scratch.url)
        #expect(wide.status == 1)
        #expect(wide.diagnostics == "barskin: error: S.imageset/Contents.json: resizing of gone.png does not fit: caps 4 px and centre 1 px need 5 px, but the image is 4 px wide\n")

        scratch.write(Array(#"{"images":[{"filename":"gone.png","scale":"1x"}],"info":{"version":1}}"#.utf8), to: "S.imageset/Contents.json")
        let plain = try CommandRunner.run(["stretch", "S.imageset", "--size", "20x20", "-o", "out"], in: scratch.url)
        #expect(plain.status == 1)
        #expect(plain.diagnostics == "barskin: error: S.imageset/Contents.json: no image entry has both a filename and resizing\n")
    }

    @Test func aBadNinePatchFrameFailsTheStretch() throws {
        let scratch = TemporaryFolder()
        var framed = Bitmap(width: 6, height: 6)
        framed[2, 0] = RGBA8(128, 128, 128)
        scratch.png("n.9.png", framed)
        let result = try CommandRunner.run(["stretch", "n.9.png", "--size", "20x20", "-o", "o.png"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.diagnostics == "barskin: error: n.9.png: found an invalid color: #808080FF at x=2 on the top border, "
                + "where a transparent frame allows transparent, opaque black or red\n")
    }

    @Test func aNinePatchWithoutStretchRegionsScalesWhole() throws {
        // aapt2 compiles a 9-patch with no black on its top and left edges; Android scales it whole.
        let scratch = TemporaryFolder()
        var framed = Bitmap(width: 6, height: 6)
        for y in 1...4 { for x in 1...4 { framed[x, y] = RGBA8(10, 200, 30) } }
        scratch.png("n.9.png", framed)
        let result = try CommandRunner.run(["stretch", "n.9.png", "--size", "8x12", "-o", "o.png"], in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        let stretched = try PNGDecoder().decode(fileAt: scratch.path + "/o.png").bitmap
        #expect(stretched.width == 8 && stretched.height == 12 && stretched[7, 11] == RGBA8(10, 200, 30))
    }

    @Test(arguments: [
        ["--size", "20by20", "--insets", "1,1,1,1"],
        ["--size", "0x20", "--insets", "1,1,1,1"],
        ["--size", "20x20", "--insets", "1,1,1"],
        ["--size", "20x20", "--insets", "1,1,1,1", "--mode", "wrap"],
        ["--size", "20x20", "--left-cap", "2", "--mode", "tile"],
        ["--size", "20x20", "--left-cap", "2", "--insets", "1,1,1,1"],
        ["--size", "20x20"],
        ["--size", "20x20", "--left-cap", "-1"],
    ])
    func badFlagValuesAreUsageErrors(arguments: [String]) throws {
        let scratch = TemporaryFolder()
        scratch.png("b.png", Bitmap.gradient(width: 10, height: 8))
        let result = try CommandRunner.run(["stretch", "b.png", "-o", "o.png"] + arguments, in: scratch.url)
        #expect(result.status == 64, "\(arguments): \(result.standardError)")
        #expect(result.standardError.hasPrefix("barskin: error: "))
        #expect(!scratch.exists("o.png"))
    }

    @Test(arguments: [[], ["--insets", "1,1,1,1"]])
    func aFolderThatIsNoImageSetIsAUsageErrorSayingWhatStretchTakes(caps: [String]) throws {
        let scratch = TemporaryFolder()
        scratch.png("icons/b.png", Bitmap.gradient(width: 10, height: 8))
        let result = try CommandRunner.run(["stretch", "icons", "--size", "20x20", "-o", "out"] + caps, in: scratch.url)
        #expect(result.status == 64)
        // Before: "icons/Contents.json: no such file or folder", or "the caps of an image set come from its Contents.json".
        #expect(result.standardError.hasPrefix(
            "barskin: error: IMAGE icons is a folder but not an .imageset: stretch takes one PNG, SVG or PDF, a .9.png or an .imageset folder\n"))
        #expect(!scratch.exists("out"))
    }

    @Test(arguments: ["stretch", "slice", "ninepatch", "ninepatch check"])
    func helpIsPinnedWithExamples(command: String) throws {
        let arguments = command.split(separator: " ").map(String.init) + ["--help"]
        let result = try CommandRunner.run(arguments, environment: ["COLUMNS": "100"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("Examples:\n  barskin \(command.hasPrefix("ninepatch") ? "ninepatch check" : command) "))
        try assertSnapshot(result.standardOutput, named: "help-" + arguments.joined(separator: "-").replacingOccurrences(of: "--", with: ""))
    }
}
