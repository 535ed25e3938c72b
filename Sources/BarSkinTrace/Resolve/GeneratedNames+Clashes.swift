import BarSkinCore

extension GeneratedNames {
    /// Symbols that two or more sets of one catalog generate (`chat-icon` and
    /// `chatIcon` both give `.chatIcon`), each with its sets in name order: Xcode warns
    /// and gives the symbol to the set whose name sorts first, the others none.
    /// Sets of one name in two catalogs (two targets' bundles) are not a clash.
    func clashes() -> [String: [ImageAsset]] {
        var clashes: [String: [ImageAsset]] = [:]
        for (path, sets) in symbols where sets.count > 1 {
            let byCatalog = Dictionary(grouping: sets) { $0.catalogFolder }
            if let clashing = byCatalog.keys.sorted().lazy.compactMap({ byCatalog[$0] }).first(where: { $0.count > 1 }) {
                clashes[path] = clashing.sorted { ($0.name, $0.location) < ($1.name, $1.location) }
            }
        }
        return clashes
    }
}

extension ImageAsset {
    /// The `.xcassets` folder that holds an image set, empty for loose files.
    var catalogFolder: String {
        guard kind == .imageset, let range = location.range(of: ".xcassets/", options: .backwards) else { return "" }
        return String(location[..<range.upperBound].dropLast())
    }
}
