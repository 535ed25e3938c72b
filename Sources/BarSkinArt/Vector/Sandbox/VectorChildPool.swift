import BarSkinCore
import Foundation

/// The decoder children waiting for work, so that a batch of 500 icons starts a few
/// processes, not 1,500; and the files that broke one, so that a file's other scales
/// (and a measure before its drawing) fail at once with the same error rather than
/// crashing, or waiting out the time limit, again.
///
/// A file is in one child at a time: a second thread asking for it (another look of the
/// same mask, a measure) waits for the first, then takes its error, or the child that
/// still holds the file open.
///
/// Process-wide because processes are: a class under a lock, handing each child to one
/// thread at a time.
final class VectorChildPool: @unchecked Sendable {
    /// The pool every reader shares.
    static let shared = VectorChildPool()

    private let condition = NSCondition()
    private var idle: [(child: VectorChild, sandbox: VectorSandbox)] = []
    private var failures: [FileKey: VectorError] = [:]
    private var drawing: Set<FileKey> = []
    private var prescanned: Set<Prescanned> = []

    /// A file by its path and contents.
    struct FileKey: Hashable {
        let path: String
        let count: Int
        let digest: Int

        init(path: String, bytes: [UInt8]) {
            (self.path, count, digest) = (path, bytes.count, bytes.hashValue)
        }
    }

    /// An SVG whose prescan passed within these limits: its other scales are not scanned again.
    struct Prescanned: Hashable {
        let key: FileKey
        let limits: DecodeLimits
    }

    /// Claims `key` for the calling thread, once no other thread is drawing it: the error
    /// it gave meanwhile, if any (then nothing is claimed). ``finish(_:)`` ends the claim.
    func claim(_ key: FileKey) -> VectorError? {
        condition.lock()
        defer { condition.unlock() }
        while drawing.contains(key) { condition.wait() }
        if let failure = failures[key] { return failure }
        drawing.insert(key)
        return nil
    }

    /// Ends the claim on `key`, waking the threads waiting for it.
    func finish(_ key: FileKey) {
        condition.lock()
        defer { condition.unlock() }
        drawing.remove(key)
        condition.broadcast()
    }

    /// An idle child for `format` within `sandbox`, the one holding the file `key` open if
    /// there is one, else a new one.
    /// - Throws: why a new one could not be started.
    func take(_ format: VectorFormat, sandbox: VectorSandbox, holding key: FileKey) throws(SystemCalls.SpawnFailure) -> VectorChild {
        condition.lock()
        let fits = { (entry: (child: VectorChild, sandbox: VectorSandbox)) in entry.child.format == format && entry.sandbox == sandbox }
        if let index = idle.lastIndex(where: { fits($0) && $0.child.holds(key) }) ?? idle.lastIndex(where: fits) {
            defer { condition.unlock() }
            return idle.remove(at: index).child
        }
        condition.unlock()
        return try VectorChild(format: format, sandbox: sandbox)
    }

    /// Keeps `child`, which answered in full, for the next file (and its own next scale); beyond
    /// one a core per format and sandbox it is ended.
    func giveBack(_ child: VectorChild, sandbox: VectorSandbox) {
        condition.lock()
        defer { condition.unlock() }
        let alike = idle.count { $0.child.format == child.format && $0.sandbox == sandbox }
        guard alike < ProcessInfo.processInfo.activeProcessorCount else { return }
        idle.append((child, sandbox))
    }

    /// Whether `file` passed its prescan.
    func passed(_ file: Prescanned) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return prescanned.contains(file)
    }

    /// Remembers that `file` passed its prescan.
    func rememberPassing(_ file: Prescanned) {
        condition.lock()
        defer { condition.unlock() }
        prescanned.insert(file)
    }

    /// Remembers the error `key` gave.
    func remember(_ error: VectorError, for key: FileKey) {
        condition.lock()
        defer { condition.unlock() }
        failures[key] = error
    }
}
