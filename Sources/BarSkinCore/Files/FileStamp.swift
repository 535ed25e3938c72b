/// A regular file's size and modification time: what an incremental build
/// compares before it trusts a recorded hash, so an unchanged file is never read.
public struct FileStamp: Sendable, Hashable {
    /// The size in bytes.
    public var bytes: Int
    /// The modification time, in whole seconds and nanoseconds since 1970.
    public var seconds: Int, nanoseconds: Int

    /// A stamp from its parts.
    public init(bytes: Int, seconds: Int, nanoseconds: Int) {
        self.bytes = bytes
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    /// The stamp of the regular file at `path` (a link is followed), or of the folder when
    /// `folder` is true (its time changes when an entry is added, removed or renamed);
    /// nil for anything else or nothing.
    public init?(path: String, folder: Bool = false) {
        guard let status = SystemCalls.status(ofPath: path), status.kind == (folder ? .folder : .regularFile) else { return nil }
        self.init(bytes: status.bytes, seconds: status.modified.seconds, nanoseconds: status.modified.nanoseconds)
    }

    /// The time as text that round-trips exactly (a JSON double would lose the nanoseconds).
    public var modified: String {
        let fraction = String(nanoseconds)
        return "\(seconds)." + String(repeating: "0", count: max(0, 9 - fraction.count)) + fraction
    }

    /// A stamp from ``bytes`` and ``modified`` as a manifest records them.
    public init?(bytes: Int, modified: some StringProtocol) {
        // Found by index, not split: manifests and indexes hold thousands of these.
        guard let dot = modified.firstIndex(of: "."), let seconds = Int(modified[..<dot]) else { return nil }
        let fraction = modified[modified.index(after: dot)...]
        guard fraction.utf8.count == 9, let nanoseconds = Int(fraction) else { return nil }
        self.init(bytes: bytes, seconds: seconds, nanoseconds: nanoseconds)
    }
}
