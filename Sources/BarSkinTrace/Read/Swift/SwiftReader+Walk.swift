import SwiftSyntax

/// The walk over a file's tree. SwiftSyntax's `SyntaxVisitor` calls two overridable methods on
/// every node, tokens included, which are most of a tree's nodes and none of which trace reads.
/// This walk never steps onto a token and calls a handler only for the kinds it has one for; the
/// order of the `enter`s and `leave`s is the visitor's (pre-order, a `leave` even where `enter`
/// skipped the children).
extension SwiftFileVisitor {
    /// Walks a parsed file.
    func walk(_ tree: SourceFileSyntax) {
        walk(Syntax(tree))
    }

    /// Walks `node` and what is under it.
    private func walk(_ node: Syntax) {
        switch node.kind {
        case .token: return
        case .codeBlock: visit(node, CodeBlockSyntax.self, enter, leave)
        case .ifConfigClause: visit(node, IfConfigClauseSyntax.self, enter)
        case .ifConfigDecl: visit(node, IfConfigDeclSyntax.self, { _ in .visitChildren }, leave)
        case .functionDecl: visit(node, FunctionDeclSyntax.self, enter, leave)
        case .initializerDecl: visit(node, InitializerDeclSyntax.self, enter, leave)
        case .returnStmt: visit(node, ReturnStmtSyntax.self, enter)
        case .switchCase: visit(node, SwitchCaseSyntax.self, enter, leave)
        case .closureExpr: visit(node, ClosureExprSyntax.self, enter, leave)
        case .forStmt: visit(node, ForStmtSyntax.self, enter, leave)
        case .functionCallExpr: visit(node, FunctionCallExprSyntax.self, enter)
        case .macroExpansionExpr: visit(node, MacroExpansionExprSyntax.self, enter, leave)
        case .macroExpansionDecl: visit(node, MacroExpansionDeclSyntax.self, enter, leave)
        case .variableDecl: visit(node, VariableDeclSyntax.self, enter, leave)
        case .optionalBindingCondition: visit(node, OptionalBindingConditionSyntax.self, enter)
        case .memberAccessExpr: visit(node, MemberAccessExprSyntax.self, enter)
        case .declReferenceExpr: visit(node, DeclReferenceExprSyntax.self, enter)
        case .identifierType: visit(node, IdentifierTypeSyntax.self, enter)
        case .structDecl: visit(node, StructDeclSyntax.self, enter, leave)
        case .classDecl: visit(node, ClassDeclSyntax.self, enter, leave)
        case .actorDecl: visit(node, ActorDeclSyntax.self, enter, leave)
        case .enumDecl: visit(node, EnumDeclSyntax.self, enter, leave)
        case .protocolDecl: visit(node, ProtocolDeclSyntax.self, enter, leave)
        case .extensionDecl: visit(node, ExtensionDeclSyntax.self, enter, leave)
        case .typeAliasDecl: visit(node, TypeAliasDeclSyntax.self, enter)
        case .enumCaseDecl: visit(node, EnumCaseDeclSyntax.self, enter)
        case .sequenceExpr: visit(node, SequenceExprSyntax.self, enter)
        case .stringLiteralExpr: visit(node, StringLiteralExprSyntax.self, enter)
        default: walkChildren(node)
        }
    }

    /// A node of a kind with handlers: `enter`, its children unless `enter` skips them, then `leave`.
    @inline(__always)
    private func visit<Node: SyntaxProtocol>(_ node: Syntax, _ type: Node.Type, _ enter: (Node) -> SyntaxVisitorContinueKind,
                                             _ leave: ((Node) -> Void)? = nil) {
        let typed = node.cast(Node.self)
        if enter(typed) == .visitChildren { walkChildren(node) }
        leave?(typed)
    }

    /// The children of `node` as the source has them (no nodes the parser made up for missing code).
    private func walkChildren(_ node: Syntax) {
        for child in node.children(viewMode: .sourceAccurate) { walk(child) }
    }
}
