import BarSkinCore

/// Recognises strings that name one of a project's images: the image set or
/// loose asset name itself (`PushEvent`, `Icons/logo`), or a file name of it
/// (`PushEvent.png`, `PushEvent@2x.png`, `Foo.bundle/icon~ipad.png`).
struct ImageNameMatcher: Sendable {
    /// Longer strings are prose, not names, and are not looked at.
    static let maximumLength = 256
    private let names: Set<String>
    /// Loose atlases' textures: the name SpriteKit finds each by (`gold`), to its asset's (`Coins.atlas/gold`).
    private let textures: [String: String]
    /// The names sorted, and each reversed and sorted: a template's fixed start or end finds its
    /// candidates by binary search, not by matching every name (projects have thousands of both).
    private let sorted: [String], reversed: [String]

    /// A matcher for every asset of `index`.
    init(index: AssetIndex) {
        names = Set(index.catalog.keys).union(index.loose.keys)
        textures = index.atlasTextures.mapValues(\.name)
        sorted = names.sorted()
        reversed = names.map { String($0.reversed()) }.sorted()
    }

    /// The asset `text` names, if any.
    func assetName(for text: String) -> String? {
        guard !text.isEmpty, text.utf8.count <= Self.maximumLength, !names.isEmpty else { return nil }
        if names.contains(text) { return text }
        if let texture = textures[text] { return texture }
        guard text.utf8.contains(UInt8(ascii: ".")), let (name, _) = AssetIndex.looseVariant(path: text, bundleName: text, size: nil) else { return nil }
        return names.contains(name) ? name : textures[name]
    }

    /// Whether a name names an image: a literal one, or a pattern with a fixed part that some image fits.
    func namesSomeImage(_ pattern: NamePattern) -> Bool {
        if let literal = pattern.literal { return assetName(for: literal) != nil }
        return !pattern.matchesEverything && (names.contains { pattern.matches($0) } || textures.keys.contains { pattern.matches($0) })
    }

    /// Whether a template may be a name: a fixed start or end of three characters or more, and no
    /// space in its fixed text (a log line's template is prose, not a name).
    static func mayBeAName(_ pattern: NamePattern) -> Bool {
        let pattern = pattern.withoutImageExtension
        guard !pattern.matchesEverything, pattern.segments.count <= 8,
              !pattern.segments.contains(where: { if case .text(let text) = $0 { text.contains { $0.isWhitespace } } else { false } }) else { return false }
        if case .text(let start)? = pattern.segments.first, start.count >= 3 { return true }
        if case .text(let end)? = pattern.segments.last, end.count >= 3 { return true }
        return false
    }

    /// The names a template fits, found from its fixed start or end.
    func templateNames(_ pattern: NamePattern) -> [String] {
        let pattern = pattern.withoutImageExtension
        var candidates: [String] = []
        if case .text(let start)? = pattern.segments.first, start.count >= 3 {
            candidates = Self.range(of: start, in: sorted)
        } else if case .text(let end)? = pattern.segments.last, end.count >= 3 {
            candidates = Self.range(of: String(end.reversed()), in: reversed).map { String($0.reversed()) }
        }
        return candidates.filter { pattern.matches($0) }.sorted()
    }

    /// The entries of sorted `names` that begin with `prefix`.
    private static func range(of prefix: String, in names: [String]) -> [String] {
        var low = 0, high = names.count
        while low < high {
            let middle = (low + high) / 2
            if names[middle] < prefix { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < names.count, names[end].hasPrefix(prefix) { end += 1 }
        return Array(names[low..<end])
    }
}
