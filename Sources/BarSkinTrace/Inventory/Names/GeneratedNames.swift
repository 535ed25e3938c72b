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
    /// The colour sets' `ColorResource` member paths (``ColorNames/symbols``): a bare `.name` anywhere may be one.
    var colorSymbols: Set<String> = []
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

    /// Whether the Objective-C constants are known (not in the second look, which knows SwiftGen's alone).
    var knowsObjCConstants: Bool { knowsSymbols }

    /// Whether some symbol path starts with `name`.
    func isSymbolRoot(_ name: String) -> Bool { symbolRoots.contains(name) }

    /// Whether some set generates the symbol path.
    func isSymbol(_ path: String) -> Bool { symbols[path] != nil }

    /// The set an Objective-C constant (`ACImageNameChat`) names, where Xcode would generate it.
    func setName(forObjCConstant constant: String) -> String? {
        knowsSymbols ? objcConstants[constant] : nil
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

    /// Whether a member chain whose first name is `root` may be an accessor ``accessorAsset(_:)`` finds:
    /// asked first, so the chain of every other member access is never spelled out.
    func mayStartAccessor(_ root: String) -> Bool {
        root == "R" || swiftGenRoots.contains(root)
    }
}
