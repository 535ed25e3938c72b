import BarSkinCore
import SwiftSyntax

extension SwiftFileVisitor {
    func enter(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isStatic = node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        let isConstant = node.bindingSpecifier.text == "let"
        guard isAtDeclarationLevel else {
            for binding in node.bindings { declareLocal(binding) }
            return .visitChildren
        }
        // A static's initializer or getter runs only when code reads it; one Objective-C may read is read.
        if isStatic, node.bindings.count == 1, let name = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           !node.attributes.contains(where: { $0.as(AttributeSyntax.self).map { written($0.attributeName) } == "objc" }) {
            // `.name` reads a static only where its type is the declaring one: a `String` constant in an extension of `String`.
            let annotation = node.bindings.first?.typeAnnotation?.type
            let readImplicitly = annotation.map { !Self.isText(written($0)) } ?? ["String", "NSString", "Substring"].contains(typePath.last ?? "")
            staticMembers.append((name, node.id, readImplicitly))
            if Self.isPublic(node) { facts.publicStatics.insert(name) }
        } else if !isStatic, !typePath.isEmpty, node.bindings.count == 1, let binding = node.bindings.first, binding.accessorBlock == nil, binding.initializer != nil,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            // A stored property's initial value is a name only if code reads the property (`let report = "settings"` is encoded, never loaded).
            storedMembers.append((name, node.id))
        }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            var type = Self.typeName(binding.typeAnnotation?.type)
            var initialValue: SwiftValue?
            if let initial = binding.initializer?.value {
                initialValue = self.value(of: initial)
                if type == nil { type = constructedType(initial) }
            }
            let getter = binding.accessorBlock.flatMap(Self.getterBody)
            var member = SwiftMemberFacts(name: name, isStatic: isStatic, isConstant: isConstant,
                                          isStoredWithoutValue: initialValue == nil && getter == nil && !isStatic, place: place(of: binding.pattern),
                                          type: type, value: initialValue)
            if getter != nil {
                // Walked as a body: its returns, and a `switch self`'s cases, are the property's values.
                var body = SwiftBodyContext(function: nil, returnType: binding.typeAnnotation.map { written($0.type) })
                body.isStatic = isStatic
                body.pendingMember = member
                body.opener = node.id
                bodies.append(body)
                // A getter written as a bare block has no code block of its own to scope its locals.
                scopes.append([:])
                member.value = nil
                return .visitChildren
            }
            addMember(member)
        }
        return .visitChildren
    }

    func leave(_ node: VariableDeclSyntax) {
        if staticMembers.last?.opener == node.id { staticMembers.removeLast() }
        if storedMembers.last?.opener == node.id { storedMembers.removeLast() }
        guard let body = bodies.last, var member = body.pendingMember, body.opener == node.id else { return }
        bodies.removeLast()
        _ = scopes.popLast()
        if let getter = node.bindings.first(where: { $0.accessorBlock != nil })?.accessorBlock.flatMap(Self.getterBody) {
            var finished = body
            noteImplicitReturn(getter, into: &finished)
            if Self.isText(finished.returnType) || Self.isWholeNumber(finished.returnType) || finished.returnType == nil {
                member.value = finished.returns.isEmpty ? nil : .oneOf(finished.returns)
                member.caseValues = finished.caseValues.mapValues { SwiftValue.oneOf($0) }
            }
        }
        addMember(member)
    }

    private func addMember(_ member: SwiftMemberFacts) {
        if let slot = typeSlots.last { facts.types[slot].members.append(member) } else { facts.globals.append(member) }
    }

    /// Whether a member is API other modules may read: `public` or `open` itself, or in a `public extension`.
    static func isPublic(_ node: VariableDeclSyntax) -> Bool {
        let api: Set<String> = ["public", "open"]
        if node.modifiers.contains(where: { api.contains($0.name.text) }) { return true }
        var parent = node.parent
        for _ in 0..<4 {
            guard let current = parent else { return false }
            if let type = current.as(ExtensionDeclSyntax.self) { return type.modifiers.contains { api.contains($0.name.text) } }
            parent = current.parent
        }
        return false
    }

    /// A getter's statements: the accessor block itself, or its `get { }`.
    static func getterBody(_ block: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
        switch block.accessors {
        case .getter(let statements): return statements
        case .accessors(let accessors):
            return accessors.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        }
    }

    /// Whether a declared type holds text.
    static func isText(_ type: String?) -> Bool {
        textTypes.contains(unwrapped(type))
    }

    /// Whether a declared type is a whole number, whose values an interpolation writes into a name (`"Fish\(day())"`).
    static func isWholeNumber(_ type: String?) -> Bool {
        wholeNumberTypes.contains(unwrapped(type))
    }

    private static let textTypes: Set<String> = ["String", "NSString", "Substring", "StaticString"]
    private static let wholeNumberTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
                                                        "NSInteger", "NSUInteger"]

    /// A declared type without its optional marks (`String?`, `Int!`), "" for none. Bytes, not Foundation's
    /// `replacingOccurrences`: every function and property asks, and most types have no mark to drop.
    private static func unwrapped(_ type: String?) -> String {
        guard let type else { return "" }
        let isMark = { (byte: UInt8) in byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") }
        guard type.utf8.contains(where: isMark) else { return type }
        return String(decoding: type.utf8.filter { !isMark($0) }, as: UTF8.self)
    }

    /// The type `T(...)` or `T.init(...)` makes, for a declaration with no annotation.
    func constructedType(_ expression: ExprSyntax) -> SwiftTypeName? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base { callee = base }
        guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text, name.startsUppercase else { return nil }
        return SwiftTypeName(name: name)
    }

    /// A local constant or variable: its value so far, its type, and the chain it stands for.
    private func declareLocal(_ binding: PatternBindingSyntax) {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, !scopes.isEmpty else { return }
        var local = SwiftLocal(values: [], type: Self.typeName(binding.typeAnnotation?.type))
        if let initial = binding.initializer?.value {
            let bound = value(of: initial)
            local.values = [bound]
            if case .path(let path) = bound { local.path = path }
            if local.type == nil { local.type = constructedType(initial) }
        }
        scopes[scopes.count - 1][name] = local
    }

    func enter(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, !scopes.isEmpty else { return .visitChildren }
        // `if let icon = model.icon`: the chain; `if let icon` alone keeps the outer name.
        guard let initial = node.initializer?.value else { return .visitChildren }
        let bound = value(of: initial)
        var local = SwiftLocal(values: [bound], type: Self.typeName(node.typeAnnotation?.type))
        if case .path(let path) = bound { local.path = path }
        scopes[scopes.count - 1][name] = local
        return .visitChildren
    }

    /// A getter's or function's single expression is what it returns (`var name: String { "x" }`).
    func noteImplicitReturn(_ statements: CodeBlockItemListSyntax, into body: inout SwiftBodyContext) {
        guard statements.count == 1, case .expr(let expression) = statements.first!.item else { return }
        if let switchExpression = expression.as(SwitchExprSyntax.self), Self.isSelf(switchExpression.subject) {
            for case .switchCase(let switchCase) in switchExpression.cases {
                guard switchCase.statements.count == 1, case .expr(let result) = switchCase.statements.first!.item else { continue }
                let bound = value(of: result)
                body.returns.append(bound)
                for name in Self.caseNames(switchCase) { body.caseValues[name, default: []].append(bound) }
            }
            return
        }
        body.returns.append(value(of: expression))
    }

    /// `self`.
    static func isSelf(_ expression: ExprSyntax) -> Bool {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
    }

    /// The case names a `switch self` case matches (`case .a, .b:`), `default` for the default.
    static func caseNames(_ switchCase: SwitchCaseSyntax) -> [String] {
        switch switchCase.label {
        case .default: return ["default"]
        case .case(let label): return label.caseItems.compactMap { caseName($0.pattern.as(ExpressionPatternSyntax.self)?.expression, qualified: true) }
        }
    }
}
