import BarSkinCore

/// Why a quarantine could not edit or restore a project file: a ``QuarantineProblem`` about the
/// file, at the line and column of the fault where one is known.
public typealias QuarantineError = Located<QuarantineProblem>

/// What keeps a quarantine from editing a project, before it is tied to its place.
public enum QuarantineProblem: Problem, Equatable {
    /// A `project.pbxproj` whose text is not the property list Xcode writes, or lacks what a project has.
    case malformedProject(detail: String)
    /// A project file larger than `limit` bytes, which no project written by Xcode comes near.
    case projectTooLarge(bytes: Int, limit: Int)
    /// A project file whose values nest deeper than `limit`: Xcode's nest about five deep.
    case nestedTooDeep(limit: Int)
    /// An object to remove that a remaining object still names outside an array (`key` of `owner`),
    /// so removing it would leave a reference to nothing.
    case stillReferenced(object: String, owner: String, key: String)
    /// Removed text that cannot go back: the project changed where it sat since (`detail` says how).
    case cannotRestore(detail: String)
    /// A quarantine folder inside what a project builds from (`owner`: a synchronized folder, a
    /// package target, a generated project's sources, a target's files), whose files would still ship.
    case folderOwned(owner: String)
    /// A quarantine folder, or a file to move, outside the traced folder.
    case outsideRoot(root: String)
    /// A file to move, or a folder on the way, that is a symbolic link, which a move never follows.
    case throughLink
    /// A file to move that is not a regular file.
    case notRegularFile
    /// A place a file would move to where something already is: nothing is overwritten.
    case destinationTaken(asset: String)
    /// A file that could not be moved or put back, with the system's reason.
    case cannotMove(reason: String)
    /// A quarantined file whose bytes differ from those moved (`sha256` recorded).
    case changedSinceQuarantine(asset: String, sha256: String)
    /// An original place now taken by another file: restoring would overwrite it.
    case originalTaken(asset: String)
    /// A name `--restore` was given that no entry of the manifest has.
    case notQuarantined(name: String)
    /// A quarantine folder with no manifest: nothing to restore.
    case noManifest
    /// A manifest that is not one a quarantine wrote (`detail` says what is wrong).
    case malformedManifest(detail: String)
    /// A file a manifest records outside its quarantine `folder`, which a purge never deletes.
    case outsideQuarantine(folder: String)
    /// A file to move with changes git has not committed, or that git does not track (`status`, as
    /// `git status --porcelain` gives it): its move would mix with them.
    case uncommitted(asset: String, status: String)
    /// A move after which the trace found images `missing` that were not before: it was put back.
    case madeMissing(asset: String, names: [String])

    /// The problem as a lowercase fragment.
    public var message: String {
        switch self {
        case .malformedProject(let detail): "malformed Xcode project: \(detail)"
        case .projectTooLarge(let bytes, let limit): "project file is \(bytes) bytes, more than the \(limit) bytes barskin edits"
        case .nestedTooDeep(let limit): "values nest more than \(limit) deep; the project is not edited"
        case .stillReferenced(let object, let owner, let key):
            "object \(object) is still named by '\(key.escapingControlCharacters)' of object \(owner); it is not removed"
        case .cannotRestore(let detail): "cannot restore the removed project objects: \(detail)"
        case .folderOwned(let owner): "lies in \(owner); what is moved there would still be in the app"
        case .outsideRoot(let root): "is not inside the traced folder \(root)"
        case .throughLink: "is or lies in a symbolic link, which a quarantine never moves through"
        case .notRegularFile: "is not a regular file; a quarantine moves only files"
        case .destinationTaken(let asset): "already exists; '\(asset.escapingControlCharacters)' is not moved over it"
        case .cannotMove(let reason): "cannot move: \(reason)"
        case .changedSinceQuarantine(let asset, let sha256):
            "changed since it was quarantined (its SHA-256 was \(sha256)); '\(asset.escapingControlCharacters)' is not restored"
        case .originalTaken(let asset): "is taken by another file; '\(asset.escapingControlCharacters)' is not restored over it"
        case .notQuarantined(let name): "no quarantined asset is named '\(name.escapingControlCharacters)'"
        case .noManifest: "no quarantine manifest is here; nothing is quarantined"
        case .malformedManifest(let detail): "not a quarantine manifest: \(detail)"
        case .outsideQuarantine(let folder): "is not inside the quarantine folder \(folder); a purge deletes nothing outside it"
        case .uncommitted(let asset, let status):
            "has changes git has not committed (status '\(status)'); '\(asset.escapingControlCharacters)' is not moved"
        case .madeMissing(let asset, let names):
            "moving '\(asset.escapingControlCharacters)' made \(names.map { "'\($0.escapingControlCharacters)'" }.joined(separator: ", ")) missing; it was put back"
        }
    }
}
