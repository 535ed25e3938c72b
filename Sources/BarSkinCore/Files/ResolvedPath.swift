/// Where a path that may not exist yet will really be: the real path of its nearest
/// existing ancestor, with the rest of it as written. The one test of whether links
/// on the way keep an output inside a folder.
public enum ResolvedPath {
    /// `path` with its existing part resolved through every link (`..` included), nil when nothing of it exists.
    public static func resolving(_ path: String) -> String? {
        var existing = PathText.absolute(path), rest: [String] = []
        while true {
            if let base = SystemCalls.realPath(existing) {
                return rest.isEmpty ? base : PathText.absolute(rest.reversed().joined(separator: "/"), in: base)
            }
            let parent = PathText.folder(of: existing)
            guard !parent.isEmpty, parent != existing else { return nil }
            rest.append(PathText.fileName(of: existing))
            existing = parent
        }
    }

    /// Whether `path` resolves to `root` or below it, `root` resolved the same way.
    public static func isInside(_ path: String, root: String) -> Bool {
        guard let resolvedRoot = resolving(root), let resolved = resolving(path) else { return true }
        return resolved == resolvedRoot || resolved.hasPrefix(resolvedRoot == "/" ? "/" : resolvedRoot + "/")
    }

    /// Whether `path` is `root` or below it both as written (`..` taken by name, as
    /// ``PathText/absolute(_:in:)`` does) and once every link is resolved: the one test of
    /// whether a path a file names (a manifest's output, a project's package) stays in a folder.
    public static func isWithin(_ path: String, root: String) -> Bool {
        let written = PathText.absolute(path), folder = PathText.trimmingTrailingSlashes(PathText.absolute(root))
        let below = folder == "/" || written == folder || written.hasPrefix(folder + "/")
        return below && isInside(written, root: folder)
    }
}
