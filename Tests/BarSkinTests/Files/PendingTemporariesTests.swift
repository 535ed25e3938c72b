import CSystem
import Foundation
import Testing

/// The table of temporary files an interrupted run removes (bs_pending.h), on a
/// table of the test's own, so it never removes another test's real writes.
struct PendingTemporariesTests {
    @Test func removesRecordedFilesAndOnlyThose() throws {
        let folder = TemporaryFolder()
        let table = try #require(bs_pending_table_create())
        defer { bs_pending_table_destroy(table) }
        let kept = folder.write([1], to: ".a.png.barskin-kept"), dropped = folder.write([2], to: ".b.png.barskin-dropped")
        let renamed = folder.path + "/.c.png.barskin-renamed"
        let keptSlot = bs_pending_table_add(table, kept), droppedSlot = bs_pending_table_add(table, dropped)
        let renamedSlot = bs_pending_table_add(table, renamed)
        #expect([keptSlot, droppedSlot, renamedSlot] == [0, 1, 2])
        // A write that finished forgets its file; its slot is reused.
        bs_pending_table_remove(table, keptSlot)
        #expect(bs_pending_table_add(table, folder.path + "/.d.png.barskin-next") == 0)
        bs_pending_table_remove(table, 0)
        // `renamed` no longer exists (a rename raced the signal): not counted, no harm.
        #expect(bs_pending_table_unlink_all(table) == 1)
        #expect(FileManager.default.fileExists(atPath: kept))
        #expect(!FileManager.default.fileExists(atPath: dropped))
        bs_pending_table_remove(table, -1)
    }

    @Test func aFullTableOrALongPathIsNotTracked() throws {
        let table = try #require(bs_pending_table_create())
        defer { bs_pending_table_destroy(table) }
        #expect(bs_pending_table_add(table, String(repeating: "x", count: 5000)) == -1)
        let slots = (0..<65).map { bs_pending_table_add(table, "/nonexistent/\($0)") }
        #expect(slots == Array(0..<64) + [-1])
    }
}
