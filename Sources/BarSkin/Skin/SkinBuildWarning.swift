import BarSkinArt
import BarSkinCore

/// Something about a skin item worth a warning that does not stop the build.
public enum SkinBuildWarning: RemediableError, Equatable {
    /// The background's name is not a valid Android resource name, so its 9-patches use `resource`.
    case resourceRenamed(path: String, line: Int?, column: Int?, name: String, resource: String)
    /// A file in an image set that its Contents.json does not list.
    case unassignedFile(path: String)
    /// `file` (as written) looks like a variant of the item's family, but its `~device` is none UIKit reads.
    case notAVariant(path: String, line: Int?, column: Int?, file: String)
    /// A background tiles (`mode: tile`), but its 9-patches can only stretch.
    case tiledNinePatch(path: String, line: Int?, column: Int?)
    /// The manifest file is no manifest barskin can read: everything is redrawn.
    case unusableManifest(path: String)
    /// The manifest comes from a newer barskin: everything is redrawn and it is replaced.
    case newerManifest(path: String, schemaVersion: Int)
    /// A button's title needs a button wider (`width`) than a button can be (`limit`), so it is drawn with its end cut to '…'.
    case titleCut(path: String, line: Int?, column: Int?, title: String, width: Int, limit: Int)

    /// The skin file, or the unlisted file.
    public var path: String {
        switch self {
        case .resourceRenamed(let path, _, _, _, _), .unassignedFile(let path), .notAVariant(let path, _, _, _), .tiledNinePatch(let path, _, _),
             .unusableManifest(let path), .newerManifest(let path, _), .titleCut(let path, _, _, _, _, _): path
        }
    }

    /// The line of the background, where the warning has one; none for a command's item, which has no file.
    public var line: Int? {
        switch self {
        case .resourceRenamed(_, let line, _, _, _), .notAVariant(_, let line, _, _), .tiledNinePatch(_, let line, _),
             .titleCut(_, let line, _, _, _, _): line
        case .unassignedFile, .unusableManifest, .newerManifest: nil
        }
    }

    /// The column of the background, where the warning has a line.
    public var column: Int? {
        switch self {
        case .resourceRenamed(_, _, let column, _, _), .notAVariant(_, _, let column, _), .tiledNinePatch(_, _, let column),
             .titleCut(_, _, let column, _, _, _): line == nil ? nil : column
        case .unassignedFile, .unusableManifest, .newerManifest: nil
        }
    }

    /// The problem as a lowercase fragment.
    public var message: String {
        switch self {
        case .resourceRenamed(_, _, _, let name, let resource): "Android resource name '\(name)' changed to '\(resource)'"
        case .unassignedFile: "not listed in the image set's Contents.json; Xcode will report an unassigned child"
        case .notAVariant(_, _, _, let file): "\(file) is left out: UIKit reads only ~iphone and ~ipad, in lowercase"
        case .tiledNinePatch: "Android 9-patches always stretch"
        case .unusableManifest: "not a manifest barskin can read; everything is redrawn"
        case .titleCut(_, _, _, let title, let width, let limit):
            "the title '\(title.escapingControlCharacters)' needs a \(width) pt button, wider than the \(limit) pt a button "
                + "can be: it is drawn cut, ending in '…'; a shorter title shows whole"
        case .newerManifest(_, let version):
            "written by a newer barskin (schemaVersion \(version)); everything is redrawn and the manifest replaced"
        }
    }

    /// Tiling that reaches the image set only, for a tiled 9-patch: each front end says how tiling was asked.
    public var remedy: Remedy? {
        if case .tiledNinePatch = self { .tileReachesImageSetOnly } else { nil }
    }
}
