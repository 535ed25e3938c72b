import BarSkinCore
import SwiftSyntax

extension SwiftFileVisitor {
    func enter(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, .struct, node.inheritanceClause, node)
    }
    func leave(_ node: StructDeclSyntax) { leaveType() }

    func enter(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, .class, node.inheritanceClause, node)
    }
    func leave(_ node: ClassDeclSyntax) { leaveType() }

    func enter(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, .actor, node.inheritanceClause, node)
    }
    func leave(_ node: ActorDeclSyntax) { leaveType() }

    func enter(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, .enum, node.inheritanceClause, node)
    }
    func leave(_ node: EnumDeclSyntax) { leaveType() }

    func enter(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, .protocol, node.inheritanceClause, node)
    }
    func leave(_ node: ProtocolDeclSyntax) { leaveType() }

    func enter(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(Self.typeName(node.extendedType)?.name ?? written(node.extendedType), .extension, node.inheritanceClause, node)
    }
    func leave(_ node: ExtensionDeclSyntax) { leaveType() }

    private func enterType(_ name: String, _ kind: SwiftTypeFacts.Kind, _ inheritance: InheritanceClauseSyntax?,
                           _ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        let inherited = inheritance?.inheritedTypes.map { written($0.type) } ?? []
        typePath.append(name)
        typeSlots.append(facts.types.count)
        facts.types.append(SwiftTypeFacts(name: name, path: typePath, kind: kind, inherited: inherited, place: place(of: node)))
        // A type inside a function body is that body's business: its members are still members.
        bodies.append(SwiftBodyContext(function: nil, isClosure: true))
        bodies[bodies.count - 1].isTypeBoundary = true
        return .visitChildren
    }

    private func leaveType() {
        typePath.removeLast()
        typeSlots.removeLast()
        bodies.removeLast()
    }

    /// Whether the walk is directly in a type's body (or at top level): a declaration there is a member.
    var isAtDeclarationLevel: Bool { bodies.last.map(\.isTypeBoundary) ?? true }

    func enter(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let slot = typeSlots.last, facts.types[slot].kind == .enum || facts.types[slot].kind == .extension else { return .skipChildren }
        let rawType = facts.types[slot].inherited.first { Self.rawValueTypes.contains($0) }
        for element in node.elements {
            var raw: String?
            if let value = element.rawValue?.value {
                if let literal = value.as(StringLiteralExprSyntax.self) { raw = Self.plainText(of: literal) }
                else if let number = value.as(IntegerLiteralExprSyntax.self) { raw = number.literal.text }
            }
            if raw == nil, element.parameterClause == nil {
                if rawType == "String" { raw = element.name.text }
                else if let rawType, rawType.hasPrefix("Int") || rawType.hasPrefix("UInt") {
                    let previous = facts.types[slot].cases.last?.rawValue.flatMap(Int.init)
                    raw = String(previous.map { $0 + 1 } ?? 0)
                }
            }
            facts.types[slot].cases.append(SwiftCaseFacts(name: element.name.text, rawValue: raw, place: place(of: element.name)))
        }
        return .skipChildren
    }

    /// Raw-value types whose cases' values trace can name.
    static let rawValueTypes: Set<String> = ["String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]

    /// A literal's text when it has no interpolation.
    static func plainText(of literal: StringLiteralExprSyntax) -> String? {
        var text = ""
        for segment in literal.segments {
            guard case .stringSegment(let piece) = segment else { return nil }
            text += piece.content.text
        }
        return text
    }

    /// The type members are looked up on: `Details` of `Model.Details?`, `Item` of `[Item]` (a collection).
    static func typeName(_ type: TypeSyntax?) -> SwiftTypeName? {
        guard let type else { return nil }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            // `Array<Item>`, `Set<Item>`: a collection of the argument.
            if ["Array", "Set", "ContiguousArray"].contains(identifier.name.text),
               let argument = identifier.genericArgumentClause?.arguments.first?.argument.as(TypeSyntax.self),
               let element = typeName(argument) {
                return SwiftTypeName(name: element.name, isCollection: true)
            }
            return SwiftTypeName(name: identifier.name.text)
        }
        if let member = type.as(MemberTypeSyntax.self) { return SwiftTypeName(name: member.name.text) }
        if let optional = type.as(OptionalTypeSyntax.self) { return typeName(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return typeName(unwrapped.wrappedType) }
        if let array = type.as(ArrayTypeSyntax.self), let element = typeName(array.element) {
            return SwiftTypeName(name: element.name, isCollection: true)
        }
        if let attributed = type.as(AttributedTypeSyntax.self) { return typeName(attributed.baseType) }
        if let some = type.as(SomeOrAnyTypeSyntax.self) { return typeName(some.constraint) }
        return nil
    }
}
