import BarSkinCore

/// The names code generators give a project's images, each mapped back to its
/// asset: Xcode's generated asset symbols (Swift members and Objective-C
/// constants), SwiftGen's accessors (read from its generated file) and R.swift's.
struct GeneratedNames: Sendable {
    /// Swift member paths after `ImageResource.` (`chat`, `Icons.star`), to the sets that generate them.
    private(set) var symbols: [String: [ImageAsset]] = [:]
    /// The first component of every symbol path, for a quick test at each dot.
    private var symbolRoots: Set<String> = []
    /// Objective-C constants (`ACImageNameChat`) to set names.
    private var objcConstants: [String: String] = [:]
    /// SwiftGen accessors (`Asset.Icons.email`) to asset names.
    private var swiftGen: [String: String] = [:]
    private var swiftGenRoots: Set<String> = []
    /// R.swift accessors after `R.image.` (`settingsIcon`, `menu.icons.first`) to asset names.
    private var rswift: [String: String] = [:]
    /// Whether the Xcode symbols are known (not in the second pass, which looks for SwiftGen's alone).
    private var knowsSymbols = true
    /// Whether a bare `.name` may be a generated symbol: not when every target turns generation off
    /// (`ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS = NO`).
    private(set) var countsBareSymbols = true

    /// SwiftGen's accessors alone.
    init(swiftGen accessors: [String: String]) {
        knowsSymbols = false
        swiftGen = accessors
        swiftGenRoots = Set(accessors.keys.map { String($0.prefix { $0 != "." }) })
    }

    /// The Xcode and R.swift names for every image set and loose file of `index`.
    init(index: AssetIndex, symbolsGenerated: Bool = true) {
        countsBareSymbols = symbolsGenerated
        for set in index.allSets {
            let path = AssetSymbol.swiftPath(forSetName: set.name)
            symbols[path, default: []].append(set)
            symbolRoots.insert(String(path.prefix { $0 != "." }))
            objcConstants[AssetSymbol.objcConstant(forSetName: set.name)] = set.name
            rswift[set.name.split(separator: "/").map { RswiftName.identifier(for: String($0)) }.joined(separator: ".")] = set.name
        }
        for asset in index.loose.values {
            guard !asset.name.contains("/"), let identifier = RswiftName.looseFileIdentifier(forFileName: PathText.fileName(of: asset.location)) else { continue }
            rswift[identifier] = rswift[identifier] ?? asset.name
        }
    }

    /// Whether some symbol path starts with `name`.
    func isSymbolRoot(_ name: String) -> Bool { symbolRoots.contains(name) }

    /// Whether some set generates the symbol path.
    func isSymbol(_ path: String) -> Bool { symbols[path] != nil }

    /// A SwiftGen, R.swift or Objective-C generated name starting at `index`, as a call that loads its asset.
    func accessorCall(at index: Int, in scanner: CallSiteScanner) -> CallSiteScanner.CallSite? {
        let tokens = scanner.tokens
        guard let word = tokens[index].identifier, index == 0 || !tokens[index - 1].isPunctuation("."),
              let initial = word.utf8.first, initial == UInt8(ascii: "A") || initial == UInt8(ascii: "R") || !swiftGenRoots.isEmpty else { return nil }
        if knowsSymbols, scanner.source == .objc, word.hasPrefix("ACImageName") {
            let argument: CallSiteScanner.CallSite.Argument = objcConstants[word].map { .name($0) } ?? .symbol(word)
            return CallSiteScanner.CallSite(argument: argument, location: tokens[index], role: "ACImageName")
        }
        let isRswift = word == "R" && index + 3 < tokens.count && tokens[index + 1].isPunctuation(".") && tokens[index + 2].identifier == "image"
        guard isRswift || swiftGenRoots.contains(word) else { return nil }
        var parts: [String] = isRswift ? [] : [word]
        var position = isRswift ? index + 3 : index + 1
        var found: (String, Int)?
        while position + 1 < tokens.count, tokens[position].isPunctuation("."), let part = tokens[position + 1].identifier {
            parts.append(part)
            position += 2
            let key = parts.joined(separator: ".")
            if let asset = isRswift ? rswift[key] : swiftGen[key] { found = (asset, parts.count) }
        }
        guard let (asset, _) = found else { return nil }
        return CallSiteScanner.CallSite(argument: .name(asset), location: tokens[index], role: isRswift ? "R.image" : "SwiftGen")
    }
}

extension GeneratedNames {
    /// The asset a SwiftGen (`Asset.Icons.email`, longest match) or R.swift (`R.image.email`) member chain names, with its role.
    func accessorAsset(_ chain: [String]) -> (asset: String, role: String)? {
        if chain.count >= 3, chain[0] == "R", chain[1] == "image" {
            var found: String?
            for end in 3...chain.count { if let asset = rswift[chain[2..<end].joined(separator: ".")] { found = asset } }
            return found.map { ($0, "R.image") }
        }
        guard swiftGenRoots.contains(chain[0]) else { return nil }
        var found: String?
        for end in 2...chain.count { if let asset = swiftGen[chain[0..<end].joined(separator: ".")] { found = asset } }
        return found.map { ($0, "SwiftGen") }
    }
}
