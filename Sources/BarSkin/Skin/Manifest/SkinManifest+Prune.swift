import BarSkinArt
import BarSkinCore
import Foundation

extension SkinManifest {
    /// Files this skin recorded once and makes no longer (`planned` are those it makes), added to
    /// ``stale`` when they lie inside one of its `folders` (absolute); one written elsewhere (by
    /// `build --preview`) is forgotten, as no build would delete it.
    public mutating func markStale(keeping planned: Set<String>, previous: SkinManifest, folders: [String]) {
        stale = previous.allOutputs.union(stale).subtracting(planned).filter { path in folders.contains { path.hasPrefix($0 + "/") } }
        created = previous.created.union(created).intersection(planned)
    }

    /// Deletes the ``stale`` files that lie inside one of `folders` (absolute) and
    /// forgets them, then any image set folder left empty. Only regular files and
    /// links are deleted, never a folder the manifest names; a file already gone is
    /// just forgotten. Returns the deleted paths and what could not be deleted.
    public mutating func prune(inside folders: [String]) -> (pruned: [String], failures: [FileError]) {
        var pruned: [String] = [], failures: [FileError] = []
        var emptied = Set<String>()
        for path in stale.sorted() where folders.contains(where: { path.hasPrefix($0 + "/") }) {
            var info = stat()
            if lstat(path, &info) != 0 {
                stale.remove(path)
                continue
            }
            guard [S_IFREG, S_IFLNK].contains(info.st_mode & S_IFMT) else { continue }
            guard unlink(path) == 0 else {
                failures.append(.cannotDelete(path: path, reason: AtomicFile.errnoText()))
                continue
            }
            stale.remove(path)
            pruned.append(path)
            if PathText.folder(of: path).hasSuffix(".imageset") { emptied.insert(PathText.folder(of: path)) }
        }
        // rmdir refuses a folder that still holds anything, such as a user's own file; the
        // image sets go first, so a catalog this skin created and emptied goes after them.
        for folder in emptied.sorted() { rmdir(folder) }
        for catalog in Set(pruned.filter { $0.hasSuffix(".xcassets/Contents.json") }.map(PathText.folder(of:))).sorted() { rmdir(catalog) }
        return (pruned, failures)
    }
}
