import BarSkinCore

// Stand-ins until the exact naming rules land (trace-naming branch).
extension AssetSymbol {
    static func swiftPath(forSetName name: String) -> String {
        let parts = name.split(separator: "/").map(String.init)
        return (parts.dropLast().map { component -> String in
            let symbol = symbol(for: component)
            return symbol.prefix(1).uppercased() + symbol.dropFirst()
        } + [symbol(for: parts.last ?? name)]).joined(separator: ".")
    }

    static func objcConstant(forSetName name: String) -> String {
        let symbol = symbol(for: name.replacingOccurrences(of: "/", with: " "))
        return "ACImageName" + symbol.prefix(1).uppercased() + symbol.dropFirst()
    }
}

enum RswiftName {
    static func identifier(for name: String) -> String { AssetSymbol.symbol(for: name) }
    static func looseFileIdentifier(forFileName name: String) -> String? { nil }
}
