#if canImport(Glibc)
import BarSkinArt
import BarSkinCore
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SkinSpec {
    /// Reads and checks the skin file at `path`.
    /// - Throws: ``SkinError``.
    public static func load(from path: String) throws(SkinError) -> SkinSpec {
        try SkinSpec(parsing: try bytes(of: path), path: path)
    }

    /// The file's bytes, from a regular file of at most ``maximumBytes``.
    static func bytes(of path: String) throws(SkinError) -> [UInt8] {
        // Non-blocking, so a named pipe (`mkfifo App.skin.yml`) cannot stall the open; it is refused below.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: AtomicFile.errnoText()) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(path: path, reason: AtomicFile.errnoText()) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw .unreadable(path: path, reason: (info.st_mode & S_IFMT) == S_IFDIR ? "it is a directory" : "it is not a regular file")
        }
        guard info.st_size <= maximumBytes else { throw .tooLarge(path: path, bytes: Int(info.st_size)) }
        // One byte past the limit tells a file that grew since fstat.
        var bytes = [UInt8](repeating: 0, count: maximumBytes + 1)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { raw in read(descriptor, raw.baseAddress! + filled, raw.count - filled) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw .unreadable(path: path, reason: AtomicFile.errnoText()) }
            if count == 0 { break }
            filled += count
        }
        return Array(bytes[..<filled])
    }
}
