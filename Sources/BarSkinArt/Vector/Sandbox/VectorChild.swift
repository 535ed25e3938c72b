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

    /// Sends `bytes` whole before `deadline`.
    /// - Throws: ``VectorChildFailure/ended`` or ``VectorChildFailure/timedOut``.
    func send(_ bytes: [UInt8], before deadline: ContinuousClock.Instant) throws(VectorChildFailure) {
        var sent = 0
        while sent < bytes.count {
            guard SystemCalls.waitUntilReady(socket, writing: true, milliseconds: Self.milliseconds(until: deadline)) else { throw .timedOut }
            let count = bytes.withUnsafeBytes { SystemCalls.sendBytes(to: socket, from: $0.baseAddress! + sent, count: bytes.count - sent) }
            if count < 0, SystemCalls.lastError(is: .interrupted) || SystemCalls.lastError(is: .wouldBlock) { continue }
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

    /// Kills the child and waits for it: the signal that ended it (SIGKILL when this did), or nil when it exited.
    func stop() -> Int32? {
        // A child that died by itself a moment ago is reaped with its own signal: give it that moment.
        _ = SystemCalls.waitUntilReady(socket, writing: false, milliseconds: 0)
        ended = true
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
            var done = 0
            while done < buffer.count {
                guard SystemCalls.waitUntilReady(socket, writing: false, milliseconds: VectorChild.milliseconds(until: deadline)) else {
                    throw .timedOut
                }
                let count = SystemCalls.readBytes(from: socket, into: buffer.baseAddress! + done, count: buffer.count - done)
                if count < 0, SystemCalls.lastError(is: .interrupted) || SystemCalls.lastError(is: .wouldBlock) { continue }
                guard count > 0 else { throw .ended }
                done += count
            }
        }
    }
}
