/// A BarSkin skin file (`NAME.skin.yml`): the tab bar items and stretchable
/// backgrounds one app's look is built from, with every input and output
/// named by a path relative to the file.
///
/// `barskin build` makes what it describes; `barskin trace` reads it to learn
/// which masks and art the project's skin loads. Version 1 covers tinted tab
/// bar items and cap-inset backgrounds; later versions add keys, never change
/// the meaning of these.
public struct SkinSpec: Sendable, Hashable {
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
    /// Tab bar items, each with its settings already laid over the shared ones.
    public var tabItems: [SkinTabItem]
    /// Stretchable backgrounds.
    public var backgrounds: [SkinBackground]

    /// A spec from its parts.
    public init(path: String, version: Int = 1, output: SkinPath? = nil, catalog: SkinPath? = nil, ninePatch: SkinPath? = nil,
                tabItems: [SkinTabItem] = [], backgrounds: [SkinBackground] = []) {
        self.path = path
        self.version = version
        self.output = output
        self.catalog = catalog
        self.ninePatch = ninePatch
        self.tabItems = tabItems
        self.backgrounds = backgrounds
    }

    /// Every image file family the skin reads, in file order: masks, selected
    /// fill images, and background art.
    public var inputs: [SkinInput] {
        let items = tabItems.flatMap { item in [item.mask] + (item.selectedFill.map { [$0] } ?? []) }
        return (items + backgrounds.map(\.image)).sorted { ($0.path.line, $0.path.column) < ($1.path.line, $1.path.column) }
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

    /// A path written at `line`:`column` of the skin file at `skinPath`.
    public init(text: String, line: Int, column: Int, skinPath: String) {
        self.text = text
        self.line = line
        self.column = column
        let folder = PathText.folder(of: skinPath)
        resolved = text.hasPrefix("/") || folder.isEmpty ? text : (folder == "/" ? "/" + text : folder + "/" + text)
    }
}

/// An image the skin reads, and what for.
public struct SkinInput: Sendable, Hashable {
    /// What the image is for.
    public enum Role: String, Sendable, Hashable {
        /// A tab bar item's alpha mask.
        case mask
        /// A tab bar item's selected fill image.
        case selectedFill = "selected-fill"
        /// Stretchable background art.
        case background
    }

    /// The image family: `Icons/star` (or `Icons/star.png`) stands for star.png, star@2x.png and star@3x.png.
    public var path: SkinPath
    /// What it is for.
    public var role: Role
    /// The output name it produces.
    public var outputName: String

    /// An input from its parts.
    public init(path: SkinPath, role: Role, outputName: String) {
        self.path = path
        self.role = role
        self.outputName = outputName
    }
}
