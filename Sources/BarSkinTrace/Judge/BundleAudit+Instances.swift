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
        let resolver = ImageNamedResolver(index: index, profile: profile)
        var mainBundles: [[String]: Set<String>] = [:]
        for position in references.indices {
            let reference = references[position]
            guard reference.matchedAssets.contains(where: { $0.kind == .imageset && index.sameNamedSets[$0.name] != nil }),
                  case .considered(let runners)? = fileStatuses[reference.reference.file] else { continue }
            if !Self.loadsFromItsOwnBundle(reference.reference), mainBundles[runners] == nil {
                mainBundles[runners] = Self.mainBundles(of: runners, membership: membership).union(imageNamedBundles)
            }
            let bundles = Self.loadsFromItsOwnBundle(reference.reference) ? Set(runners) : mainBundles[runners] ?? []
            let chosen = Self.copies(reference.matchedAssets, in: bundles, index: index, statuses: statuses)
            guard chosen != reference.matchedAssets else { continue }
            references[position].matchedAssets = chosen
            if case .found(_, _)? = reference.resolution, let asset = index.asset(chosen[0]) {
                let path = resolver.variant(of: asset, at: profile.highestScale)?.path
                references[position].resolvedPath = path ?? reference.resolvedPath
                references[position].resolution = .found(assetKey: chosen[0], path: references[position].resolvedPath)
            }
        }
    }

    /// The evidence of bare `.name` uses narrowed to the sets of the using file's own targets: Xcode
    /// generates a target's symbols for its own catalogs, so the package's `.star` is no evidence for the app's `Star`.
    func ownCopies(_ evidence: [FindingEvidence: [AssetKey]], index: AssetIndex, statuses: [AssetKey: BundleMembership.Status],
                   fileStatuses: [String: BundleMembership.Status]) -> [FindingEvidence: [AssetKey]] {
        guard membership != nil, !index.sameNamedSets.isEmpty else { return evidence }
        return evidence.reduce(into: [:]) { narrowed, entry in
            guard case .considered(let runners)? = fileStatuses[entry.key.file] ?? buildStatus(of: entry.key.file) else {
                return narrowed[entry.key] = entry.value
            }
            narrowed[entry.key] = Self.copies(entry.value, in: Set(runners), index: index, statuses: statuses)
        }
    }

    /// `keys` with each name that several catalogs have narrowed to the copies that `bundles` ship;
    /// a name none of them ships keeps its keys (the audit says it is missing there).
    static func copies(_ keys: [AssetKey], in bundles: Set<String>, index: AssetIndex, statuses: [AssetKey: BundleMembership.Status]) -> [AssetKey] {
        guard keys.contains(where: { $0.kind == .imageset && index.sameNamedSets[$0.name] != nil }) else { return keys }
        var chosen: [AssetKey] = []
        var names = Set<String>()
        for key in keys {
            guard key.kind == .imageset, index.sameNamedSets[key.name] != nil else {
                chosen.append(key)
                continue
            }
            guard names.insert(key.name).inserted else { continue }
            let shipped = index.sets(named: key.name).map(\.key).filter { copy in
                guard case .considered(let targets)? = statuses[copy] else { return false }
                return !bundles.isDisjoint(with: targets)
            }
            chosen += shipped.isEmpty ? keys.filter { $0.kind == .imageset && $0.name == key.name } : shipped
        }
        return chosen
    }
}
