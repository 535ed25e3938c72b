import BarSkinCore

extension BundleAudit {
    /// Points each reference at the image sets of its name that the bundle it loads from
    /// ships: two catalogs (the app's and the widget's, or the app's and a package's) may
    /// each have a set of one name. A call that names no bundle loads from the main bundle,
    /// the app's, even in a package's code; a call that names one (`in: .module`), a
    /// generator's accessor or a storyboard loads from the bundle of the target it is built in.
    func retarget(_ references: inout [ResolvedReference], index: AssetIndex, profile: DeviceProfile,
                  statuses: [AssetKey: BundleMembership.Status], fileStatuses: [String: BundleMembership.Status]) {
        guard let membership, !index.sameNamedSets.isEmpty else { return }
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
            let ownBundle = Self.loadsFromItsOwnBundle(reference.reference.role)
                || reference.reference.source == .storyboard || reference.reference.source == .xib
            let bundles = ownBundle ? Set(runners) : Self.mainBundles(of: runners, membership: membership)
            let chosen = candidates.filter { !targets(of: $0).isDisjoint(with: bundles) }
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
