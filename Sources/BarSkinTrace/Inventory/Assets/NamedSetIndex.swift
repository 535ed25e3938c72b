/// Every set of one ``AssetType`` (colour or data) of a project, by name. Kept beside the ``AssetIndex``, not in it:
/// a colour load finds only colour sets, a data load only data sets and an image load only images.
public struct NamedSetIndex: Sendable {
    /// Every set of each name, in the order the catalogs were walked: the first is the one a bundle
    /// holding several finds, the rest are numbered by ``NamedSet/instance``.
    public private(set) var sets: [String: [NamedSet]] = [:]

    /// An index of `colorSets`.
    public init(_ colorSets: [NamedSet]) {
        for var set in colorSets {
            set.instance = sets[set.name]?.count ?? 0
            sets[set.name, default: []].append(set)
        }
    }

    /// Every set, by name, same-named ones in catalog order.
    public var allSets: [NamedSet] {
        sets.keys.sorted().flatMap { sets[$0]! }
    }

    /// Whether there are no sets.
    public var isEmpty: Bool { sets.isEmpty }
}
