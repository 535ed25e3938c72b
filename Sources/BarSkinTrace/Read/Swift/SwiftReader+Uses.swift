import BarSkinCore
import SwiftSyntax

extension SwiftFileVisitor {
    /// `x = value`: a local gains a value; `self.x = value` in an initializer sets a member; a
    /// member written elsewhere is a write its type's readers must allow for. `x += 1` gives
    /// a value only run time knows: a counter is no longer the number it started at.
    func enter(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard !accessorsOnly, node.elements.count >= 3 else { return .visitChildren }
        // The operator is looked at before the operands are gathered: most sequences compare or add.
        let operation = node.elements[node.elements.index(after: node.elements.startIndex)]
        let isCompound = operation.as(BinaryOperatorExprSyntax.self).map { Self.compoundAssignments.contains($0.operator.text) } ?? false
        guard isCompound || operation.is(AssignmentExprSyntax.self) else { return .visitChildren }
        let elements = Array(node.elements)
        let assigned = isCompound ? .unknown : value(of: elements[2...])
        if let name = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text {
            if let level = scopes.lastIndex(where: { $0[name] != nil }) {
                scopes[level][name]!.values.append(assigned)
            } else if parameterPosition(name) == nil, !typePath.isEmpty {
                assignMember(name, assigned, baseType: SwiftTypeName(name: typePath.last!))
            }
        } else if let member = elements[0].as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            if Self.isSelf(base), let type = typePath.last {
                assignMember(name, assigned, baseType: SwiftTypeName(name: type))
            } else {
                var baseType: SwiftTypeName?
                if case .instance(let type)? = path(of: base)?.root, path(of: base)?.members.isEmpty == true { baseType = type }
                facts.memberWrites.append(SwiftMemberWrite(member: name, baseType: baseType, value: assigned))
            }
        }
        return .visitChildren
    }

    /// Operators that change what a variable holds in place.
    static let compoundAssignments: Set<String> = ["+=", "-=", "*=", "/=", "%=", "<<=", ">>=", "&=", "|=", "^="]

    /// A member set in an initializer (its callers say what), else a write like any other.
    private func assignMember(_ name: String, _ value: SwiftValue, baseType: SwiftTypeName) {
        if let function = currentFunction, facts.functions[function].name == "init", let position = bodies.lastIndex(where: { $0.function == function }) {
            bodies[position].memberAssignments[name, default: []].append(value)
        } else {
            facts.memberWrites.append(SwiftMemberWrite(member: name, baseType: baseType, value: value))
        }
    }

    /// A literal that names an image is evidence; one built from data is a template, evaluated once
    /// the project is indexed.
    func enter(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        // A preview's strings are the canvas's, no evidence of what the app loads.
        guard !accessorsOnly, previews == 0, !isOtherThanAName(node) else { return .skipChildren }
        if let text = Self.plainText(of: node) {
            if let matcher, let name = matcher.assetName(for: text) {
                let place = place(of: node)
                var evidence = NameEvidence(assetName: name, text: text, file: facts.file, line: place.line, column: place.column)
                if let type = typePath.last, let cases = bodies.last?.switchCases.last {
                    let member = bodies.last?.pendingMember?.name ?? bodies.last?.function.map { facts.functions[$0].name }
                    evidence.onlyFor = NameEvidence.EnumCases(type: type, cases: cases, member: member)
                }
                evidence.passedTo = argumentPlace(Syntax(node))
                evidence.onlyWhenRead = staticMembers.last.map { member in
                    NameEvidence.MemberRead(member: member.name, type: typePath.last, implicitly: member.readImplicitly)
                } ?? storedMembers.last.map { NameEvidence.MemberRead(member: $0.name) }
                facts.evidence.append(evidence)
            }
            return .skipChildren
        }
        let written = NamePattern(node.segments.map { segment -> NamePattern.Segment in
            if case .stringSegment(let piece) = segment { return .text(piece.content.text) }
            return .hole
        })
        guard ImageNameMatcher.mayBeAName(written) else { return .visitChildren }
        facts.templates.append(SwiftTemplate(value: value(of: node), text: written.glob, place: place(of: node), function: currentFunction))
        return .visitChildren
    }

    /// Where a literal is something other than a name: a dictionary key or subscript, a
    /// localization key, a key path, a URL query item's name, an SF Symbol's name.
    func isOtherThanAName(_ node: some SyntaxProtocol) -> Bool {
        guard let parent = node.parent else { return false }
        if let element = parent.as(DictionaryElementSyntax.self), element.key.id == node.id { return true }
        guard let argument = parent.as(LabeledExprSyntax.self) else { return false }
        let label = argument.label?.text ?? ""
        if ["systemName", "systemSymbolName", "forKey", "forKeyPath"].contains(label) || label.hasSuffix("ForKey") { return true }
        if Self.namesASymbol(label) { return true }
        if argument.parent?.parent?.is(SubscriptCallExprSyntax.self) == true { return true }
        guard let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let callee = Self.calleeName(call.calledExpression) else { return false }
        if LiteralContext.nonNameCalls.contains(callee) || callee.hasSuffix("ForKey") || callee == "Text" { return true }
        // `Color("carbs")`, `UIColor(named:)`, `UIFont(name:size:)` name a colour set or a font, never an image.
        if Self.colourAndFontTypes.contains(callee) { return true }
        return callee == "URLQueryItem" && label == "name"
    }

    /// Types whose initializers take a colour's or a font's name.
    static let colourAndFontTypes: Set<String> = ["Color", "UIColor", "NSColor", "UIFont", "NSFont"]

    /// Whether an argument label says its value is an SF Symbol's name: SwiftUI's `systemImage:`,
    /// and a project's own `symbolName:` or `forSymbolName:` (ownCloud's `OCSymbol.icon(forSymbolName: "xmark")`).
    static func namesASymbol(_ label: String) -> Bool {
        label == "systemImage" || label.hasSuffix("SystemImage") || label.lowercased().hasSuffix("symbolname")
    }

    /// The enum a `rawValue:` initializer call builds.
    private func rawValueInitializerType(_ called: ExprSyntax) -> String? {
        if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
            guard let base = member.base else { return typePath.last }
            let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text
            return name == "Self" || name == "self" ? typePath.last : name
        }
        let name = Self.calleeName(called)
        if name == "Self" { return typePath.last }
        return name?.startsUppercase == true ? name : nil
    }

    /// A call that passes something to what the project may declare, with its arguments' `labels`: kept for the wrappers' callers.
    func recordInvocation(_ node: FunctionCallExprSyntax, _ labels: [String?]) {
        // `T(rawValue:)`, and `.init(rawValue:)` or `Self(rawValue:)` inside the enum: a case built from data.
        if labels == ["rawValue"], let type = rawValueInitializerType(node.calledExpression) { facts.iteratedTypes.insert(type) }
        guard let callee = Self.calleeName(node.calledExpression), !node.arguments.isEmpty else { return }
        var arguments: [SwiftCall.Argument] = []
        var carries = false
        for argument in node.arguments {
            let bound = value(of: argument.expression)
            if bound != .unknown, bound.hasText || bound.usesParameter { carries = true }
            arguments.append(SwiftCall.Argument(label: argument.label?.text, value: bound))
        }
        // Placed only once kept: most calls carry nothing a name could come from.
        guard carries else { return }
        let places = node.arguments.map { place(of: $0.expression) }
        facts.invocations.append(SwiftInvocation(callee: callee, arguments: arguments, argumentPlaces: places,
                                                 platforms: conditions.platforms, function: currentFunction, enclosingType: outermostContext))
    }
}
