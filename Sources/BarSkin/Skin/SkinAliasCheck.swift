/// Finds YAML aliases (`*name`) before the file is composed.
///
/// Yams expands every alias into a full copy, and compares mapping keys by
/// hashing them whole: an alias chain used as a key ("billion laughs") hangs
/// the parser. Skin files have no use for aliases (shared look settings go
/// under `tab-items`), so the first one is refused with its position. Quoted
/// text and comments are skipped; a `*` is an alias only where a node starts.
enum SkinAliasCheck {
    /// The 1-based line and column of the first alias, and its text.
    static func firstAlias(in text: String) -> (line: Int, column: Int, alias: String)? {
        var quote: Character? = nil
        for (lineIndex, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let characters = Array(line)
            var index = 0
            while index < characters.count {
                let character = characters[index]
                if let open = quote {
                    if character == "\\" && open == "\"" { index += 2; continue }
                    if character == open { quote = nil }
                    index += 1
                    continue
                }
                if character == "#" && (index == 0 || characters[index - 1].isWhitespace) { break }
                if (character == "\"" || character == "'" || character == "*") && startsNode(characters, at: index) {
                    if character != "*" {
                        quote = character
                    } else {
                        let name = characters[index...].prefix { !$0.isWhitespace && !",]}".contains($0) }
                        return (lineIndex + 1, index + 1, String(name))
                    }
                }
                index += 1
            }
        }
        return nil
    }

    /// Whether a node can start at `index`: first on the line, or after a flow
    /// opener or comma, or after `- `, `? ` or `: `.
    private static func startsNode(_ characters: [Character], at index: Int) -> Bool {
        var before = index - 1
        while before >= 0 && characters[before].isWhitespace { before -= 1 }
        guard before >= 0 else { return true }
        switch characters[before] {
        case "[", "{", ",": return true
        case "-", "?", ":": return before + 1 < index && (before == 0 || characters[before - 1].isWhitespace || characters[before] == ":")
        default: return false
        }
    }
}
