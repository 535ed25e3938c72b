import BarSkinCore
import Foundation

/// The local images a Markdown file shows (`![logo](Resources/logo.svg)`, `<img src="./Resources/badge.svg">`):
/// documentation art. Where no project says which target ships a file, an image a README shows is the
/// repository's, not the app's, and is no `unused` image of the app.
enum MarkdownImages {
    /// Markdown files larger than this are not read: documentation that big is generated, not written.
    static let maximumBytes = 1 << 20

    /// The absolute paths of the local files the Markdown file at `path` links or embeds.
    static func paths(in path: String) -> Set<String> {
        guard let size = FileBytes.size(of: path), size <= maximumBytes, let bytes = try? FileBytes.read(path) else { return [] }
        let folder = PathText.folder(of: PathText.absolute(path))
        return Set(targets(in: String(decoding: bytes, as: UTF8.self)).compactMap { resolve($0, in: folder) })
    }

    /// Every link target written `](target)` or `src="target"` (or with single quotes).
    static func targets(in text: String) -> [String] {
        var found: [String] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            var closer: Unicode.Scalar?
            var start = index
            if scalars[index] == "]", index + 1 < scalars.count, scalars[index + 1] == "(" {
                closer = ")"
                start = index + 2
            } else if scalars[index] == "=", index >= 3, String(String.UnicodeScalarView(scalars[(index - 3)..<index])).lowercased() == "src",
                      index + 1 < scalars.count, scalars[index + 1] == "\"" || scalars[index + 1] == "'" {
                closer = scalars[index + 1]
                start = index + 2
            }
            guard let closer else { index += 1; continue }
            var end = start
            while end < scalars.count, scalars[end] != closer, scalars[end] != "\n" { end += 1 }
            found.append(String(String.UnicodeScalarView(scalars[start..<end])))
            index = end
        }
        return found
    }

    /// A link target as a file path under `folder`: no URL, no fragment, query or title, percent escapes decoded.
    static func resolve(_ target: String, in folder: String) -> String? {
        var written = target.trimmingCharacters(in: [" ", "<", ">"])
        if let space = written.firstIndex(of: " ") { written = String(written[..<space]) }
        if let cut = written.firstIndex(where: { $0 == "#" || $0 == "?" }) { written = String(written[..<cut]) }
        guard !written.isEmpty, !written.contains(":"), !written.hasPrefix("/") else { return nil }
        return PathText.absolute(written.removingPercentEncoding ?? written, in: folder)
    }
}
