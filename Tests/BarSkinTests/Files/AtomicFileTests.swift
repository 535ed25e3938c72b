import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

struct AtomicFileTests {
    @Test func writesThenLeavesUnchangedContentAlone() throws {
        let folder = TemporaryFolder()
        let path = folder.path + "/a/b/out.png"
        #expect(try AtomicFile.write([1, 2, 3], to: path) == .written)
        let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        usleep(20_000)
        #expect(try AtomicFile.write([1, 2, 3], to: path) == .unchanged)
        let after = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        #expect(before == after)
        #expect(try AtomicFile.write([1, 2, 4], to: path) == .written)
        #expect(FileManager.default.contents(atPath: path) == Data([1, 2, 4]))
        #expect(folder.listing() == ["a/b/out.png"])
    }

    @Test func aStreamIsWrittenInPiecesAndLeftAloneWhenUnchanged() throws {
        let folder = TemporaryFolder()
        let path = folder.path + "/r/report.json"
        // 200,000 pieces, several times the 64 KiB buffer.
        let pieces = (0..<200_000).map { "line \($0)\n" }
        #expect(try AtomicFile.stream(to: path) { sink in pieces.forEach(sink) } == .written)
        #expect(FileManager.default.contents(atPath: path) == Data(pieces.joined().utf8))
        let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        usleep(20_000)
        #expect(try AtomicFile.stream(to: path) { sink in pieces.forEach(sink) } == .unchanged)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == before)
        // Same size, one byte different at the end: rewritten.
        #expect(try AtomicFile.stream(to: path) { sink in pieces.dropLast().forEach(sink); sink("line 19999X\n") } == .written)
        #expect(folder.listing() == ["r/report.json"], "no temporary file is left")
    }

    @Test func aFIFOAtTheDestinationIsNeverReadNorReplaced() throws {
        // Written through to its reader instead (OutputTargetTests); with no reader, an error at once.
        let folder = TemporaryFolder()
        #expect(mkfifo(folder.path + "/out.png", 0o644) == 0)
        #expect(throws: FileError.self) { try AtomicFile.write([1, 2, 3], to: folder.path + "/out.png") }
        #expect(SpecialFile.of(folder.path + "/out.png") == S_IFIFO)
    }

    @Test func aFailedRenameLeavesNoTemporaryFile() throws {
        let folder = TemporaryFolder()
        // The destination is a non-empty folder, so the final rename must fail.
        folder.write([0], to: "out.png/keep")
        #expect(throws: FileError.self) { try AtomicFile.write([1, 2, 3], to: folder.path + "/out.png") }
        #expect(folder.listing() == ["out.png/keep"])
    }

    @Test func aParentThatIsAFileFailsCleanly() throws {
        let folder = TemporaryFolder()
        folder.write([0], to: "file")
        let error = #expect(throws: FileError.self) { try AtomicFile.write([1], to: folder.path + "/file/out.png") }
        #expect(error?.message.hasPrefix("cannot write:") == true)
        #expect(folder.listing() == ["file"])
    }
}

struct OutputFolderTests {
    @Test func refusesPathsThatEscape() throws {
        let folder = TemporaryFolder()
        let output = OutputFolder(path: folder.path)
        #expect(throws: FileError.escapesOutputFolder(path: "../x.png", folder: folder.path)) {
            try output.destination(for: "../x.png", input: "in.png")
        }
        #expect(throws: FileError.escapesOutputFolder(path: "/etc/x.png", folder: folder.path)) {
            try output.destination(for: "/etc/x.png", input: "in.png")
        }
        #expect(try output.destination(for: "a/x.png", input: "in.png") == folder.path + "/a/x.png")
    }

    @Test func anEmptyFolderNameMeansTheCurrentFolderNeverTheRoot() throws {
        #expect(try OutputFolder(path: "").destination(for: "a/x.png", input: "in.png") == "a/x.png")
    }

    @Test func refusesASymbolicLinkLeadingOut() throws {
        let folder = TemporaryFolder(), outside = TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link", withDestinationPath: outside.path)
        #expect(throws: FileError.self) {
            try OutputFolder(path: folder.path).destination(for: "link/x.png", input: "in.png")
        }
    }

    @Test func refusesToOverwriteAnInput() throws {
        let folder = TemporaryFolder()
        let input = folder.write([1], to: "x.png")
        let output = OutputFolder(path: folder.path, protecting: [input])
        #expect(throws: FileError.wouldOverwriteInput(path: folder.path + "/x.png", input: input)) {
            try output.destination(for: "x.png", input: "given.png")
        }
    }
}
