import SwiftSyntax

extension SwiftFileVisitor {
    /// The locals an `if` body opens with: a name its condition compared with enum cases is those
    /// cases there (`if step == .nightscout { Image(step.iconName) }` loads only that case's name).
    func narrowings(ofBody block: CodeBlockSyntax) -> [String: SwiftLocal] {
        guard let ifExpression = block.parent?.as(IfExprSyntax.self), ifExpression.body.id == block.id else { return [:] }
        var scope: [String: SwiftLocal] = [:]
        for element in ifExpression.conditions {
            switch element.condition {
            case .expression(let expression):
                guard let (name, subject, cases) = comparedCases(expression) else { continue }
                narrow(name, subject, to: cases, in: &scope)
            case .matchingPattern(let match):
                guard let name = subjectName(match.initializer.value), let found = Self.caseName(match.pattern.as(ExpressionPatternSyntax.self)?.expression)
                else { continue }
                narrow(name, match.initializer.value, to: [found], in: &scope)
            default: continue
            }
        }
        return scope
    }

    /// The locals a `case` of `switch name` opens with: the name is the cases the label matched.
    func narrowings(ofCase node: SwitchCaseSyntax) -> [String: SwiftLocal] {
        guard let subject = node.parent?.parent?.as(SwitchExprSyntax.self)?.subject, let name = subjectName(subject), !Self.isSelf(subject),
              case .case(let label) = node.label else { return [:] }
        let cases = label.caseItems.map { Self.caseName($0.pattern.as(ExpressionPatternSyntax.self)?.expression) }
        guard !cases.isEmpty, !cases.contains(nil) else { return [:] }
        var scope: [String: SwiftLocal] = [:]
        narrow(name, subject, to: cases.compactMap { $0 }, in: &scope)
        return scope
    }

    /// `name` bound to what `subject` is where the scope opens, known to be one of `cases`.
    private func narrow(_ name: String, _ subject: ExprSyntax, to cases: [String], in scope: inout [String: SwiftLocal]) {
        guard let path = path(of: subject) else { return }
        let narrowed = SwiftPath(.narrowed(path, cases: cases))
        scope[name] = SwiftLocal(values: [.path(narrowed)], type: lookupLocal(name)?.type, path: narrowed)
    }

    /// `x == .a`, `.a == x`, or `x == .a || x == .b`: the name compared, its expression and the cases.
    private func comparedCases(_ expression: ExprSyntax) -> (String, ExprSyntax, [String])? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        // Operands and operators alternate: every third is `||` between comparisons of one name.
        guard elements.count % 4 == 3 else { return nil }
        var found: (name: String, subject: ExprSyntax, cases: [String])?
        for start in stride(from: 0, to: elements.count, by: 4) {
            if start > 0, elements[start - 1].as(BinaryOperatorExprSyntax.self)?.operator.text != "||" { return nil }
            guard elements[start + 1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==" else { return nil }
            let (left, right) = (elements[start], elements[start + 2])
            let (subject, member) = Self.caseName(right) != nil ? (left, right) : (right, left)
            guard let name = subjectName(subject), let value = Self.caseName(member), found == nil || found?.name == name else { return nil }
            found = (name, subject, (found?.cases ?? []) + [value])
        }
        return found.map { ($0.name, $0.subject, $0.cases) }
    }

    /// The name a compared subject is: `step`, or `self.step`.
    private func subjectName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, Self.isSelf(base) else { return nil }
        return member.declName.baseName.text
    }

    /// The case an implicit member names (`.nightscout`, `.nightscout(let x)`), or where `qualified` a
    /// member with its type too (`Step.nightscout`, as a `case` label may write it); nil for anything else.
    /// A comparison takes only the implicit form: `step == other.step` compares with no case.
    static func caseName(_ expression: ExprSyntax?, qualified: Bool = false) -> String? {
        guard let expression else { return nil }
        if let member = expression.as(MemberAccessExprSyntax.self), qualified || member.base == nil { return member.declName.baseName.text }
        if let call = expression.as(FunctionCallExprSyntax.self) { return caseName(call.calledExpression, qualified: qualified) }
        return nil
    }
}
