import CSystem
import Foundation

/// A temporary folder of one run (`diff --base`'s clone and builds) that does not outlive it:
/// ``remove()`` deletes it, the interrupt handler does on SIGINT, SIGTERM and SIGHUP, and when
/// the run was killed outright (SIGKILL, a power cut) the next run's ``sweep(prefix:in:)`` does.
///
/// The run holds an `flock` on the folder's lock file while it lives; the kernel lets go of it
/// when the process ends, however it ends, so a folder whose lock can be taken is a dead run's
/// (the rule ``StaleTemporaries`` follows for temporary files).
public final class ScratchFolder: Sendable {
    /// The folder.
    public let path: String
    /// The descriptor holding the lock, closed by ``remove()`` or when the value goes.
    private let lock: Int32

    /// The lock file's name inside each folder.
    static let lockName = ".barskin-lock"

    /// A new folder `PREFIX` plus a unique name in `parent` (the temporary folder), locked and
    /// recorded for the interrupt handler; one run has one at a time.
    /// - Throws: ``FileProblem/cannotWrite(reason:)`` when it cannot be made.
    public init(prefix: String, in parent: String = NSTemporaryDirectory()) throws(FileError) {
        let folder = (parent.hasSuffix("/") ? parent : parent + "/") + prefix + ProcessInfo.processInfo.globallyUniqueString
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
            throw FileProblem.cannotWrite(reason: "cannot make a temporary folder").located(at: folder)
        }
        let descriptor = SystemCalls.createFile(folder + "/" + Self.lockName)
        guard descriptor >= 0, SystemCalls.lockExclusively(descriptor, waiting: false) else {
            let reason = AtomicFile.errnoText()
            try? FileManager.default.removeItem(atPath: folder)
            throw FileProblem.cannotWrite(reason: reason).located(at: folder)
        }
        path = folder
        lock = descriptor
        bs_interrupt_remove_folder(folder)
    }

    deinit { SystemCalls.closeDescriptor(lock) }

    /// Deletes the folder and everything in it (links inside are removed, never followed).
    public func remove() {
        bs_interrupt_remove_folder(nil)
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Deletes the folders `PREFIX…` in `parent` that killed runs left: those whose lock no live
    /// run holds, and those with no lock file a minute after they were made (a run killed between
    /// making the folder and locking it, or one older than the lock). Returns the paths deleted.
    @discardableResult
    public static func sweep(prefix: String, in parent: String = NSTemporaryDirectory()) -> [String] {
        let folder = PathText.trimmingTrailingSlashes(parent)
        guard let names = try? FolderEntries(listing: folder).names.filter({ $0.hasPrefix(prefix) }) else { return [] }
        let cutoff = SystemCalls.currentTime().seconds - 60
        return names.sorted().map { folder + "/" + $0 }.filter { candidate in
            guard let status = SystemCalls.linkStatus(ofPath: candidate), status.kind == .folder else { return false }
            let descriptor = SystemCalls.openFile(candidate + "/" + lockName, [.readOnly, .noFollow, .nonBlocking, .closeOnExec])
            // Held through the removal, so two runs sweeping at once do not both remove.
            defer { if descriptor >= 0 { SystemCalls.closeDescriptor(descriptor) } }
            if descriptor < 0 {
                guard status.modified.seconds < cutoff else { return false }
            } else {
                guard SystemCalls.lockExclusively(descriptor, waiting: false) else { return false }
            }
            return (try? FileManager.default.removeItem(atPath: candidate)) != nil
        }
    }
}
