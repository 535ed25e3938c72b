import BarSkinCore
import SwiftSyntax

extension SwiftFileVisitor {
    /// Deepest expression ``value(of:)`` follows; deeper is a hole, so hostile nesting costs nothing.
    static let maximumDepth = 48
    /// Most operands one operator sequence may have.
    static let maximumOperands = 255

    /// What an expression evaluates to, bound where it is written.
    func value(of expression: ExprSyntax) -> SwiftValue {
        guard depth < Self.maximumDepth else { return .unknown }
        depth += 1
        defer { depth -= 1 }
        if let literal = expression.as(StringLiteralExprSyntax.self) { return value(of: literal) }
        if let number = integerLiteral(expression) ?? calendarValue(expression) { return number }
        if let sequence = expression.as(SequenceExprSyntax.self) { return value(of: Array(sequence.elements)[...]) }
        if let call = expression.as(FunctionCallExprSyntax.self) { return value(of: call) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1 { return value(of: tuple.elements.first!.expression) }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return .oneOf([value(of: ternary.thenExpression), value(of: ternary.elseExpression)])
        }
        if let ifExpression = expression.as(IfExprSyntax.self) { return .oneOf(branchValues(ifExpression)) }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return .oneOf(switchExpression.cases.compactMap { element in
                guard case .switchCase(let switchCase) = element, switchCase.statements.count == 1,
                      case .expr(let result) = switchCase.statements.first!.item else { return nil }
                return value(of: result)
            })
        }
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { return value(of: unwrapped.expression) }
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return value(of: chained.expression) }
        if let attempt = expression.as(TryExprSyntax.self) { return value(of: attempt.expression) }
        if let awaited = expression.as(AwaitExprSyntax.self) { return value(of: awaited.expression) }
        if let cast = expression.as(AsExprSyntax.self) { return value(of: cast.expression) }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           let transform = Self.propertyTransforms[member.declName.baseName.text] {
            return .transform(value(of: base), transform)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), let local = lookupLocal(reference.baseName.text) {
            return local.values.isEmpty ? .unknown : .oneOf(local.values)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), let position = parameterPosition(reference.baseName.text) {
            return .parameter(position)
        }
        return path(of: expression).map(SwiftValue.path) ?? .unknown
    }

    /// Properties that transform text (`capitalized`).
    static let propertyTransforms: [String: StringTransform] = [
        "capitalized": .capitalized, "localizedCapitalized": .capitalized, "localizedLowercase": .lowercased, "localizedUppercase": .uppercased,
    ]

    /// A string literal: its text, each interpolation's value in its place.
    func value(of literal: StringLiteralExprSyntax) -> SwiftValue {
        var parts: [SwiftValue] = []
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let piece): parts.append(.text(piece.content.text))
            case .expressionSegment(let piece):
                parts.append(piece.expressions.count == 1 ? value(of: piece.expressions.first!.expression) : .unknown)
            }
        }
        return parts.isEmpty ? .text("") : .joined(parts)
    }

    /// An operator sequence, folded by precedence: `?:` lowest, then `??`, then `+`; anything else is no name.
    func value(of elements: ArraySlice<ExprSyntax>) -> SwiftValue {
        // Real names are a few operands: a longer chain is data, and hostile input costs nothing.
        guard depth < Self.maximumDepth, elements.count <= Self.maximumOperands else { return .unknown }
        depth += 1
        defer { depth -= 1 }
        if let ternary = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
           let then = elements[ternary].as(UnresolvedTernaryExprSyntax.self)?.thenExpression {
            return .oneOf([value(of: then), value(of: elements[(ternary + 1)...])])
        }
        for symbol in ["??", "+"] {
            let operators = elements.indices.filter { elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == symbol }
            guard !operators.isEmpty else { continue }
            var operands: [SwiftValue] = []
            var start = elements.startIndex
            for position in operators + [elements.endIndex] {
                guard position > start else { return .unknown }
                operands.append(value(of: elements[start..<position]))
                start = position + 1
            }
            if symbol == "+", operands.contains(where: Self.isNumber) { return .digits }
            return symbol == "??" ? .oneOf(operands) : .joined(operands)
        }
        if elements.count == 1 { return value(of: elements.first!) }
        return .unknown
    }

    /// The values an `if` expression's branches give.
    private func branchValues(_ node: IfExprSyntax) -> [SwiftValue] {
        var values: [SwiftValue] = []
        if node.body.statements.count == 1, case .expr(let result) = node.body.statements.first!.item { values.append(value(of: result)) }
        switch node.elseBody {
        case .ifExpr(let next)?: values += branchValues(next)
        case .codeBlock(let block)?:
            if block.statements.count == 1, case .expr(let result) = block.statements.first!.item { values.append(value(of: result)) }
        case nil: break
        }
        return values
    }

    /// The local `name` in the innermost scope that has it.
    func lookupLocal(_ name: String) -> SwiftLocal? {
        for scope in scopes.reversed() { if let local = scope[name] { return local } }
        return nil
    }

    /// The enclosing function's parameter named `name`, if no local hides it.
    func parameterPosition(_ name: String) -> Int? {
        guard let function = currentFunction else { return nil }
        return facts.functions[function].parameters.firstIndex { $0.name == name }
    }

    /// The member chain an expression is, its first name bound where it is written.
    func path(of expression: ExprSyntax) -> SwiftPath? {
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { return path(of: unwrapped.expression) }
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return path(of: chained.expression) }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else { return SwiftPath(.implicitMember(name)) }
            return path(of: base)?.appending(name)
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        if let local = lookupLocal(name) {
            if let path = local.path { return path }
            if let type = local.type { return SwiftPath(.instance(type)) }
            return nil
        }
        if let function = currentFunction, let parameter = facts.functions[function].parameters.first(where: { $0.name == name }) {
            return parameter.type.map { SwiftPath(.instance($0)) }
        }
        if name == "self", let type = typePath.last { return SwiftPath(.instance(SwiftTypeName(name: type))) }
        if name == "Self", let type = typePath.last { return SwiftPath(.type(SwiftTypeName(name: type))) }
        if name.startsUppercase { return SwiftPath(.type(SwiftTypeName(name: name))) }
        return SwiftPath(.unqualified(name, enclosing: typePath, isStatic: isStaticContext))
    }
}
