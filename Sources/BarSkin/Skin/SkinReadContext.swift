import BarSkinArt
import BarSkinCore

/// What the sections of one skin file have claimed so far: item names and the
/// outputs they write, so that no two items write one name.
struct SkinReadContext {
    /// The skin file.
    let path: String
    /// Whether the skin has a `catalog:`, the only place image sets are written.
    let hasCatalog: Bool
    /// Whether the top level's `appearances` asks for a dark look in every drawing section
    /// that gives none (``DarkLookRule``).
    var derivesDark = false
    /// The items of the sections read so far, for a section that shows them (the preview).
    var items: [any SkinItem] = []
    /// Item names taken so far, with the line that took them.
    private var names: [String: Int] = [:]
    /// Loose outputs and catalog image sets so far, by their lowercase form: as spelled, and the line.
    private var looseOutputs: [String: (spelled: String, line: Int)] = [:]
    private var imageSets: [String: (spelled: String, line: Int)] = [:]

    init(path: String, hasCatalog: Bool) {
        self.path = path
        self.hasCatalog = hasCatalog
    }

    /// Claims the outputs of `arts`: loose PNGs, and image sets where the skin writes them.
    mutating func claim(arts: [SkinArt]) throws(SkinError) {
        // Art read from a skin file always has its place there.
        for art in arts {
            guard let at = art.position else { continue }
            if art.isLoose { try claimOutput(art.name, imageSet: false, at: at.line, column: at.column) }
            if art.imageSet != nil && hasCatalog { try claimOutput(art.name, imageSet: true, at: at.line, column: at.column) }
        }
    }

    /// Claims colour set names: a catalog holds one asset of a name, so an image set named
    /// like one (ignoring case, as the catalog does) clashes with it. Colour sets are read after
    /// every section that writes image sets. Where the key is implied (`at` nil) the clash is
    /// said at the image set's line.
    func claim(colorSets: [SkinColorSet], at position: SkinPosition?) throws(SkinError) {
        for set in colorSets {
            guard let earlier = imageSets[set.name.lowercased()] else { continue }
            throw SkinProblem.colorSetClash(name: set.name, earlierName: earlier.spelled, earlierLine: earlier.line)
                .located(at: path, line: position?.line ?? earlier.line, column: position?.column)
        }
    }

    /// The longest name, in UTF-8 bytes: with `-selected@3x~ipad.png` it stays inside a 255-byte file name.
    static let longestName = 200

    /// The output name, `written` or the image's stem, checked and recorded, with where it was written.
    mutating func claim(_ written: (text: String, line: Int, column: Int)?,
                        defaultFrom image: (text: String, line: Int, column: Int)) throws(SkinError) -> (name: String, line: Int, column: Int) {
        let (line, column) = written.map { ($0.line, $0.column) } ?? (image.line, image.column)
        let name = written?.text ?? AssetFileName(parsing: PathText.fileName(of: image.text)).stem
        let plain = !name.isEmpty && name.utf8.count <= Self.longestName && !name.hasPrefix(".")
            && !name.unicodeScalars.contains { "/@~".unicodeScalars.contains($0) || $0.properties.generalCategory == .control }
        guard plain else {
            throw SkinProblem.invalidValue(detail: "'\(name.excerpt)' cannot name an output: use a plain name of at most "
                                + "\(Self.longestName) bytes without '/', '@', '~', control characters or a leading '.'").located(at: path, line: line, column: column)
        }
        if let earlier = names[name] { throw SkinProblem.duplicateName(name: name, earlierLine: earlier).located(at: path, line: line, column: column) }
        names[name] = line
        return (name, line, column)
    }

    /// An image the skin writes into the app, made where `line`:`column` asks for it: a loose
    /// file (`star-selected`, `bar-320x49`) or a catalog image set. An image set named like a
    /// loose output (ignoring case, as macOS and the bundle do) would shadow it; two outputs of
    /// one kind are one path, which the build plan's conflict check reports by file.
    private mutating func claimOutput(_ name: String, imageSet: Bool, at line: Int, column: Int) throws(SkinError) {
        if let earlier = (imageSet ? looseOutputs : imageSets)[name.lowercased()] {
            throw SkinProblem.outputClash(name: name, earlierName: earlier.spelled, earlierLine: earlier.line).located(at: path, line: line, column: column)
        }
        if imageSet {
            imageSets[name.lowercased()] = imageSets[name.lowercased()] ?? (name, line)
        } else {
            looseOutputs[name.lowercased()] = looseOutputs[name.lowercased()] ?? (name, line)
        }
    }
}
