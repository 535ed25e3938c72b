import BarSkinCore
import Foundation

/// `BarSkinQuarantine/manifest.json`: every move a quarantine made, enough to undo it exactly. It is
/// written before a move's first step, as a journal, and again after its last, so a run cut short
/// leaves a record that ``Quarantine/restore(_:)`` completes.
public struct QuarantineManifest: Codable, Sendable, Hashable {
    /// The manifest format's version.
    public static let currentVersion = 1
    /// The manifest's file name in the quarantine folder.
    public static let fileName = "manifest.json"

    /// The format's version: ``currentVersion``.
    public var schemaVersion: Int = Self.currentVersion
    /// The moves, in the order they were made.
    public var entries: [QuarantineRecord] = []

    /// An empty manifest.
    public init() {}

    /// The manifest `bytes` hold.
    /// - Throws: ``QuarantineError``, ``QuarantineProblem/malformedManifest(detail:)`` at `path`.
    public init(bytes: [UInt8], path: String) throws {
        do {
            self = try JSONDecoder().decode(Self.self, from: Data(bytes))
        } catch {
            throw QuarantineProblem.malformedManifest(detail: "its JSON does not hold the entries a quarantine writes").located(at: path)
        }
        guard schemaVersion == Self.currentVersion else {
            throw QuarantineProblem.malformedManifest(detail: "schemaVersion \(schemaVersion), where barskin reads \(Self.currentVersion)").located(at: path)
        }
    }

    /// The manifest as JSON: sorted keys and pretty-printed, so the same moves give the same bytes.
    public var bytes: [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and arrays cannot fail.
        return Array(try! encoder.encode(self)) + [UInt8(ascii: "\n")]
    }
}

/// One move in the manifest: the plan's move with its files' hashes, and the project text it removed.
public struct QuarantineRecord: Codable, Sendable, Hashable {
    /// How far the move got.
    public enum State: String, Codable, Sendable {
        /// Begun: the project may be edited and some files moved; a restore puts back what was.
        case moving
        /// Done: every file is in the quarantine and the projects are edited.
        case moved
    }

    /// How far the move got.
    public var state: State
    /// The move, its files' `sha256` filled as they moved.
    public var move: QuarantineMove
    /// What each edited `project.pbxproj` lost, verbatim.
    public var projects: [QuarantinedProjectText]
    /// When the move was done, in UTC (`2026-11-30T06:00:00Z`); nil while `moving`, and in manifests
    /// written before it was recorded, which `--purge-quarantine` never purges.
    public var movedAt: String?

    /// A record of `move` in `state`, with what it removed from `projects`.
    public init(state: State, move: QuarantineMove, projects: [QuarantinedProjectText], movedAt: String? = nil) {
        self.state = state
        self.move = move
        self.projects = projects
        self.movedAt = movedAt
    }

    /// `date` as ``movedAt`` writes it: ISO 8601 in UTC, to the second.
    public static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }

    /// ``movedAt`` as a date; nil when absent or unreadable.
    public var movedDate: Date? {
        movedAt.flatMap { ISO8601DateFormatter().date(from: $0) }
    }
}

/// The text a move took out of one project file.
public struct QuarantinedProjectText: Codable, Sendable, Hashable {
    /// The `project.pbxproj`, relative to the root.
    public var path: String
    /// What was removed, for ``XcodeProjectText/restore(_:)``.
    public var removed: RemovedProjectText
}
