import BarSkinCore

/// A shell-style pattern for `--exclude` and ignore files: `*` matches within
/// one path component, `**` across components (`**/` also matches no folder),
/// `?` one character.
public struct Glob: Sendable, Hashable {
    /// The pattern as written.
    public let pattern: String
    private let scalars: [Unicode.Scalar]

    /// A glob.
    public init(_ pattern: String) {
        self.pattern = pattern
        scalars = Array(pattern.unicodeScalars)
    }

    /// Whether `text` matches the whole pattern.
    ///
    /// Tracks the set of text positions each pattern character can reach, so a
    /// pattern with many stars costs pattern × text steps, never exponential time.
    public func matches(_ text: String) -> Bool {
        let text = Array(text.unicodeScalars)
        var reachable = [Bool](repeating: false, count: text.count + 1)
        reachable[0] = true
        var index = 0
        while index < scalars.count {
            let character = scalars[index]
            var next = [Bool](repeating: false, count: text.count + 1)
            if character == "*" {
                let crossesFolders = index + 1 < scalars.count && scalars[index + 1] == "*"
                var open = false
                for position in 0...text.count {
                    if reachable[position] { open = true }
                    next[position] = open
                    if position < text.count, !crossesFolders, text[position] == "/" { open = false }
                }
                if crossesFolders, index + 2 < scalars.count, scalars[index + 2] == "/" {
                    // `**/` also stands for no folder at all, so `**/Generated` matches `Generated`.
                    var afterSlash = reachable
                    for position in 0..<text.count where next[position] && text[position] == "/" { afterSlash[position + 1] = true }
                    next = afterSlash
                    index += 3
                } else {
                    index += crossesFolders ? 2 : 1
                }
            } else {
                for position in 0..<text.count where reachable[position] {
                    next[position + 1] = character == "?" ? text[position] != "/" : text[position] == character
                }
                index += 1
            }
            guard next.contains(true) else { return false }
            reachable = next
        }
        return reachable[text.count]
    }
}
