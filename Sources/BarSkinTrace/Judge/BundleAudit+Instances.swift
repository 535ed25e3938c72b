import BarSkinCore

extension BundleAudit {
    /// Points each reference at the image sets of its names that the bundle it loads from
    /// ships: two catalogs (the app's and the widget's, or the app's and a package's) may
    /// each have a set of one name. A call that names no bundle loads from the main bundle,
    /// the app's, even in a package's code; a call that names one (`in: .module`), a
    /// generator's accessor, an Xcode asset symbol or a storyboard loads from the bundle of
    /// the target it is built in. A dynamic name's matches are narrowed name by name.
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
            guard reference.matchedAssets.contains(where: { $0.kind == .imageset && index.sameNamedSets[$0.name] != nil }),
                  case .considered(let runners)? = fileStatuses[reference.reference.file] else { continue }
            let bundles = Self.loadsFromItsOwnBundle(reference.reference)
                ? Set(runners) : Self.mainBundles(of: runners, membership: membership)
            var chosen: [AssetKey] = []
            var names = Set<String>()
            for key in reference.matchedAssets {
                guard key.kind == .imageset, index.sameNamedSets[key.name] != nil else {
                    chosen.append(key)
                    continue
                }
                guard names.insert(key.name).inserted else { continue }
                let copies = index.sets(named: key.name).map(\.key)
                let shipped = copies.filter { !targets(of: $0).isDisjoint(with: bundles) }
                // No bundle it loads from ships the name: the match stays, and the audit says it is missing there.
                chosen += shipped.isEmpty ? reference.matchedAssets.filter { $0.kind == .imageset && $0.name == key.name } : shipped
            }
            guard chosen != reference.matchedAssets else { continue }
            references[position].matchedAssets = chosen
            if case .found(_, _)? = reference.resolution, let asset = index.asset(chosen[0]) {
                let path = resolver.variant(of: asset, at: profile.highestScale)?.path
                references[position].resolvedPath = path ?? reference.resolvedPath
                references[position].resolution = .found(assetKey: chosen[0], path: references[position].resolvedPath)
            }
        }
    }
}
