/// Whether a Swift file nests deeper than its readers may follow, checked before it is parsed:
/// swift-syntax stops parsing at its own nesting limit, but its lexer still copies its stack of
/// string states for every token after a deep interpolation (40,000 levels took minutes and
/// gigabytes), and 100,000 nested `#if`s, or `[`s (its lookahead for a type recurses without a
/// limit), overflowed the stack.
enum SwiftNesting {
    /// The first nesting too deep in `bytes` and the line it passes its limit on; nil for a file to parse.
    static func tooDeep(_ bytes: [UInt8]) -> (nesting: TraceNesting, line: Int)? {
        let (found, interpolations) = bytes.withUnsafeBufferPointer(scan)
        if let found, found.nesting == .conditionals { return found }
        // Only a file with that many interpolations at all can nest them that deep: the lexer says whether it does.
        if interpolations > TraceNesting.interpolations.limit {
            var lexer = SourceLexer(bytes: bytes, swift: true)
            _ = lexer.tokenize()
            if let line = lexer.tooDeepAt { return (.interpolations, line) }
        }
        return found
    }

    /// The byte scan behind ``tooDeep(_:)``: a `#if` nesting too deep (where it stops), else the first
    /// bracket nesting too deep, and how many interpolations open in all.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (found: (nesting: TraceNesting, line: Int)?, interpolations: Int) {
        var conditionals = 0, interpolations = 0, brackets = 0, angles = 0, line = 1, atLineStart = true
        var deepBrackets: Int?
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            // Most bytes are letters, none of which the switch below looks at, or indentation:
            // a compare and one mask test, not a jump through its table of cases.
            if byte == UInt8(ascii: " ") {
                index += 1
                continue
            }
            guard isMarked(byte) else {
                atLineStart = false
                index += 1
                continue
            }
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
                    if conditionals > TraceNesting.conditionals.limit { return ((.conditionals, line), interpolations) }
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
        return (deepBrackets.map { (.brackets, $0) }, interpolations)
    }

    /// Bytes the scan counts or that end a line's indentation: newline, tab, space, `#`, `\`, brackets, `<` and `>`.
    private static let markedBelow64: UInt64 = 1 << 9 | 1 << 10 | 1 << 32 | 1 << 35 | 1 << 40 | 1 << 41 | 1 << 60 | 1 << 62
    /// The same for bytes 64 to 127: `[`, `\`, `]`, `{` and `}`.
    private static let markedBelow128: UInt64 = 1 << (0x5B - 64) | 1 << (0x5C - 64) | 1 << (0x5D - 64) | 1 << (0x7B - 64) | 1 << (0x7D - 64)

    /// Whether the scan's switch has a case for `byte`.
    @inline(__always)
    private static func isMarked(_ byte: UInt8) -> Bool {
        if byte < 64 { return markedBelow64 >> UInt64(byte) & 1 != 0 }
        return byte < 128 && markedBelow128 >> UInt64(byte - 64) & 1 != 0
    }

    /// Whether `word` starts at `index` and no identifier character follows it (`#if`, not `#ifdef`).
    private static func isDirective(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, _ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard index + length <= bytes.count else { return false }
        for offset in 0..<length where bytes[index + offset] != word.utf8Start[offset] { return false }
        return index + length == bytes.count || !SourceLexer.isIdentifierPart(bytes[index + length])
    }
}
