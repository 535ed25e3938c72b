/// Splits slash-separated paths as text.
///
/// Not `NSString.deletingLastPathComponent`: in swift-corelibs-foundation it
/// traps on one-character paths ("r", "P/"), which a user can type as an output.
public enum PathText {
    /// The folder part: `a/b/c.png` gives `a/b`, `c.png` gives "", `/c.png` gives `/`,
    /// and `/` (which has no parent) gives "".
    /// Trailing slashes are ignored.
    public static func folder(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard trimmed != "/", let slash = trimmed.lastIndex(of: "/") else { return "" }
        let folder = trimmingTrailingSlashes(String(trimmed[..<slash]))
        return folder.isEmpty ? "/" : folder
    }

    /// The last component: `a/b/c.png` gives `c.png`; `a/b/` gives `b`; `/` gives `/`.
    public static func fileName(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        let name = String(trimmed[trimmed.index(after: slash)...])
        return name.isEmpty ? "/" : name
    }

    /// The path without trailing slashes, except that `/` stays `/`.
    public static func trimmingTrailingSlashes(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
