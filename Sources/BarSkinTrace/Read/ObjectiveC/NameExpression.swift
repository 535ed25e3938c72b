import BarSkinCore

/// Works out which names an argument expression can produce, from its tokens.
///
/// Handles what real projects write: a literal, a constant or member chain
/// (`name`, `Constants.share`, `Icon.home.rawValue`), a ternary of literals, `+`
/// concatenation, Swift interpolation and `printf`-style formats. Anything else
/// becomes a hole in the pattern.
struct NameExpression {
    /// What an identifier or member chain stands for (a local constant's values, or an
    /// unresolved piece the project's declarations may fill).
    var lookup: ([String]) -> [NamePattern]

    /// An evaluator whose chains are single identifiers looked up in `constants` (holes when unknown).
    init(constants: @escaping (String) -> [NamePattern]?) {
        lookup = { chain in chain.count == 1 ? constants(chain[0]) ?? [NamePattern([.hole])] : [NamePattern([.hole])] }
    }

    /// An evaluator with a chain lookup.
    init(lookup: @escaping ([String]) -> [NamePattern]) {
        self.lookup = lookup
    }

    /// Most alternatives one expression may fan out to (`a ? b : c` inside `+`).
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
        let operands = split(tokens, on: "+")
        if operands.count > 1 {
            var results: [[NamePattern.Segment]] = [[]]
            for operand in operands {
                let options = evaluate(operand)
                results = results.flatMap { prefix in options.map { prefix + $0.segments } }
                if results.count > Self.maximumAlternatives { return [NamePattern([.hole])] }
            }
            return unique(results.map(NamePattern.init))
        }
        return operand(tokens)
    }

    private func operand(_ tokens: ArraySlice<SourceToken>) -> [NamePattern] {
        let first = tokens[tokens.startIndex]
        if tokens.count == 1, let pattern = first.string { return expanding(pattern) }
        // Adjacent literals are one string in C and Objective-C: `@"a_" @"b"`, also across lines.
        if tokens.allSatisfy({ $0.string != nil }) { return expanding(NamePattern(tokens.flatMap { $0.string!.segments })) }
        if let chain = Self.chain(tokens) { return lookup(chain) }
        if let (format, arguments) = formatCall(in: tokens) {
            // `%@` whose argument is known (a literal, a constant, a local that holds one of a few
            // literals) is filled in, once for each value it can have.
            var combinations: [[[NamePattern.Segment]?]] = [[]]
            for argument in arguments {
                let values = evaluate(argument).map { $0.segments == [.hole] ? nil : $0.segments }
                combinations = combinations.flatMap { prefix in values.map { prefix + [$0] } }
                if combinations.count > Self.maximumAlternatives { combinations = [[]]; break }
            }
            return unique(combinations.map { known in
                Self.pattern(fromFormat: format) { index, conversion in conversion == "@" && index < known.count ? known[index] : nil }
            })
        }
        return [NamePattern([.hole])]
    }

    /// `a`, `a.b.c` or `` `a` ``: identifiers joined by dots and nothing else.
    static func chain(_ tokens: ArraySlice<SourceToken>) -> [String]? {
        // Asked of every operand: no work for what cannot be a chain (a literal, a call).
        guard let first = tokens.first, first.identifier != nil || first.isPunctuation("`") else { return nil }
        var parts: [String] = []
        var expectsWord = true
        for token in tokens where !token.isPunctuation("`") {
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

    /// A literal whose interpolations name identifiers, each looked up (`"\(name)-24"` in a wrapper).
    private func expanding(_ pattern: NamePattern) -> [NamePattern] {
        guard pattern.isUnresolved else { return [pattern] }
        var results: [[NamePattern.Segment]] = [[]]
        for segment in pattern.segments {
            guard case .unresolved(.written(let chain)) = segment else {
                results = results.map { $0 + [segment] }
                continue
            }
            let options = lookup(chain)
            results = results.flatMap { prefix in options.map { prefix + $0.segments } }
            if results.count > Self.maximumAlternatives { return [NamePattern([.hole])] }
        }
        return unique(results.map(NamePattern.init))
    }

    private func unique(_ patterns: [NamePattern]) -> [NamePattern] {
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
