#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opening and filling the descriptors outputs are written through: the open of a
/// ``OutputTarget/passThrough(path:kind:)`` target, and the write loop every output shares.
enum OutputDescriptor {
    /// A blocking descriptor open for writing to the device, named pipe or socket at `path`.
    /// - Throws: ``FileError/cannotWrite(path:reason:)``, saying so when no process reads a named pipe.
    static func openPassThrough(_ path: String, kind: OutputTarget.PassThroughKind) throws(FileError) -> Int32 {
        // `-o /dev/stdout` names the descriptor we already hold; reopening it fails for a
        // socket and would truncate nothing useful, so it is shared instead.
        if let standard = standardDescriptor(sameAs: path) {
            let copy = dup(standard)
            guard copy >= 0 else { throw .cannotWrite(path: path, reason: AtomicFile.errnoText()) }
            return copy
        }
        if kind == .socket { return try connect(path) }
        // Non-blocking first: a named pipe with no reader fails at once (ENXIO) instead of
        // waiting forever for one. Blocking again afterwards, so a slow reader is waited for.
        let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let noReader = errno == ENXIO && kind == .namedPipe
            throw .cannotWrite(path: path, reason: noReader ? "no process is reading this named pipe" : AtomicFile.errnoText())
        }
        let flags = fcntl(descriptor, F_GETFL)
        guard flags >= 0, fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) == 0 else {
            let reason = AtomicFile.errnoText()
            close(descriptor)
            throw .cannotWrite(path: path, reason: reason)
        }
        return descriptor
    }

    /// Standard output or standard error when `path` is the very file, pipe or socket it is.
    private static func standardDescriptor(sameAs path: String) -> Int32? {
        var named = stat()
        guard stat(path, &named) == 0 else { return nil }
        return [STDOUT_FILENO, STDERR_FILENO].first { descriptor in
            var held = stat()
            return fstat(descriptor, &held) == 0 && held.st_dev == named.st_dev && held.st_ino == named.st_ino
        }
    }

    /// A stream connection to the Unix-domain socket at `path` (open(2) refuses sockets).
    private static func connect(_ path: String) throws(FileError) -> Int32 {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            throw .cannotWrite(path: path, reason: "socket path too long")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        #if canImport(Glibc)
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: AtomicFile.errnoText()) }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                #if canImport(Glibc)
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                #else
                Darwin.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                #endif
            }
        }
        guard connected == 0 else {
            let reason = AtomicFile.errnoText()
            close(descriptor)
            throw .cannotWrite(path: path, reason: reason)
        }
        return descriptor
    }

    /// Writes all of `bytes` to `descriptor`, retrying short and interrupted writes.
    /// - Throws: ``FileError/cannotWrite(path:reason:)`` naming `path`.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(FileError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in systemWrite(descriptor, raw.baseAddress! + offset, raw.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw .cannotWrite(path: path, reason: AtomicFile.errnoText())
            }
            offset += written
        }
    }

    private static func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
        #else
        Darwin.write(descriptor, buffer, count)
        #endif
    }
}
