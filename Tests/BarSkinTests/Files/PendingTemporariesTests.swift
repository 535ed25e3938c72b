import BarSkinTestSupport
import CSystem
import Foundation
import Testing

/// The table of temporary files an interrupted run removes (bs_pending.h), on a
/// table of the test's own, so it never removes another test's real writes.
struct PendingTemporariesTests {
    /// Creates a file from `template` in `table`; returns its path and slot.
    static func create(_ table: OpaquePointer, _ template: String) -> (path: String?, slot: Int32, error: Int32) {
        var bytes = Array(template.utf8CString)
        var slot: Int32 = -7
        let descriptor = bytes.withUnsafeMutableBufferPointer { bs_pending_table_create_file(table, $0.baseAddress!, &slot) }
        let error = errno
        guard descriptor >= 0 else { return (nil, slot, error) }
        close(descriptor)
        return (String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self), slot, 0)
    }

    @Test func createsLikeMkstempAndRemovesOnlyWhatIsStillRecorded() throws {
        let folder = TemporaryFolder()
        let table = try #require(bs_pending_table_create())
        defer { bs_pending_table_destroy(table) }
        let template = folder.path + "/.a.png.barskin-XXXXXX"
        let first = Self.create(table, template), second = Self.create(table, template), third = Self.create(table, template)
        let paths = [first, second, third].compactMap(\.path)
        #expect(paths.count == 3 && Set(paths).count == 3 && [first.slot, second.slot, third.slot] == [0, 1, 2])
        #expect(paths.allSatisfy { $0.hasPrefix(folder.path + "/.a.png.barskin-") && !$0.hasSuffix("XXXXXX") && $0.count == template.count })
        let mode = try FileManager.default.attributesOfItem(atPath: paths[0])[.posixPermissions] as? Int
        #expect(mode == 0o600)
        // The first was renamed into place: its slot is freed and reused.
        try FileManager.default.moveItem(atPath: paths[0], toPath: folder.path + "/a.png")
        bs_pending_table_remove(table, first.slot)
        // The third vanished on its own (a rename raced the signal): not counted, no harm.
        try FileManager.default.removeItem(atPath: paths[2])
        #expect(bs_pending_table_close_and_unlink(table) == 1)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/a.png"))
        #expect(!FileManager.default.fileExists(atPath: paths[1]))
        // Once closed (the process is dying), nothing new is created, so nothing can be left behind.
        let late = Self.create(table, template)
        #expect(late.path == nil && late.slot == -1 && late.error == ECANCELED)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a.png"])
        bs_pending_table_remove(table, -1)
    }

    @Test func aFileMadeFromAFoldersDescriptorIsRemovedFromThatFolderWhereverItWent() throws {
        let folder = TemporaryFolder(), victim = TemporaryFolder()
        let table = try #require(bs_pending_table_create())
        defer { bs_pending_table_destroy(table) }
        try FileManager.default.createDirectory(atPath: folder.path + "/Set", withIntermediateDirectories: true)
        let descriptor = open(folder.path + "/Set", O_RDONLY | O_DIRECTORY)
        defer { close(descriptor) }
        var name = Array(".a.png.barskin-XXXXXX".utf8CString)
        var slot: Int32 = -1
        let file = name.withUnsafeMutableBufferPointer { bs_pending_table_create_file_at(table, descriptor, $0.baseAddress!, &slot) }
        #expect(file >= 0 && slot == 0)
        close(file)
        let made = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // The folder swapped for a link to another holding a file of the same name: the handler removes ours only.
        try FileManager.default.moveItem(atPath: folder.path + "/Set", toPath: folder.path + "/Moved")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Set", withDestinationPath: victim.path)
        victim.write([1], to: made)
        #expect(bs_pending_table_close_and_unlink(table) == 1)
        #expect(victim.contents(made) == [1])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Moved").isEmpty)
    }

    @Test func untrackedFilesAndBadTemplates() throws {
        let folder = TemporaryFolder()
        let table = try #require(bs_pending_table_create())
        defer { bs_pending_table_destroy(table) }
        let tracked = (0..<64).map { _ in Self.create(table, folder.path + "/.t.barskin-XXXXXX") }
        #expect(tracked.map(\.slot) == Array(0..<64))
        // A full table still creates the file (the write must not fail), untracked.
        let untracked = Self.create(table, folder.path + "/.u.barskin-XXXXXX")
        #expect(untracked.path != nil && untracked.slot == -1)
        #expect(Self.create(table, folder.path + "/no-placeholder").error == EINVAL)
        #expect(Self.create(table, folder.path + "/missing/.x.barskin-XXXXXX").error == ENOENT)
        #expect(bs_pending_table_close_and_unlink(table) == 64)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(left.count == 1 && left[0].hasPrefix(".u.barskin-"))
    }
}
