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
            names.insert((node.declName.baseName.text.trimmingCharacters(in: ["`"]), Syntax(node.declName)), at: 0)
            root = node.base
            current = node.base?.as(MemberAccessExprSyntax.self)
        }
        if let root, root.as(DeclReferenceExprSyntax.self)?.baseName.text != "ImageResource" { return nil }
        guard let first = names.first else { return nil }
        return (names.map(\.0).joined(separator: "."), first.1)
    }

    func enter(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        noteRead(node.declName.baseName.text)
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
        guard let generated, let chain = Self.chain(node), chain.count >= 2,
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
        let name = node.declName.baseName.text
        if isInCasePattern(Syntax(node)) { return }
        guard let base = node.base else {
            facts.caseUses.insert("." + name)
            return
        }
        guard let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true else { return }
        let owner = type == "Self" ? typePath.last ?? type : type
        if name == "allCases" { facts.iteratedTypes.insert(owner) } else { facts.caseUses.insert(owner + "." + name) }
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

    /// A bare `.name` a generated symbol could be: a use where the context wants an image, else judged later.
    private func noteBareSymbol(_ node: MemberAccessExprSyntax) {
        guard let generated, generated.countsBareSymbols, let (name, nameNode) = Self.symbolPath(node), generated.isSymbol(name),
              !isInCasePattern(Syntax(node)), node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != node.id,
              !isAssignedToNonImage(Syntax(node)) else { return }
        let place = place(of: nameNode)
        // A compared member is a value of the other side's type, even in a function that returns an image.
        let compared = comparison(Syntax(node))
        if compared == nil, Self.namesImageType(bodies.last(where: { !$0.isClosure })?.returnType) || contextWantsImageResource(Syntax(node)) {
            facts.symbolUses.append(symbolUse(name, role: "ImageResource", place: place))
        } else {
            var reference = ImageReference(target: .symbol(name), file: facts.file, line: place.line, column: place.column, source: .swift, role: "asset symbol")
            reference.platforms = conditions.platforms
            reference.inPreview = previews > 0
            facts.bareSymbols.append(SwiftBareSymbol(reference: reference, contextType: declaredContextType(Syntax(node)),
                                                     calledType: calledType(Syntax(node)), otherMeaning: compared))
        }
    }

    /// The type the code declares for where a bare member goes: the result type of the `return` it
    /// is (through a ternary, `??` or parentheses), or a binding's annotation. `return .unlock` in a
    /// `var method: TelemetryEventMethod` is that enum's case, whatever image set shares its name.
    private func declaredContextType(_ start: Syntax) -> String? {
        var node = start
        for _ in 0..<8 {
            guard let parent = node.parent else { return nil }
            if parent.is(ReturnStmtSyntax.self) {
                guard let body = bodies.last, !body.isClosure else { return nil }
                return body.returnType
            }
            if let binding = parent.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation?.type.trimmedDescription
            }
            guard parent.is(ExprListSyntax.self) || parent.is(SequenceExprSyntax.self) || parent.is(UnresolvedTernaryExprSyntax.self)
                    || parent.is(TernaryExprSyntax.self) || parent.is(TupleExprSyntax.self) || parent.is(LabeledExprListSyntax.self)
                    || parent.is(LabeledExprSyntax.self) else { return nil }
            node = parent
        }
        return nil
    }

    /// The type whose initializer a bare member is a labelled argument of, by name (`NSLayoutConstraint(item:attribute: .width, …)`),
    /// where neither the label (``contextWantsImageResource(_:)`` took those) nor the type's name says an image: the index
    /// tells later whether the project declares it. An unlabelled one (`Decoration(.walker)`) says nothing either way.
    private func calledType(_ start: Syntax) -> String? {
        guard let argument = start.parent?.as(LabeledExprSyntax.self), argument.label != nil, let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
              let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true,
              !Self.namesImageType(type) else { return nil }
        return type
    }

    /// What a bare member compared with `==`, `!=` or `~=` is: a value of the other side's type, no image's symbol.
    private func comparison(_ start: Syntax) -> String? {
        guard let sequence = start.parent?.parent?.as(SequenceExprSyntax.self), start.parent?.is(ExprListSyntax.self) == true else { return nil }
        let elements = Array(sequence.elements)
        guard let position = elements.firstIndex(where: { $0.id == start.id }) else { return nil }
        let neighbours = [position - 1, position + 1].filter(elements.indices.contains)
        guard let symbol = neighbours.compactMap({ elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text }).first(where: { ["==", "!=", "~="].contains($0) })
        else { return nil }
        return "a value the code compares with '\(symbol)'"
    }

    /// Whether a bare member is assigned to a property whose name says no image (`cell.accessoryType =
    /// flag ? .checkmark : .none`): a `UITableViewCell.AccessoryType`, not the `checkmark` image set.
    private func isAssignedToNonImage(_ start: Syntax) -> Bool {
        var node = start
        for _ in 0..<10 {
            guard let parent = node.parent else { return false }
            // The assignment's own sequence; a ternary's, a comparison's or parentheses inside it are passed through.
            if let sequence = parent.as(SequenceExprSyntax.self), sequence.elements.count >= 3,
               Array(sequence.elements)[1].is(AssignmentExprSyntax.self) {
                let elements = Array(sequence.elements)
                guard start.position > elements[1].position else { return false }
                let target = elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    ?? elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
                let words = target.lowercased()
                return !target.isEmpty && !["image", "icon", "logo", "picture", "artwork", "symbol", "resource"].contains { words.contains($0) }
            }
            node = parent
        }
        return false
    }

    /// Whether a bare member goes where an image is wanted: an `image:`-like argument of an image
    /// type's call, a declaration typed as an image.
    private func contextWantsImageResource(_ start: Syntax) -> Bool {
        var node = start
        for _ in 0..<6 {
            guard let parent = node.parent else { return false }
            if let argument = parent.as(LabeledExprSyntax.self) {
                if Self.imageLabels.contains(argument.label?.text ?? "") || argument.label?.text == "imageResource" { return true }
                // `Tile(imageResource: .x)`, `Builder<ImageResource>(value: .x)`: the call's own words say an image.
                guard let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
                return Self.namesImageType(call.calledExpression.trimmedDescription)
            }
            if let binding = parent.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
                return Self.namesImageType(binding.typeAnnotation?.type.trimmedDescription)
            }
            node = parent
        }
        return false
    }
}
