import BarSkinCore
import SwiftSyntax

extension SwiftFileVisitor {
    func enter(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        enterFunction(node.name.text, node.signature, node.modifiers, node, hasBody: node.body != nil)
    }

    func leave(_ node: FunctionDeclSyntax) {
        leaveFunction(node.body?.statements, node)
    }

    func enter(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        // `extension UIImage { convenience init?(named name: String) { self.init(named: name, in: .myModule, …) } }`
        // shadows UIKit's: the module's plain `UIImage(named:)` loads from its own bundle.
        let parameters = node.signature.parameterClause.parameters
        if typePath.last == "UIImage", parameters.count == 1, parameters.first?.firstName.text == "named" { facts.redefinesImageNamed = true }
        return enterFunction("init", node.signature, node.modifiers, node, hasBody: node.body != nil)
    }

    func leave(_ node: InitializerDeclSyntax) {
        leaveFunction(node.body?.statements, node)
    }

    private func enterFunction(_ name: String, _ signature: FunctionSignatureSyntax, _ modifiers: DeclModifierListSyntax,
                               _ node: some SyntaxProtocol, hasBody: Bool) -> SyntaxVisitorContinueKind {
        let parameters = signature.parameterClause.parameters.map { parameter in
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            let inside = parameter.secondName?.text ?? parameter.firstName.text
            // A protocol's requirement has no body to say how its implementations read the value.
            return SwiftFunctionFacts.Parameter(label: label, name: inside, type: Self.typeName(parameter.type), readAsName: !hasBody)
        }
        let isStatic = modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        let place = place(of: node)
        facts.functions.append(SwiftFunctionFacts(owner: typePath, name: name, parameters: parameters,
                                                  returnType: Self.typeName(signature.returnClause?.type), isStatic: isStatic,
                                                  line: place.line, column: place.column))
        var body = SwiftBodyContext(function: facts.functions.count - 1, returnType: signature.returnClause.map { written($0.type) })
        body.isStatic = isStatic
        body.opener = node.id
        bodies.append(body)
        return .visitChildren
    }

    private func leaveFunction(_ statements: CodeBlockItemListSyntax?, _ node: some SyntaxProtocol) {
        guard var body = bodies.last, body.opener == node.id, let slot = body.function else { return }
        bodies.removeLast()
        if let statements { noteImplicitReturn(statements, into: &body) }
        if Self.isText(body.returnType) || Self.isWholeNumber(body.returnType), !body.returns.isEmpty { facts.functions[slot].returned = .oneOf(body.returns) }
        facts.functions[slot].memberAssignments = body.memberAssignments.mapValues { SwiftValue.oneOf($0) }
    }

    func enter(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        guard let expression = node.expression, let position = bodies.indices.last, !bodies[position].isClosure else { return .visitChildren }
        let bound = value(of: expression)
        bodies[position].returns.append(bound)
        if let cases = bodies[position].switchCases.last {
            for name in cases { bodies[position].caseValues[name, default: []].append(bound) }
        }
        return .visitChildren
    }

    func enter(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        if let position = bodies.indices.last, isSwitchOverSelf(node) { bodies[position].switchCases.append(Self.caseNames(node)) }
        // A case's statements are a scope of their own, where the subject is the cases it matched.
        scopes.append(narrowings(ofCase: node))
        return .visitChildren
    }

    func leave(_ node: SwitchCaseSyntax) {
        if let position = bodies.indices.last, isSwitchOverSelf(node) { _ = bodies[position].switchCases.popLast() }
        _ = scopes.popLast()
    }

    /// Whether a case belongs to a `switch self` directly in the body being walked.
    private func isSwitchOverSelf(_ node: SwitchCaseSyntax) -> Bool {
        guard let switchExpression = node.parent?.parent?.as(SwitchExprSyntax.self) else { return false }
        return Self.isSelf(switchExpression.subject) && !(bodies.last?.isClosure ?? true)
    }

