import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads input files whole, refusing what is not a regular file and what is larger than a limit.
public enum FileBytes {
    /// The most any input is read to: 256 MB, far above any mask, skin, catalog or project,
    /// so a hostile file costs an error, not the machine's memory.
    public static let defaultLimit = 256 << 20

    /// The whole of the regular file at `path`, read with one open and as few reads as it takes.
    /// - Throws: ``FileError/unreadable(path:reason:)``, also for a file larger than `limit` bytes.
    public static func read(_ path: String, limit: Int = defaultLimit) throws(FileError) -> [UInt8] {
        // Non-blocking, so a named pipe cannot stall the open; it is refused below,
        // as are devices like /dev/zero that would never end.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: AtomicFile.errnoText()) }
        return try read(descriptor: descriptor, path: path, limit: limit)
    }

    /// The whole of the regular file at `path` as `Data`, nil when it cannot be read (see ``read(_:limit:)``):
    /// for readers whose missing or unusable file only means "none".
    public static func data(_ path: String, limit: Int = defaultLimit) -> Data? {
        (try? read(path, limit: limit)).map { Data($0) }
    }

    /// The whole of the file open as `descriptor` (which it closes), refused unless it is a regular file
    /// of at most `limit` bytes; `path` names it in errors.
    /// - Throws: ``FileError/unreadable(path:reason:)``.
    public static func read(descriptor: Int32, path: String, limit: Int = defaultLimit) throws(FileError) -> [UInt8] {
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(path: path, reason: AtomicFile.errnoText()) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw .unreadable(path: path, reason: (info.st_mode & S_IFMT) == S_IFDIR ? "is a directory" : "not a regular file")
        }
        guard Int(info.st_size) <= limit else { throw .unreadable(path: path, reason: tooLarge(limit)) }
        var bytes = [UInt8](repeating: 0, count: max(Int(info.st_size), 0))
        var filled = 0
        while true {
            // A file that grows while it is read is still held to the limit.
            if filled == bytes.count {
                guard bytes.count < limit + 1 else { throw .unreadable(path: path, reason: tooLarge(limit)) }
                bytes.append(contentsOf: [UInt8](repeating: 0, count: min(max(bytes.count, 4096), limit + 1 - bytes.count)))
            }
            let count = bytes.withUnsafeMutableBytes { raw in
                systemRead(descriptor, raw.baseAddress! + filled, raw.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: AtomicFile.errnoText())
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// The size of a regular file, nil when it does not exist.
    public static func size(of path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    /// Whether `path` is a regular file (after links), checked without opening it, so a pipe cannot block.
    public static func isRegularFile(_ path: String) -> Bool {
        size(of: path) != nil
    }

    private static func tooLarge(_ limit: Int) -> String {
        "larger than the \(limit >> 20) MB an input may be"
    }

    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #elseif canImport(Darwin)
        Darwin.read(descriptor, buffer, count)
        #endif
    }
}
