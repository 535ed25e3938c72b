import BarSkinArt
import BarSkinCore

/// A BarSkin skin file (`NAME.skin.yml`): the tab bar items and stretchable
/// backgrounds one app's look is built from, with every input and output
/// named by a path relative to the file.
///
/// `barskin build` makes what it describes; `barskin trace` reads it to learn
/// which masks and art the project's skin loads. Its sections are listed in
/// ``SkinSections``; later versions add keys, never change the meaning of these.
public struct SkinSpec: Sendable {
    /// The spec versions this build reads.
    public static let supportedVersions = 1...1

    /// Where the items come from: the skin file, or the command run that made them from its flags.
    public var source: SkinSource
    /// The spec version (`version:`).
    public var version: Int
    /// The folder PNG outputs go to (`output:`), relative to the skin file.
    public var output: SkinPath?
    /// The asset catalog backgrounds become image sets in (`catalog:`).
    public var catalog: SkinPath?
    /// The Android resource folder backgrounds become 9-patches in (`ninepatch:`).
    public var ninePatch: SkinPath?
    /// How hard its PNGs are compressed (`compression:`); nil for the default,
    /// or whatever `build --compression` says.
    public var compression: PNGCompression?
    /// The items of every section, section by section in ``SkinSections/all`` order, each in file order.
    public var items: [any SkinItem]
    /// Where the build keeps its manifest, when not beside the outputs (`build --manifest-folder`):
    /// a folder copied whole into an app, as a build-tool plugin's is, should hold the images alone.
    public var manifestFolder: String?
    /// Output files named on the command line (`-o icon.png`, `--preview shot.png`), as typed:
    /// a link there is the user's own and is written through; any other link below an output
    /// folder is refused.
    public var typedOutputs: Set<String> = []

    /// A spec from its parts.
    public init(source: SkinSource, version: Int = 1, output: SkinPath? = nil, catalog: SkinPath? = nil, ninePatch: SkinPath? = nil,
                compression: PNGCompression? = nil, items: [any SkinItem] = []) {
        self.source = source
        self.version = version
        self.output = output
        self.catalog = catalog
        self.ninePatch = ninePatch
        self.compression = compression
        self.items = items
    }

    /// A spec of the skin file at `path`, from its parts.
    public init(path: String, output: SkinPath? = nil, catalog: SkinPath? = nil, ninePatch: SkinPath? = nil, items: [any SkinItem] = []) {
        self.init(source: .file(path), output: output, catalog: catalog, ninePatch: ninePatch, items: items)
    }

    /// The skin file, as the user named it; nil for a command run, which has none.
    public var path: String? { source.file }

    /// The skin file of a spec read from one, for what only skin files have (a preview, `build -o`).
    var skinFile: String {
        guard let path else { preconditionFailure("only a skin file's spec is redirected or previewed") }
        return path
    }

    /// The command run and its inputs, when a command made the spec from its flags rather
    /// than a skin file: its manifest is named for them (``SkinInvocation/manifestFileName``).
    public var invocation: SkinInvocation? { source.invocation }

    /// Every image the skin reads, in file order.
    public var inputs: [SkinInput] {
        items.flatMap(\.inputs).sorted { ($0.path.line ?? 0, $0.path.column ?? 0) < ($1.path.line ?? 0, $1.path.column ?? 0) }
    }

    /// The items of one kind, in file order.
    public func items<Item: SkinItem>(of kind: Item.Type) -> [Item] {
        items.compactMap { $0 as? Item }
    }
}

/// A path written in a skin file, with where it was written, or typed on the command line.
public struct SkinPath: Sendable, Hashable {
    /// The text as written, relative to the skin file's folder (or absolute).
    public var text: String
    /// Where the value is written in its skin file; nil for a path typed on the command line.
    public var position: SkinPosition?
    /// The path as the user's shell would name it: the skin file's folder joined with the text.
    public var resolved: String
    /// The skin file it is written in; nil for a path typed on the command line.
    public var skin: String?

    /// A path written at `line`:`column` of the skin file at `skinPath`.
    public init(text: String, line: Int, column: Int, skinPath: String) {
        self.init(text: text, position: SkinPosition(line: line, column: column), skinPath: skinPath)
    }

    /// A path of the skin file at `skinPath`, at `position` where it is written there (nil for
    /// one a flag put in its place, such as `build -o`'s folder in a skin that names none).
    public init(text: String, position: SkinPosition?, skinPath: String) {
        self.text = text
        self.position = position
        skin = skinPath
        let folder = PathText.folder(of: skinPath)
        resolved = text.hasPrefix("/") || folder.isEmpty ? text : (folder == "/" ? "/" + text : folder + "/" + text)
    }

    /// A path typed on the command line, which names itself and has no place in a file.
    public init(typed text: String) {
        self.text = text
        resolved = text
    }

    /// The 1-based line of the value, where it is written in a file.
    public var line: Int? { position?.line }
    /// The 1-based column of the value, where it is written in a file.
    public var column: Int? { position?.column }
    /// The file a problem with the value is reported at: its skin file, or the typed path itself.
    public var reportedAt: String { skin ?? text }

    /// The same place naming `text` instead (a family's drawing found for its PNG name).
    public func naming(_ text: String) -> SkinPath {
        skin.map { SkinPath(text: text, position: position, skinPath: $0) } ?? SkinPath(typed: text)
    }
}

/// An image the skin reads, and what for.
public struct SkinInput: Sendable, Hashable {
    /// What an image is for, as trace reports it (`mask`, `selected-fill`, `background`).
    public struct Role: RawRepresentable, Sendable, Hashable {
        /// The role's name in reports.
        public var rawValue: String
        /// The role named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The image family: `Icons/star` (or `Icons/star.png`) stands for star.png, star@2x.png and star@3x.png.
    public var path: SkinPath
    /// What it is for.
    public var role: Role
    /// How the image reads in a message: `mask`, `selected fill`, `background art`.
    public var noun: String
    /// One file named exactly (no implied `.png`, no scale variants), rather than a family.
    public var isExactFile: Bool
    /// The output name it produces.
    public var outputName: String

    /// An input from its parts.
    public init(path: SkinPath, role: Role, noun: String, isExactFile: Bool = false, outputName: String) {
        self.path = path
        self.role = role
        self.noun = noun
        self.isExactFile = isExactFile
        self.outputName = outputName
    }
}
