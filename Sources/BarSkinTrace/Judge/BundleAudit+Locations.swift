import BarSkinCore

extension BundleAudit {
    /// The files or folders that hold each asset: the set folder, or each loose variant;
    /// for a name two catalogs' sets share, every catalog's set (under the first set's key).
    static func locations(_ index: AssetIndex) -> [AssetKey: [String]] {
        var locations: [AssetKey: [String]] = [:]
        var keysByLocation: [String: AssetKey] = [:]
        for asset in index.allAssets {
            let key = AssetKey(kind: asset.kind, name: asset.name)
            locations[key, default: []] += paths(of: asset)
            keysByLocation[asset.location] = key
        }
        for (later, earlier) in index.duplicateSetNames {
            guard let key = keysByLocation[earlier], !(locations[key] ?? []).contains(later) else { continue }
            locations[key, default: []].append(later)
        }
        return locations
    }

    /// Where an asset is: a set by its folder, loose files by each variant.
    static func paths(of asset: ImageAsset) -> [String] {
        asset.kind == .imageset ? [asset.location] : asset.variants.map(\.path)
    }

    /// Two statuses of one asset as one: considered targets add up; else a development asset, left out, no target.
    static func merge(_ first: BundleMembership.Status?, _ second: BundleMembership.Status) -> BundleMembership.Status {
        switch (first, second) {
        case (nil, _): second
        case (.considered(let names)?, .considered(let more)): .considered(Set(names + more).sorted())
        case (.considered(let names)?, _): .considered(names)
        case (_, .considered): second
        case (.developmentAsset?, _), (_, .developmentAsset): .developmentAsset
        case (.leftOut?, _), (_, .leftOut): .leftOut
        default: .noTarget
        }
    }
}

extension BundleAudit {
    /// Whether two files or folders go into one bundle (always, without a project to ask).
    func sharesABundle(_ first: String, _ second: String) -> Bool {
        guard let membership else { return true }
        let one = membership.shippingTargetNumbers(PathText.absolute(first, in: workingFolder))
        return !one.isDisjoint(with: membership.shippingTargetNumbers(PathText.absolute(second, in: workingFolder)))
    }
}
