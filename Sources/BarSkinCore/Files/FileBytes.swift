import Foundation

/// Reads input files whole, refusing what is not a regular file and what is larger than a limit.
public enum FileBytes {
    /// The most any input is read to: 256 MB, far above any mask, skin, catalog or project,
    /// so a hostile file costs an error, not the machine's memory.
    public static let defaultLimit = 256 << 20

    /// The whole of the regular file at `path`, read with one open and as few reads as it takes.
    /// - Throws: ``FileProblem/unreadable(reason:)``, also for a file larger than `limit` bytes.
    public static func read(_ path: String, limit: Int = defaultLimit) throws(FileError) -> [UInt8] {
        // Non-blocking, so a named pipe cannot stall the open; it is refused below,
        // as are devices like /dev/zero that would never end.
        let descriptor = SystemCalls.openFile(path, [.readOnly, .nonBlocking, .closeOnExec])
        guard descriptor >= 0 else { throw FileProblem.unreadable(reason: AtomicFile.errnoText()).located(at: path) }
        return try read(descriptor: descriptor, path: path, limit: limit)
    }

    /// ``read(_:limit:)``, with the file's stamp as it was opened: what an incremental
    /// build records of an input, without a second system call to find it.
    /// - Throws: ``FileProblem/unreadable(reason:)``.
    public static func readStamped(_ path: String, limit: Int = defaultLimit) throws(FileError) -> (bytes: [UInt8], stamp: FileStamp) {
        let descriptor = SystemCalls.openFile(path, [.readOnly, .nonBlocking, .closeOnExec])
        guard descriptor >= 0 else { throw FileProblem.unreadable(reason: AtomicFile.errnoText()).located(at: path) }
        var status: FileStatus? = nil
        let bytes = try read(descriptor: descriptor, path: path, limit: limit, status: &status)
        return (bytes, FileStamp(status!))
    }

    /// The whole of the regular file at `path` as `Data`, nil when it cannot be read (see ``read(_:limit:)``):
    /// for readers whose missing or unusable file only means "none".
    public static func data(_ path: String, limit: Int = defaultLimit) -> Data? {
        (try? read(path, limit: limit)).map { Data($0) }
    }

    /// The whole of the file open as `descriptor` (which it closes), refused unless it is a regular file
    /// of at most `limit` bytes; `path` names it in errors.
    /// - Throws: ``FileProblem/unreadable(reason:)``.
    public static func read(descriptor: Int32, path: String, limit: Int = defaultLimit) throws(FileError) -> [UInt8] {
        var status: FileStatus? = nil
        return try read(descriptor: descriptor, path: path, limit: limit, status: &status)
    }

    private static func read(descriptor: Int32, path: String, limit: Int, status found: inout FileStatus?) throws(FileError) -> [UInt8] {
        defer { SystemCalls.closeDescriptor(descriptor) }
        guard let status = SystemCalls.status(ofDescriptor: descriptor) else {
            throw FileProblem.unreadable(reason: AtomicFile.errnoText()).located(at: path)
        }
        found = status
        guard status.kind == .regularFile else {
            throw FileProblem.unreadable(reason: status.kind == .folder ? "is a directory" : "not a regular file").located(at: path)
        }
        guard status.bytes <= limit else { throw FileProblem.unreadable(reason: tooLarge(limit)).located(at: path) }
        // One byte more than the file holds, so that the end is seen without growing (doubling) the buffer.
        var bytes = [UInt8](repeating: 0, count: max(status.bytes, 0) + 1)
        var filled = 0
        while true {
            // A file that grows while it is read is still held to the limit.
            if filled == bytes.count {
                guard bytes.count < limit + 1 else { throw FileProblem.unreadable(reason: tooLarge(limit)).located(at: path) }
                bytes.append(contentsOf: [UInt8](repeating: 0, count: min(max(bytes.count, 4096), limit + 1 - bytes.count)))
            }
            let count = bytes.withUnsafeMutableBytes { raw in
                SystemCalls.readBytes(from: descriptor, into: raw.baseAddress! + filled, count: raw.count - filled)
            }
            if count < 0 {
                if SystemCalls.lastError(is: .interrupted) { continue }
                throw FileProblem.unreadable(reason: AtomicFile.errnoText()).located(at: path)
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// The size of a regular file, nil when it does not exist.
    public static func size(of path: String) -> Int? {
        guard let status = SystemCalls.status(ofPath: path), status.kind == .regularFile else { return nil }
        return status.bytes
    }

    /// Whether `path` is a regular file (after links), checked without opening it, so a pipe cannot block.
    public static func isRegularFile(_ path: String) -> Bool {
        size(of: path) != nil
    }

    private static func tooLarge(_ limit: Int) -> String {
        "larger than the \(limit >> 20) MB an input may be"
    }
}
