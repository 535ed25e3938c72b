import SwiftSyntax

extension SwiftFileVisitor {
    /// Records a call that loads a catalog colour: by name (`UIColor(named:)`, `Color("x")`) or by its generated
    /// `ColorResource` (`UIColor(resource: .x)`, `Color(ColorResource.x)`); bare members (`Color(.x)`, `.tint(.x)`) are
    /// ``recordColorMember(_:)``'s.
    func recordColorLoad(_ node: FunctionCallExprSyntax, _ labels: [String?]) {
        guard previews == 0, let first = node.arguments.first else { return }
        guard let type = Self.calleeName(node.calledExpression), type.first?.isUppercase == true else { return }
        guard Self.colorTypes.contains(type) else {
            // `RSColor(named: "x")`: a colour only where the project declares `RSColor` an alias of one, known once every file is read.
            if labels[0] == "named", !Self.loadingTypes.contains(type), let name = plainText(first.expression) {
                addAssetLoad(.name(name), role: "\(type)(named:)", at: first.expression, bundle: namesOtherBundleForColor(node) ? .named : .main)
                facts.assetLoads[facts.assetLoads.count - 1].alias = type
            }
            return
        }
        let expression = first.expression
        // `Color("x")` takes a name as a literal; `Color(x)` is as likely a `UIColor` or another `Color`.
        let namesAColor = (type == "Color" && labels[0] == nil && expression.is(StringLiteralExprSyntax.self))
            || [("UIColor", "named"), ("NSColor", "named"), ("ColorResource", "name")].contains { $0 == (type, labels[0]) }
        switch (type, labels[0]) {
        case _ where namesAColor:
            let role = type == "Color" ? "Color(_:)" : "\(type)(\(labels[0]!):)"
            let bundle = namesOtherBundleForColor(node) ? LoadBundle.named : .main
            if let name = plainText(expression) {
                addAssetLoad(.name(name), role: role, at: expression, bundle: bundle)
            } else {
                addAssetLoad(.dynamic(written(expression)), role: role, at: expression, bundle: bundle)
            }
        case ("UIColor", "resource"?), ("NSColor", "resource"?):
            if let member = expression.as(MemberAccessExprSyntax.self), let path = Self.colorResourcePath(member) {
                addAssetLoad(.symbol(path), role: "\(type)(resource:)", at: member, bundle: .symbol)
            }
        case ("Color", nil):
            // `Color(ColorResource.brand)`; a bare `Color(.brand)` is read as every bare member is (`Color(.systemRed)` is a `UIColor`).
            if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil, let path = Self.colorResourcePath(member) {
                addAssetLoad(.symbol(path), role: "Color(_:)", at: member, bundle: .symbol)
            }
        default: break
        }
    }

