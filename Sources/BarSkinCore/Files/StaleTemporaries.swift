import Foundation

/// Removes the temporary files (`.NAME.barskin-XXXXXX`) that a run killed
/// before it could clean up (SIGKILL, a power cut) left in an output folder, the
/// first time this run writes into that folder, and once more at the end of the
/// run for those of runs killed meanwhile (``finishRun()``).
///
/// A file is removed only when all of these hold: its name is ``AtomicFile``'s
/// own pattern, it is a regular file, it was last modified before this run
/// started, and no live writer holds it (every writer keeps an `flock` on its
/// temporary until the file is renamed into place), so a concurrent run's
/// work in progress is never touched.
///
/// A run is one process, so the record is kept per process, like the table of
/// pending temporaries the interrupt handler removes.
public final class StaleTemporaries: @unchecked Sendable {
    /// The record of this process's run.
    public static let shared = StaleTemporaries()

    private let lock = NSLock()
    private let runStart: FileTime
    private var sweptFolders: Set<String> = []
    private var removedPaths: [String] = []

    /// A record whose run starts now.
    public init() {
        runStart = SystemCalls.currentTime()
    }

    /// The stale temporaries removed so far, as paths under the folders written to.
    public var removed: [String] {
        lock.lock()
        defer { lock.unlock() }
        return removedPaths
    }

    /// Removes the stale temporaries in `folder` ("" is the current folder), once per run.
    public func sweep(folder: String) {
        lock.lock()
        let isNew = sweptFolders.insert(folder).inserted
        lock.unlock()
        guard isNew else { return }
        let start = runStart
        removeStale(in: folder) { $0.modified < start }
    }

    /// Removes the temporaries in `folder` that no writer holds and whose status `mayBeDead` accepts, and records them.
    private func removeStale(in folder: String, mayBeDead: (FileStatus) -> Bool) {
        var found: [String] = []
        let listed = SystemCalls.forEachEntryName(in: folder.isEmpty ? "." : folder) { bytes in
            let name = String(decoding: bytes, as: UTF8.self)
            if Self.isTemporaryName(name) { found.append(name) }
        }
        guard listed else { return }
        let prefix = folder.isEmpty ? "" : folder.hasSuffix("/") ? folder : folder + "/"
        let removedHere = found.map { prefix + $0 }.filter { removeIfStale($0, mayBeDead: mayBeDead) }
        guard !removedHere.isEmpty else { return }
        lock.lock()
        removedPaths += removedHere.sorted()
        lock.unlock()
    }

    /// Sweeps every folder this run wrote into once more, at its end, for the temporaries of
    /// runs that were killed while this one ran: those the first sweep could not see, or had
    /// to leave because their writer was alive then. Held to the same rules, but for the time:
    /// a live writer locks its temporary the moment it creates it and before it writes a byte,
    /// so an unlocked one holding bytes, or one last modified ``settleSeconds`` ago or more, is a dead run's.
    public func finishRun() {
        lock.lock()
        let folders = sweptFolders.sorted()
        lock.unlock()
        let now = SystemCalls.currentTime()
        let cutoff = FileTime(seconds: now.seconds - Self.settleSeconds, nanoseconds: now.nanoseconds)
        for folder in folders { removeStale(in: folder) { $0.bytes > 0 || $0.modified < cutoff } }
    }

    /// How old an unlocked temporary must be at the end of a run to be a dead run's.
    static let settleSeconds = 1

    /// `.NAME.barskin-` and six letters or digits, the names ``AtomicFile`` creates.
    static func isTemporaryName(_ name: String) -> Bool {
        let bytes = Array(name.utf8), marker = Array(".barskin-".utf8)
        guard bytes.count > 2 + marker.count + 6, bytes[0] == UInt8(ascii: ".") else { return false }
        let markerStart = bytes.count - 6 - marker.count
        return Array(bytes[markerStart..<bytes.count - 6]) == marker
            && bytes.suffix(6).allSatisfy { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
    }

    private func removeIfStale(_ path: String, mayBeDead: (FileStatus) -> Bool) -> Bool {
        guard let status = SystemCalls.linkStatus(ofPath: path), status.kind == .regularFile, mayBeDead(status) else { return false }
        // A live writer holds an exclusive lock on its temporary; a killed one no longer does.
        let descriptor = SystemCalls.openFile(path, [.readOnly, .noFollow, .nonBlocking, .closeOnExec])
        guard descriptor >= 0 else { return false }
        defer { SystemCalls.closeDescriptor(descriptor) }
        guard SystemCalls.lockExclusively(descriptor, waiting: false) else { return false }
        return SystemCalls.removeFile(path)
    }
}
