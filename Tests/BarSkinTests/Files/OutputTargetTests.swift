import BarSkin
import BarSkinTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where ``AtomicFile`` writes when the output path is not a plain file (issue 31),
/// on replicas in a temporary folder, never the machine's own /dev.
struct OutputTargetTests {
    @Test func aNamedPipeIsWrittenThroughToItsReader() throws {
        let folder = TemporaryFolder()
        let fifo = folder.path + "/out.json"
        #expect(mkfifo(fifo, 0o644) == 0)
        let pieces = (0..<50_000).map { "line \($0)\n" }
        // More than a pipe's buffer, so the writer must wait for the reader rather than fail.
        var outcome: WriteOutcome?
        let received = try SpecialFile.reading(fifo) { outcome = try AtomicFile.stream(to: fifo) { sink in pieces.forEach(sink) } }
        #expect(outcome == .writtenThrough)
        #expect(received == Array(pieces.joined().utf8))
        let bytes: [UInt8] = [0, 1, 2, 255]
        outcome = nil
        #expect(try SpecialFile.reading(fifo) { outcome = try AtomicFile.write(bytes, to: fifo) } == bytes)
        #expect(outcome == .writtenThrough)
        #expect(SpecialFile.of(fifo) == S_IFIFO)
        #expect(folder.listing() == ["out.json"], "no temporary file")
    }

    @Test func aNamedPipeNobodyReadsIsAnErrorNotAHang() throws {
        let folder = TemporaryFolder()
        let fifo = folder.path + "/out.png"
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(throws: FileProblem.cannotWrite(reason: "no process is reading this named pipe").located(at: fifo)) {
            try AtomicFile.write([1, 2, 3], to: fifo)
        }
        #expect(throws: FileProblem.cannotWrite(reason: "no process is reading this named pipe").located(at: fifo)) {
            try AtomicFile.stream(to: fifo) { $0("report") }
        }
        #expect(SpecialFile.of(fifo) == S_IFIFO)
        #expect(folder.listing() == ["out.png"])
    }

    @Test func aLinkChainIsFollowedAndKept() throws {
        let folder = TemporaryFolder()
        folder.write([9], to: "real/out.png")
        // out.png -> links/hop.png -> ../real/out.png: each relative to its own link's folder.
        try FileManager.default.createDirectory(atPath: folder.path + "/links", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/links/hop.png", withDestinationPath: "../real/out.png")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/out.png", withDestinationPath: "links/hop.png")
        #expect(try OutputTarget(resolving: folder.path + "/out.png") == .file(path: folder.path + "/links/../real/out.png"))
        #expect(try AtomicFile.write([1, 2, 3], to: folder.path + "/out.png") == .written)
        #expect(try AtomicFile.write([1, 2, 3], to: folder.path + "/out.png") == .unchanged)
        #expect(try AtomicFile.stream(to: folder.path + "/out.png") { $0("abc") } == .written)
        #expect(SpecialFile.of(folder.path + "/out.png") == S_IFLNK && SpecialFile.of(folder.path + "/links/hop.png") == S_IFLNK)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/out.png") == "links/hop.png")
        #expect(SpecialFile.of(folder.path + "/real/out.png") == S_IFREG)
        #expect(folder.contents("real/out.png") == Array("abc".utf8))
        #expect(folder.listing() == ["links/hop.png", "out.png", "real/out.png"])
    }

    @Test func aDanglingLinkGetsItsTargetCreated() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/out.png", withDestinationPath: "made/later.png")
        #expect(try AtomicFile.write([4, 5], to: folder.path + "/out.png") == .written)
        #expect(SpecialFile.of(folder.path + "/out.png") == S_IFLNK)
        #expect(folder.contents("made/later.png") == [4, 5])
    }

    @Test func aLoopOfLinksIsAnError() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/a", withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/b", withDestinationPath: "a")
        #expect(throws: FileProblem.cannotWrite(reason: "too many levels of symbolic links").located(at: folder.path + "/a")) {
            try AtomicFile.write([1], to: folder.path + "/a")
        }
        #expect(SpecialFile.of(folder.path + "/a") == S_IFLNK)
    }

    @Test(.enabled(if: getuid() == 0, "mknod needs root"))
    func aCharacterDeviceIsWrittenThroughAndStaysADevice() throws {
        let folder = TemporaryFolder()
        let device = try SpecialFile.makeNullDevice(in: folder, named: "null.png")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link.png", withDestinationPath: "null.png")
        #expect(try OutputTarget(resolving: device) == .passThrough(path: device, kind: .characterDevice))
        #expect(try AtomicFile.write([1, 2, 3], to: device) == .writtenThrough)
        #expect(try AtomicFile.write([1, 2, 3], to: folder.path + "/link.png") == .writtenThrough)
        #expect(try AtomicFile.stream(to: device) { $0("report") } == .writtenThrough)
        #expect(SpecialFile.of(device) == S_IFCHR && SpecialFile.of(folder.path + "/link.png") == S_IFLNK)
        #expect(folder.listing() == ["link.png", "null.png"], "no temporary file")
    }
}
