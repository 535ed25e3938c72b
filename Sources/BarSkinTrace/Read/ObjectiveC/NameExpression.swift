import BarSkinCore

/// Works out which names an Objective-C expression can produce, from its tokens: a set
/// of names, each a literal or a pattern with holes.
///
/// Handles what real projects write: a literal (adjacent literals joined), a constant,
/// local or parameter, a ternary and `stringWithFormat:`. Anything else is a hole.
struct NameExpression {
    /// What an identifier or member chain stands for (a local's values, or an
    /// unresolved piece the project's declarations may fill).
    var lookup: ([String]) -> [NamePattern]

    /// An evaluator with a chain lookup.
    init(lookup: @escaping ([String]) -> [NamePattern]) {
        self.lookup = lookup
    }

    /// Most alternatives one expression may fan out to (`a ? b : c` inside a format).
    static let maximumAlternatives = 16

    /// Longest expression evaluated. Real names are a few tokens; past this the
    /// expression is unknown, which keeps nesting shallow and time linear on hostile input.
    static let maximumTokens = 128

    /// The names `tokens` can evaluate to; never empty.
    func evaluate(_ tokens: ArraySlice<SourceToken>) -> [NamePattern] {
        guard tokens.count <= Self.maximumTokens else { return [NamePattern([.hole])] }
        let tokens = trimmingParentheses(tokens)
        guard !tokens.isEmpty else { return [NamePattern([.hole])] }
        if let (thenPart, elsePart) = ternaryBranches(tokens) {
            return unique(evaluate(thenPart) + evaluate(elsePart))
        }
        return operand(tokens)
    }

    private func operand(_ tokens: ArraySlice<SourceToken>) -> [NamePattern] {
        let first = tokens[tokens.startIndex]
        if tokens.count == 1, let pattern = first.string { return [pattern] }
        // Adjacent literals are one string in C and Objective-C: `@"a_" @"b"`, also across lines.
        if tokens.allSatisfy({ $0.string != nil }) { return [NamePattern(tokens.flatMap { $0.string!.segments })] }
        if let chain = Self.chain(tokens) { return lookup(chain) }
        if let (format, arguments) = formatCall(in: tokens) { return formatted(format, arguments) }
        return [NamePattern([.hole])]
    }

    /// `a` or `a.b.c`: identifiers joined by dots and nothing else.
    static func chain(_ tokens: ArraySlice<SourceToken>) -> [String]? {
        // Asked of every operand: no work for what cannot be a chain (a literal, a call).
        guard let first = tokens.first, first.identifier != nil else { return nil }
        var parts: [String] = []
        var expectsWord = true
        for token in tokens {
            if expectsWord {
                guard let word = token.identifier, let initial = word.utf8.first,
                      initial != UInt8(ascii: "#"), initial != UInt8(ascii: "@") else { return nil }
                parts.append(word)
            } else if !token.isPunctuation(".") {
                return nil
            }
            expectsWord.toggle()
        }
        return expectsWord || parts.isEmpty ? nil : parts
    }

    func unique(_ patterns: [NamePattern]) -> [NamePattern] {
        var seen = Set<NamePattern>()
        return patterns.filter { seen.insert($0).inserted }
    }
}

extension SourceToken {
    /// `(`, `[` or `{`.
    var isOpening: Bool { isPunctuation("(") || isPunctuation("[") || isPunctuation("{") }
    /// `)`, `]` or `}`.
    var isClosing: Bool { isPunctuation(")") || isPunctuation("]") || isPunctuation("}") }
}
