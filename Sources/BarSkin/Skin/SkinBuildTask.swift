import BarSkinArt
import BarSkinCore
import Foundation

/// One item of a skin file with the image files it reads and the files it
/// writes: the unit `barskin build` plans, checks and runs in parallel.
public struct SkinBuildTask: Sendable {
    /// The skin file the item is written in, or the command run that made it.
    public var source: SkinSource
    /// The item.
    public var item: any SkinItem
    /// The variants it is made for, sorted by device then scale: its family's
    /// files, or one per scale for drawn art (named after the item, read from nowhere).
    public var variants: [SkinImageVariant]
    /// The skin's folders, resolved: PNG outputs, asset catalog, Android resources.
    public var output: String?, catalog: String?, ninePatch: String?
    /// Every file the item writes, in the order it writes them.
    public var files: [SkinBuildFile]
    /// Every file whose bytes reach its pixels: its family's variants, its exact
    /// inputs and what it ``SkinItem/alsoReads``, as an incremental build checks them.
    public var dependencies: [String] = []
    /// For each of the item's ``SkinItem/lookFamilies``, its file at each of ``variants``, as the
    /// plan found them: the input a look's files name.
    public var lookInputs: [[String]] = []
    /// The skin's `compression:`, if it has one.
    public var compression: PNGCompression? = nil
    /// The spec's ``SkinSpec/typedOutputs``: files written as typed, a link there followed.
    public var typedOutputs: Set<String> = []

    /// The item's output name.
    public var name: String { item.name }

    /// The item is drawn art, which reads no image: its variants are its scales.
    public var isDrawn: Bool { item.family == nil && item.variantFiles == nil }

    /// The SVG or PDF `art` ships as a vector set: the one file every variant is drawn
    /// from (its look family's, for art drawn from one), when the art asks for a vector set;
    /// nil to ship PNGs.
    public func vectorSource(for art: SkinArt) -> String? {
        guard art.imageSet?.vector == true, let first = variants.first, first.raster != nil,
              variants.allSatisfy({ $0.raster != nil && $0.path == first.path }) else { return nil }
        guard let family = art.lookFamily else { return first.path }
        // A look family's files are found as the item's are: one drawing stands for every scale.
        guard let file = lookInputs[family].first, VectorFormat(path: file) != nil, lookInputs[family].allSatisfy({ $0 == file }) else { return nil }
        return file
    }

    /// A hash of everything besides its input files that reaches its files: the
    /// operations' identifiers, the compression, the arts and where they go, and the variants.
    public func recipe(operations: [any ImageOperation], compression: PNGCompression,
                       workingFolder: String = FileManager.default.currentDirectoryPath) -> String {
        recipe(lines: item.recipeLines(operations: operations), compression: compression, workingFolder: workingFolder)
    }

    /// ``recipe(operations:compression:workingFolder:)`` from the item's recipe lines, made once
    /// for the recipe and a command's ``SkinSpec/contentDigest()`` both.
    func recipe(lines: [String], compression: PNGCompression, workingFolder: String) -> String {
        let parts = ["recipe \(SkinManifest.recipeVersion) compression=\(compression.rawValue) png=\(PNGEncoder.revision)"] + lines
            + variants.map { $0.fileName.fileName + ($0.raster.map { " " + $0.identifier } ?? "") }
            + [output, catalog, ninePatch].map { $0.map { PathText.absolute($0, in: workingFolder) } ?? "-" }
        return PixelDigest.sha256(of: Array(parts.joined(separator: "\n").utf8))
    }
}

