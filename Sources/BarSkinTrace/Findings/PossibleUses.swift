import BarSkinCore

/// The evidence that an image nothing loads by name may still be loaded: strings
/// equal to its name, and dynamic names whose pattern could be any image. An
/// image with evidence is `possibly-used`, never `unused`.
struct PossibleUses {
    /// At most this many pieces of each kind are kept per image; reports say how many more.
    static let limit = 5

    private(set) var evidence: [AssetKey: [FindingEvidence]] = [:]

    /// Evidence from `strings`, and from the match-everything dynamic names among `references`, for the assets of `index`.
    init(strings: [NameEvidence], references: [ResolvedReference], index: AssetIndex) {
        // A name some call loads finds that image on the device; a string spelling it is that call's, not
        // evidence for another asset of the same name (a loose file the catalog shadows).
        var loaded = Set<String>()
        for resolved in references {
            if case .name(let name) = resolved.reference.target, case .found? = resolved.resolution { loaded.insert(name) }
        }
        for string in strings.sorted(by: NameEvidence.sourceOrder) where !loaded.contains(string.text) && !loaded.contains(string.assetName) {
            // A name can be both an image set and loose files; the string may mean either.
            let keys = [AssetKey(kind: .imageset, name: string.assetName), AssetKey(kind: .file, name: string.assetName)]
            for key in keys where (key.kind == .imageset ? index.catalog[key.name] : index.loose[key.name]) != nil {
                add(FindingEvidence(kind: .string, text: string.text, file: string.file, line: string.line, column: string.column), to: key)
            }
        }
        let dynamic = references.lazy.filter {
            if case .pattern(let pattern) = $0.reference.target { return pattern.matchesEverything }
            return false
        }.prefix(Self.limit).map { resolved in
            FindingEvidence(kind: .dynamicName, text: resolved.reference.displayName, file: resolved.reference.file,
                            line: resolved.reference.line, column: resolved.reference.column)
        }
        guard !dynamic.isEmpty else { return }
        for asset in index.allAssets {
            for piece in dynamic { add(piece, to: AssetKey(kind: asset.kind, name: asset.name)) }
        }
    }

    private mutating func add(_ piece: FindingEvidence, to key: AssetKey) {
        let kept = evidence[key, default: []]
        guard kept.filter({ $0.kind == piece.kind }).count < Self.limit, !kept.contains(piece) else { return }
        evidence[key, default: []].append(piece)
    }

    /// The possibly-used finding for an asset nothing uses, nil when there is no evidence for it.
    func finding(for asset: ImageAsset) -> Finding? {
        guard let pieces = evidence[AssetKey(kind: asset.kind, name: asset.name)], let first = pieces.first else { return nil }
        let why = first.kind == .string ? "the string \"\(first.text)\" at \(first.location) may name it"
            : "the dynamic name '\(first.text)' at \(first.location) could load it"
        let more = pieces.count > 1 ? " (and \(pieces.count - 1) more)" : ""
        return Finding(kind: .possiblyUsed, name: asset.name, file: asset.location,
                       message: "\(asset.noun) '\(asset.name)' is loaded by no call, but \(why)\(more)", evidence: pieces)
    }
}
