import BarSkinCore

/// A string in the project equal to an image's name: a source literal, a plist
/// or JSON value. Not a call that loads the image, but evidence that some code
/// may build a call from it (`[UIImage imageNamed:event.type]`).
public struct NameEvidence: Sendable, Hashable {
    /// The name of the asset it matches.
    public var assetName: String
    /// The string as written.
    public var text: String
    /// The file that holds it.
    public var file: String
    /// 1-based line, 0 when unknown (binary plists).
    public var line: Int
    /// 1-based column, 0 when unknown.
    public var column: Int
    /// For a string built from data (`"icon-\(rawValue)"`), its pattern, until the project's
    /// declarations fill it in and say which images it fits (``ImageNameMatcher/expanding(_:with:)``).
    var template: NamePattern?

    /// Report order: file, line, column.
    static func sourceOrder(_ lhs: NameEvidence, _ rhs: NameEvidence) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.text) < (rhs.file, rhs.line, rhs.column, rhs.text)
    }
}

/// Recognises strings that name one of a project's images: the image set or
/// loose asset name itself (`PushEvent`, `Icons/logo`), or a file name of it
/// (`PushEvent.png`, `PushEvent@2x.png`, `Foo.bundle/icon~ipad.png`).
struct ImageNameMatcher: Sendable {
    /// Longer strings are prose, not names, and are not looked at.
    static let maximumLength = 256
    private let names: Set<String>
    /// The names sorted, and each reversed and sorted: a template's fixed start or end finds its
    /// candidates by binary search, not by matching every name (projects have thousands of both).
    private let sorted: [String], reversed: [String]

    /// A matcher for every asset of `index`.
    init(index: AssetIndex) {
        names = Set(index.catalog.keys).union(index.loose.keys)
        sorted = names.sorted()
        reversed = names.map { String($0.reversed()) }.sorted()
    }

    /// The asset `text` names, if any.
    func assetName(for text: String) -> String? {
        guard !text.isEmpty, text.utf8.count <= Self.maximumLength, !names.isEmpty else { return nil }
        if names.contains(text) { return text }
        guard text.contains("."), let (name, _) = AssetIndex.looseVariant(path: text, bundleName: text, size: nil) else { return nil }
        return names.contains(name) ? name : nil
    }

    /// Whether a name names an image: a literal one, or a pattern with a fixed part that some image fits.
    func namesSomeImage(_ pattern: NamePattern) -> Bool {
        if let literal = pattern.literal { return assetName(for: literal) != nil }
        return !pattern.matchesEverything && names.contains { pattern.matches($0) }
    }

    /// Evidence for every literal string among `tokens` that names an image (the scanner records
    /// the strings built from data, ``SourceScan/templates``, where their pieces can be looked up).
    func evidence(in tokens: [SourceToken], file: String) -> [NameEvidence] {
        tokens.indices.compactMap { index in
            let token = tokens[index]
            guard let text = token.string?.literal, let name = assetName(for: text),
                  !LiteralContext(tokens: tokens).isOtherThanAName(at: index) else { return nil }
            return NameEvidence(assetName: name, text: text, file: file, line: token.line, column: token.column)
        }
    }

    /// Template evidence as the images it fits once `names` fills in its declared pieces (an `Int`
    /// enum's cases give exactly their names); other evidence as it is.
    func expanding(_ evidence: [NameEvidence], with names: DeclaredNames) -> [NameEvidence] {
        evidence.flatMap { piece -> [NameEvidence] in
            guard let template = piece.template else { return [piece] }
            var found: [String] = []
            for pattern in names.resolve(template, depth: 0) {
                if let text = pattern.literal { found += assetName(for: text).map { [$0] } ?? [] } else if Self.mayBeAName(pattern) { found += templateNames(pattern) }
            }
            return Set(found).sorted().map { NameEvidence(assetName: $0, text: piece.text, file: piece.file, line: piece.line, column: piece.column) }
        }
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
    private func templateNames(_ pattern: NamePattern) -> [String] {
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
