/// A file's device and inode, so two spellings of one file (a link, `..`, a second
/// root naming a folder again) compare equal.
public struct FileIdentity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64

    /// The identity of what `path` names, links followed; nil when nothing is there.
    public init?(path: String) {
        guard let status = SystemCalls.status(ofPath: path) else { return nil }
        self.init(status)
    }

    /// The identity in a status already read.
    public init(_ status: FileStatus) {
        device = status.device
        inode = status.inode
    }

    /// The first of `paths` that names the file `path` names (through links or `..`), if any:
    /// the one test of whether an output would overwrite an input.
    public static func first(of paths: [String], sameAs path: String) -> String? {
        guard let target = FileIdentity(path: path) else { return nil }
        return paths.first { FileIdentity(path: $0) == target }
    }
}
