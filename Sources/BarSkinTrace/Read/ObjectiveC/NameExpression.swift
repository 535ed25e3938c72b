import BarSkinCore

/// Works out which names an Objective-C expression can produce, from its tokens: a set
/// of names, each a literal or a pattern with holes.
///
/// Handles what real projects write: a literal (adjacent literals joined), a constant,
/// local or parameter, a ternary (`?:` too), `stringWithFormat:`, and the string messages
/// that keep what is known (``NameExpression/send(_:)``). Anything else is a hole.
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

    /// Identifiers that stand for no string: a name that is `nil` loads nothing.
    static let nothing: Set<String> = ["nil", "Nil", "NULL"]

    /// The names `tokens` can evaluate to: empty only for `nil`, which names nothing.
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
        if tokens.count == 1, let word = first.identifier, Self.nothing.contains(word) { return [] }
        // Adjacent literals are one string in C and Objective-C: `@"a_" @"b"`, also across lines.
        if tokens.allSatisfy({ $0.string != nil }) { return [NamePattern(tokens.flatMap { $0.string!.segments })] }
        // `name.lowercaseString`, `@"heart".uppercaseString`: a transform written as a property.
        if tokens.count >= 3, let last = tokens.last?.identifier, let transform = Self.propertyTransforms[last],
           tokens[tokens.endIndex - 2].isPunctuation(".") {
            return evaluate(tokens.dropLast(2)).map { $0.transformed(by: transform) }
        }
        if let chain = Self.chain(tokens) { return lookup(chain) }
        if let message = MessageSend(tokens, expression: self) { return send(message) }
        if let value = castValue(tokens) { return evaluate(value) }
        // A format call inside something not followed (a cast of a message): its format still says much.
        if let (format, arguments) = formatCall(in: tokens) { return formatted(format, arguments) }
        return [NamePattern([.hole])]
    }

    /// `a` or `a.b.c`: identifiers joined by dots and nothing else.
    static func chain(_ tokens: ArraySlice<SourceToken>) -> [String]? {
        // Asked of every operand: no work for what cannot be a chain (a literal, a message).
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

    /// The value after a C cast (`(NSString *)name`).
    private func castValue(_ tokens: ArraySlice<SourceToken>) -> ArraySlice<SourceToken>? {
        guard tokens.first?.isPunctuation("(") == true, let close = closingIndex(tokens, from: tokens.startIndex),
              close + 1 < tokens.endIndex,
              tokens[(tokens.startIndex + 1)..<close].allSatisfy({ $0.identifier != nil || $0.isPunctuation("*") }) else { return nil }
        return tokens[(close + 1)...]
    }

    /// The patterns with repeats dropped, in order.
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
