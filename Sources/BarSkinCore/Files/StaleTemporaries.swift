import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    private let runStart: timespec
    private var sweptFolders: Set<String> = []
    private var removedPaths: [String] = []

    /// A record whose run starts now.
    public init() {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        runStart = now
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
        removeStale(in: folder) { Self.isModified($0, before: start) }
    }

    /// Removes the temporaries in `folder` that no writer holds and whose status `mayBeDead` accepts, and records them.
    private func removeStale(in folder: String, mayBeDead: (stat) -> Bool) {
        guard let directory = opendir(folder.isEmpty ? "." : folder) else { return }
        defer { closedir(directory) }
        var found: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if Self.isTemporaryName(name) { found.append(name) }
        }
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
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let cutoff = timespec(tv_sec: now.tv_sec - Self.settleSeconds, tv_nsec: now.tv_nsec)
        for folder in folders { removeStale(in: folder) { $0.st_size > 0 || Self.isModified($0, before: cutoff) } }
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

    private func removeIfStale(_ path: String, mayBeDead: (stat) -> Bool) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, mayBeDead(info) else { return false }
        // A live writer holds an exclusive lock on its temporary; a killed one no longer does.
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return false }
        return unlink(path) == 0
    }

    private static func isModified(_ info: stat, before time: timespec) -> Bool {
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return modified.tv_sec < time.tv_sec || (modified.tv_sec == time.tv_sec && modified.tv_nsec < time.tv_nsec)
    }
}
