#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SystemCalls {
    /// Whether `path` fits a Unix-domain socket address with its terminating NUL
    /// (108 bytes on glibc, 104 on Darwin).
    package static func socketPathFits(_ path: String) -> Bool {
        path.utf8.count < MemoryLayout.size(ofValue: sockaddr_un().sun_path)
    }

    /// A new Unix-domain stream socket (`socket`), or -1 with `errno` set.
    package static func openStreamSocket() -> Int32 {
        #if canImport(Glibc)
        // glibc's SOCK_STREAM is an enum case; Darwin's is a plain Int32.
        socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #else
        socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
    }

    /// Makes a write to the socket `descriptor` that can send nothing for `seconds` fail
    /// (`SO_SNDTIMEO`) with `EAGAIN`, rather than wait forever; false with `errno` set.
    @discardableResult
    package static func setSendTimeout(_ descriptor: Int32, seconds: Int) -> Bool {
        var limit = timeval()
        limit.tv_sec = seconds
        return setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size)) == 0
    }

    /// Connects the socket `descriptor` to the one listening at `path` (`connect`), which
    /// must fit (``socketPathFits(_:)``); false with `errno` set.
    package static func connectSocket(_ descriptor: Int32, to path: String) -> Bool {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        precondition(bytes.count < MemoryLayout.size(ofValue: address.sun_path), "socket path checked first")
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        } == 0
    }
}
