import BarSkinCore

extension BundleAudit {
    /// Points each reference at the image sets of its name that the bundles of the
    /// targets running it ship: two catalogs (the app's and the widget's) may each
    /// have a set of one name, and the widget's code loads the widget's.
    func retarget(_ references: inout [ResolvedReference], index: AssetIndex, profile: DeviceProfile,
                  statuses: [AssetKey: BundleMembership.Status], fileStatuses: [String: BundleMembership.Status]) {
        guard membership != nil, !index.sameNamedSets.isEmpty else { return }
        func targets(of key: AssetKey) -> Set<String> {
            if case .considered(let names)? = statuses[key] { return Set(names) }
            return []
        }
        let resolver = ImageNamedResolver(index: index, profile: profile)
        for position in references.indices {
            let reference = references[position]
            guard let first = reference.matchedAssets.first, first.kind == .imageset, index.sameNamedSets[first.name] != nil,
                  case .considered(let runners)? = fileStatuses[reference.reference.file] else { continue }
            let candidates = index.sets(named: first.name).map(\.key)
            let chosen = candidates.filter { !targets(of: $0).isDisjoint(with: runners) }
            guard !chosen.isEmpty, chosen != reference.matchedAssets else { continue }
            references[position].matchedAssets = chosen
            if case .found(_, _)? = reference.resolution, let asset = index.asset(chosen[0]) {
                let path = resolver.variant(of: asset, at: profile.highestScale)?.path
                references[position].resolvedPath = path ?? reference.resolvedPath
                references[position].resolution = .found(assetKey: chosen[0], path: references[position].resolvedPath)
            }
        }
    }
}
