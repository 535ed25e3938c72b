import BarSkinCore

/// The evidence that an image nothing loads by name may still be loaded: strings
/// equal to its name, dynamic names with a fixed part that match it (`icon_*`),
/// and bare `.name` members that may be its asset symbol or something else the
/// project declares. An image with evidence is `possibly-used`, never `unused`.
/// A dynamic name with no fixed part (`%@.png`) is no evidence: it could be any
/// image, so it is reported once at its site instead of hiding every unused one.
struct PossibleUses {
    /// At most this many pieces of each kind are kept per image; reports say how many more.
    static let limit = 5

    private(set) var evidence: [AssetKey: [FindingEvidence]] = [:]

    /// Evidence from `strings`, the fixed-part patterns among `references` and the
    /// ambiguous symbol uses, for the assets of `index`; `sharesABundle` says whether two
    /// files or folders go into one bundle.
    init(strings: [NameEvidence], references: [ResolvedReference], symbols: [FindingEvidence: [AssetKey]] = [:], index: AssetIndex,
         sharesABundle: (String, String) -> Bool = { _, _ in true }) {
        // A name some call loads finds that image on the device; a string spelling it is that call's, not
        // evidence for another asset of the same name in that bundle (a loose file the catalog shadows).
        // Another bundle's copy (a package's, where the app's call loads the app's) has its own evidence.
        var loaded: [String: [AssetKey]] = [:]
        var loadingSites = Set<String>()
        for resolved in references {
            guard case .name(let name) = resolved.reference.target, case .found? = resolved.resolution else { continue }
            loaded[name, default: []] += resolved.matchedAssets
            loadingSites.insert("\(resolved.reference.file):\(resolved.reference.line):\(resolved.reference.column)")
        }
        func shadowed(_ asset: ImageAsset, by name: String) -> Bool {
            (loaded[name] ?? []).contains { key in
                key == asset.key || index.asset(key).map { sharesABundle($0.location, asset.location) } ?? true
            }
        }
        // A string a dynamic call takes is that call's evidence (below), not a second piece at the same place.
        var calls = Set<String>()
        for resolved in references {
            if case .pattern = resolved.reference.target { calls.insert("\(resolved.reference.file):\(resolved.reference.line):\(resolved.reference.column)") }
        }
        for string in strings.sorted(by: NameEvidence.sourceOrder) {
            let site = "\(string.file):\(string.line):\(string.column)"
            guard !calls.contains(site), !loadingSites.contains(site) else { continue }
            // A name can be image sets (in several catalogs) and loose files; the string may mean any of them.
            let assets = index.sets(named: string.assetName) + (index.loose[string.assetName].map { [$0] } ?? [])
            for asset in assets where !shadowed(asset, by: string.text) && !shadowed(asset, by: string.assetName) {
                add(FindingEvidence(kind: .string, text: string.text, file: string.file, line: string.line, column: string.column), to: asset.key)
            }
        }
        for resolved in references {
            guard case .pattern(let pattern) = resolved.reference.target, !pattern.matchesEverything else { continue }
            let piece = FindingEvidence(kind: .dynamicName, text: resolved.reference.displayName, file: resolved.reference.file,
                                        line: resolved.reference.line, column: resolved.reference.column)
            for key in resolved.matchedAssets { add(piece, to: key) }
        }
        for (piece, keys) in symbols.sorted(by: { $0.key.location < $1.key.location }) {
            for key in keys { add(piece, to: key) }
        }
    }

    private mutating func add(_ piece: FindingEvidence, to key: AssetKey) {
        let kept = evidence[key, default: []]
        guard kept.filter({ $0.kind == piece.kind }).count < Self.limit, !kept.contains(piece) else { return }
        evidence[key, default: []].append(piece)
    }

    /// The possibly-used finding for an asset nothing uses, nil when there is no evidence for it.
    func finding(for asset: ImageAsset) -> Finding? {
        guard let pieces = evidence[asset.key], let first = pieces.first else { return nil }
        let why = switch first.kind {
        case .string: "the string \"\(first.text)\" at \(first.location) may name it"
        case .dynamicName: "the dynamic name '\(first.text)' at \(first.location) could load it"
        case .assetSymbol: "'\(first.text)' at \(first.location) may be its asset symbol" + (first.note.map { " or \($0)" } ?? "")
        }
        let more = pieces.count > 1 ? " (and \(pieces.count - 1) more)" : ""
        return Finding(kind: .possiblyUsed, name: asset.name, file: asset.location,
                       message: "\(asset.noun) '\(asset.name)'\(asset.atlasPhrase) is loaded by no call, but \(why)\(more)", evidence: pieces)
    }
}
