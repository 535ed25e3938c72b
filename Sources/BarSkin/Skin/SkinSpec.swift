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

    /// The file, as the user named it.
    public var path: String
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
    /// The command run and its inputs, when a command made the spec from its flags rather
    /// than a skin file: its manifest is named for them (``SkinInvocation/manifestFileName``).
    public var invocation: SkinInvocation?
    /// Output files named on the command line (`-o icon.png`, `--preview shot.png`), as typed:
    /// a link there is the user's own and is written through; any other link below an output
    /// folder is refused.
    public var typedOutputs: Set<String> = []

    /// A spec from its parts.
    public init(path: String, version: Int = 1, output: SkinPath? = nil, catalog: SkinPath? = nil, ninePatch: SkinPath? = nil,
                compression: PNGCompression? = nil, items: [any SkinItem] = []) {
        self.path = path
        self.version = version
        self.output = output
        self.catalog = catalog
        self.ninePatch = ninePatch
        self.compression = compression
        self.items = items
    }

    /// Every image the skin reads, in file order.
    public var inputs: [SkinInput] {
        items.flatMap(\.inputs).sorted { ($0.path.line, $0.path.column) < ($1.path.line, $1.path.column) }
    }

    /// The items of one kind, in file order.
    public func items<Item: SkinItem>(of kind: Item.Type) -> [Item] {
        items.compactMap { $0 as? Item }
    }
}

/// A path written in a skin file, with where it was written.
public struct SkinPath: Sendable, Hashable {
    /// The text as written, relative to the skin file's folder (or absolute).
    public var text: String
    /// 1-based line and column of the value.
    public var line: Int, column: Int
    /// The path as the user's shell would name it: the skin file's folder joined with the text.
    public var resolved: String
    /// The skin file it is written in.
    public var skin: String

    /// A path written at `line`:`column` of the skin file at `skinPath`.
    public init(text: String, line: Int, column: Int, skinPath: String) {
        self.text = text
        self.line = line
        self.column = column
        skin = skinPath
        let folder = PathText.folder(of: skinPath)
        resolved = text.hasPrefix("/") || folder.isEmpty ? text : (folder == "/" ? "/" + text : folder + "/" + text)
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
