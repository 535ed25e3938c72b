/// A colour load resolved against the colour sets.
struct ResolvedAssetLoad: Sendable {
    /// The load.
    var load: AssetLoad
    /// The names of the sets it may load, the first the one it does; empty where none.
    var setNames: [String]
    /// For a name no set has exactly, the set it matches when ignoring case: it loads in the Simulator on a Mac's disk and
    /// fails on a device, as an image's name does.
    var caseMismatch: String?
    /// Whether finding no set is an error: a name or a `ColorResource` symbol is, while a bare member may be the
    /// system's or another type's, an accessor the compiler checked, and the accent colour the system's blue.
    var isMissingWithoutSet: Bool
}

/// Resolves colour loads against the colour sets alone (never the images): a name finds the sets of that name, a
/// `ColorResource` symbol the set that generates it, a generator's accessor the sets its identifier may stand for.
struct NamedSetResolver: Sendable {
    let index: NamedSetIndex
    let names: ColorNames

    /// Set names by their lower-cased form (the first in sorted order of each).
    private let lowercased: [String: String]

    /// A resolver of loads against `index`.
    init(index: NamedSetIndex) {
        self.index = index
        names = ColorNames(index: index)
        lowercased = index.sets.keys.sorted().reduce(into: [:]) { $0[$1.lowercased()] = $0[$1.lowercased()] ?? $1 }
    }

    /// What each load finds; a bare member the system has (`.primary`, `UIColor.black`) is the system's and left out.
    func resolve(_ loads: [AssetLoad]) -> [ResolvedAssetLoad] {
        loads.compactMap { load in
            switch load.target {
            case .name(let name):
                // `Color.accentColor` without a set is the system's tint.
                var resolved = ResolvedAssetLoad(load: load, setNames: index.sets[name] == nil ? [] : [name],
                                                 isMissingWithoutSet: load.role != AssetLoad.accentColorRole && !(load.isDeclaredLoader && load.type == .data))
                if resolved.setNames.isEmpty { resolved.caseMismatch = lowercased[name.lowercased()] }
                return resolved
            case .symbol(let path):
                return ResolvedAssetLoad(load: load, setNames: names.setName(forSymbol: path).map { [$0] } ?? [], isMissingWithoutSet: true)
            case .bareSymbol(let path):
                // Xcode leaves a symbol that clashes with the system's colour out of the framework extensions.
                guard !ColorNames.isSystemColor(path), let name = names.setName(forSymbol: path) else { return nil }
                return ResolvedAssetLoad(load: load, setNames: [name], isMissingWithoutSet: false)
            case .swiftGen(let chain):
                return ResolvedAssetLoad(load: load, setNames: names.setNames(forSwiftGenChain: chain), isMissingWithoutSet: false)
            case .rswift(let path):
                let last = String(path.split(separator: ".").last ?? "")
                return ResolvedAssetLoad(load: load, setNames: names.setNames(forRswiftIdentifier: last), isMissingWithoutSet: false)
            case .dynamic:
                return ResolvedAssetLoad(load: load, setNames: [], isMissingWithoutSet: false)
            }
        }
    }
}
