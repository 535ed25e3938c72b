import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// `back-button`, `bar-button`, `navbar-art` and `cell-art` end to end: the
/// files, their pixels (the core's own drawing), re-runs and every bad flag.
struct DrawnArtCommandTests {
    @Test func aBackButtonIsItsTitleAtEveryScaleNormalAndHighlighted() throws {
        let scratch = TemporaryFolder()
        let result = try CommandRunner.run(["back-button", "--title", "Back", "-o", "out", "--scales", "1,2"], in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(scratch.listing("out") == [".back-button.barskin.index", ".back-button.barskin.json", "BackButtonBack-highlighted.png", "BackButtonBack-highlighted@2x.png", "BackButtonBack.png",
                                          "BackButtonBack@2x.png"])
        let drawn = try ButtonArt(.back, title: "Back", look: try ButtonLook()).render([], scale: 2).images
        // Tolerance 0: lossless PNG of the core's drawing; 30 points tall at @2x.
        #expect(try scratch.bitmap("out/BackButtonBack@2x.png") == drawn[0] && drawn[0].height == 60)
        #expect(try scratch.bitmap("out/BackButtonBack-highlighted@2x.png") == drawn[1])
        let again = try CommandRunner.run(["back-button", "--title", "Back", "-o", "out", "--scales", "1,2", "--json"], in: scratch.url)
        #expect(again.standardOutput.components(separatedBy: "\"status\": \"up-to-date\"").count == 5)
    }

    /// A title wider than a button can be is drawn cut with '…': the command and the skin say so,
    /// the skin at the title's line; a title that fits says nothing.
    @Test func aTitleCutToFitIsAWarning() throws {
        let scratch = TemporaryFolder()
        let long = "Settings and Privacy and Security Preferences"
        let warning = "the title '\(long)' needs a 288 pt button, wider than the 160 pt a button can be: it is drawn cut, ending in '…'; "
            + "a shorter title shows whole\n"
        let command = try CommandRunner.run(["back-button", "--title", long, "--name", "Long", "-o", "out"], in: scratch.url)
        #expect(command.status == 0)
        #expect(command.standardError.hasPrefix("barskin: warning: " + warning), "\(command.standardError)")
        _ = scratch.write(Array("version: 1\noutput: Build\nnav-bar:\n  back-buttons: [Back, \(long)]\n".utf8), to: "Long.skin.yml")
        let skin = try CommandRunner.run(["build", "Long.skin.yml"], in: scratch.url)
        #expect(skin.status == 0)
        #expect(skin.standardError.components(separatedBy: "warning").count == 2, "one warning: \(skin.standardError)")
        #expect(skin.standardError.hasPrefix("barskin: warning: Long.skin.yml:4:24: " + warning), "\(skin.standardError)")
        // A rebuild that finds nothing changed makes no plan, and still says it (a CI job's cached build folder).
        let rebuilt = try CommandRunner.run(["build", "Long.skin.yml"], in: scratch.url)
        #expect(rebuilt.standardError.hasPrefix("barskin: warning: Long.skin.yml:4:24: " + warning), "\(rebuilt.standardError)")
        #expect(rebuilt.standardError.contains("(0 written, 0 unchanged, 15 up to date)"), "\(rebuilt.standardError)")
        let again = try CommandRunner.run(["back-button", "--title", long, "--name", "Long", "-o", "out"], in: scratch.url)
        #expect(again.standardError.hasPrefix("barskin: warning: " + warning), "\(again.standardError)")
        let short = try CommandRunner.run(["back-button", "--title", "Back", "-o", "short"], in: scratch.url)
        #expect(!short.standardError.contains("warning"))
    }

    @Test func barButtonsNavBarsAndCellsWriteTheirNames() throws {
        let scratch = TemporaryFolder()
        for arguments in [["bar-button", "--title", "Done", "--name", "Done", "--landscape", "--scales", "3"],
                          ["navbar-art", "--width", "320", "--scales", "2"], ["cell-art", "--scales", "2", "--corner-radius", "6"]] {
            let result = try CommandRunner.run(arguments + ["-o", "out"], in: scratch.url)
            #expect(result.status == 0, "\(arguments): \(result.standardError)")
        }
        // Each command keeps its own manifest beside its outputs.
        #expect(scratch.listing("out") == [
            ".bar-button.barskin.index", ".bar-button.barskin.json", ".cell-art.barskin.index", ".cell-art.barskin.json", ".navbar-art.barskin.index", ".navbar-art.barskin.json", "Done-highlighted@3x.png", "Done@3x.png", "NavigationBarBackground-320@2x.png", "NavigationBarBackground@2x.png",
            "bottomRow@2x.png", "bottomRowSelected@2x.png", "middleRow@2x.png", "middleRowSelected@2x.png", "topAndBottomRow@2x.png",
            "topAndBottomRowSelected@2x.png", "topRow@2x.png", "topRowSelected@2x.png",
        ])
        // Landscape bar buttons are 24 points tall; the bar is 44.
        #expect(try scratch.bitmap("out/Done@3x.png").height == 72)
        #expect(try scratch.bitmap("out/NavigationBarBackground-320@2x.png").width == 640)
        let look = try CellLook(cornerRadius: 6)
        #expect(try scratch.bitmap("out/topRow@2x.png") == (try GroupedCell(position: .top, look: look).draw(scale: 2)))
    }

    @Test(arguments: [
        (["back-button", "-o", "o"], "barskin: error: give --title TEXT, or --stretchable for the untitled art"),
        (["back-button", "--title", " ", "-o", "o"], "barskin: error: --title: the button title ' ' is only whitespace"),
        (["back-button", "--title", "", "-o", "o"], "barskin: error: --title: the button title is empty"),
        (["bar-button", "--title", "Done", "--font", "No Such Face", "-o", "o"],
         "barskin: error: --font: font 'No Such Face' not found; install it or name an installed family (fc-list lists them)"),
        (["bar-button", "--title", "Done", "--tint", "blue", "-o", "o"], "barskin: error: invalid colour 'blue' for --tint: expected #RGB, #RRGGBB or #RRGGBBAA"),
        (["navbar-art", "--height", "5", "-o", "o"], "barskin: error: --height: navigation bar height must be from 12 to 200 points, not 5"),
        (["cell-art", "--corner-radius", "30", "-o", "o"],
         "barskin: error: --corner-radius: corner radius must be from 0 to 21 points on a 44-point row, not 30"),
        (["cell-art", "--scales", "0", "-o", "o"], "barskin: error: --scales must be 1, 2 and/or 3, comma-separated and each once, not '0'"),
    ])
    func badFlagsAreUsageErrors(arguments: [String], message: String) throws {
        let scratch = TemporaryFolder()
        let result = try CommandRunner.run(arguments, in: scratch.url)
        #expect(result.status == 64)
        #expect(result.standardError.split(separator: "\n").first.map(String.init) == message)
        #expect(scratch.listing().isEmpty)
    }

    @Test(arguments: ["back-button", "bar-button", "navbar-art", "cell-art"])
    func helpIsPinned(command: String) throws {
        let result = try CommandRunner.run([command, "--help"], environment: ["COLUMNS": "100"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("Examples:\n  barskin \(command) "))
        try assertSnapshot(result.standardOutput, named: "help-\(command)-help")
    }

    /// An output or catalog folder that is a file is refused at the path typed, as the batch commands refuse it,
    /// never at a place in a skin file the command does not have.
    @Test(arguments: ["back-button", "bar-button"])
    func aFolderThatIsAFileIsRefusedAtItsPath(command: String) throws {
        let scratch = TemporaryFolder()
        scratch.write(Array("notes".utf8), to: "notes.txt")
        scratch.write(Array("notes".utf8), to: "Art.xcassets")
        let result = try CommandRunner.run([command, "--title", "Back", "-o", "notes.txt"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.standardError == "barskin: error: notes.txt: the output folder is a file\n")
        let xcode = try CommandRunner.run([command, "--title", "Back", "-o", "out", "--catalog", "Art.xcassets", "--diagnostics", "xcode"],
                                          in: scratch.url)
        #expect(xcode.status == 1)
        #expect(xcode.standardError == "\(scratch.path)/Art.xcassets: error: the catalog folder is a file\n")
        #expect(scratch.contents("notes.txt") == Array("notes".utf8))
    }
}
