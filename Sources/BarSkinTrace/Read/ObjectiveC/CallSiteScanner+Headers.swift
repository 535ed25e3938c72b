import BarSkinCore

extension CallSiteScanner {
    /// Words that start another declaration: a header that reaches one has no body of its own.
    static let declarationKeywords: Set<String> = [
        "func", "var", "let", "class", "struct", "enum", "extension", "protocol", "actor", "init", "case",
        "import", "typealias", "subscript", "deinit", "@end", "@interface", "@implementation",
    ]
    static let typeKeywords: Set<String> = ["class", "struct", "enum", "extension", "actor", "protocol"]

    /// The `{` that opens the body of the declaration whose header runs from
    /// `start`, nil when it has none (a protocol requirement, a stored property).
    func bodyBrace(from start: Int) -> Int? {
        var depth = 0
        var index = start
        let limit = min(tokens.count, start + 256)
        while index < limit {
            let token = tokens[index]
            if token.isPunctuation("(") || token.isPunctuation("[") {
                depth += 1
            } else if token.isPunctuation(")") || token.isPunctuation("]") {
                depth -= 1
                if depth < 0 { return nil }
            } else if depth == 0 {
                if token.isPunctuation("{") { return index }
                if token.isPunctuation("}") || token.isPunctuation(";") || isAssigningEquals(index) { return nil }
                if index > start, let word = token.identifier, Self.declarationKeywords.contains(word) { return nil }
            }
            index += 1
        }
        return nil
    }

    /// An `=` that assigns, not one of `==`, `!=`, `<=`, `>=` (`extension P where ID == String {`).
    private func isAssigningEquals(_ index: Int) -> Bool {
        guard tokens[index].isPunctuation("=") else { return false }
        if index + 1 < tokens.count, tokens[index + 1].isPunctuation("=") { return false }
        if index > 0, ["=", "!", "<", ">"].contains(where: { tokens[index - 1].isPunctuation($0) }) { return false }
        return true
    }

    /// `enum Icon: String {`: the body's brace and what it opens.
    func typeHeader(at index: Int) -> (Int, BraceScope)? {
        guard let keyword = tokens[index].identifier, Self.typeKeywords.contains(keyword),
              index + 1 < tokens.count, var name = tokens[index + 1].identifier,
              !Self.declarationKeywords.contains(name), name != "var", name != "func" else { return nil }
        var position = index + 2
        // `extension Outer.Inner`: the innermost name is the one members are qualified by.
        while position + 1 < tokens.count, tokens[position].isPunctuation("."), let part = tokens[position + 1].identifier {
            name = part
            position += 2
        }
        guard let brace = bodyBrace(from: position) else { return nil }
        let inherits = tokens[position..<brace].compactMap(\.identifier)
        let rawType = keyword != "enum" ? nil : inherits.contains("String") ? "String" : inherits.contains("Int") ? "Int" : nil
        return (brace, .type(name: name, rawType: rawType))
    }

    /// `func name(_ a: String, b c: Int) -> T {` or `init(...) {` inside `type`.
    func functionHeader(at index: Int, type: String?) -> (Int, BraceScope)? {
        var position = index + 1
        let callee: String
        if tokens[index].identifier == "init" {
            guard let type, index == 0 || !tokens[index - 1].isPunctuation(".") else { return nil }
            callee = type
            if position < tokens.count, tokens[position].isPunctuation("?") || tokens[position].isPunctuation("!") { position += 1 }
        } else {
            guard position < tokens.count, let name = tokens[position].identifier else { return nil }
            callee = name
            position += 1
        }
        if position < tokens.count, tokens[position].isPunctuation("<") {
            while position < tokens.count, !tokens[position].isPunctuation(">"), position < index + 64 { position += 1 }
            position += 1
        }
        guard position < tokens.count, tokens[position].isPunctuation("("), let close = matchingClose(from: position) else { return nil }
        var parameters: [FunctionHeader.Parameter] = []
        var start = position + 1
        for separator in (position + 1)...close where separator == close || isTopLevelComma(separator, from: position + 1) {
            let slice = tokens[start..<separator]
            let names = slice.prefix { !$0.isPunctuation(":") }.compactMap(\.identifier)
            let type = slice.drop { !$0.isPunctuation(":") }.dropFirst().prefix { !$0.isPunctuation("=") }.compactMap(\.identifier)
                .filter { !$0.hasPrefix("@") && $0 != "inout" && $0 != "borrowing" && $0 != "consuming" }
            if let name = names.last {
                parameters.append(.init(label: names.count > 1 ? (names[0] == "_" ? nil : names[0]) : name, name: name, type: type))
            }
            start = separator + 1
        }
        guard let brace = bodyBrace(from: close + 1) else { return nil }
        let arrow = tokens[(close + 1)..<brace].firstIndex { $0.isPunctuation(">") }
        let returnType = arrow.map { tokens[($0 + 1)..<brace].compactMap(\.identifier).joined(separator: " ") } ?? ""
        return (brace, .function(FunctionHeader(callee: callee, parameters: parameters, returnType: returnType, isObjC: false)))
    }

    /// The bracket that closes the one at `open`, looking at most 256 tokens on.
    func matchingClose(from open: Int) -> Int? {
        var depth = 0
        for index in open..<min(tokens.count, open + 256) {
            if tokens[index].isOpening { depth += 1 } else if tokens[index].isClosing {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    private func isTopLevelComma(_ index: Int, from start: Int) -> Bool {
        guard tokens[index].isPunctuation(",") else { return false }
        var depth = 0
        for position in start..<index {
            if tokens[position].isOpening { depth += 1 } else if tokens[position].isClosing { depth -= 1 }
        }
        return depth == 0
    }

    /// `- (UIImage *)iconNamed:(NSString *)name size:(CGFloat)size {`: its selector parts are its labels.
    func objcMethodHeader(at index: Int) -> (Int, BraceScope)? {
        guard index + 1 < tokens.count, tokens[index + 1].isPunctuation("("),
              index == 0 || tokens[index - 1].line < tokens[index].line else { return nil }
        guard var position = matchingClose(from: index + 1).map({ $0 + 1 }) else { return nil }
        var parameters: [FunctionHeader.Parameter] = []
        while position + 1 < tokens.count, let part = tokens[position].identifier, tokens[position + 1].isPunctuation(":") {
            position += 2
            var type: [String] = []
            if position < tokens.count, tokens[position].isPunctuation("(") {
                guard let close = matchingClose(from: position) else { return nil }
                type = tokens[(position + 1)..<close].compactMap(\.identifier).filter { $0 != "const" && $0 != "nonnull" && $0 != "nullable" }
                position = close + 1
            }
            guard position < tokens.count, let name = tokens[position].identifier else { return nil }
            parameters.append(.init(label: part, name: name, type: type))
            position += 1
        }
        guard position < tokens.count, tokens[position].isPunctuation("{") else { return nil }
        return (position, .function(FunctionHeader(callee: "", parameters: parameters, returnType: "", isObjC: true)))
    }
}
