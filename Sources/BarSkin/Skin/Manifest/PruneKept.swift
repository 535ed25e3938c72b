import BarSkinCore

/// A stale file `--prune` left in place, and why: listed in `--json`'s `kept`, and
/// reported as a warning too, so the text output says it with the same words.
public struct PruneKept: LocatedError, Equatable {
    /// Why a stale file is not BarSkin's to delete.
    public enum Reason: String, Sendable, CaseIterable {
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
    }

    /// The file, as reports name it.
    public var path: String
    /// Why it was kept.
    public var reason: Reason

    /// A kept file from its parts.
    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// `kept: REASON`.
    public var message: String { "kept: \(reason.rawValue)" }

    /// `{"path": PATH, "reason": REASON}`: its entry in `--json`'s `kept`.
    public var json: JSONValue {
        .object([("path", .string(path)), ("reason", .string(reason.rawValue))])
    }
}
