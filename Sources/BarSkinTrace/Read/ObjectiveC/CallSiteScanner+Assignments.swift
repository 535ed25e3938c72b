import BarSkinCore

extension CallSiteScanner {
    /// `name = value`, not `==`, `a.name =` or `a->name =`.
    func isAssignment(at index: Int) -> Bool {
        guard index + 2 < tokens.count, tokens[index + 1].isPunctuation("="), !tokens[index + 2].isPunctuation("=") else {
            return false
        }
        if index > 0, tokens[index - 1].isPunctuation(".") || tokens[index - 1].isPunctuation(">") { return false }
        return true
    }

    /// Whether the token before a name declares it (`NSString *name`, `id name`, `const name`).
    func isDeclarationKeyword(_ token: SourceToken) -> Bool {
        guard let word = token.identifier else { return token.isPunctuation("*") }
        return word == "NSString" || word == "id" || word == "const"
    }

    /// `NSString *name;` (or `, name;` after one): a local string declared with no value yet.
    func isDeclarationWithoutValue(at index: Int) -> Bool {
        guard index >= 2, index + 1 < tokens.count, tokens[index + 1].isPunctuation(";") || tokens[index + 1].isPunctuation(","),
              tokens[index - 1].isPunctuation("*") else { return false }
        return tokens[index - 2].identifier.map { ["NSString", "NSMutableString"].contains($0) } ?? false
    }

    /// `#define kIcon @"icon"`: the macro's name and its value, the rest of the line.
    /// Function-like macros (`#define IMG(n) ...`, no space before the parenthesis) are not constants.
    func objectMacro(at index: Int) -> (String, ArraySlice<SourceToken>)? {
        let line = tokens[index].line
        guard index + 2 < tokens.count, let macro = tokens[index + 1].identifier, tokens[index + 1].line == line,
              tokens[index + 2].line == line else { return nil }
        let name = tokens[index + 1]
        if tokens[index + 2].isPunctuation("("), tokens[index + 2].column == name.column + macro.count { return nil }
        var end = index + 2
        while end < tokens.count, tokens[end].line == line, end - index <= NameExpression.maximumTokens { end += 1 }
        return (macro, tokens[(index + 2)..<end])
    }

    /// The value tokens after `=`, to the `;` (or `,`) that ends the statement.
    func valueTokens(after equals: Int) -> ArraySlice<SourceToken> {
        let start = equals + 1
        var depth = 0
        var end = start
        // A longer value is unknown anyway (see NameExpression.maximumTokens); stop looking.
        let limit = min(tokens.count, start + NameExpression.maximumTokens + 1)
        while end < limit {
            let token = tokens[end]
            if depth == 0 && (token.isPunctuation(";") || token.isPunctuation(",") || token.isPunctuation("{")
                || token.isPunctuation("}")) { break }
            if token.isOpening { depth += 1 }
            if token.isClosing { depth -= 1; if depth < 0 { break } }
            end += 1
        }
        return tokens[start..<end]
    }
}
