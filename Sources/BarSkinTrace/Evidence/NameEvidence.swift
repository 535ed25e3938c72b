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

    /// A matcher for every asset of `index`.
    init(index: AssetIndex) {
        names = Set(index.catalog.keys).union(index.loose.keys)
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

    /// Evidence for every literal string among `tokens` that names an image.
    func evidence(in tokens: [SourceToken], file: String) -> [NameEvidence] {
        tokens.indices.compactMap { index in
            let token = tokens[index]
            guard let text = token.string?.literal, let name = assetName(for: text),
                  !LiteralContext(tokens: tokens).isOtherThanAName(at: index) else { return nil }
            return NameEvidence(assetName: name, text: text, file: file, line: token.line, column: token.column)
        }
    }
}
