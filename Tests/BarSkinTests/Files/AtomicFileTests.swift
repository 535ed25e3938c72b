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

    @Test func theStampOfWhatIsWrittenIsTheFileSystems() throws {
        let folder = TemporaryFolder()
        let path = folder.path + "/a/out.png"
        let written = try AtomicFile.writeStamped([1, 2, 3], to: path)
        #expect(written.outcome == .written && written.stamp == FileStamp(path: path))
        let unchanged = try AtomicFile.writeStamped([1, 2, 3], to: path)
        #expect(unchanged.outcome == .unchanged && unchanged.stamp == FileStamp(path: path))
        let read = try FileBytes.readStamped(path)
        #expect(read.bytes == [1, 2, 3] && read.stamp == FileStamp(path: path))
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
        #expect(throws: FileProblem.escapesOutputFolder(folder: folder.path).located(at: "../x.png")) {
            try output.destination(for: "../x.png", input: "in.png")
        }
        #expect(throws: FileProblem.escapesOutputFolder(folder: folder.path).located(at: "/etc/x.png")) {
            try output.destination(for: "/etc/x.png", input: "in.png")
        }
        #expect(try output.destination(for: "a/x.png", input: "in.png") == folder.path + "/a/x.png")
    }

    @Test func namesAreTidiedAndEveryEscapeRefusedWhateverTheirShape() throws {
        let folder = TemporaryFolder()
        let output = OutputFolder(path: folder.path + "/out")
        // Tidy names are taken whole; the rest are split and joined, as before the fast path.
        for (given, expected) in [("a/x.png", "a/x.png"), ("a//x.png", "a/x.png"), ("a/x.png/", "a/x.png"), ("./x.png", "./x.png"),
                                  ("..x.png", "..x.png"), ("a/..b/x.png", "a/..b/x.png")] {
            #expect(try output.destination(for: given, input: "in.png") == folder.path + "/out/" + expected, "\(given)")
        }
        for given in ["", "/", "//", "a/../x.png", "..", "a/..", "../x.png"] {
            #expect(throws: FileError.self, "\(given)") { try output.destination(for: given, input: "in.png") }
        }
    }

    @Test func aFolderCreatedAfterAMissIsCheckedUnlessThePlanSaysNothingIsWritten() throws {
        let folder = TemporaryFolder(), outside = TemporaryFolder()
        let output = OutputFolder(path: folder.path + "/out")
        #expect(try output.destination(for: "link/x.png", input: "in.png") == folder.path + "/out/link/x.png")
        // The folder appears with a link leading out: the same value now finds and refuses it.
        try FileManager.default.createDirectory(atPath: folder.path + "/out", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/out/link", withDestinationPath: outside.path)
        #expect(throws: FileProblem.escapesOutputFolder(folder: folder.path + "/out").located(at: folder.path + "/out/link/x.png")) {
            try output.destination(for: "link/x.png", input: "in.png")
        }
        // A planning value has the caller's word that nothing appears, and looks the folder up once.
        let planning = OutputFolder(path: folder.path + "/later", planning: true)
        #expect(try planning.destination(for: "x.png", input: "in.png") == folder.path + "/later/x.png")
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
        #expect(throws: FileProblem.wouldOverwriteInput(input: input).located(at: folder.path + "/x.png")) {
            try output.destination(for: "x.png", input: "given.png")
        }
    }
}
