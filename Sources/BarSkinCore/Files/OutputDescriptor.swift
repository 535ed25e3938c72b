/// Opening and filling the descriptors outputs are written through: the open of a
/// ``OutputTarget/passThrough(path:kind:)`` target, and the write loop every output shares.
enum OutputDescriptor {
    /// A blocking descriptor open for writing to the device, named pipe or socket at `path`.
    /// - Throws: ``FileProblem/cannotWrite(reason:)``, saying so when no process reads a named pipe.
    static func openPassThrough(_ path: String, kind: OutputTarget.PassThroughKind) throws(FileError) -> Int32 {
        // `-o /dev/stdout` names the descriptor we already hold; reopening it fails for a
        // socket and would truncate nothing useful, so it is shared instead.
        if let standard = standardDescriptor(sameAs: path) {
            let copy = SystemCalls.duplicateDescriptor(standard)
            guard copy >= 0 else { throw FileProblem.cannotWrite(reason: AtomicFile.errnoText()).located(at: path) }
            return copy
        }
        if kind == .socket { return try connect(path) }
        // Non-blocking first: a named pipe with no reader fails at once (ENXIO) instead of
        // waiting forever for one. Blocking again afterwards, so a slow reader is waited for.
        return try blocking(SystemCalls.openFile(path, [.writeOnly, .nonBlocking, .noControllingTerminal, .closeOnExec]), path: path, kind: kind)
    }

    /// ``openPassThrough(_:kind:)`` for the entry `name` of the open folder `folder`, never
    /// through a link (`openat` with `O_NOFOLLOW`); `path` names it in messages. A socket is
    /// reached by `path`, as connect(2) takes no folder.
    static func openPassThrough(named name: String, in folder: Int32, path: String, kind: OutputTarget.PassThroughKind) throws(FileError) -> Int32 {
        if kind == .socket { return try connect(path) }
        let options: SystemCalls.OpenOptions = [.writeOnly, .nonBlocking, .noControllingTerminal, .noFollow, .closeOnExec]
        return try blocking(SystemCalls.openFile(named: name, in: folder, options), path: path, kind: kind)
    }

    /// `descriptor`, just opened non-blocking, made blocking; the open's failure as an error.
    private static func blocking(_ descriptor: Int32, path: String, kind: OutputTarget.PassThroughKind) throws(FileError) -> Int32 {
        guard descriptor >= 0 else {
            let noReader = SystemCalls.lastError(is: .noDeviceOrAddress) && kind == .namedPipe
            throw FileProblem.cannotWrite(reason: noReader ? "no process is reading this named pipe" : AtomicFile.errnoText()).located(at: path)
        }
        guard SystemCalls.makeBlocking(descriptor) else {
            let reason = AtomicFile.errnoText()
            SystemCalls.closeDescriptor(descriptor)
            throw FileProblem.cannotWrite(reason: reason).located(at: path)
        }
        return descriptor
    }

    /// Standard output or standard error when `path` is the very file, pipe or socket it is.
    private static func standardDescriptor(sameAs path: String) -> Int32? {
        guard let named = SystemCalls.status(ofPath: path) else { return nil }
        return [SystemCalls.standardOutput, SystemCalls.standardError].first { descriptor in
            guard let held = SystemCalls.status(ofDescriptor: descriptor) else { return false }
            return held.device == named.device && held.inode == named.inode
        }
    }

    /// A stream connection to the Unix-domain socket at `path` (open(2) refuses sockets).
    private static func connect(_ path: String) throws(FileError) -> Int32 {
        guard SystemCalls.socketPathFits(path) else { throw FileProblem.cannotWrite(reason: "socket path too long").located(at: path) }
        let descriptor = SystemCalls.openStreamSocket()
        guard descriptor >= 0 else { throw FileProblem.cannotWrite(reason: AtomicFile.errnoText()).located(at: path) }
        guard SystemCalls.connectSocket(descriptor, to: path) else {
            let reason = AtomicFile.errnoText()
            SystemCalls.closeDescriptor(descriptor)
            throw FileProblem.cannotWrite(reason: reason).located(at: path)
        }
        // A listening socket accepts a connection no process ever reads (the backlog): without
        // a limit the first write past its buffer would wait forever (`build --sheet SOCKET`).
        SystemCalls.setSendTimeout(descriptor, seconds: socketSendSeconds)
        return descriptor
    }

    /// How long a write to a socket may make no progress before it fails.
    static let socketSendSeconds = 10

    /// Writes all of `bytes` to `descriptor`, retrying short and interrupted writes.
    /// - Throws: ``FileProblem/cannotWrite(reason:)`` naming `path`.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(FileError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                SystemCalls.writeBytes(to: descriptor, from: raw.baseAddress! + offset, count: raw.count - offset)
            }
            if written < 0 {
                if SystemCalls.lastError(is: .interrupted) { continue }
                // Only a socket's send limit makes a blocking write give up so.
                if SystemCalls.lastError(is: .wouldBlock) {
                    throw FileProblem.cannotWrite(reason: "nothing read from this socket for \(socketSendSeconds) s").located(at: path)
                }
                throw FileProblem.cannotWrite(reason: AtomicFile.errnoText()).located(at: path)
            }
            offset += written
        }
    }
}
