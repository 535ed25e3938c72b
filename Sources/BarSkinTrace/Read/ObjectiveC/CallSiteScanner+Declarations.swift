import BarSkinCore

extension CallSiteScanner {
    /// Type names whose values are images, not names: `Image(item.icon)` with
    /// `var icon: ImageResource` loads no name.
    static let imageTypes: Set<String> = ["ImageResource", "UIImage", "NSImage", "Image", "CGImage", "ImageAsset", "SymbolAsset"]

    /// Reads the declarations that start at `name`: type and function headers (whose
    /// bodies then scope names), typed variables, enum cases and static members.
    func noteDeclaration(_ name: String, at index: Int, into state: inout ScanState) {
        // Every identifier passes here: most are no declaration word, told by their first byte.
        guard let first = name.utf8.first, Self.declarationInitials[Int(first)] else { return }
        if Self.typeKeywords.contains(name), let (brace, scope) = typeHeader(at: index) {
            state.bodies[brace] = scope
            if case .type(let typeName, _) = scope, name != "extension" { noteMember(typeName, at: index + 1, into: &state) }
        } else if name == "func" || name == "init", let (brace, scope) = functionHeader(at: index, type: state.scopes.typePath.last) {
            state.bodies[brace] = scope
            if name == "func", case .function(let header) = scope {
                for parameter in header.parameters { noteParameterType(parameter.name, in: index, into: &state) }
                if Self.namesImageType(header.returnType) { state.declarations.imageTypedMembers.insert(header.callee) }
            }
        } else if name == "case", case .type(let typeName, let rawType)? = state.scopes.innermost {
            noteCases(after: index, of: typeName, rawType: rawType, into: &state)
        } else if name == "static" || name == "class", index + 2 < tokens.count, let keyword = tokens[index + 1].identifier,
                  keyword == "let" || keyword == "var" || keyword == "func", let member = tokens[index + 2].identifier {
            noteMember(member, at: index + 2, into: &state)
        } else if (name == "var" || name == "let"), index + 3 < tokens.count, let variable = tokens[index + 1].identifier,
                  tokens[index + 2].isPunctuation(":") {
            let typeEnd = min(tokens.count, index + 12)
            let line = tokens[index + 2].line
            let typeTokens = tokens[(index + 3)..<typeEnd].prefix { token in
                token.line == line && (token.isPunctuation("?") || token.isPunctuation(".")
                    || token.identifier.map { !Self.declarationKeywords.contains($0) } == true)
            }
            let typeWords = typeTokens.compactMap(\.identifier)
            guard let type = typeWords.last else { return }
            state.variableTypes[variable] = type
            if state.scopes.isInFunction, index + 3 + typeTokens.count >= tokens.count
                || !tokens[index + 3 + typeTokens.count].isPunctuation("=") {
                // `let imageName: String` then `imageName = "a"` in each branch: the branches add to it.
                state.scopes.assign(variable, [], declaring: true)
            }
            // `let icon: String` with no value and no body: set by the memberwise initializer.
            let after = index + 3 + typeTokens.count
            let hasValue = after < tokens.count && (tokens[after].isPunctuation("=") || tokens[after].isPunctuation("{"))
                && tokens[after].line == tokens[index].line
            if type == "String", !hasValue, !state.scopes.isInFunction, let owner = state.scopes.typePath.last,
               index == 0 || (tokens[index - 1].identifier != "static" && tokens[index - 1].identifier != "class") {
                state.storedStrings[owner, default: []].insert(variable)
                state.declarations.storedNames.insert(variable)
                state.declarations.storedMembers.insert(owner + "." + variable)
            }
            if Self.namesImageType(typeWords.joined(separator: " ")) { state.declarations.imageTypedMembers.insert(variable) }
            if name == "var", let brace = bodyBrace(from: index + 3), !state.scopes.isInFunction {
                state.bodies[brace] = .property(name: variable, type: typeWords.joined(separator: " "))
            }
        }
    }

