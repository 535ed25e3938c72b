import BarSkinArt
import BarSkinCore

/// Something about a skin item worth a warning that does not stop the build: a
/// ``SkinBuildNote`` at the file it is about, and at the value in the skin where it has one.
public typealias SkinBuildWarning = Located<SkinBuildNote>

/// What a skin build warns about, before it is tied to its place.
public enum SkinBuildNote: RemediableProblem, Equatable {
    /// The background's name is not a valid Android resource name, so its 9-patches use `resource`.
    case resourceRenamed(name: String, resource: String)
    /// A file in an image set that its Contents.json does not list.
    case unassignedFile
    /// `file` (as written) looks like a variant of the item's family, but its `~device` is none UIKit reads.
    case notAVariant(file: String)
    /// A background tiles (`mode: tile`), but its 9-patches can only stretch.
    case tiledNinePatch
    /// The manifest file is no manifest barskin can read: everything is redrawn.
    case unusableManifest
    /// The manifest comes from a newer barskin: everything is redrawn and it is replaced.
    case newerManifest(schemaVersion: Int)
    /// A button's title needs a button wider (`width`) than a button can be (`limit`), so it is drawn with its end cut to '…'.
    case titleCut(title: String, width: Int, limit: Int)

    /// The problem as a lowercase fragment.
    public var message: String {
        switch self {
        case .resourceRenamed(let name, let resource): "Android resource name '\(name)' changed to '\(resource)'"
        case .unassignedFile: "not listed in the image set's Contents.json; Xcode will report an unassigned child"
        case .notAVariant(let file): "\(file) is left out: UIKit reads only ~iphone and ~ipad, in lowercase"
        case .tiledNinePatch: "Android 9-patches always stretch"
        case .unusableManifest: "not a manifest barskin can read; everything is redrawn"
        case .titleCut(let title, let width, let limit):
            "the title '\(title.escapingControlCharacters)' needs a \(width) pt button, wider than the \(limit) pt a button "
                + "can be: it is drawn cut, ending in '…'; a shorter title shows whole"
        case .newerManifest(let version):
            "written by a newer barskin (schemaVersion \(version)); everything is redrawn and the manifest replaced"
        }
    }

    /// Tiling that reaches the image set only, for a tiled 9-patch: each front end says how tiling was asked.
    public var remedy: Remedy? {
        if case .tiledNinePatch = self { .tileReachesImageSetOnly } else { nil }
    }
}
