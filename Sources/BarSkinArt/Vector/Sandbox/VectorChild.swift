import BarSkinCore
internal import CVector

/// One decoder child: this program started again in its decode mode for one format,
/// with its address-space and processor-time limits, and the socket to it. A class
/// because it owns a process and a descriptor, ended and closed exactly once in `deinit`.
final class VectorChild {
    /// The format it draws.
    let format: VectorFormat
    private let pid: Int32
    private let socket: Int32
    /// Whether it has answered a request, so that a failure to reach it may be a child that
    /// went away while idle rather than one the file broke.
    private(set) var served = false
    /// The file it holds open (by path and contents: never the bytes, which may be large) and
    /// its size: the file's next scale is drawn from it without sending or parsing it again.
    var document: (key: VectorChildPool.FileKey, size: (width: Double, height: Double))?
    private var ended = false

    /// Starts a child for `format` within `sandbox`'s limits.
    /// - Throws: the reason it could not be started.
    init(format: VectorFormat, sandbox: VectorSandbox) throws(SystemCalls.SpawnFailure) {
        guard let executable = sandbox.executable ?? SystemCalls.ownExecutable() else { throw .noExecutable }
        guard let (parentEnd, childEnd) = SystemCalls.socketPair() else { throw .lastError }
        defer { SystemCalls.closeDescriptor(childEnd) }
        let arguments = ["barskin", BS_VECTOR_CHILD_ARGUMENT, format.rawValue, String(sandbox.memoryMebibytes), String(sandbox.seconds)]
        switch SystemCalls.spawnProcess(executable, arguments: arguments, socket: childEnd) {
        case .success(let pid): self.pid = pid
        case .failure(let failure):
            SystemCalls.closeDescriptor(parentEnd)
            throw failure
        }
        self.format = format
        self.socket = parentEnd
    }

    deinit {
        SystemCalls.closeDescriptor(socket)
        if !ended {
            SystemCalls.killProcess(pid)
            SystemCalls.waitForProcess(pid)
        }
    }

    /// Whether it holds the file `key` open.
    func holds(_ key: VectorChildPool.FileKey) -> Bool {
        document?.key == key
    }

    /// Sends `bytes` whole before `deadline`.
    /// - Throws: ``VectorChildFailure/ended`` or ``VectorChildFailure/timedOut``.
    func send(_ bytes: [UInt8], before deadline: ContinuousClock.Instant) throws(VectorChildFailure) {
        // Sent first and waited for only when the socket is full: a request is one system call.
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { SystemCalls.sendBytes(to: socket, from: $0.baseAddress! + sent, count: bytes.count - sent) }
            if count < 0, SystemCalls.lastError(is: .interrupted) { continue }
            if count < 0, SystemCalls.lastError(is: .wouldBlock) {
                guard SystemCalls.waitUntilReady(socket, writing: true, milliseconds: Self.milliseconds(until: deadline)) else { throw .timedOut }
                continue
            }
            guard count > 0 else { throw .ended }
            sent += count
        }
    }

    /// Reads one reply before `deadline`.
    /// - Throws: ``VectorChildFailure``.
    func receive(_ expected: VectorReply.Expected, before deadline: ContinuousClock.Instant) throws(VectorChildFailure) -> VectorReply {
        var source = SocketSource(socket: socket, deadline: deadline)
        let reply = try VectorReply.read(from: &source, expecting: expected)
        served = true
        return reply
    }

    /// Ends the child and waits for it: how it ended. One that hung up (`dying`) is given a
    /// moment to end by itself, so that its own signal or exit status is what is reaped; any
    /// other, or one that lingers, is killed (and reaped as SIGKILL).
    func stop(dying: Bool) -> SystemCalls.ProcessEnding? {
        ended = true
        if dying, let ending = SystemCalls.waitForProcess(pid, milliseconds: 200) { return ending }
        SystemCalls.killProcess(pid)
        return SystemCalls.waitForProcess(pid)
    }

    static func milliseconds(until deadline: ContinuousClock.Instant) -> Int {
        let left = ContinuousClock.now.duration(to: deadline).components
        return max(0, Int(left.seconds) * 1000 + Int(left.attoseconds / 1_000_000_000_000_000))
    }

    /// The socket as a reply source: every read waits for the deadline at most.
    private struct SocketSource: VectorReplySource {
        let socket: Int32
        let deadline: ContinuousClock.Instant

        mutating func bytes(_ count: Int) throws(VectorChildFailure) -> [UInt8] {
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 1)
            defer { buffer.deallocate() }
            try fill(buffer)
            return Array(buffer)
        }

        mutating func pixels(width: Int, height: Int) throws(VectorChildFailure) -> Bitmap {
            let words = UnsafeMutableRawBufferPointer.allocate(byteCount: width * height * 4, alignment: 16)
            defer { words.deallocate() }
            try fill(words)
            return bitmap(fromWords: UnsafeRawBufferPointer(words), width: width, height: height)
        }

        private func fill(_ buffer: UnsafeMutableRawBufferPointer) throws(VectorChildFailure) {
            // Read first and waited for only when nothing is there: the rest of a reply that came whole costs no wait.
            var done = 0
            while done < buffer.count {
                let count = SystemCalls.receiveBytes(from: socket, into: buffer.baseAddress! + done, count: buffer.count - done)
                if count < 0, SystemCalls.lastError(is: .interrupted) { continue }
                if count < 0, SystemCalls.lastError(is: .wouldBlock) {
                    guard SystemCalls.waitUntilReady(socket, writing: false, milliseconds: VectorChild.milliseconds(until: deadline)) else {
                        throw .timedOut
                    }
                    continue
                }
                guard count > 0 else { throw .ended }
                done += count
            }
        }
    }
}