    /// The first bytes of the words ``noteDeclaration(_:at:into:)`` acts on.
    private static let declarationInitials = ByteTable("csepafilv")

    static func namesImageType(_ type: String) -> Bool {
        type.split(separator: " ").contains { imageTypes.contains(String($0)) }
    }

    /// `(name: Icon, ...)`: a parameter's declared type, for `name.rawValue`.
    private func noteParameterType(_ name: String, in header: Int, into state: inout ScanState) {
        var position = header
        let limit = min(tokens.count - 2, header + 64)
        while position < limit {
            if tokens[position].identifier == name, tokens[position + 1].isPunctuation(":"), let type = tokens[position + 2].identifier {
                state.variableTypes[name] = type
                return
            }
            position += 1
        }
    }

    private func noteMember(_ member: String, at index: Int, into state: inout ScanState) {
        let place = "\(file):\(tokens[index].line):\(tokens[index].column)"
        if state.declarations.members[member] == nil { state.declarations.members[member] = place }
    }

    /// `case home = "tab_home", profile`: each case is a member, and in a `String`
    /// enum a constant `Icon.home` whose value is its raw value (its name when unwritten).
    /// (An `Int` enum's cases count on from the last written value, from 0.)
    private func noteCases(after index: Int, of type: String, rawType: String?, into state: inout ScanState) {
        var position = index + 1
        let line = tokens[index].line
        while position < tokens.count, let name = tokens[position].identifier, tokens[position].line == line || position == index + 1 {
            noteMember(name, at: position, into: &state)
            var value = NamePattern([.text(name)])
            if rawType == "Int" {
                value = NamePattern([.text(String(state.nextIntRawValue[type, default: 0]))])
            }
            position += 1
            if position + 1 < tokens.count, tokens[position].isPunctuation("="), let literal = tokens[position + 1].string {
                value = literal
                position += 2
            } else if position + 1 < tokens.count, tokens[position].isPunctuation("="), case .number(let number?) = tokens[position + 1].kind {
                value = NamePattern([.text(String(number))])
                state.nextIntRawValue[type] = number
                position += 2
            } else if position < tokens.count, tokens[position].isPunctuation("(") {
                // An associated value: no raw value; the list may go on (`case link(URL), quote([Node])`).
                guard let close = matchingClose(from: position) else { return }
                position = close + 1
            }
            if rawType == "Int" { state.nextIntRawValue[type, default: 0] += 1 }
            if rawType != nil {
                state.declarations.addConstant(type + "." + name, [value])
                state.declarations.rawValues[type, default: []].append(value)
            }
            guard position < tokens.count, tokens[position].isPunctuation(",") else { return }
            position += 1
        }
    }

    /// A literal a computed `String` property returns (`return "x"`, `case .a: "x"`,
    /// `{ "x" }`) is one of its values, under the property's keys.
    func noteLiteral(at index: Int, into state: inout ScanState) {
        guard !secondPass, let property = state.scopes.property, property.type.hasPrefix("String"),
              let literal = tokens[index].string, index > 0, index + 1 < tokens.count else { return }
        let before = tokens[index - 1], after = tokens[index + 1]
        let returned = before.identifier == "return" || before.isPunctuation("{") || before.isPunctuation(":")
        let ends = after.isPunctuation("}") || after.identifier == "case" || after.identifier == "default" || after.line > tokens[index].line
        guard returned && ends else { return }
        // Interpolations are looked up here, where the enclosing type is known (`"Alt\\(rawValue)-image"`).
        for value in literal.isUnresolved ? evaluate(tokens[index...index], state) : [literal] {
            state.addPropertyValue(property.name, value)
        }
    }
}

extension ScanState {
    /// A value of the computed property `name` of the enclosing type.
    mutating func addPropertyValue(_ name: String, _ value: NamePattern) {
        addConstant(name, [value])
    }
}
