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

    /// The problem as a lowercase fragment.
    public var message: String {
        switch self {
        case .malformedProject(let detail): "malformed Xcode project: \(detail)"
        case .projectTooLarge(let bytes, let limit): "project file is \(bytes) bytes, more than the \(limit) bytes barskin edits"
        case .nestedTooDeep(let limit): "values nest more than \(limit) deep; the project is not edited"
        case .stillReferenced(let object, let owner, let key):
            "object \(object) is still named by '\(key.escapingControlCharacters)' of object \(owner); it is not removed"
        case .cannotRestore(let detail): "cannot restore the removed project objects: \(detail)"
        }
    }
}
