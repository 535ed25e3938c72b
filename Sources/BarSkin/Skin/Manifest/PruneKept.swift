import BarSkinCore

/// A stale file `--prune` left in place, and why: a ``PruneKeptReason`` about the file as
/// reports name it. Listed in `--json`'s `kept`, and reported as a warning too, so the text
/// output says it with the same words.
public typealias PruneKept = Located<PruneKeptReason>

/// Why a stale file is not BarSkin's to delete, before it is tied to the file.
public enum PruneKeptReason: String, Problem, CaseIterable {
    /// Its size or hash is not what BarSkin wrote: the user's own file now.
    case replaced = "replaced by another file"
    /// The build that would prune it reads it.
    case input = "is an input"
    /// A folder on its way below the output folder, or the file itself, is a symbolic link.
    case link = "reached through a link"
    /// The manifest names it without a record of its bytes, so BarSkin cannot vouch it wrote it.
    case unrecorded = "not recorded as written by barskin"
    /// Its path leaves the output folders (`..`).
    case outside = "outside the output folders"

    /// `kept: REASON`.
    public var message: String { "kept: \(rawValue)" }
}

extension Located where Wrapped == PruneKeptReason {
    /// `{"path": PATH, "reason": REASON}`: its entry in `--json`'s `kept`.
    public var json: JSONValue {
        .object([("path", .string(path)), ("reason", .string(error.rawValue))])
    }
}
