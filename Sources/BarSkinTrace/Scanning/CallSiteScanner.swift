import BarSkinCore

/// Finds the image-loading call sites in one Swift or Objective-C file.
///
/// Recognised: `imageNamed:` and its bundle/traits variants, `UIImage(named:)`
/// and variants, SwiftUI `Image("…")`, `#imageLiteral(resourceName:)`,
/// `UIImage(imageLiteralResourceName:)`, generated asset symbols
/// (`UIImage(resource: .x)`, `Image(.x)`, `ImageResource.x`) and
/// `pathForResource:ofType:` / `path(forResource:ofType:)` with an image type.
/// `UIImage(systemName:)` is an SF Symbol and is skipped.
struct CallSiteScanner {
    let tokens: [SourceToken]
    let file: String
    let source: ReferenceSource

    /// Every reference in the file, in source order.
    func scan() -> [ImageReference] {
        var references: [ImageReference] = []
        var scopes = ConstantScopes()
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("{") { scopes.push() }
            if token.isPunctuation("}") { scopes.pop() }
            if let name = token.identifier {
                if name == "#define", let (macro, value) = objectMacro(at: index) {
                    scopes.assign(macro, NameExpression(constants: { scopes.values(of: $0) }).evaluate(value), declaring: true)
                } else if isAssignment(at: index) {
                    let value = valueTokens(after: index + 1)
                    let values = NameExpression(constants: { scopes.values(of: $0) }).evaluate(value)
                    scopes.assign(name, values, declaring: index > 0 && isDeclarationKeyword(tokens[index - 1]))
                } else if let call = callSite(named: name, at: index) {
                    let patterns: [NamePattern]
                    switch call.argument {
                    case .expression(let range, let suffix):
                        let evaluated = NameExpression(constants: { scopes.values(of: $0) }).evaluate(tokens[range])
                        patterns = evaluated.map { NamePattern($0.segments + (suffix.map { [.text($0)] } ?? [])) }
                            .filter { !call.needsKnownText || !$0.matchesEverything }
                    case .symbol(let symbol):
                        references.append(reference(.symbol(symbol), at: call.location, role: call.role))
                        index += 1
                        continue
                    }
                    for pattern in patterns {
                        let target: ReferenceTarget = pattern.literal.map(ReferenceTarget.name) ?? .pattern(pattern)
                        references.append(reference(target, at: call.location, role: call.role))
                    }
                }
            }
            index += 1
        }
        return references
    }

    private func reference(_ target: ReferenceTarget, at location: SourceToken, role: String) -> ImageReference {
        ImageReference(target: target, file: file, line: location.line, column: location.column, source: source, role: role)
    }

    // MARK: Assignments

    private func isDeclarationKeyword(_ token: SourceToken) -> Bool {
        guard let word = token.identifier else { return token.isPunctuation("*") }
        return word == "let" || word == "var" || word == "NSString" || word == "id"
    }

    /// `name = value`, not `==`, `+=`, `a.name =` or a default argument.
    private func isAssignment(at index: Int) -> Bool {
        guard index + 2 < tokens.count, tokens[index + 1].isPunctuation("="), !tokens[index + 2].isPunctuation("=") else {
            return false
        }
        if index > 0, tokens[index - 1].isPunctuation(".") { return false }
        return true
    }

    /// `#define kIcon @"icon"`: the macro's name and its value, the rest of the line.
    /// Function-like macros (`#define IMG(n) ...`, no space before the parenthesis) are not constants.
    private func objectMacro(at index: Int) -> (String, ArraySlice<SourceToken>)? {
        let line = tokens[index].line
        guard index + 2 < tokens.count, let macro = tokens[index + 1].identifier, tokens[index + 1].line == line,
              tokens[index + 2].line == line else { return nil }
        let name = tokens[index + 1]
        if tokens[index + 2].isPunctuation("("), tokens[index + 2].column == name.column + macro.count { return nil }
        var end = index + 2
        while end < tokens.count, tokens[end].line == line, end - index <= NameExpression.maximumTokens { end += 1 }
        return (macro, tokens[(index + 2)..<end])
    }

    /// The value tokens after `=`: to `;` (Objective-C) or the end of the line (Swift).
    private func valueTokens(after equals: Int) -> ArraySlice<SourceToken> {
        let start = equals + 1
        let line = tokens[equals].line
        var depth = 0
        var end = start
        // A longer value is unknown anyway (see NameExpression.maximumTokens); stop looking.
        let limit = min(tokens.count, start + NameExpression.maximumTokens + 1)
        while end < limit {
            let token = tokens[end]
            if depth == 0 && (token.isPunctuation(";") || token.isPunctuation(",") || token.isPunctuation("{")
                || token.isPunctuation("}") || (source == .swift && token.line != line)) { break }
            if token.isOpening { depth += 1 }
            if token.isClosing { depth -= 1; if depth < 0 { break } }
            end += 1
        }
        return tokens[start..<end]
    }
}

/// Local constants by brace scope: what each variable was assigned, so
/// `img = @"RepoPrivate"; … imageNamed:img` resolves within one function.
struct ConstantScopes {
    private var scopes: [[String: [NamePattern]]] = [[:]]

    mutating func push() { scopes.append([:]) }

    mutating func pop() { if scopes.count > 1 { scopes.removeLast() } }

    /// Records a value; a reassignment adds to the variable's values in the scope that declared it.
    mutating func assign(_ name: String, _ values: [NamePattern], declaring: Bool) {
        if !declaring, let level = scopes.lastIndex(where: { $0[name] != nil }) {
            scopes[level][name, default: []].append(contentsOf: values.filter { !scopes[level][name]!.contains($0) })
        } else {
            scopes[scopes.count - 1][name] = values
        }
    }

    /// Every value assigned to `name` in the innermost scope that knows it.
    func values(of name: String) -> [NamePattern]? {
        scopes.last(where: { $0[name] != nil })?[name]
    }
}
