/// Where the bytes for an output path go: the one rule every command's outputs
/// follow (``AtomicFile`` applies it to each write).
///
/// A temporary file renamed into place is right for a regular file and wrong for
/// anything else: it would replace `/dev/null` (a character device), the pipe
/// behind `/dev/stdout`, or a symbolic link a user placed on purpose.
public enum OutputTarget: Equatable, Sendable {
    /// A character device, named pipe or socket: opened and written through,
    /// with no temporary and no rename. `path` is the path as given.
    case passThrough(path: String, kind: PassThroughKind)
    /// A regular file, a folder or nothing: replaced atomically at `path`, the end of
    /// the chain of symbolic links the given path starts, so the links stay links.
    case file(path: String)

    /// The kinds of file that are written through.
    public enum PassThroughKind: String, Sendable, CaseIterable {
        /// Such as `/dev/null` or a terminal.
        case characterDevice = "character device"
        /// A FIFO, such as the pipe behind `/dev/stdout` in `barskin trace -o /dev/stdout | jq`.
        case namedPipe = "named pipe"
        /// A Unix-domain socket.
        case socket
    }

    /// The target of a write to `path`.
    /// - Throws: ``FileProblem/cannotWrite(reason:)`` for a block device or a
    ///   chain of links that does not end.
    public init(resolving path: String) throws(FileError) {
        // stat, not lstat: the link chain (and /dev/stdout's /proc link) ends at the real object.
        if let status = SystemCalls.status(ofPath: path) {
            switch status.kind {
            case .characterDevice: self = .passThrough(path: path, kind: .characterDevice); return
            case .namedPipe: self = .passThrough(path: path, kind: .namedPipe); return
            case .socket: self = .passThrough(path: path, kind: .socket); return
            case .blockDevice:
                // Neither replacing a disk's node nor writing over the disk is what an output means.
                throw FileProblem.cannotWrite(reason: "is a block device").located(at: path)
            default: break
            }
        }
        self = .file(path: try Self.endOfLinks(from: path))
    }

    /// The path a chain of symbolic links starting at `path` ends at (`path` itself when it
    /// is no link); the end may not exist yet. A relative link target is relative to the
    /// folder holding the link, and is joined as text, never normalised, so `..` after a
    /// linked folder means what the kernel would make of it.
    static func endOfLinks(from path: String) throws(FileError) -> String {
        var current = path
        // The kernel's own limit (MAXSYMLINKS on Linux is 40).
        for _ in 0..<40 {
            guard SystemCalls.linkStatus(ofPath: current)?.kind == .symbolicLink else { return current }
            guard let target = SystemCalls.linkTarget(ofPath: current) else { throw FileProblem.cannotWrite(reason: AtomicFile.errnoText()).located(at: path) }
            if target.hasPrefix("/") {
                current = target
            } else {
                let folder = PathText.folder(of: current)
                current = folder.isEmpty ? target : (folder.hasSuffix("/") ? folder : folder + "/") + target
            }
        }
        throw FileProblem.cannotWrite(reason: "too many levels of symbolic links").located(at: path)
    }
}
