import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// `stretch` on hostile or unusual input, image sets above all: each case here
/// was a crash, an escape or a misleading result before.
struct StretchHostileInputTests {
    private static let resizing = #""resizing":{"mode":"9-part","center":{"mode":"stretch","width":1,"height":1},"cap-insets":{"top":2,"left":2,"bottom":2,"right":2}}"#

    private func imageSet(_ scratch: TemporaryFolder, entries: [String]) {
        scratch.png("S.imageset/a.png", Bitmap.gradient(width: 10, height: 10))
        scratch.write(Array(#"{"images":["#.utf8) + Array(entries.joined(separator: ",").utf8) + Array("]}".utf8), to: "S.imageset/Contents.json")
    }

    @Test(arguments: [
        (#"{"filename":"a.png","scale":"0x",RESIZING}"#, "scale '0x' is not one of 1x to 9x"),
        (#"{"filename":"a.png","scale":"-2x",RESIZING}"#, "scale '-2x' is not one of 1x to 9x"),
        (#"{"filename":"a.png","scale":"99999999999999x",RESIZING}"#, "scale '99999999999999x' is not one of 1x to 9x"),
        (#"{"filename":"a.png","scale":2,RESIZING}"#, "scale 2 is not one of 1x to 9x"),
    ])
    func imageSetScalesOutsideOneToNineAreRefused(entry: String, detail: String) throws {
        let scratch = TemporaryFolder()
        imageSet(scratch, entries: [entry.replacingOccurrences(of: "RESIZING", with: Self.resizing)])
        let result = try CommandRunner.run(["stretch", "S.imageset", "--size", "20x20", "-o", "out"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.diagnostics == "barskin: error: S.imageset/Contents.json: not an image set's Contents.json: \(detail)\n")
        #expect(!scratch.exists("out"))
    }

    @Test(arguments: ["../secret.png", "/SECRET", "sub/../../secret.png", "", ".", ".."])
    func imageSetFileNamesCannotReachOutsideTheSet(filename: String) throws {
        let scratch = TemporaryFolder()
        scratch.png("secret.png", Bitmap.gradient(width: 10, height: 10))
        let name = filename.replacingOccurrences(of: "/SECRET", with: scratch.path + "/secret.png")
        imageSet(scratch, entries: [#"{"filename":"\#(name)","scale":"1x",\#(Self.resizing)}"#])
        let result = try CommandRunner.run(["stretch", "S.imageset", "--size", "20x20", "-o", "out"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.diagnostics
            == "barskin: error: S.imageset/Contents.json: image file name '\(name)' is not a plain file name inside the image set\n")
        #expect(scratch.listing() == ["S.imageset/Contents.json", "S.imageset/a.png", "secret.png"])
    }

    @Test func oneFileListedTwiceIsNotRenderedOverItself() throws {
        let scratch = TemporaryFolder()
        imageSet(scratch, entries: [
            #"{"filename":"a.png","idiom":"iphone","scale":"1x",\#(Self.resizing)}"#,
            #"{"filename":"a.png","idiom":"ipad","scale":"1x",\#(Self.resizing)}"#,
        ])
        let result = try CommandRunner.run(["stretch", "S.imageset", "--size", "20x20", "-o", "out"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.diagnostics == "barskin: error: S.imageset/Contents.json: image file a.png is listed by two entries "
            + "with resizing; its output would be written twice\n")
        #expect(!scratch.exists("out"))
    }

    @Test func aMissingInputIsReportedAsMissingAndNamesKeepTheirCase() throws {
        let scratch = TemporaryFolder()
        let missing = try CommandRunner.run(["stretch", "Missing.imageset", "--size", "20x20", "-o", "out"], in: scratch.url)
        #expect(missing.status == 1)
        #expect(missing.diagnostics == "barskin: error: Missing.imageset: no such file or folder\n")
        scratch.png("Box.png", Bitmap.gradient(width: 10, height: 8))
        let noCaps = try CommandRunner.run(["stretch", "Box.png", "--size", "20x20", "-o", "out"], in: scratch.url)
        #expect(noCaps.status == 64)
        #expect(noCaps.standardError.hasPrefix(
            "barskin: error: caps are needed for the plain PNG Box.png: --insets TOP,LEFT,BOTTOM,RIGHT or --left-cap/--top-cap\n"))
    }

    @Test func anOutputThatIsTheInputIsRefusedNamedAsGiven() throws {
        let scratch = TemporaryFolder()
        scratch.png("b.png", Bitmap.gradient(width: 10, height: 8))
        let before = scratch.contents("b.png")
        let result = try CommandRunner.run(["stretch", "b.png", "--size", "20x20", "--insets", "1,1,1,1", "-o", "b.png"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.diagnostics == "barskin: error: b.png: its output b.png would overwrite an input; write into another folder with -o\n")
        #expect(scratch.contents("b.png") == before)
        #expect(scratch.listing() == ["b.png"])
    }

    @Test(arguments: [
        (["--insets", "-1,2,3,4"], "--insets must be four whole numbers of points, TOP,LEFT,BOTTOM,RIGHT (like 0,14,0,5), not '-1,2,3,4'"),
        (["--left-cap", "-3"], "--left-cap must be a whole number of points from 0 to 100000, not -3"),
        (["--top-cap", "-1"], "--top-cap must be a whole number of points from 0 to 100000, not -1"),
    ])
    func negativeCapsGetTheirOwnMessage(arguments: [String], message: String) throws {
        let scratch = TemporaryFolder()
        scratch.png("b.png", Bitmap.gradient(width: 10, height: 8))
        let result = try CommandRunner.run(["stretch", "b.png", "--size", "20x20", "-o", "o.png"] + arguments, in: scratch.url)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("barskin: error: \(message)\n"))
        let slice = try CommandRunner.run(["slice", "b.png", "--ninepatch", "res", "--insets", "1,1,1,1", "--content-insets", "-1,0,0,0"], in: scratch.url)
        #expect(slice.status == 64)
        #expect(slice.standardError.hasPrefix("barskin: error: --content-insets must be four whole numbers of points, TOP,LEFT,BOTTOM,RIGHT, not '-1,0,0,0'\n"))
    }

    @Test(arguments: [
        (#""center":{"mode":"stretch","width":0,"height":1},"cap-insets":{"top":2,"left":2,"bottom":2,"right":2}"#,
         "resizing of a.png has a centre 0 px wide; it needs at least 1 px to stretch or tile"),
        (#""center":{"mode":"stretch","height":1},"cap-insets":{"top":2,"left":6,"bottom":2,"right":4}"#,
         "resizing of a.png has a centre 0 px wide; it needs at least 1 px to stretch or tile"),
        (#""center":{"mode":"stretch","width":1,"height":1},"cap-insets":{"top":2,"left":6,"bottom":2,"right":4}"#,
         "resizing of a.png does not fit: caps 10 px and centre 1 px need 11 px, but the image is 10 px wide"),
    ])
    func anEmptyCentreIsNamedAsTheProblem(resizing: String, message: String) throws {
        let scratch = TemporaryFolder()
        imageSet(scratch, entries: [#"{"filename":"a.png","scale":"1x","resizing":{"mode":"9-part",\#(resizing)}}"#])
        let result = try CommandRunner.run(["stretch", "S.imageset", "--size", "20x20", "-o", "out"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.diagnostics == "barskin: error: S.imageset/Contents.json: \(message)\n")
    }

    @Test func everyScaleOfAnImageSetIsTriedAndEveryFailureReported() throws {
        let scratch = TemporaryFolder()
        imageSet(scratch, entries: [
            #"{"filename":"gone.png","scale":"1x",\#(Self.resizing)}"#,
            #"{"filename":"a.png","scale":"2x",\#(Self.resizing)}"#,
            #"{"filename":"a@3x.png","scale":"3x",\#(Self.resizing)}"#,
        ])
        scratch.png("S.imageset/a@3x.png", Bitmap.gradient(width: 4, height: 4))
        let result = try CommandRunner.run(["stretch", "S.imageset", "--size", "20x20", "-o", "out"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.standardOutput == "out/a.png: 40x40 px @2x, written\n")
        #expect(result.diagnostics == """
        barskin: error: S.imageset/Contents.json: image file gone.png is missing from the image set
        barskin: error: S.imageset/Contents.json: resizing of a@3x.png does not fit: caps 4 px and centre 1 px need 5 px, but the image is 4 px wide

        """)
        #expect(scratch.listing("out").filter { !$0.hasPrefix(".") } == ["a.png"])
    }

    @Test(arguments: ["+5x+3", "5x-3", " 5x3", "5x3 ", "٥x٣", "5x"])
    func sizesAreWholeDigitsOnly(size: String) throws {
        let scratch = TemporaryFolder()
        scratch.png("b.png", Bitmap.gradient(width: 10, height: 8))
        let result = try CommandRunner.run(["stretch", "b.png", "--size", size, "--insets", "1,1,1,1", "-o", "o.png"], in: scratch.url)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix(
            "barskin: error: --size must be WIDTHxHEIGHT in whole points from 1 to 100000 (like 44x30), not '\(size)'\n"))
        #expect(!scratch.exists("o.png"))
    }
}
