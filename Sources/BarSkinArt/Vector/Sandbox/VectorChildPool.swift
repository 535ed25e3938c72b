import BarSkinCore
import Foundation

/// The decoder children waiting for work, so that a batch of 500 icons starts a few
/// processes, not 1,500; and the files that broke one, so that a file's other scales
/// (and a measure before its drawing) fail at once with the same error rather than
/// crashing, or waiting out the time limit, again.
///
/// Process-wide because processes are: a class under a lock, handing each child to one
/// thread at a time.
final class VectorChildPool: @unchecked Sendable {
    /// The pool every reader shares.
    static let shared = VectorChildPool()

    private let lock = NSLock()
    private var idle: [(child: VectorChild, sandbox: VectorSandbox)] = []
    private var failures: [FailureKey: VectorError] = [:]

    /// A file by its path and contents.
    struct FailureKey: Hashable {
        let path: String
        let count: Int
        let digest: Int

        init(path: String, bytes: [UInt8]) {
            (self.path, count, digest) = (path, bytes.count, bytes.hashValue)
        }
    }

    /// An idle child for `format` within `sandbox`, else a new one.
    /// - Throws: why a new one could not be started.
    func take(_ format: VectorFormat, sandbox: VectorSandbox) throws(SystemCalls.SpawnFailure) -> VectorChild {
        lock.lock()
        if let index = idle.lastIndex(where: { $0.child.format == format && $0.sandbox == sandbox }) {
            defer { lock.unlock() }
            return idle.remove(at: index).child
        }
        lock.unlock()
        return try VectorChild(format: format, sandbox: sandbox)
    }

    /// Keeps `child`, which answered in full, for the next file; beyond one a core per format it is ended.
    func giveBack(_ child: VectorChild, sandbox: VectorSandbox) {
        lock.lock()
        defer { lock.unlock() }
        guard idle.count(where: { $0.child.format == child.format }) < ProcessInfo.processInfo.activeProcessorCount else { return }
        idle.append((child, sandbox))
    }

    /// The error a file already gave in a child, if any.
    func failure(for key: FailureKey) -> VectorError? {
        lock.lock()
        defer { lock.unlock() }
        return failures[key]
    }

    /// Remembers the error `key` gave.
    func remember(_ error: VectorError, for key: FailureKey) {
        lock.lock()
        defer { lock.unlock() }
        failures[key] = error
    }
}
