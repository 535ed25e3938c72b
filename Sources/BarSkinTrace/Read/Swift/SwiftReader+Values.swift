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
        // One switch on the kind, not a cast tried for each: every argument of every call comes here.
        switch expression.kind {
        case .stringLiteralExpr: return value(of: expression.cast(StringLiteralExprSyntax.self))
        case .integerLiteralExpr: return integerLiteral(expression)!
        case .sequenceExpr: return value(of: Array(expression.cast(SequenceExprSyntax.self).elements)[...])
        case .functionCallExpr: return calendarValue(expression) ?? value(of: expression.cast(FunctionCallExprSyntax.self))
        case .tupleExpr:
            let tuple = expression.cast(TupleExprSyntax.self)
            if tuple.elements.count == 1 { return value(of: tuple.elements.first!.expression) }
            return .unknown
        case .ternaryExpr:
            let ternary = expression.cast(TernaryExprSyntax.self)
            return .oneOf([value(of: ternary.thenExpression), value(of: ternary.elseExpression)])
        case .ifExpr: return .oneOf(branchValues(expression.cast(IfExprSyntax.self)))
        case .switchExpr:
            return .oneOf(expression.cast(SwitchExprSyntax.self).cases.compactMap { element in
                guard case .switchCase(let switchCase) = element, switchCase.statements.count == 1,
                      case .expr(let result) = switchCase.statements.first!.item else { return nil }
                return value(of: result)
            })
        case .forceUnwrapExpr: return value(of: expression.cast(ForceUnwrapExprSyntax.self).expression)
        case .optionalChainingExpr: return value(of: expression.cast(OptionalChainingExprSyntax.self).expression)
        case .tryExpr: return value(of: expression.cast(TryExprSyntax.self).expression)
        case .awaitExpr: return value(of: expression.cast(AwaitExprSyntax.self).expression)
        case .asExpr: return value(of: expression.cast(AsExprSyntax.self).expression)
        case .memberAccessExpr:
            if let number = calendarValue(expression) { return number }
            let member = expression.cast(MemberAccessExprSyntax.self)
            if let base = member.base, let transform = Self.propertyTransforms[member.declName.baseName.text] {
                return .transform(value(of: base), transform)
            }
        case .declReferenceExpr:
            let name = expression.cast(DeclReferenceExprSyntax.self).baseName.text
            if let local = lookupLocal(name) { return local.values.isEmpty ? .unknown : .oneOf(local.values) }
            if let position = parameterPosition(name) { return .parameter(position) }
        default: return .unknown
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
