import BarSkinCore

/// Unused images whose whole catalog, catalog group or loose-image folder is unnamed, in a project
/// that loads images by names built from data (a dynamic name with no fixed text, `UIImage(named: tracker.logo)`).
/// Sixty unnamed tracker logos in their own catalog are what such a call loads, not sixty pieces
/// of dead art: they are one `unreferenced-group` finding, which names the call sites, in place of
/// sixty `unused`. An image beside named ones stays `unused`, unless those are named only by the
/// data-driven loads themselves (`token: "zec"` of a `UIImage(named: token.lowercased())` that also
/// takes a server's symbols), or it belongs to a family of names of one shape of which nothing
/// names more than one in five (country codes, numbered pictures: ``families(in:unused:)``);
/// a group needs two unused images or more.
struct UnreferencedGroups {
    /// Most sites named in a group's message; its evidence keeps ``PossibleUses/limit`` of them.
    static let sitesInMessage = 3

    let index: AssetIndex
    /// The data-driven sites, as evidence, in report order and each once.
    let sites: [FindingEvidence]
    /// The images named only by loads that take names built from data too, by location.
    let namedAlongsideData: Set<String>

    /// The groups of `index`'s assets, with the sites among `references` that could load any image.
    init(index: AssetIndex, references: [ResolvedReference]) {
        self.index = index
        var sites: [FindingEvidence] = []
        var alongside = Set<AssetKey>(), plainly = Set<AssetKey>()
        for resolved in references {
            if resolved.reference.alongsideData { alongside.formUnion(resolved.matchedAssets) } else { plainly.formUnion(resolved.matchedAssets) }
            guard case .pattern(let pattern) = resolved.reference.target, pattern.matchesEverything else { continue }
            let reference = resolved.reference
            let site = FindingEvidence(kind: .dynamicName, text: reference.displayName, file: reference.file,
                                       line: reference.line, column: reference.column)
            if !sites.contains(site) { sites.append(site) }
        }
        self.sites = sites
        namedAlongsideData = Set(alongside.subtracting(plainly).compactMap { index.asset($0)?.location })
    }

    /// `findings` with the `unused` findings of each unreferenced group replaced by one finding for the group.
    func regrouped(_ findings: [Finding]) -> [Finding] {
        guard !sites.isEmpty else { return findings }
        let unused = Set(findings.lazy.filter { $0.kind == .unused }.map(\.file))
        let possible = Set(findings.lazy.filter { $0.kind == .possiblyUsed }.map(\.file))
        // Every folder that may be a group, with its images and how many of them are unused. An image a string
        // names (`possibly-used`) is named: its folder is no unreferenced group, unless a data-driven load
        // names one of the folder's images too, which makes the folder that load's family.
        var members: [String: [ImageAsset]] = [:]
        for asset in index.allAssets { for folder in Self.groups(of: asset) { members[folder, default: []].append(asset) } }
        let unreferenced = members.compactMapValues { assets -> [ImageAsset]? in
            let dead = assets.filter { unused.contains($0.location) }
            let family = assets.filter { namedAlongsideData.contains($0.location) }.count
            let strings = family == 0 ? 0 : assets.filter { possible.contains($0.location) }.count
            return dead.count >= 2 && dead.count + family + strings == assets.count ? dead : nil
        }
        // The outermost unreferenced folder of each image: a catalog rather than each of its groups.
        var chosen: [String: [ImageAsset]] = [:]
        for asset in index.allAssets {
            if let folder = Self.groups(of: asset).first(where: { unreferenced[$0] != nil }) { chosen[folder] = unreferenced[folder] }
        }
        var grouped = Set(chosen.values.joined().map(\.location))
        let families = Self.families(in: index.allAssets.filter { !grouped.contains($0.location) }, unused: unused)
        grouped.formUnion(families.flatMap { $0.dead.map(\.location) })
        return findings.filter { $0.kind != .unused || !grouped.contains($0.file) }
            + chosen.keys.sorted().map { folder in
                let named = members[folder]!.filter { namedAlongsideData.contains($0.location) }.map(\.name).sorted()
                return finding(folder: folder, assets: chosen[folder]!, namedAlongside: named)
            }
            + families.map { finding(folder: $0.folder, assets: $0.dead, namedAlongside: [], alike: true) }
    }

