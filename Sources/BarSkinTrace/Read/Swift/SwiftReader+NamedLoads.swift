import SwiftSyntax

extension SwiftFileVisitor {
    /// Records a call that loads by name an asset other than an image: `NSDataAsset(name:)` a data set, `setAlternateIconName(_:)`
    /// an app icon, a system symbol's
    /// `systemName:` (which a custom symbol set never answers), and the loaders `.barskin-trace.yml` declares. Whether the call
    /// was a declared loader, read in full here.
    func recordNamedLoad(_ node: FunctionCallExprSyntax, _ labels: [String?]) -> Bool {
        guard previews == 0, let first = node.arguments.first else { return false }
        if let position = labels.firstIndex(where: { Self.systemSymbolLabels.contains($0 ?? "") }) {
            let argument = node.arguments[node.arguments.index(node.arguments.startIndex, offsetBy: position)].expression
            // Only a written name can be a custom symbol's; a built one is the system's as far as anyone can tell.
            if let name = plainText(argument) {
                let type = Self.calleeName(node.calledExpression) ?? "?"
                addAssetLoad(.name(name), type: .symbol, role: "\(type)(\(labels[position]!):)", at: argument)
            }
            return false
        }
        let callee = Self.calleeName(node.calledExpression)
        if callee == "setAlternateIconName", labels.first == .some(nil) {
            // `nil` sets the primary icon back.
            if first.expression.is(NilLiteralExprSyntax.self) { return false }
            addNamedLoad(first.expression, type: .appIcon, role: "setAlternateIconName(_:)", bundle: .main)
            return false
        }
        if ["referenceImages", "referenceObjects"].contains(callee), labels.first == "inGroupNamed" {
            addNamedLoad(first.expression, type: .arResourceGroup, role: "\(callee!)(inGroupNamed:bundle:)", bundle: namesOtherBundleForColor(node) ? .named : .main)
            return false
        }
        if callee == "NSDataAsset", labels.first == "name" {
            addNamedLoad(first.expression, type: .data, role: "NSDataAsset(name:)", bundle: namesOtherBundleForColor(node) ? .named : .main)
            return false
        }
        guard !loaders.isEmpty else { return false }
        let written = written(node.calledExpression).filter { !$0.isWhitespace }.replacingOccurrences(of: ".init", with: "")
        guard let loader = loaders.first(where: { $0.matches(written) }) else { return false }
        let role = loader.call + "(\(labels[0].map { $0 + ":" } ?? "_:"))"
        switch loader.kind {
        case .catalog: addLoad(.value(value(of: first.expression), suffix: nil), role: role, at: first.expression, call: node)
        case .system: addNamedLoad(first.expression, type: .symbol, role: role, bundle: .main)
        case .color: addNamedLoad(first.expression, type: .color, role: role, bundle: .main)
        case .data: addNamedLoad(first.expression, type: .data, role: role, bundle: .main)
        }
        facts.assetLoads.indices.last.map { facts.assetLoads[$0].isDeclaredLoader = loader.kind != .catalog }
        return true
    }

    /// Records SwiftGen's `Asset.Files.intro.data` (an `NSDataAsset`, whose `.data` may follow) and R.swift's `R.data.intro`.
    func recordDataMember(_ node: MemberAccessExprSyntax) {
        // The whole chain once, at its outermost access.
        guard previews == 0, node.parent?.as(MemberAccessExprSyntax.self)?.base?.id != node.id,
              let root = Self.rootName(node), root.first?.isUppercase == true, let chain = Self.chain(node), chain.count >= 3 else { return }
        if chain[0] == "R", chain[1] == "data" {
            addAssetLoad(.rswift(chain[2...].joined(separator: ".")), type: .data, role: "R.data", at: node, bundle: .accessor)
        } else if root != "R", let end = chain.indices.dropFirst(2).first(where: { chain[$0] == "data" }) {
            addAssetLoad(.swiftGen(Array(chain[..<end])), type: .data, role: "SwiftGen", at: node, bundle: .accessor)
        }
    }

    /// A load of the name `expression` gives, written or built at run time.
    private func addNamedLoad(_ expression: ExprSyntax, type: AssetType, role: String, bundle: LoadBundle) {
        if let name = plainText(expression) {
            addAssetLoad(.name(name), type: type, role: role, at: expression, bundle: bundle)
        } else if type != .symbol {
            addAssetLoad(.dynamic(written(expression)), type: type, role: role, at: expression, bundle: bundle)
        }
    }

    /// The labels of a system symbol's name: `UIImage(systemName:)`, `NSImage(systemSymbolName:accessibilityDescription:)`,
    /// `Label(_:systemImage:)`.
    static let systemSymbolLabels: Set<String> = ["systemName", "systemSymbolName", "systemImage"]
}
