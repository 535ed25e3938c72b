import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replicas of the files outputs must not replace (devices, named pipes, links),
/// made in a test's temporary folder, and what tests need to watch them.
public enum SpecialFile {
    /// The type bits (`S_IFREG`, `S_IFLNK`, `S_IFCHR`, `S_IFIFO`, ...) of `path` itself, links not
    /// followed; 0 when nothing is there.
    public static func of(_ path: String) -> mode_t {
        var info = stat()
        guard lstat(path, &info) == 0 else { return 0 }
        return info.st_mode & S_IFMT
    }

    /// A character device with /dev/null's numbers (1, 3) at `name` in `folder`; needs root.
    /// - Returns: its absolute path.
    public static func makeNullDevice(in folder: TemporaryFolder, named name: String) throws -> String {
        let path = folder.path + "/" + name
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/mknod")
        process.arguments = [path, "c", "1", "3"]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0, of(path) == S_IFCHR else { throw CocoaError(.fileWriteNoPermission) }
        return path
    }

    /// Everything written into the named pipe at `path` while `body` runs, read by a
    /// thread that is a reader before `body` starts (so a writer that checks for one finds it).
    public static func reading(_ path: String, while body: () throws -> Void) rethrows -> [UInt8] {
        // Non-blocking, so the open returns before any writer comes, and a read tells
        // "no writer yet" (0 before one was seen) from "writer gone" (0 after).
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        precondition(descriptor >= 0, "cannot open \(path) for reading")
        let reader = PipeReader(descriptor: descriptor)
        let thread = Thread { reader.run() }
        thread.start()
        defer {
            reader.finish()
            close(descriptor)
        }
        try body()
        reader.finish()
        return reader.received
    }
}

/// The reading side of ``SpecialFile/reading(_:while:)``.
private final class PipeReader: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()
    private var bytes: [UInt8] = [], bodyDone = false, ended = false

    init(descriptor: Int32) { self.descriptor = descriptor }

    func run() {
        var sawWriter = false, buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            lock.lock()
            if count > 0 { bytes += buffer[..<count] }
            let done = bodyDone
            lock.unlock()
            if count > 0 || (count < 0 && errno == EAGAIN) { sawWriter = true }
            if count == 0 && (sawWriter || done) { break }
            if count <= 0 { usleep(1000) }
        }
        lock.lock()
        ended = true
        lock.unlock()
    }

    /// Tells the reader the writer's work is over and waits until it has read the rest.
    func finish() {
        lock.lock()
        bodyDone = true
        lock.unlock()
        while true {
            lock.lock()
            let isEnded = ended
            lock.unlock()
            if isEnded { return }
            usleep(1000)
        }
    }

    var received: [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        return bytes
    }
}