    /// Least members of a family of names; at most one in five of them (and at least one) may be named or used.
    static let familySize = 5

    /// The families of names a folder holds beside named images that nothing names but their shape
    /// (AppSales' 246 flags `ad.png` … `zw.png` beside a named `world.png`; ChatSecure's `BE` … `RU`
    /// beside the `US` a xib shows as its placeholder): a data-driven load's values, not dead art.
    static func families(in assets: [ImageAsset], unused: Set<String>) -> [(folder: String, dead: [ImageAsset])] {
        var found: [String: [ImageAsset]] = [:]
        for asset in assets {
            guard let folder = groups(of: asset).last, let key = familyKey(asset.name) else { continue }
            found[folder + "\u{0}" + key, default: []].append(asset)
        }
        return found.keys.sorted().compactMap { key in
            let members = found[key]!
            let dead = members.filter { unused.contains($0.location) }
            guard members.count >= familySize, members.count - dead.count <= max(1, members.count / 5) else { return nil }
            return (String(key.prefix { $0 != "\u{0}" }), dead.sorted { $0.name < $1.name })
        }
    }

    /// The shape a family's names share: digit runs as `#` (`Inv#`, `avatar_#`), or for two- and
    /// three-letter names their case (`aa`, `AAA`: country and language codes); nil for other names.
    static func familyKey(_ name: String) -> String? {
        let last = name.split(separator: "/").last.map(String.init) ?? name
        if last.contains(where: \.isNumber) {
            var key = "", inDigits = false
            for character in last {
                if character.isNumber, !inDigits { key.append("#") } else if !character.isNumber { key.append(character) }
                inDigits = character.isNumber
            }
            return key
        }
        guard (2...3).contains(last.count), last.allSatisfy(\.isLetter) else { return nil }
        return String(last.map { $0.isUppercase ? "A" : "a" })
    }

    private func finding(folder: String, assets: [ImageAsset], namedAlongside: [String], alike: Bool = false) -> Finding {
        let shown = sites.prefix(Self.sitesInMessage).map(\.location).joined(separator: ", ")
        let more = sites.count > Self.sitesInMessage ? " and \(sites.count - Self.sitesInMessage) more" : ""
        let name = Self.displayName(folder)
        let examples = assets.prefix(2).map { "'\($0.name)'" }.joined(separator: ", ")
        let count = alike ? "\(assets.count) images named alike (\(examples)\(assets.count > 2 ? " and \(assets.count - 2) more" : ""))" : "\(assets.count) images"
        let named = namedAlongside.isEmpty ? "none named in the code"
            : "none named in the code but " + namedAlongside.prefix(Self.sitesInMessage).map { "'\($0)'" }.joined(separator: ", ")
                + (namedAlongside.count > Self.sitesInMessage ? " and \(namedAlongside.count - Self.sitesInMessage) more" : "")
                + ", which a data-driven load takes too"
        var finding = Finding(kind: .unreferencedGroup, name: name, file: folder,
                              message: "\(name): \(count), \(named); the data-driven "
                                + "\(sites.count == 1 ? "name" : "names") at \(shown)\(more) may load them",
                              evidence: Array(sites.prefix(PossibleUses.limit)))
        finding.groupImages = assets.map(\.name).sorted()
        return finding
    }

    /// The folders an asset's group may be: for an image set, its catalog and each group folder
    /// down to the set's; for loose images, the folder that holds them.
    static func groups(of asset: ImageAsset) -> [String] {
        guard asset.kind == .imageset else { return [PathText.folder(of: asset.location)] }
        let components = asset.location.split(separator: "/", omittingEmptySubsequences: false)
        guard let catalog = components.lastIndex(where: { $0.hasSuffix(".xcassets") }) else { return [] }
        return (catalog..<(components.count - 1)).map { components[...$0].joined(separator: "/") }
    }

    /// A group as its message names it: from its catalog on, or a loose folder's last component.
    static func displayName(_ folder: String) -> String {
        let components = folder.split(separator: "/")
        let catalog = components.lastIndex { $0.hasSuffix(".xcassets") } ?? components.count - 1
        return components[catalog...].joined(separator: "/")
    }
}
