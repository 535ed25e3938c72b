import BarSkinCore

/// The symbolic links of a checked-out commit that lead out of it (to `/etc/passwd`, to
/// `../../secret`), removed before anything in the clone is read: `diff --base` reads the
/// commit and nothing else, and an input behind such a link is then simply missing.
enum CloneLinks {
    /// Removes every link under `clone` (its `.git` aside) that does not resolve inside it.
    /// Folders are walked through their own entries, never through a link.
    static func removeLeadingOut(of clone: String) {
        var pending = [clone]
        while let folder = pending.popLast() {
            guard let entries = try? FolderEntries(listing: folder) else { continue }
            for name in entries.names where !(folder == clone && name == ".git") {
                let path = folder + "/" + name
                switch SystemCalls.linkStatus(ofPath: path)?.kind {
                case .folder: pending.append(path)
                case .symbolicLink:
                    if !ResolvedPath.isWithin(path, root: clone) { SystemCalls.removeFile(path) }
                default: break
                }
            }
        }
    }
}