    func enter(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        var body = SwiftBodyContext(function: nil, isClosure: true)
        body.isStatic = isStaticContext
        bodies.append(body)
        var scope: [String: SwiftLocal] = [:]
        // `ForEach(items) { item in }`, `items.map { $0.icon }`: the parameter is an element of the collection.
        if let elements = arrayLiteralFed(into: node) {
            let element = SwiftLocal(values: [.oneOf(elements.values)], type: nil, path: elements.path)
            bindFirstParameter(of: node, to: element, in: &scope)
        } else if let fed = expressionFed(into: node), let numbers = rangeValue(fed) {
            bindFirstParameter(of: node, to: SwiftLocal(values: [numbers], type: nil, path: nil), in: &scope)
        } else if let collection = expressionFed(into: node).flatMap(path(of:)) {
            let element = SwiftLocal(values: [.path(SwiftPath(.element(of: collection)))], type: nil, path: SwiftPath(.element(of: collection)))
            bindFirstParameter(of: node, to: element, in: &scope)
        }
        scopes.append(scope)
        return .visitChildren
    }

    func leave(_ node: ClosureExprSyntax) {
        bodies.removeLast()
        _ = scopes.popLast()
    }

    func enter(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        var scope: [String: SwiftLocal] = [:]
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let numbers = rangeValue(node.sequence) {
            scope[name] = SwiftLocal(values: [numbers], type: nil, path: nil)
        } else if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let collection = path(of: node.sequence) {
            let element = SwiftPath(.element(of: collection))
            scope[name] = SwiftLocal(values: [.path(element)], type: nil, path: element)
        }
        scopes.append(scope)
        return .visitChildren
    }

    func leave(_ node: ForStmtSyntax) {
        _ = scopes.popLast()
    }

    /// Binds a closure's first parameter (and `$0`) to what each element is.
    private func bindFirstParameter(of node: ClosureExprSyntax, to element: SwiftLocal, in scope: inout [String: SwiftLocal]) {
        scope["$0"] = element
        switch node.signature?.parameterClause {
        case .simpleInput(let names)?: if let first = names.first { scope[first.name.text] = element }
        case .parameterClause(let clause)?: if let first = clause.parameters.first { scope[first.firstName.text] = element }
        case nil: break
        }
    }

    /// `[Filter.unread, Filter.all].map { ... }`: the elements' values, and the cases they are where all are one enum's.
    private func arrayLiteralFed(into closure: ClosureExprSyntax) -> (values: [SwiftValue], path: SwiftPath?)? {
        var node = Syntax(closure)
        if let argument = node.parent?.as(LabeledExprSyntax.self) { node = Syntax(argument) }
        if node.parent?.is(LabeledExprListSyntax.self) == true, let list = node.parent { node = list }
        guard let call = node.parent?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              Self.elementMethods.contains(member.declName.baseName.text), let array = member.base?.as(ArrayExprSyntax.self) else { return nil }
        let elements = array.elements.map(\.expression)
        let chains = elements.compactMap { $0.as(MemberAccessExprSyntax.self).flatMap(Self.chain) }
        var path: SwiftPath?
        if chains.count == elements.count, let type = chains.first?.first, chains.allSatisfy({ $0.count == 2 && $0[0] == type }) {
            path = SwiftPath(.enumCases(type: type, cases: chains.map { $0[1] }))
        }
        return (elements.map { value(of: $0) }, path)
    }

    /// The collection whose elements a closure receives: the receiver of `map`, `forEach`, ...,
    /// or the first argument of the call the closure trails (`ForEach(items) { ... }`, `List(0..<count) { ... }`).
    private func expressionFed(into closure: ClosureExprSyntax) -> ExprSyntax? {
        var node = Syntax(closure)
        if let argument = node.parent?.as(LabeledExprSyntax.self) { node = Syntax(argument) }
        if node.parent?.is(LabeledExprListSyntax.self) == true, let list = node.parent { node = list }
        guard let call = node.parent?.as(FunctionCallExprSyntax.self) else { return nil }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
           Self.elementMethods.contains(member.declName.baseName.text) {
            return base
        }
        guard call.calledExpression.as(DeclReferenceExprSyntax.self).map({ Self.elementViews.contains($0.baseName.text) }) == true,
              let first = call.arguments.first, first.label == nil || first.label?.text == "data" else { return nil }
        return first.expression
    }

    /// Methods whose closure gets each element.
    static let elementMethods: Set<String> = ["map", "compactMap", "flatMap", "forEach", "filter", "first", "contains", "sorted", "allSatisfy", "reduce"]
    /// SwiftUI views that build content from each element.
    static let elementViews: Set<String> = ["ForEach", "List", "Table", "LazyVGrid", "Picker"]
}
