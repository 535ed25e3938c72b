import BarSkinCore

extension BundleAudit {
    /// Points each reference at the image sets of its name that the bundles of the
    /// targets running it ship: two catalogs (the app's and the widget's) may each
    /// have a set of one name, and the widget's code loads the widget's.
    func retarget(_ references: inout [ResolvedReference], index: AssetIndex, fileStatuses: [String: BundleMembership.Status]) {
        guard membership != nil, !index.sameNamedSets.isEmpty else { return }
        var shipped: [AssetKey: Set<String>] = [:]
        func targets(of key: AssetKey) -> Set<String> {
            if let known = shipped[key] { return known }
            var names = Set<String>()
            if let asset = index.asset(key), case .considered(let found) = assetStatuses([asset])[key] { names = Set(found) }
            shipped[key] = names
            return names
        }
        for position in references.indices {
            let reference = references[position]
            guard let first = reference.matchedAssets.first, first.kind == .imageset, index.sameNamedSets[first.name] != nil,
                  case .considered(let runners)? = fileStatuses[reference.reference.file] else { continue }
            let candidates = index.sets(named: first.name).map(\.key)
            let chosen = candidates.filter { !targets(of: $0).isDisjoint(with: runners) }
            guard !chosen.isEmpty, chosen != reference.matchedAssets else { continue }
            references[position].matchedAssets = chosen
            if case .found(_, _)? = reference.resolution, let asset = index.asset(chosen[0]) {
                let path = ImageNamedResolver(index: index, profile: DeviceProfile()).variant(of: asset, at: 3)?.path
                references[position].resolvedPath = path ?? reference.resolvedPath
                references[position].resolution = .found(assetKey: chosen[0], path: references[position].resolvedPath)
            }
        }
    }
}
