import BarSkinCore

/// A manifest in an output folder that cannot be used: everything is redrawn.
public enum ManifestWarning: LocatedError, Equatable {
    /// The file exists but is not a manifest `tool` can read.
    case unreadable(path: String, tool: String)
    /// The manifest comes from a newer barskin; it is redrawn and replaced.
    case newer(path: String, schemaVersion: Int)

    /// The manifest file.
    public var path: String {
        switch self {
        case .unreadable(let path, _), .newer(let path, _): path
        }
    }

    /// The problem, as a lowercase fragment.
    public var message: String {
        switch self {
        case .unreadable(_, let tool):
            "not a manifest \(tool) can read; every input is redrawn"
        case .newer(_, let version):
            "written by a newer barskin (schemaVersion \(version)); every input is redrawn and the manifest replaced"
        }
    }
}
