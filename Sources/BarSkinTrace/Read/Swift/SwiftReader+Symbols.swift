import BarSkinCore
import SwiftSyntax

extension SwiftFileVisitor {
    /// Records a generated symbol an argument names (`.chat`, `ImageResource.Icons.chat`); whether it was one.
    @discardableResult
    func addSymbolUse(_ expression: ExprSyntax, role: String) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self), let symbol = Self.symbolPath(member) else { return false }
        consumed.insert(member.id)
        var inner = member
        while let base = inner.base?.as(MemberAccessExprSyntax.self) { consumed.insert(base.id); inner = base }
        facts.symbolUses.append(symbolUse(symbol.path, role: role, place: place(of: symbol.nameNode)))
        return true
    }

    /// A generated symbol's use here, set aside where only a `#Preview` runs it.
    func symbolUse(_ path: String, role: String, place: SourcePlace) -> SwiftSymbolUse {
        SwiftSymbolUse(path: path, role: role, place: place, platforms: conditions.platforms, inPreview: previews > 0)
    }

    /// `.chat` → `chat`, `.Icons.chat` and `ImageResource.Icons.chat` → `Icons.chat`, with the first name's token.
    static func symbolPath(_ member: MemberAccessExprSyntax) -> (path: String, nameNode: Syntax)? {
        var names: [(String, Syntax)] = []
        var current: MemberAccessExprSyntax? = member
        var root: ExprSyntax?
        while let node = current {
            names.insert((Self.withoutBackticks(node.declName.baseName.text), Syntax(node.declName)), at: 0)
            root = node.base
            current = node.base?.as(MemberAccessExprSyntax.self)
        }
        if let root, root.as(DeclReferenceExprSyntax.self)?.baseName.text != "ImageResource" { return nil }
        guard let first = names.first else { return nil }
        return (names.map(\.0).joined(separator: "."), first.1)
    }

    /// A name as written without its escaping backticks (`` `default` ``); Foundation's trimming only where there are some.
    static func withoutBackticks(_ name: String) -> String {
        name.utf8.contains(UInt8(ascii: "`")) ? name.trimmingCharacters(in: ["`"]) : name
    }

    func enter(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if !accessorsOnly {
            recordColorMember(node)
            recordDataMember(node)
        }
        // `Keys.bolus`, `Watch.Keys.bolus`, `Self.bolus`: a read of that type's member.
        var owner = node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text ?? node.base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if owner == "Self" { owner = typePath.last }
        noteRead(node.declName.baseName.text, at: Syntax(node), on: owner.map { $0.startsUppercase ? [$0] : [] } ?? [])
        // Only the outermost access of a chain (`Asset.Icons.email.image` as a whole).
        if let parent = node.parent?.as(MemberAccessExprSyntax.self), parent.base?.id == node.id {
            if !accessorsOnly { noteCaseUse(node) }
            return .visitChildren
        }
        if recordAccessor(node) { return .skipChildren }
        // The second look wants accessors alone, which may sit inside this chain's base (`Image(uiImage: Asset.x.image).hidden()`).
        if accessorsOnly { return .visitChildren }
        noteCaseUse(node)
        guard !consumed.contains(node.id) else { return .visitChildren }
        // `ImageResource.chat`, `ImageResource.Icons.gear`: a generated symbol, spelled out.
        if Self.rootName(node) == "ImageResource", let symbol = Self.symbolPath(node), node.parent?.is(FunctionCallExprSyntax.self) != true {
            facts.symbolUses.append(symbolUse(symbol.path, role: "ImageResource", place: place(of: node)))
            return .skipChildren
        }
        if let base = node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text {
            // `UIImage.chat`, `ImageResource.chat`: a generated member, unless the project wrote one (judged with the index).
            if ["UIImage", "NSImage"].contains(base), node.parent?.is(FunctionCallExprSyntax.self) != true,
               let generated, generated.isSymbolRoot(node.declName.baseName.text) {
                var use = symbolUse(node.declName.baseName.text, role: "\(base).symbol", place: place(of: node))
                use.writtenOn = base
                facts.symbolUses.append(use)
            }
            return .visitChildren
        }
        if Self.isImplicitChain(node) { noteBareSymbol(node) }
        return .visitChildren
    }

    /// A SwiftGen (`Asset.Icons.email`) or R.swift (`R.image.email`) accessor: the asset it names.
    private func recordAccessor(_ node: MemberAccessExprSyntax) -> Bool {
        guard let generated, let root = Self.rootName(node), generated.mayStartAccessor(root), let chain = Self.chain(node), chain.count >= 2,
              let (asset, role) = generated.accessorAsset(chain) else { return false }
        let place = place(of: node)
        var load = SwiftImageLoad(argument: .asset(asset), role: role, inOtherBundle: false, line: place.line, column: place.column,
                                  platforms: conditions.platforms, function: currentFunction)
        load.enclosingType = outermostContext
        facts.loads.append(load)
        return true
    }

    /// The first name of a member chain (`ImageResource` of `ImageResource.Icons.gear`).
    static func rootName(_ node: MemberAccessExprSyntax) -> String? {
        guard let base = node.base else { return nil }
        if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return base.as(MemberAccessExprSyntax.self).flatMap(rootName)
    }

    /// The names of a plain member chain (`Asset.Icons.email`), nil for anything else.
    static func chain(_ node: MemberAccessExprSyntax) -> [String]? {
        guard let base = node.base else { return nil }
        if let reference = base.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text, node.declName.baseName.text] }
        if let inner = base.as(MemberAccessExprSyntax.self), let names = chain(inner) { return names + [node.declName.baseName.text] }
        return nil
    }

    /// An enum case named outside a `case` pattern: `.search`, `ImageName.search`; `T.allCases` reaches every case.
    private func noteCaseUse(_ node: MemberAccessExprSyntax) {
        // The base is looked at before the parents: most accesses (`model.name`) are on no type's name.
        let base = node.base
        let type = base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard base == nil || type?.startsUppercase == true, !isInCasePattern(Syntax(node)) else { return }
        let name = node.declName.baseName.text
        guard let type else {
            facts.caseUses.insert((comparedInitializerType(Syntax(node)) ?? "") + "." + name)
            return
        }
        let owner = type == "Self" ? typePath.last ?? type : type
        if name == "allCases" { facts.iteratedTypes.insert(owner) } else { facts.caseUses.insert(owner + "." + name) }
    }

    /// The type a bare case compared with `==` or `!=` belongs to, where the other side builds a value of a named
    /// type (`Section(rawValue: index) == .tags` is `Section.tags`, no image enum's `tags`); nil where it does not say.
    func comparedInitializerType(_ start: Syntax) -> String? {
        guard let other = comparison(start)?.other?.as(FunctionCallExprSyntax.self),
              let type = other.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, type.startsUppercase
        else { return nil }
        return type
    }

    /// Whether a node is in a `case` pattern (`case .a:`, `if case .a = x`): matching a case is no use of it.
    func isInCasePattern(_ start: Syntax) -> Bool {
        var node = start
        for _ in 0..<4 {
            guard let parent = node.parent else { return false }
            if parent.is(ExpressionPatternSyntax.self) { return true }
            node = parent
        }
        return false
    }

    /// Whether a chain starts with an implicit member (`.chat`, `.Icons.chat`).
    static func isImplicitChain(_ node: MemberAccessExprSyntax) -> Bool {
        guard let base = node.base else { return true }
        return base.as(MemberAccessExprSyntax.self).map(isImplicitChain) ?? false
    }
}
