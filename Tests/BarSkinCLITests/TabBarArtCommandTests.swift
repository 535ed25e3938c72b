import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// `barskin tabbar-art` end to end: the files, their pixels (exactly the core
/// pieces' drawing), the catalog's caps, re-runs and every bad flag.
struct TabBarArtCommandTests {
    @Test func writesEveryPieceAtEveryScaleWithThePiecesPixels() throws {
        let scratch = TemporaryFolder()
        let result = try CommandRunner.run(["tabbar-art", "-o", "out", "--width", "320", "--scales", "1,3"], in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("barskin: built 6 images into 12 files (12 written, 0 unchanged, 0 up to date) in "))
        #expect(scratch.listing("out") == [
            ".tabbar-art.barskin.index", ".tabbar-art.barskin.json", "TabBarBackground-320.png", "TabBarBackground-320@3x.png", "TabBarBackground.png", "TabBarBackground@3x.png",
            "TabBarGlow.png", "TabBarGlow@3x.png", "TabBarItemSelectedBackground.png", "TabBarItemSelectedBackground@3x.png",
            "TabBarNipple.png", "TabBarNipple@3x.png", "TabBarSelection.png", "TabBarSelection@3x.png",
        ])
        let pieces: [(String, any TabBarPiece)] = [
            ("TabBarBackground-320", try TabBarBackground(width: 320)), ("TabBarSelection", TabBarSelection(look: .classic)),
            ("TabBarGlow", TabBarGlow(look: .classic)), ("TabBarNipple", TabBarNipple(look: .classic)),
        ]
        for (name, piece) in pieces {
            // Tolerance 0: PNG is lossless and the command draws with the core's own pieces.
            #expect(try scratch.bitmap("out/\(name)@3x.png") == (try piece.draw(scale: 3)), "\(name)")
        }
        let bar = try scratch.bitmap("out/TabBarBackground@3x.png")
        #expect(bar.width == 3 && bar.height == 147)
        // The seed's measured rows: the dark top line, then the highlight line, black at the bottom.
        #expect(bar[0, 0] == RGBA8(0x16, 0x16, 0x16) && bar[0, 3] == RGBA8(0x53, 0x53, 0x53) && bar[0, 146] == .black)
        let again = try CommandRunner.run(["tabbar-art", "-o", "out", "--width", "320", "--scales", "1,3", "--json"], in: scratch.url)
        #expect(again.standardOutput.hasPrefix("{\n  \"schemaVersion\": 2,\n"))
        // The manifest the first run kept shows every file up to date: nothing is drawn again.
        #expect(again.standardOutput.components(separatedBy: "\"status\": \"up-to-date\"").count == 13)
    }

    @Test func withACatalogThePiecesBecomeImageSetsWithTheirCaps() throws {
        let scratch = TemporaryFolder()
        let result = try CommandRunner.run(["tabbar-art", "-o", "out", "--catalog", "App.xcassets", "--no-glow", "--no-indicator",
                                            "--no-gloss", "--scales", "2"], in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(scratch.listing() == [
            "App.xcassets/Contents.json", "App.xcassets/TabBarBackground.imageset/Contents.json",
            "App.xcassets/TabBarBackground.imageset/TabBarBackground@2x.png", "App.xcassets/TabBarSelection.imageset/Contents.json",
            "App.xcassets/TabBarSelection.imageset/TabBarSelection@2x.png", "out/.tabbar-art.barskin.index", "out/.tabbar-art.barskin.json",
        ])
        let contents = try #require(scratch.contents("App.xcassets/TabBarSelection.imageset/Contents.json"))
        let set = try ImageSetContents(parsing: contents, path: "Contents.json")
        let resizing = try #require(set.images.first?.resizing)
        // The seed stretches the box with a 4-point left cap: 8 px at @2x, one point (2 px) in the middle.
        #expect(resizing.capInsets.left == 8 && resizing.centerWidth == 2 && resizing.centerMode == .stretch)
    }

    @Test(arguments: [
        (["--height", "5"], "barskin: error: --height: tab bar height must be from 12 to 200 points, not 5"),
        (["--color", "#12"], "barskin: error: invalid colour '#12' for --color: expected #RGB, #RRGGBB or #RRGGBBAA"),
        (["--glow-color", "blue"], "barskin: error: invalid colour 'blue' for --glow-color: expected #RGB, #RRGGBB or #RRGGBBAA"),
        (["--scales", "1,4"], "barskin: error: --scales must be 1, 2 and/or 3, comma-separated and each once, not '1,4'"),
        (["--corner-radius", "9"], "barskin: error: --corner-radius: corner radius must be from 0 to 4 points, not 9"),
        (["--width", "0"], "barskin: error: --width: tab bar width must be from 1 to 4096 points, not 0"),
        (["--catalog", "x"], "barskin: error: --catalog must be an .xcassets folder or a folder inside one, not 'x'"),
    ])
    func badFlagsAreUsageErrors(flags: [String], message: String) throws {
        let scratch = TemporaryFolder()
        let result = try CommandRunner.run(["tabbar-art", "-o", "out"] + flags, in: scratch.url)
        #expect(result.status == 64)
        #expect(result.standardError.split(separator: "\n").first.map(String.init) == message)
        #expect(scratch.listing().isEmpty)
    }

    @Test func helpIsPinned() throws {
        let result = try CommandRunner.run(["tabbar-art", "--help"], environment: ["COLUMNS": "100"])
        #expect(result.status == 0)
        try assertSnapshot(result.standardOutput, named: "help-tabbar-art-help")
    }
}
