import BarSkinArt
import BarSkinCore

/// One text file a skin item writes (the generated appearance code): its place and its bytes.
/// It holds no pixels, so it is no ``SkinArt``: the plan lists it after the item's colour sets,
/// and the build writes it through the same manifest, `--dry-run` and `--prune`, atomically and
/// only when its bytes changed.
public struct SkinTextFile: Sendable, Hashable {
    /// The file, as the skin or a flag names it; nil puts it beside the skin's catalog under ``defaultName``.
    public var path: SkinPath?
    /// The name it takes beside the catalog when ``path`` is nil.
    public var defaultName: String
    /// What `build --json` calls it: `swift`.
    public var kind: String
    /// The file's whole text.
    public var bytes: [UInt8]

    /// A file from its parts.
    public init(path: SkinPath?, defaultName: String, kind: String, bytes: [UInt8]) {
        self.path = path
        self.defaultName = defaultName
        self.kind = kind
        self.bytes = bytes
    }

    /// The folder and name it is written as: its own path's, else the catalog's folder and ``defaultName``;
    /// nil where it names no path and the skin has no catalog.
    func place(catalog: String?) -> (folder: String, name: String)? {
        if let path {
            let folder = PathText.folder(of: path.resolved)
            return (folder.isEmpty ? "." : folder, PathText.fileName(of: path.resolved))
        }
        guard let catalog else { return nil }
        let folder = PathText.folder(of: PathText.trimmingTrailingSlashes(catalog))
        return (folder.isEmpty ? "." : folder, defaultName)
    }

    /// Everything of it that reaches its file, for recipes and digests.
    var recipeText: String {
        "text \(kind) \(path?.resolved ?? "-") \(defaultName) " + PixelDigest.sha256(of: bytes)
    }
}
