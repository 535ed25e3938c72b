import BarSkinCore

extension NameExpression {
    /// The tokens without parentheses that enclose all of them (`(a ? b : c)`).
    func trimmingParentheses(_ tokens: ArraySlice<SourceToken>) -> ArraySlice<SourceToken> {
        var tokens = tokens
        while tokens.count >= 2, tokens.first!.isPunctuation("("), tokens.last!.isPunctuation(")"),
              closingIndex(tokens, from: tokens.startIndex) == tokens.index(before: tokens.endIndex) {
            tokens = tokens.dropFirst().dropLast()
        }
        return tokens
    }

    /// The bracket that closes the one at `start`.
    func closingIndex(_ tokens: ArraySlice<SourceToken>, from start: Int) -> Int? {
        var depth = 0
        for index in start..<tokens.endIndex {
            if tokens[index].isOpening { depth += 1 }
            if tokens[index].isClosing { depth -= 1; if depth == 0 { return index } }
        }
        return nil
    }

    /// `cond ? a : b` at depth 0, as the two branch token ranges; `a ?: b` gives `a` itself
    /// as the first branch.
    func ternaryBranches(_ tokens: ArraySlice<SourceToken>) -> (ArraySlice<SourceToken>, ArraySlice<SourceToken>)? {
        var depth = 0
        var question: Int?
        var pending = 0
        for index in tokens.indices {
            let token = tokens[index]
            if token.isOpening { depth += 1 } else if token.isClosing { depth -= 1 }
            guard depth == 0 else { continue }
            if token.isPunctuation("?"), index > tokens.startIndex {
                if question == nil { question = index }
                pending += 1
            } else if token.isPunctuation(":"), let start = question {
                pending -= 1
                guard pending == 0 else { continue }
                let thenPart = tokens[(start + 1)..<index]
                return (thenPart.isEmpty ? tokens[..<start] : thenPart, tokens[(index + 1)...])
            }
        }
        return nil
    }

    /// The operands between `separator`s at depth 0 (`"a" + name + "b"`).
    func split(_ tokens: ArraySlice<SourceToken>, on separator: Character) -> [ArraySlice<SourceToken>] {
        var parts: [ArraySlice<SourceToken>] = []
        var depth = 0
        var start = tokens.startIndex
        for index in tokens.indices {
            if tokens[index].isOpening { depth += 1 } else if tokens[index].isClosing { depth -= 1 }
            if depth == 0, tokens[index].isPunctuation(separator) {
                parts.append(tokens[start..<index])
                start = index + 1
            }
        }
        parts.append(tokens[start...])
        return parts
    }
}
