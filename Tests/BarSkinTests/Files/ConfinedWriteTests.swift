@testable import BarSkinCore
import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// Issue 45: a write below an output folder goes through no link, checked when it happens,
/// so a folder swapped for a link during the run cannot send the bytes elsewhere.
struct ConfinedWriteTests {
    @Test func aFileThatIsALinkBelowTheRootIsRefusedAndItsTargetKept() throws {
        let folder = TemporaryFolder(), victim = TemporaryFolder()
        let secret = victim.write(Array("secret".utf8), to: "secret.txt")
        folder.write([], to: "Out/.keep")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Out/a.png", withDestinationPath: secret)
        #expect(throws: FileProblem.linkBelowOutputFolder(folder: folder.path + "/Out").located(at: folder.path + "/Out/a.png")) {
            try AtomicFile.write([1, 2, 3], to: folder.path + "/Out/a.png", below: folder.path + "/Out")
        }
        #expect(victim.contents("secret.txt") == Array("secret".utf8))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/Out/a.png") == secret)
    }

    @Test func aFolderThatIsALinkBelowTheRootIsRefusedEvenLeadingInside() throws {
        let folder = TemporaryFolder()
        folder.write([], to: "Out/Real/.keep")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Out/Sub", withDestinationPath: "Real")
        #expect(throws: FileProblem.linkBelowOutputFolder(folder: folder.path + "/Out").located(at: folder.path + "/Out/Sub/a.png")) {
            try AtomicFile.write([1], to: folder.path + "/Out/Sub/a.png", below: folder.path + "/Out")
        }
        #expect(folder.listing("Out/Real") == [".keep"] && SpecialFile.of(folder.path + "/Out/Sub") == S_IFLNK)
    }

    @Test func aRootThatIsALinkIsWrittenThroughAndMissingFoldersAreMade() throws {
        let folder = TemporaryFolder()
        folder.write([], to: "Real/.keep")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Out", withDestinationPath: "Real")
        #expect(try AtomicFile.write([7], to: folder.path + "/Out/a/b/c.png", below: folder.path + "/Out") == .written)
        #expect(try AtomicFile.write([7], to: folder.path + "/Out/a/b/c.png", below: folder.path + "/Out") == .unchanged)
        #expect(folder.contents("Real/a/b/c.png") == [7])
        // A first run's folder, missing altogether, is made; so is a relative one in the working folder's terms.
        #expect(try AtomicFile.write([8], to: folder.path + "/New/x/y.png", below: folder.path + "/New") == .written)
        #expect(folder.contents("New/x/y.png") == [8])
    }

    @Test func aFolderSwappedForALinkWhileWritingDoesNotRedirectTheFile() throws {
        let folder = TemporaryFolder(), victim = TemporaryFolder()
        folder.write([0], to: "Out/Set/a.png")
        victim.write(Array("theirs".utf8), to: "a.png")
        let written = try AtomicFile.writeStamped([1, 2, 3], to: folder.path + "/Out/Set/a.png", below: folder.path + "/Out") {
            // After the folder was reached, before the rename: the swap a racing user (or attacker) makes.
            try? FileManager.default.moveItem(atPath: folder.path + "/Out/Set", toPath: folder.path + "/Out/Moved")
            try? FileManager.default.createSymbolicLink(atPath: folder.path + "/Out/Set", withDestinationPath: victim.path)
        }
        #expect(written.outcome == .written)
        #expect(victim.contents("a.png") == Array("theirs".utf8))
        #expect(victim.listing() == ["a.png"])
        // The bytes went into the folder that was reached, wherever it is now.
        #expect(folder.contents("Out/Moved/a.png") == [1, 2, 3])
    }

    @Test func aLinkPlantedWhileWritingIsRefusedAndTheTemporaryRemoved() throws {
        let folder = TemporaryFolder(), victim = TemporaryFolder()
        let secret = victim.write(Array("secret".utf8), to: "secret.txt")
        folder.write([0], to: "Out/a.png")
        #expect(throws: FileProblem.linkBelowOutputFolder(folder: folder.path + "/Out").located(at: folder.path + "/Out/a.png")) {
            try AtomicFile.writeStamped([1, 2, 3], to: folder.path + "/Out/a.png", below: folder.path + "/Out") {
                try? FileManager.default.removeItem(atPath: folder.path + "/Out/a.png")
                try? FileManager.default.createSymbolicLink(atPath: folder.path + "/Out/a.png", withDestinationPath: secret)
            }
        }
        #expect(victim.contents("secret.txt") == Array("secret".utf8))
        #expect(folder.listing("Out") == ["a.png"])
    }

    @Test func aPathOutsideTheRootIsRefused() throws {
        let folder = TemporaryFolder()
        #expect(throws: FileProblem.escapesOutputFolder(folder: folder.path + "/Out").located(at: folder.path + "/Other/a.png")) {
            try AtomicFile.write([1], to: folder.path + "/Other/a.png", below: folder.path + "/Out")
        }
        #expect(throws: FileError.self) { try AtomicFile.write([1], to: folder.path + "/Out/../a.png", below: folder.path + "/Out") }
        #expect(!folder.exists("a.png") && !folder.exists("Other"))
    }
}
