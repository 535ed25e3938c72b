import CSystem
import Foundation

/// What ``AtomicFile/write(_:to:)`` did.
public enum WriteOutcome: String, Sendable {
    /// The file was created or replaced.
    case written
    /// The file already held exactly these bytes and was left untouched.
    case unchanged
    /// The path names a character device, named pipe or socket, which was opened and
    /// written to directly: no temporary, no rename (see ``OutputTarget``).
    case writtenThrough = "written-through"
}

/// Writes whole files so that readers see the old file or the new one, never a
/// part: the bytes go to a temporary file in the destination folder, which is
/// then renamed over the target. Where a path is not a regular file, ``OutputTarget``
/// decides: a device, pipe or socket is written through, a symbolic link is followed
/// and its target replaced, for a path as the user gave it; below an output folder no
/// link is followed (``writeStamped(_:to:below:)``). A failure removes the temporary file, and a
/// temporary left by a killed run is removed by the next run writing into the
/// folder (``StaleTemporaries``).
public enum AtomicFile {
    /// Writes `bytes` to `path` unless the file already holds them, creating
    /// missing parent folders; writes them through when `path` is a device, named
    /// pipe or socket, and replaces a link's target, not the link (``OutputTarget``).
    /// - Throws: ``FileProblem/cannotWrite(reason:)``, also for a named pipe no process reads.
    @discardableResult
    public static func write(_ bytes: [UInt8], to requestedPath: String) throws -> WriteOutcome {
        try writeStamped(bytes, to: requestedPath).outcome
    }

    /// ``write(_:to:)``, with the stamp of the regular file it leaves at the path (nil
    /// for one written through): what a build records of its output, without a second
    /// system call to find it.
    /// - Throws: ``FileProblem/cannotWrite(reason:)``.
    public static func writeStamped(_ bytes: [UInt8], to requestedPath: String) throws -> (outcome: WriteOutcome, stamp: FileStamp?) {
        let path: String
        switch try OutputTarget(resolving: requestedPath) {
        case .passThrough(_, let kind):
            try passThrough(to: requestedPath, kind: kind) { descriptor in
                try OutputDescriptor.writeAll(bytes, to: descriptor, path: requestedPath)
            }
            return (.writtenThrough, nil)
        case .file(let target): path = target
        }
        // Only a regular file of the same size is read back: reading a FIFO planted
        // at the destination would block forever.
        let folder = PathText.folder(of: path)
        StaleTemporaries.shared.sweep(folder: folder)
        if let status = SystemCalls.status(ofPath: path), status.kind == .regularFile, status.bytes == bytes.count,
           let existing = FileBytes.data(path), existing.elementsEqual(bytes) {
            return (.unchanged, FileStamp(status))
        }
        let status = try replace(path, folder: folder) { descriptor in
            try OutputDescriptor.writeAll(bytes, to: descriptor, path: path)
            return true
        }
        return (.written, status.map(FileStamp.init))
    }

    /// The current `errno` as lowercase text ("no space left on device").
    package static func errnoText() -> String {
        SystemCalls.lastErrorText()
    }
}