/// One file a skin build writes.
public struct SkinBuildFile: Sendable, Hashable {
    /// What the file is, as `build --json` names it: an art's kind (`normal`, `sized`, ...), `catalog` or `ninepatch`.
    public var kind: String
    /// The path written.
    public var path: String
    /// The image file it is made from; the skin file for drawn art and a Contents.json,
    /// none for those of a command run, which reads no file for them.
    public var input: String?
    /// Whether several items may list it (a catalog's own Contents.json), so it is no conflict.
    public var isShared: Bool
    /// The index of the art in ``SkinItem/arts`` and of the variant in ``SkinBuildTask/variants``
    /// it holds; nil for a Contents.json.
    public var art: Int?, variant: Int?
    /// The appearance its image is for; `any` for a Contents.json, which may list several.
    public var appearance: Appearance
    /// The output folder it is written below, through no link (``AtomicFile/writeStamped(_:to:below:)``);
    /// nil for a path the user typed, written as typed.
    public var root: String?

    /// A file from its parts.
    public init(path: String, input: String?, kind: String, isShared: Bool = false, art: Int? = nil, variant: Int? = nil,
                appearance: Appearance = .any, root: String? = nil) {
        self.path = path
        self.root = root
        self.input = input
        self.kind = kind
        self.isShared = isShared
        self.art = art
        self.variant = variant
        self.appearance = appearance
    }
}

/// A file a skin build wrote, found unchanged, or plans to write.
public struct SkinBuildOutput: Sendable, Hashable {
    /// The skin file or command run, and the item name, it belongs to; `catalog` for a catalog's
    /// own Contents.json, which no one item owns (the first item writing into the catalog plans it).
    public var source: SkinSource, name: String
    /// The file.
    public var file: SkinBuildFile
    /// What became of it, with its size; `planned` in a dry run.
    public var record: OutputRecord

    /// An output from its parts.
    public init(source: SkinSource, name: String, file: SkinBuildFile, record: OutputRecord) {
        self.source = source
        self.name = file.isShared ? "catalog" : name
        self.file = file
        self.record = record
    }

    /// A file of the plan, not written.
    public init(planned file: SkinBuildFile, source: SkinSource, name: String) {
        self.init(source: source, name: name, file: file, record: OutputRecord(input: file.input, output: file.path, status: .planned))
    }

    /// The `outputs[]` entry of `build --json`: the output record with the skin (null for a command run), item name and kind.
    public var json: JSONValue {
        .object([("skin", source.json), ("name", .string(name)), ("kind", .string(file.kind)), ("appearance", .string(file.appearance.rawValue))]
            + record.jsonMembers)
    }
}

extension SkinItem {
    /// What reaches its files besides its inputs and where they go: each operation's
    /// identifier, then each art's ``SkinArt/recipeText``, then each colour set's colours, then each text file's digest.
    func recipeLines(operations: [any ImageOperation]) -> [String] {
        operations.map(\.identifier) + arts.map(\.recipeText) + colorSets.map(\.recipeText) + symbolSets.map(\.recipeText) + textFiles.map(\.recipeText)
    }
}

extension SkinArt {
    /// All of the art that reaches its files, for recipes and digests: its name, kind,
    /// operation, how image sets and 9-patches ship it, and its file name.
    var recipeText: String {
        // Written out rather than described: reflection was most of the no-op build's recipe
        // time. Appended piece by piece: a batch makes this text twice for each of thousands of arts.
        var text = name
        text += " "
        text += kind
        text += isLoose ? " true " : " false "
        text += String(operationIndex ?? -1)
        text += " "
        if appearance != .any {
            text += "for "
            text += appearance.rawValue
            text += " "
        }
        if let imageSet {
            text += "set "
            text += imageSet.template.map { $0 ? "template" : "original" } ?? "-"
            text += " "
            text += imageSet.caps?.identifier ?? "-"
            if imageSet.vector { text += " vector" }
            if imageSet.ownsAppearances { text += " owns" }
        }
        if let ninePatch {
            text += " 9 "
            text += ninePatch.caps.identifier
            text += " "
            text += ninePatch.contentInsets?.text ?? "-"
        }
        if let fileName {
            text += " file "
            text += fileName
            text += " in "
            text += folder ?? "-"
        }
        return text
    }
}
