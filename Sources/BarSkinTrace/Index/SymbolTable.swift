/// Image sets by the generated-symbol path Xcode gives them, for resolving
/// `.Icons.star`-style references.
struct SymbolTable {
    /// Sets by their full member path (`Icons.star`).
    private var byPath: [String: [ImageAsset]] = [:]
    /// Sets by their last symbol alone (`star`), for references that leave out a namespace.
    private var byLastSymbol: [String: [ImageAsset]] = [:]

    init(_ sets: some Sequence<ImageAsset>) {
        for set in sets.sorted(by: { $0.name < $1.name }) {
            let path = AssetSymbol.swiftPath(forSetName: set.name)
            byPath[path, default: []].append(set)
            byLastSymbol[String(path.split(separator: ".").last ?? Substring(path)), default: []].append(set)
        }
    }

    /// The set a dotted reference names. Xcode requires the namespace, so the exact
    /// path wins; failing that, a set whose namespaces end with the reference's
    /// (ignoring case), then any set with that last symbol, so that a reference
    /// written against another generator's namespacing still marks its art used.
    func set(for reference: String) -> ImageAsset? {
        if let exact = byPath[reference]?.first { return exact }
        let parts = reference.split(separator: ".").map(String.init)
        guard let last = parts.last, let candidates = byLastSymbol[last] else { return nil }
        let namespaces = parts.dropLast().map { $0.lowercased() }
        return candidates.first { set in
            let folders = set.name.split(separator: "/").dropLast().map { AssetSymbol.namespace(for: String($0)).lowercased() }
            return folders.suffix(namespaces.count).elementsEqual(namespaces)
        } ?? candidates.first
    }
}
