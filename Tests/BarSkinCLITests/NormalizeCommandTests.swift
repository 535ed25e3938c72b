import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

struct NormalizeCommandTests {
    /// A folder with good art in two levels, a note-worthy text file and two bad PNGs.
    static func mixedFolder() -> TemporaryFolder {
        let workspace = TemporaryFolder()
        workspace.png("art/icons/disc@2x.png", Masks.disc(size: 60, radius: 29, color: .black))
        workspace.png("art/bg.png", Bitmap(width: 5, height: 4, filledWith: RGBA8(200, 10, 10)))
        workspace.write(Array("hello".utf8), to: "art/readme.txt")
        workspace.write(Array("not really".utf8), to: "art/broken.png")
        let good = try! PNGEncoder().encode(Bitmap(width: 9, height: 9, filledWith: .white))
        workspace.write(Array(good.prefix(good.count - 20)), to: "art/icons/cut.png")
        return workspace
    }

    /// The summary counts what was given: two drawings and a PNG, not the six files the drawings' scales make.
    @Test func theSummaryCountsInputsNotTheScalesOfADrawing() throws {
        let workspace = TemporaryFolder()
        for name in ["a", "b"] {
            workspace.write(Array("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"4\"><rect width=\"4\" height=\"4\"/></svg>".utf8), to: "in/\(name).svg")
        }
        workspace.png("in/c@2x.png", Bitmap(width: 4, height: 4, filledWith: .white))
        let result = try CommandRunner.run(["normalize", "in", "-o", "out"], in: workspace.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.hasPrefix("barskin: normalized 3 files into 7 files (7 written, 0 unchanged, 0 up to date) in "), "\(result.standardError)")
        let again = try CommandRunner.run(["normalize", "in", "-o", "out"], in: workspace.url)
        #expect(again.standardError.hasPrefix("barskin: normalized 3 files into 7 files (0 written, 0 unchanged, 7 up to date) in "), "\(again.standardError)")
    }

