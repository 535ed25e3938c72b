import BarSkinCore

/// A shell line's words and a word's variables, as far as ``ShellScriptFills`` reads scripts:
/// quotes, `;`, `&&` and `||` between commands, and `$NAME`, `${NAME}`, `${NAME:-default}`,
/// `$1` and `$@`. Anything else (command substitution, arithmetic, arrays) is unknown.
enum ShellWords {
    /// Stands for a `$` inside single quotes, which no expansion touches.
    private static let literalDollar: Character = "\u{1}"
    /// Words that open a compound command's body, before the command itself.
    private static let keywords: Set<String> = ["then", "else", "do", "{", "!"]

    /// The commands of `line`, each as its words with quotes removed and variables left to ``expand``.
    static func commands(_ line: String) -> [[String]] {
        var commands: [[String]] = [], words: [String] = [], word = "", inWord = false
        var quote: Character?
        var characters = line.makeIterator(), pending: Character?
        func endWord() {
            if inWord { words.append(word) }
            word = ""
            inWord = false
        }
        func endCommand() {
            endWord()
            while let first = words.first, keywords.contains(first) { words.removeFirst() }
            if !words.isEmpty { commands.append(words) }
            words = []
        }
        while let character = pending ?? characters.next() {
            pending = nil
            if let open = quote {
                if character == open {
                    quote = nil
                } else {
                    word.append(open == "'" && character == "$" ? literalDollar : character)
                }
                continue
            }
            switch character {
            case "'", "\"":
                quote = character
                inWord = true
            case "\\":
                if let next = characters.next() { word.append(next) }
                inWord = true
            case " ", "\t":
                endWord()
            case ";", "&", "|":
                // `;`, `&&`, `||`, `|` and `&` all end a command; a pipe's reader is no copy.
                endCommand()
                if let next = characters.next(), next != character { pending = next }
            case "#" where !inWord:
                endCommand()
                return commands
            case ">", "<":
                // A redirection's target is no argument of the command.
                endCommand()
                return commands
            default:
                word.append(character)
                inWord = true
            }
        }
        endCommand()
        return commands
    }

    /// `word` with its variables replaced from `variables` and the positional `arguments`; nil when
    /// it uses one that is not known, or a form this reader does not follow.
    static func expand(_ word: String, variables: [String: String], arguments: [String]) -> String? {
        var result = "", rest = Substring(word)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            rest = rest[rest.index(after: dollar)...]
            var name: Substring, fallback: Substring?
            if rest.first == "{" || rest.first == "(" {
                let close: Character = rest.first == "{" ? "}" : ")"
                guard let end = rest.firstIndex(of: close) else { return nil }
                name = rest[rest.index(after: rest.startIndex)..<end]
                rest = rest[rest.index(after: end)...]
                if let colon = name.range(of: ":-") {
                    fallback = name[colon.upperBound...]
                    name = name[..<colon.lowerBound]
                }
            } else if let first = rest.first, first.isNumber || first == "@" || first == "*" {
                name = rest.prefix(1)
                rest = rest.dropFirst()
            } else {
                name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                rest = rest.dropFirst(name.count)
            }
            guard let value = value(of: String(name), variables: variables, arguments: arguments)
                    ?? fallback.flatMap({ expand(String($0), variables: variables, arguments: arguments) }) else { return nil }
            result += value
        }
        result += rest
        return String(result.map { $0 == literalDollar ? "$" : $0 })
    }

    private static func value(of name: String, variables: [String: String], arguments: [String]) -> String? {
        if name == "@" || name == "*" { return arguments.joined(separator: " ") }
        if let position = Int(name) { return position >= 1 && position <= arguments.count ? arguments[position - 1] : nil }
        return variables[name]
    }
}
