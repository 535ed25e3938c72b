/// A shell-style pattern for `--exclude` and ignore files: `*` matches within
/// one path component, `**` across components, `?` one character.
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
    public func matches(_ text: String) -> Bool {
        Self.match(scalars[...], Array(text.unicodeScalars)[...])
    }

    private static func match(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        switch first {
        case "*":
            let crossesFolders = pattern.dropFirst().first == "*"
            let rest = pattern.dropFirst(crossesFolders ? 2 : 1)
            var tail = text
            while true {
                if match(rest, tail) { return true }
                guard let next = tail.first, crossesFolders || next != "/" else { return false }
                tail = tail.dropFirst()
            }
        case "?":
            guard let next = text.first, next != "/" else { return false }
            return match(pattern.dropFirst(), text.dropFirst())
        default:
            guard text.first == first else { return false }
            return match(pattern.dropFirst(), text.dropFirst())
        }
    }
}
