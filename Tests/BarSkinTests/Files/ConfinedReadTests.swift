@testable import BarSkinCore
import BarSkinTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 30: reads are held to a size limit and refuse special files without blocking;
/// ConfinedPath reaches a file below a root through no link.
@Suite struct ConfinedReadTests {
    @Test func aFileOverTheLimitIsRefusedWithTheLimit() throws {
        let folder = TemporaryFolder()
        let path = folder.write([UInt8](repeating: 7, count: (1 << 20) + 1), to: "big.json")
        #expect(throws: FileProblem.unreadable(reason: "larger than the 1 MB an input may be").located(at: path)) { try FileBytes.read(path, limit: 1 << 20) }
        #expect(try FileBytes.read(path, limit: 2 << 20).count == (1 << 20) + 1)
    }

    @Test func aNamedPipeIsRefusedWithoutWaitingForAWriter() throws {
        let folder = TemporaryFolder()
        let path = folder.path + "/pipe.json"
        #expect(mkfifo(path, 0o644) == 0)
        #expect(throws: FileProblem.unreadable(reason: "not a regular file").located(at: path)) { try FileBytes.read(path) }
        #expect(FileBytes.data(path) == nil && !FileBytes.isRegularFile(path))
    }

    @Test func aLinkBelowTheRootIsRefusedAndTheRootItselfMayBeOne() throws {
        let folder = TemporaryFolder()
        folder.write(Array("mine".utf8), to: "Mine/a.png")
        folder.write(Array("ours".utf8), to: "Real/Build/b.png")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Real/Build/set", withDestinationPath: folder.path + "/Mine")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Real/Build/c.png", withDestinationPath: folder.path + "/Mine/a.png")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Build", withDestinationPath: "Real/Build")
        let root = folder.path + "/Build"
        #expect(throws: ConfinedPath.Refusal.throughLink) { _ = try ConfinedPath(root + "/set/a.png", under: root) }
        #expect(throws: ConfinedPath.Refusal.throughLink) { _ = try ConfinedPath(root + "/c.png", under: root) }
        #expect(throws: ConfinedPath.Refusal.outside) { _ = try ConfinedPath(root + "/x/../b.png", under: root) }
        #expect(throws: ConfinedPath.Refusal.outside) { _ = try ConfinedPath(folder.path + "/Mine/a.png", under: root) }
        let reached = try ConfinedPath(root + "/b.png", under: root)
        #expect(reached.read() == Array("ours".utf8))
        #expect(reached.remove() && !folder.exists("Real/Build/b.png"))
        #expect(folder.contents("Mine/a.png") == Array("mine".utf8))
    }
}
