import Foundation

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
        // Bytes, as the system splits paths (and far faster than characters, for thousands of them).
        guard trimmed != "/", let slash = trimmed.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        let folder = trimmingTrailingSlashes(String(trimmed[..<slash]))
        return folder.isEmpty ? "/" : folder
    }

    /// The last component: `a/b/c.png` gives `c.png`; `a/b/` gives `b`; `/` gives `/`.
    public static func fileName(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.utf8.lastIndex(of: UInt8(ascii: "/")) else { return trimmed }
        let name = String(trimmed[trimmed.index(after: slash)...])
        return name.isEmpty ? "/" : name
    }

    /// The path without trailing slashes, except that `/` stays `/`.
    public static func trimmingTrailingSlashes(_ path: String) -> String {
        let bytes = path.utf8
        guard bytes.count > 1 else { return path }
        var end = bytes.endIndex
        while end > bytes.index(after: bytes.startIndex), bytes[bytes.index(before: end)] == UInt8(ascii: "/") {
            end = bytes.index(before: end)
        }
        return end == bytes.endIndex ? path : String(path[..<end])
    }
}

extension PathText {
    /// `path` made absolute against the working folder, with `.` and `FOLDER/..`
    /// removed as text: the key under which two spellings of one path compare equal.
    public static func absolute(_ path: String, in workingFolder: String = FileManager.default.currentDirectoryPath) -> String {
        let joined = path.hasPrefix("/") ? path : workingFolder + "/" + path
        // Most paths are plain already; splitting them is most of a no-op build's time.
        // (Bytes, not `contains`: Foundation's substring search costs far more than the split.)
        if isPlain(joined.utf8) { return joined }
        // Components as byte ranges: a `..` drops back to where the last one began.
        var kept: [UInt8] = [], starts: [Int] = []
        for component in joined.utf8.split(separator: UInt8(ascii: "/")) {
            if component.elementsEqual([UInt8(ascii: ".")]) { continue }
            if component.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) {
                if let start = starts.popLast() { kept.removeSubrange(start...) }
                continue
            }
            starts.append(kept.count)
            kept.append(UInt8(ascii: "/"))
            kept.append(contentsOf: component)
        }
        return kept.isEmpty ? "/" : String(decoding: kept, as: UTF8.self)
    }

    /// Whether an absolute path has no `.` or `..` component, no empty one and no trailing slash.
    private static func isPlain(_ bytes: String.UTF8View) -> Bool {
        var previous: UInt8 = 0, count = 0
        for byte in bytes {
            if previous == UInt8(ascii: "/") && (byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/")) { return false }
            previous = byte
            count += 1
        }
        return count == 1 || previous != UInt8(ascii: "/")
    }

    /// The absolute `path` written relative to the absolute `folder` (`../Icons/a.png`).
    public static func relative(_ path: String, to folder: String) -> String {
        // Most paths lie inside the folder; comparing components is for the rest.
        if path.utf8.count > folder.utf8.count + 1, path.utf8.starts(with: folder.utf8),
           path.utf8[path.utf8.index(path.utf8.startIndex, offsetBy: folder.utf8.count)] == UInt8(ascii: "/"), folder != "/" {
            return String(path.utf8.dropFirst(folder.utf8.count + 1))!
        }
        let target = path.split(separator: "/"), base = folder.split(separator: "/")
        var shared = 0
        while shared < min(target.count, base.count) && target[shared] == base[shared] { shared += 1 }
        let parts = Array(repeating: "..", count: base.count - shared) + target[shared...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// ``relative(_:to:)`` for many paths below few folders (a manifest's thousand inputs
    /// in one folder outside it): each folder's relative path worked out once.
    public static func relativizer(to folder: String) -> (String) -> String {
        var folders: [String: String] = [:]
        let base = Array(folder.utf8)
        return { path in
            var path = path
            // Over the path's contiguous UTF-8: through the UTF-8 view these byte compares
            // were most of a manifest's time.
            let split = path.withUTF8 { utf8 -> (inside: String?, slash: Int?) in
                guard utf8.starts(with: base) else { return (nil, utf8.lastIndex(of: UInt8(ascii: "/"))) }
                if base != [UInt8(ascii: "/")], utf8.count > base.count + 1, utf8[base.count] == UInt8(ascii: "/") {
                    return (String(decoding: UnsafeBufferPointer(rebasing: utf8[(base.count + 1)...]), as: UTF8.self), nil)
                }
                return (nil, nil)
            }
            if let inside = split.inside { return inside }
            // The folder itself, a name that only begins like it, a bare name: worked out whole.
            guard let slash = split.slash, slash > 0 else { return relative(path, to: folder) }
            let utf8 = path.utf8
            let parent = String(path[..<utf8.index(utf8.startIndex, offsetBy: slash)])
            let prefix = folders[parent] ?? { let found = relative(parent, to: folder); folders[parent] = found; return found }()
            return (prefix == "." ? "" : prefix + "/") + path[utf8.index(utf8.startIndex, offsetBy: slash + 1)...]
        }
    }
}