    @Test func mirrorsFoldersAndReportsEveryFailureAtTheEnd() throws {
        let workspace = Self.mixedFolder()
        let result = try CommandRunner.run(["normalize", "art", "-o", "out"], in: workspace.url)
        #expect(result.status == 1)
        #expect(workspace.listing("out").filter { !$0.hasPrefix(".") } == ["bg.png", "icons/disc@2x.png"])
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0] == "barskin: note: art/readme.txt: skipped, not a PNG, SVG or PDF file")
        #expect(lines[1] == "barskin: error: art/broken.png: not a PNG file")
        #expect(lines[2] == "barskin: error: art/icons/cut.png: truncated")
        #expect(lines[3].hasPrefix("barskin: normalized 2 files into 2 files (2 written, 0 unchanged, 0 up to date) in "))
        #expect(lines[3].hasSuffix("; 2 failed"))
        #expect(result.standardOutput == "")
    }

    @Test func outputsKeepThePixelsAndASecondRunWritesNothing() throws {
        let workspace = Self.mixedFolder()
        _ = try CommandRunner.run(["normalize", "art", "-o", "out"], in: workspace.url)
        let decoded = try PNGDecoder().decode(fileAt: workspace.path + "/out/icons/disc@2x.png")
        #expect(decoded.bitmap == Masks.disc(size: 60, radius: 29, color: .black))
        #expect(decoded.format.colorType == .grayAlpha)
        let before = workspace.modificationDate("out/bg.png")
        let bytes = workspace.contents("out/bg.png")
        usleep(20_000)
        let again = try CommandRunner.run(["normalize", "art", "-o", "out", "--jobs", "1"], in: workspace.url)
        #expect(again.standardError.contains("normalized 2 files into 2 files (0 written, 0 unchanged, 2 up to date)"))
        let single = try CommandRunner.run(["normalize", "art/bg.png", "-o", "out"], in: workspace.url)
        #expect(single.standardError.hasPrefix("barskin: normalized 1 file into 1 file (0 written, 1 unchanged, 0 up to date) in "))
        #expect(workspace.modificationDate("out/bg.png") == before)
        #expect(workspace.contents("out/bg.png") == bytes)
    }

    @Test func aSingleFileCanBeWrittenToAFileName() throws {
        let workspace = TemporaryFolder()
        workspace.png("in.png", Bitmap(width: 3, height: 3, filledWith: RGBA8(1, 2, 3, 4)))
        let result = try CommandRunner.run(["normalize", "in.png", "-o", "clean.png"], in: workspace.url)
        #expect(result.status == 0)
        #expect(workspace.listing().filter { !$0.hasPrefix(".") } == ["clean.png", "in.png"])
        #expect(try workspace.bitmap("clean.png") == Bitmap(width: 3, height: 3, filledWith: RGBA8(1, 2, 3, 4)))
    }

    @Test func refusesToOverwriteItsInput() throws {
        let workspace = TemporaryFolder()
        workspace.png("in.png", Bitmap(width: 3, height: 3, filledWith: .black))
        let original = workspace.contents("in.png")
        let result = try CommandRunner.run(["normalize", "in.png", "-o", "."], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("barskin: error: in.png: its output in.png would overwrite an input; write into another folder with -o\n"))
        #expect(workspace.contents("in.png") == original)
    }

    @Test func anOutputFolderInsideTheInputIsNeverTakenAsInput() throws {
        let workspace = TemporaryFolder()
        workspace.png("art/a.png", Masks.disc(size: 8, radius: 3, color: .black))
        for _ in 0..<2 {
            let result = try CommandRunner.run(["normalize", "art", "-o", "art/out"], in: workspace.url)
            #expect(result.status == 0, "\(result.standardError)")
        }
        #expect(workspace.listing("art").filter { !$0.contains("/.") } == ["a.png", "out/a.png"])
    }

    @Test func oneCharacterOutputFoldersWork() throws {
        let workspace = TemporaryFolder()
        workspace.png("a.png", Masks.disc(size: 4, radius: 1, color: .black))
        workspace.png("b.png", Masks.disc(size: 5, radius: 1.5, color: .black))
        let result = try CommandRunner.run(["normalize", "a.png", "b.png", "-o", "r"], in: workspace.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(workspace.listing("r").filter { !$0.hasPrefix(".") } == ["a.png", "b.png"])
    }

    @Test func aFileNameWithALineBreakStaysOnOneDiagnosticLine() throws {
        let workspace = TemporaryFolder()
        workspace.write(Array("nope".utf8), to: "bad\nname.png")
        let result = try CommandRunner.run(["normalize", "bad\nname.png", "-o", "out"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("barskin: error: bad\\nname.png: not a PNG file\n"))
    }

    @Test func anEmptyFolderIsAnErrorNotASilentSuccess() throws {
        let workspace = TemporaryFolder()
        workspace.write(Array("hi".utf8), to: "art/notes.txt")
        let result = try CommandRunner.run(["normalize", "art", "-o", "out"], in: workspace.url)
        #expect(result.status == 1)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0] == "barskin: note: art/notes.txt: skipped, not a PNG, SVG or PDF file")
        #expect(lines[1] == "barskin: error: art: no PNG, SVG or PDF files in this folder")
        #expect(lines[2].hasPrefix("barskin: nothing normalized in "))
    }

    @Test func jsonListsOutputsAndFailures() throws {
        let workspace = Self.mixedFolder()
        let result = try CommandRunner.run(["normalize", "art/bg.png", "art/broken.png", "-o", "out", "--json"], in: workspace.url)
        #expect(result.status == 1)
        let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as! [String: Any]
        #expect(result.standardOutput.hasPrefix("{\n  \"schemaVersion\": 2,\n  \"outputs\": ["))
        let outputs = json["outputs"] as! [[String: Any]]
        #expect(outputs.count == 1)
        #expect(outputs[0]["input"] as? String == "art/bg.png" && outputs[0]["output"] as? String == "out/bg.png")
        #expect(outputs[0]["kind"] as? String == "normalized" && outputs[0]["status"] as? String == "written")
        #expect(outputs[0]["width"] as? Int == 5 && outputs[0]["height"] as? Int == 4 && outputs[0]["scale"] as? Int == 1)
        #expect(outputs[0]["bytes"] as? Int == workspace.contents("out/bg.png")?.count)
        #expect(json["failures"] as? [[String: String]] == [["path": "art/broken.png", "message": "not a PNG file"]])
        #expect(json["stale"] as? [String] == [] && json["pruned"] as? [String] == [])
    }

    @Test func inputsWithTheSameNameCannotShareAnOutput() throws {
        let workspace = TemporaryFolder()
        workspace.png("a/x.png", Bitmap(width: 1, height: 1, filledWith: .black))
        workspace.png("b/x.png", Bitmap(width: 1, height: 1, filledWith: .white))
        let result = try CommandRunner.run(["normalize", "a/x.png", "b/x.png", "-o", "out"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("barskin: error: b/x.png: output out/x.png is also written by a/x.png\n"))
        #expect(workspace.listing("out").filter { !$0.hasPrefix(".") } == ["x.png"])
    }
}
