import BarSkinArt
import BarSkinCore
import BarSkinTrace
import Foundation

/// What `barskin build` made from one skin file, kept beside its outputs so a
/// re-run can tell an item is up to date from sizes and times alone, and
/// `--prune` can delete only files BarSkin wrote.
///
/// Paths are stored relative to the manifest's folder, so a project can move;
/// in memory they are absolute (``PathText/absolute(_:in:)``) to compare.
public struct SkinManifest: Sendable, Equatable {
    /// The version of the manifest's layout.
    public static let schemaVersion = 1
    /// Bumped when the build's meaning changes in a way no operation identifier shows.
    public static let recipeVersion = 2

    /// The file the manifest is read from and written to.
    public var path: String
    /// The skin file it records (absolute); another skin's manifest of the same name is not used.
    public var skin: String?
    /// The command and input roots that made it (`build` and the skin file for a skin).
    public var invocation: SkinInvocation?
    /// The items built, by name.
    public var items: [String: Item] = [:]
    /// Files several items share that a build of this skin created (a catalog's own
    /// Contents.json), by absolute path, with what was written: BarSkin's to delete once
    /// the skin no longer makes them, and only while they still hold those bytes.
    public var created: [String: Output] = [:]
    /// Files the skin made once and makes no longer, kept until `--prune` deletes them (absolute).
    public var stale: Set<String> = []
    /// What BarSkin wrote at each ``stale`` path, where the manifest recorded it: `--prune`
    /// deletes only a file that still has this size and hash.
    public var staleRecords: [String: Output] = [:]
    /// The manifest file's stamp when it was read (nil when there was none), so a plan
    /// kept across builds notices the file has changed since.
    public var readStamp: FileStamp?
    /// What a build that changes nothing can check without planning, when the last build succeeded.
    public var quick: Quick?
    /// Why the file at ``path`` could not be used, when it exists but is no manifest this
    /// build reads: everything is redrawn, and the file replaced.
    public var problem: SkinBuildWarning?
    /// Whether ``upToDate(_:recipe:workingFolder:)`` updated an input's time since it was read, so it must be written.
    public var isRestamped = false

    /// An empty manifest to be written at `path`.
    public init(path: String) {
        self.path = path
    }

    /// One item's recipe, the files it read and the files it wrote.
    public struct Item: Sendable, Equatable {
        /// A hash of everything besides the input files that reaches its pixels (``SkinBuildTask/recipe(operations:compression:)``).
        public var recipe: String
        /// The image files it read, by absolute path.
        public var inputs: [String: Input]
        /// The files it wrote, by absolute path.
        public var outputs: [String: Output]

        /// An item from its parts.
        public init(recipe: String, inputs: [String: Input], outputs: [String: Output]) {
            self.recipe = recipe
            self.inputs = inputs
            self.outputs = outputs
        }
    }

    /// An input file as it was read.
    public struct Input: Sendable, Equatable {
        /// Its size and time, and the SHA-256 of its bytes.
        public var stamp: FileStamp, sha256: String
        /// Its pixel size, from a PNG's header, so warnings about it repeat without decoding it.
        public var width: Int?, height: Int?

        /// An input from its parts.
        public init(stamp: FileStamp, sha256: String, width: Int? = nil, height: Int? = nil) {
            self.stamp = stamp
            self.sha256 = sha256
            self.width = width
            self.height = height
        }

        /// The input of these bytes, read at `stamp`.
        public init(stamp: FileStamp, bytes: [UInt8]) {
            let size = PNGHeader.pixelSize(header: Array(bytes.prefix(24)))
            self.init(stamp: stamp, sha256: PixelDigest.sha256(of: bytes), width: size?.width, height: size?.height)
        }
    }

    /// An output file as it was written.
    public struct Output: Sendable, Equatable {
        /// What it is, as `build --json` names it (`normal`, `catalog`, `ninepatch`).
        public var kind: String
        /// Pixel size and the scale it is for (0 for a Contents.json).
        public var width: Int?, height: Int?, scale: Int?
        /// Its size and time, and the SHA-256 of its bytes.
        public var stamp: FileStamp, sha256: String
        /// The identifier of the operation that drew it, if one did.
        public var operation: String?
        /// The file it was made from, absolute (the skin file for drawn art).
        public var input: String?
        /// The appearance its image is for (`build --json`'s `appearance`).
        public var appearance: Appearance

        /// An output from its parts.
        public init(kind: String, width: Int?, height: Int?, scale: Int?, stamp: FileStamp, sha256: String, operation: String?, input: String? = nil,
                    appearance: Appearance = .any) {
            self.input = input
            self.appearance = appearance
            self.kind = kind
            self.width = width
            self.height = height
            self.scale = scale
            self.stamp = stamp
            self.sha256 = sha256
            self.operation = operation
        }
    }

    /// The state in which the last build found everything: if all of it is the same, every
    /// item would be found up to date, so the plan need not be made (``SkinBuilder/unchanged(_:)``).
    public struct Quick: Sendable, Equatable {
        /// The skin file's SHA-256.
        public var skinSHA: String
        /// The build's settings and program (``SkinBuilder/fingerprint(compression:)``).
        public var fingerprint: String
        /// Every folder listed, absolute, with its stamp (nil where it did not exist).
        public var folders: [String: FileStamp?]
        /// Files several items share (a catalog's own Contents.json), absolute: only checked to exist.
        public var shared: [String]
        /// The skin file's own warnings when the plan was made, repeated by a build that makes none.
        public var warnings: [RecordedWarning]

        /// A record from its parts.
        public init(skinSHA: String, fingerprint: String, folders: [String: FileStamp?], shared: [String], warnings: [RecordedWarning] = []) {
            self.skinSHA = skinSHA
            self.fingerprint = fingerprint
            self.folders = folders
            self.shared = shared
            self.warnings = warnings
        }
    }

    /// Every output path recorded, absolute.
    public var allOutputs: Set<String> {
        Set(items.values.flatMap(\.outputs.keys)).union(stale).union(created.keys)
    }

    /// Whether it records any output at all (``allOutputs`` is not empty), found without gathering them.
    var recordsAnOutput: Bool {
        !stale.isEmpty || !created.isEmpty || items.values.contains { !$0.outputs.isEmpty }
    }

    /// Where `spec`'s manifest lives: in its ``SkinSpec/manifestFolder`` when it names one,
    /// else in its `output` folder, else its catalog, else its `ninepatch` folder; nil when it has none.
    public static func path(for spec: SkinSpec) -> String? {
        guard let folder = spec.manifestFolder ?? (spec.output ?? spec.catalog ?? spec.ninePatch)?.resolved else { return nil }
        return switch spec.source {
        case .command(let invocation): SkinOutputFolders.tidied(folder) + "/" + invocation.manifestFileName
        case .file(let skin): path(forSkin: skin, inFolder: SkinOutputFolders.tidied(folder))
        }
    }

    /// Where the manifest of the skin at `skin` lives, given the folder it is kept in:
    /// `.NAME.barskin.json`, NAME the skin's file name without `.yml`.
    public static func path(forSkin skin: String, inFolder folder: String) -> String {
        var name = PathText.fileName(of: skin)
        for suffix in [".yml", ".yaml"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
        return folder + "/." + name + ".barskin.json"
    }
}
