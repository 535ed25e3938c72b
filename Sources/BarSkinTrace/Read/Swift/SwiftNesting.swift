/// Whether a Swift file nests deeper than its readers may follow, checked before it is parsed:
/// swift-syntax stops parsing at its own nesting limit, but its lexer still copies its stack of
/// string states for every token after a deep interpolation (40,000 levels took minutes and
/// gigabytes), and 100,000 nested `#if`s, or `[`s (its lookahead for a type recurses without a
/// limit), overflowed the stack.
enum SwiftNesting {
    /// The first nesting too deep in `bytes` and the line it passes its limit on; nil for a file to parse.
    static func tooDeep(_ bytes: [UInt8]) -> (nesting: TraceNesting, line: Int)? {
        var conditionals = 0, interpolations = 0, brackets = 0, angles = 0, line = 1, atLineStart = true
        var deepBrackets: Int?
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                angles = 0
                atLineStart = true
                index += 1
                continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                index += 1
                continue
            case UInt8(ascii: "#") where atLineStart:
                // A directive in a comment or a string counts too: only a file that nests hundreds deep is refused.
                if isDirective(bytes, index, "#if") {
                    conditionals += 1
                    if conditionals > TraceNesting.conditionals.limit { return (.conditionals, line) }
                } else if isDirective(bytes, index, "#endif") {
                    conditionals = max(0, conditionals - 1)
                }
            case UInt8(ascii: "\\") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "("):
                interpolations += 1
            // Brackets in strings and comments count too: only hundreds left open at once are refused.
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                brackets += 1
                if brackets > TraceNesting.brackets.limit, deepBrackets == nil { deepBrackets = line }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                brackets = max(0, brackets - 1)
            // A generic's `<` follows a name (`A<A<`); counted on one line only, as `a<b` compares and never closes.
            case UInt8(ascii: "<") where index > 0 && SourceLexer.isIdentifierPart(bytes[index - 1]):
                angles += 1
                if angles > TraceNesting.brackets.limit, deepBrackets == nil { deepBrackets = line }
            case UInt8(ascii: ">"):
                angles = max(0, angles - 1)
            default: break
            }
            atLineStart = false
            index += 1
        }
        // Only a file with that many interpolations at all can nest them that deep: the lexer says whether it does.
        if interpolations > TraceNesting.interpolations.limit {
            var lexer = SourceLexer(bytes: bytes, swift: true)
            _ = lexer.tokenize()
            if let line = lexer.tooDeepAt { return (.interpolations, line) }
        }
        return deepBrackets.map { (.brackets, $0) }
    }

    /// Whether `word` starts at `index` and no identifier character follows it (`#if`, not `#ifdef`).
    private static func isDirective(_ bytes: [UInt8], _ index: Int, _ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard index + length <= bytes.count else { return false }
        for offset in 0..<length where bytes[index + offset] != word.utf8Start[offset] { return false }
        return index + length == bytes.count || !SourceLexer.isIdentifierPart(bytes[index + length])
    }
}
