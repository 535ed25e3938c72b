/// One item of a skin file with the image files it reads and the files it
/// writes: the unit `barskin build` plans, checks and runs in parallel.
public struct SkinBuildTask: Sendable {
    /// What is built.
    public enum Item: Sendable, Hashable {
        /// A tab bar item: each mask variant tinted into normal and selected art.
        case tabItem(SkinTabItem)
        /// A background: rendered at its sizes and/or shipped with its caps.
        case background(SkinBackground)
    }

    /// The skin file the item is written in.
    public var skin: String
    /// The item.
    public var item: Item
    /// The variants of its mask or art, sorted by device then scale.
    public var variants: [SkinImageVariant]
    /// The skin's folders, resolved: PNG outputs, asset catalog, Android resources.
    public var output: String?, catalog: String?, ninePatch: String?
    /// Every file the item writes, in the order it writes them.
    public var files: [SkinBuildFile]

    /// The item's output name.
    public var name: String {
        switch item {
        case .tabItem(let item): item.name
        case .background(let background): background.name
        }
    }

    /// Where the item's mask or art is named in the skin file.
    public var input: SkinInput {
        switch item {
        case .tabItem(let item): item.mask
        case .background(let background): background.image
        }
    }
}

/// One file a skin build writes.
public struct SkinBuildFile: Sendable, Hashable {
    /// What the file is.
    public enum Kind: String, Sendable, Hashable {
        /// Unselected tab bar art.
        case normal
        /// Selected tab bar art.
        case selected
        /// A background rendered at one of its sizes.
        case sized
        /// A file of an asset catalog (art copy or Contents.json).
        case catalog
        /// An Android 9-patch.
        case ninePatch = "ninepatch"
    }

    /// The path written.
    public var path: String
    /// The image file it is made from; the skin file for a Contents.json.
    public var input: String
    /// What it is.
    public var kind: Kind
    /// Whether several items may list it (a catalog's own Contents.json), so it is no conflict.
    public var isShared: Bool

    /// A file from its parts.
    public init(path: String, input: String, kind: Kind, isShared: Bool = false) {
        self.path = path
        self.input = input
        self.kind = kind
        self.isShared = isShared
    }
}

/// A file a skin build wrote or found already up to date.
public struct SkinBuildOutput: Sendable, Hashable {
    /// The skin file and item name it belongs to.
    public var skin: String, name: String
    /// The file.
    public var file: SkinBuildFile
    /// Written or unchanged; nil in a dry run, where nothing is written.
    public var outcome: WriteOutcome?

    /// An output from its parts.
    public init(skin: String, name: String, file: SkinBuildFile, outcome: WriteOutcome?) {
        self.skin = skin
        self.name = name
        self.file = file
        self.outcome = outcome
    }

    /// The `outputs[]` entry of `build --json`; `status` is `written`, `unchanged` or `planned`.
    public var json: JSONValue {
        .object([
            ("skin", .string(skin)), ("name", .string(name)), ("kind", .string(file.kind.rawValue)),
            ("input", .string(file.input)), ("output", .string(file.path)), ("status", .string(outcome?.rawValue ?? "planned")),
        ])
    }
}
