/// Every colour set of a project, by name. Kept beside the ``AssetIndex``, not in it: a colour load
/// finds only colour sets and an image load only images, so neither can answer for the other.
public struct ColorIndex: Sendable {
    /// Every set of each name, in the order the catalogs were walked: the first is the one a bundle
    /// holding several finds, the rest are numbered by ``ColorSet/instance``.
    public private(set) var sets: [String: [ColorSet]] = [:]

    /// An index of `colorSets`.
    public init(_ colorSets: [ColorSet]) {
        for var set in colorSets {
            set.instance = sets[set.name]?.count ?? 0
            sets[set.name, default: []].append(set)
        }
    }

    /// Every set, by name, same-named ones in catalog order.
    public var allSets: [ColorSet] {
        sets.keys.sorted().flatMap { sets[$0]! }
    }

    /// Whether there are no colour sets.
    public var isEmpty: Bool { sets.isEmpty }
}
