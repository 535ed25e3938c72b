#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads input files whole, refusing what is not a regular file.
public enum FileBytes {
    /// The whole of the regular file at `path`, read with one open and as few reads as it takes.
    /// - Throws: ``FileError/unreadable(path:reason:)``.
    public static func read(_ path: String) throws(FileError) -> [UInt8] {
        // Non-blocking, so a named pipe cannot stall the open; it is refused below,
        // as are devices like /dev/zero that would never end.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: AtomicFile.errnoText()) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(path: path, reason: AtomicFile.errnoText()) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw .unreadable(path: path, reason: (info.st_mode & S_IFMT) == S_IFDIR ? "is a directory" : "not a regular file")
        }
        var bytes = [UInt8](repeating: 0, count: max(Int(info.st_size), 0))
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: [UInt8](repeating: 0, count: max(bytes.count, 4096))) }
            // Qualified: inside FileBytes, a bare `read` is the static method.
            let count = bytes.withUnsafeMutableBytes { raw in
                #if canImport(Glibc)
                Glibc.read(descriptor, raw.baseAddress! + filled, raw.count - filled)
                #else
                Darwin.read(descriptor, raw.baseAddress! + filled, raw.count - filled)
                #endif
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
}
