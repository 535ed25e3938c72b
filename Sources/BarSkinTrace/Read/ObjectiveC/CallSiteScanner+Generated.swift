import BarSkinCore

extension CallSiteScanner {
    /// A call of one of the project's wrapper functions (the second pass): the
    /// argument for the wrapper's parameter goes into the wrapper's name.
    func wrapperCall(named name: String, at index: Int) -> CallSite? {
        guard let candidates = wrappers[name], index == 0 || tokens[index - 1].identifier != "func" else { return nil }
        for wrapper in candidates {
            var call: CallSite?
            if wrapper.isObjC {
                // `[x part:arg]`, not the declaration `- (UIImage *)part:(NSString *)name`.
                guard isPunctuation(1, index, ":"), index > 0, !tokens[index - 1].isPunctuation(")") else { continue }
                call = expressionCall(start: index + 2, role: "\(name):")
            } else {
                var open = index + 1
                if isPunctuation(1, index, "."), word(2, index) == "init" { open = index + 3 }
                guard isPunctuation(0, open, "(") else { continue }
                call = swiftArgument(of: wrapper, from: open + 1)
            }
            guard var found = call else { continue }
            found.template = wrapper.pattern
            found.templateHole = wrapper.hole
            found.fallsBack = wrapper.fallsBack
            return found
        }
        return nil
    }

    /// The argument a Swift call passes for the wrapper's parameter: by label, or by position when unlabeled.
    private func swiftArgument(of wrapper: ImageWrapper, from first: Int) -> CallSite? {
        var start = first
        var position = 0
        while start < tokens.count {
            let labelled = word(0, start) != nil && isPunctuation(1, start, ":")
            let valueStart = labelled ? start + 2 : start
            let end = argumentEnd(from: valueStart)
            let label = labelled ? word(0, start) : nil
            if end > valueStart, label == wrapper.label, wrapper.label != nil || position == wrapper.index {
                let role = "\(wrapper.callee)(\(wrapper.label ?? "_"):)"
                return CallSite(argument: .expression(valueStart..<end, suffix: nil), location: tokens[valueStart], role: role)
            }
            guard end < tokens.count, tokens[end].isPunctuation(",") else { return nil }
            start = end + 1
            position += 1
        }
        return nil
    }

    /// Keywords a value may follow: `.chat` after them is an implicit member, not a member of them.
    static let keywordsBeforeAValue: Set<String> = ["return", "case", "in", "where", "throw", "try", "await", "else", "then", "yield"]

    /// A bare `.name` (an implicit member) that some image set generates: counted
    /// as a use where the code says an image is meant (`var icon: ImageResource { .chat }`,
    /// `let image: UIImage = .chat`), else kept for judging once the project's
    /// declarations are known (an enum case of that name makes it ambiguous).
    func noteBareSymbol(at index: Int, into state: inout ScanState) {
        guard let generated, generated.countsBareSymbols, !state.consumedDots.contains(index), index + 1 < tokens.count else { return }
        if index > 0 {
            let before = tokens[index - 1]
            if (before.identifier != nil && !Self.keywordsBeforeAValue.contains(before.identifier!)) || before.isClosing || before.string != nil || before.isNumber
                || before.isPunctuation("?") || before.isPunctuation("!") || before.isPunctuation("`") { return }
        }
        let quoted = tokens[index + 1].isPunctuation("`")
        guard let first = word(quoted ? 2 : 1, index), generated.isSymbolRoot(first),
              case .symbol(let path)? = symbolCall(start: index, location: index + (quoted ? 2 : 1), role: "")?.argument,
              generated.isSymbol(path) else { return }
        // A symbol is never called, nor matched in a `case` pattern: `.quote(let items)` and
        // `case .link:` are an enum's cases.
        let after = index + (quoted ? 4 : 2) + 2 * (path.split(separator: ".").count - 1)
        if after < tokens.count, tokens[after].isPunctuation("(") { return }
        if isInCasePattern(before: index) { return }
        let location = tokens[index + (quoted ? 2 : 1)]
        if hasImageContext(before: index, state: state) {
            state.references.append(reference(.symbol(path), at: location, role: "ImageResource"))
        } else {
            state.bareSymbols.append(reference(.symbol(path), at: location, role: "asset symbol"))
        }
    }

    /// Whether `case` starts the pattern the dot is in (`case .a, .b:`, `if case .a = x`).
    private func isInCasePattern(before index: Int) -> Bool {
        var position = index - 1
        while position >= 0, position >= index - 32 {
            let token = tokens[position]
            if token.identifier == "case" { return true }
            if token.isPunctuation(":") || token.isPunctuation("{") || token.isPunctuation("}") || token.isPunctuation(";")
                || token.isPunctuation("=") || token.isPunctuation("(") { return false }
            position -= 1
        }
        return false
    }

    /// Whether the code around a bare `.name` says an image is meant: an enclosing
    /// function or property declared with an image type, or an image type or
    /// `imageResource:` label earlier on the line.
    private func hasImageContext(before index: Int, state: ScanState) -> Bool {
        if let declared = state.scopes.declaredType, Self.namesImageType(declared) { return true }
        let line = tokens[index].line
        var position = index - 1
        // A statement's start is near: a long line of many members costs no more than its tokens.
        while position >= 0, position >= index - 32, tokens[position].line == line {
            if let word = tokens[position].identifier, Self.imageTypes.contains(word) || word == "imageResource" { return true }
            position -= 1
        }
        return false
    }
}