    /// Records a member that is a catalog colour: `ColorResource.brand`, a framework extension's `Color.brand` or
    /// `UIColor.brand`, `Color.accentColor`, SwiftGen's `Asset.Colors.brand.color` and R.swift's `R.color.brand`.
    func recordColorMember(_ node: MemberAccessExprSyntax) {
        guard previews == 0 else { return }
        let member = node.declName.baseName.text
        if let base = node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, ["Color", "UIColor", "NSColor"].contains(base) {
            // The accent colour is the set the target's accent setting names; the system's blue without one.
            if member == "accentColor" {
                addAssetLoad(.name("AccentColor"), role: AssetLoad.accentColorRole, at: node)
            } else if member != "init", !ColorNames.isSystemColor(member), node.parent?.is(FunctionCallExprSyntax.self) != true {
                addAssetLoad(.bareSymbol(member), role: "\(base).\(member)", at: node, bundle: .symbol)
            }
            return
        }
        if node.base == nil, node.parent?.is(FunctionCallExprSyntax.self) != true {
            if member == "accentColor" {
                addAssetLoad(.name("AccentColor"), role: AssetLoad.accentColorRole, at: node)
            } else if let generated, generated.colorSymbols.contains(member), !isInCasePattern(Syntax(node)), comparison(Syntax(node)) == nil {
                // A bare `.brand` may be a colour wherever one goes (`colors: [.brand, .ink]`, `var tint: Color = .brand`):
                // the symbol's set is used, never missing, since the member may be another type's; never where compared.
                addAssetLoad(.bareSymbol(member), role: ".\(member)", at: node, bundle: .symbol)
                facts.assetLoads[facts.assetLoads.count - 1].mayBeEnumCase = true
            }
            return
        }
        if let generated, Self.isImplicitChain(node), node.base != nil {
            // A namespaced set's member where a colour goes (`character: .Regex.character`): used where a set generates it.
            let path = Self.implicitChain(node).joined(separator: ".")
            if generated.colorSymbols.contains(path), !isInCasePattern(Syntax(node)), comparison(Syntax(node)) == nil {
                addAssetLoad(.bareSymbol(path), role: ".\(path)", at: node, bundle: .symbol)
            }
            return
        }
        guard let root = Self.rootName(node), root.first?.isUppercase == true, let chain = Self.chain(node) else { return }
        if ["Color", "UIColor", "NSColor"].contains(root), chain.count >= 3, let generated {
            // A namespaced set's framework extension member (`Color.Domain.cover`): used where a set generates it, never
            // missing, since the project may declare that nested type itself.
            let path = chain.dropFirst().map(Self.withoutBackticks).joined(separator: ".")
            if generated.colorSymbols.contains(path) { addAssetLoad(.bareSymbol(path), role: "\(root).\(path)", at: node, bundle: .symbol) }
            return
        }
        if root == "ColorResource", node.parent?.as(MemberAccessExprSyntax.self)?.base?.id != node.id, let path = Self.colorResourcePath(node) {
            addAssetLoad(.symbol(path), role: "ColorResource", at: node, bundle: .symbol)
        } else if chain.count >= 3, chain[0] == "R", chain[1] == "color", node.parent?.as(MemberAccessExprSyntax.self)?.base?.id != node.id {
            addAssetLoad(.rswift(chain[2...].joined(separator: ".")), role: "R.color", at: node, bundle: .accessor)
        } else if chain.count >= 3, member == "color", root != "R" {
            addAssetLoad(.swiftGen(Array(chain.dropLast())), role: "SwiftGen", at: node, bundle: .accessor)
        }
    }

    /// `.brand` → `brand`, `.Theme.ink` and `ColorResource.Theme.ink` → `Theme.ink`; nil for another type's member.
    static func colorResourcePath(_ member: MemberAccessExprSyntax) -> String? {
        if isImplicitChain(member) { return implicitChain(member).joined(separator: ".") }
        guard let chain = chain(member), chain.first == "ColorResource", chain.count >= 2 else { return nil }
        return chain.dropFirst().map(withoutBackticks).joined(separator: ".")
    }

    /// The names of an implicit member chain (`.Theme.ink`).
    static func implicitChain(_ member: MemberAccessExprSyntax) -> [String] {
        (member.base?.as(MemberAccessExprSyntax.self).map(implicitChain) ?? []) + [withoutBackticks(member.declName.baseName.text)]
    }

    /// Whether a colour call passes a bundle other than the main one (`in: .module`, `bundle: .module`).
    func namesOtherBundleForColor(_ call: FunctionCallExprSyntax) -> Bool {
        guard let bundle = call.arguments.first(where: { ["in", "bundle"].contains($0.label?.text ?? "") })?.expression else { return false }
        return !Self.mainBundleSpellings.contains(written(bundle))
    }

    func addAssetLoad(_ target: AssetLoad.Target, type: AssetType = .color, role: String, at node: some SyntaxProtocol, bundle: LoadBundle = .main) {
        let place = place(of: node)
        facts.assetLoads.append(AssetLoad(target: target, type: type, file: facts.file, line: place.line, column: place.column, source: .swift,
                                          role: role, bundle: bundle))
    }

    func enter(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        let type = node.initializer.value.trimmedDescription
        if ["UIColor", "NSColor", "UIKit.UIColor", "AppKit.NSColor"].contains(type) { facts.colorAliases.insert(node.name.text) }
        return .skipChildren
    }

    /// The types whose initializers take a colour's name or resource.
    static let colorTypes: Set<String> = ["UIColor", "NSColor", "Color", "ColorResource"]

}
