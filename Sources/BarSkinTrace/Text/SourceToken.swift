import BarSkinCore

/// One token of Swift or Objective-C source, with where it starts.
struct SourceToken: Sendable, Equatable {
    /// What kind of token it is.
    enum Kind: Sendable, Equatable {
        /// A name or keyword, including `#imageLiteral` and `@interface`.
        case identifier(String)
        /// A string literal (`"..."`, `@"..."`, `#"..."#`, `"""..."""`): its text,
        /// with each Swift interpolation as a hole.
        case string(NamePattern)
        /// A number literal.
        case number(Int?)
        /// Any other single character: `(`, `:`, `+`, `?`, ...
        case punctuation(UInt8)
    }

    /// The token.
    var kind: Kind
    /// 1-based line.
    var line: Int
    /// 1-based column, counted in characters.
    var column: Int

    /// The identifier's text, if it is one.
    var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }

    /// The string literal, if it is one.
    var string: NamePattern? {
        if case .string(let pattern) = kind { return pattern }
        return nil
    }

    /// Whether this is a number literal.
    var isNumber: Bool {
        if case .number = kind { return true }
        return false
    }

    /// Whether this is the punctuation character `character`.
    func isPunctuation(_ character: Character) -> Bool {
        if case .punctuation(let byte) = kind { return character.asciiValue == byte }
        return false
    }
}
