/// What `trace --quarantine` would move, and where: one ``QuarantineMove`` per `unused` asset.
/// Paths are relative to ``root``, so a plan, like the manifest it becomes, reads the same from anywhere.
public struct QuarantinePlan: Sendable, Hashable {
    /// The traced folder, as the user named it.
    public var root: String
    /// The quarantine folder, relative to ``root`` (`BarSkinQuarantine`).
    public var folder: String
    /// The moves, in the trace's asset order: image sets, then loose files, each by name.
    public var moves: [QuarantineMove]

    /// A plan of `moves` from `root` into `folder`.
    public init(root: String, folder: String, moves: [QuarantineMove]) {
        self.root = root
        self.folder = folder
        self.moves = moves
    }
}

/// One asset's way into the quarantine: its files, the folders they go to, the project objects that go.
public struct QuarantineMove: Sendable, Hashable, Codable {
    /// The asset's name, as `imageNamed:` finds it and as `--restore` names it.
    public var asset: String
    /// `imageset` or `file`, as the trace's assets say.
    public var kind: String
    /// The finding that justifies the move.
    public var finding: QuarantineFinding
    /// Each file to move, from its place to the quarantine's.
    public var files: [QuarantineFile]
    /// Files copied, not moved: each catalog group's `Contents.json`, so a set's namespace survives.
    public var copies: [QuarantineFile]
    /// Folders the move empties and removes (an image set's), made again by a restore.
    public var emptiedFolders: [String]
    /// The project objects that go with the files, by identifier.
    public var projectObjects: [QuarantineProjectObject]
    /// Array entries that go with them (a synchronized folder's stale `membershipExceptions` path).
    public var projectEntries: [QuarantineProjectEntry]
    /// Lines of a generated project's spec (XcodeGen, Tuist) that name a file: changed by hand, not here.
    public var specLines: [QuarantineSpecLine]
}

/// The trace's finding behind a move, with its evidence.
public struct QuarantineFinding: Sendable, Hashable, Codable {
    /// Its kind's raw value: `unused`.
    public var kind: String
    /// The file it points at, relative to the root.
    public var file: String
    /// Its message.
    public var message: String
    /// Its evidence, each as `FILE:LINE:COL: text`.
    public var evidence: [String]
}

/// A file's move (or copy) into the quarantine, with its bytes' SHA-256 once it is read.
public struct QuarantineFile: Sendable, Hashable, Codable {
    /// Where it was, relative to the root.
    public var original: String
    /// Where it goes, relative to the root.
    public var quarantined: String
    /// Lowercase hex SHA-256 of its bytes; empty in a plan, filled when it moves.
    public var sha256: String
}

/// A project object that leaves a `project.pbxproj` with a move.
public struct QuarantineProjectObject: Sendable, Hashable, Codable {
    /// The `project.pbxproj`, relative to the root.
    public var project: String
    /// The object's identifier.
    public var id: String
    /// Its class: `PBXFileReference`, `PBXBuildFile`, `PBXVariantGroup`.
    public var isa: String
}

/// An array entry that leaves a `project.pbxproj` with a move.
public struct QuarantineProjectEntry: Sendable, Hashable, Codable {
    /// The `project.pbxproj`, relative to the root.
    public var project: String
    /// The identifier of the object whose array holds it.
    public var object: String
    /// The array's key: `membershipExceptions`.
    public var key: String
    /// The entry's value: a path inside the synchronized folder.
    public var value: String
}

/// A line of a generated project's spec that names a moved file.
public struct QuarantineSpecLine: Sendable, Hashable, Codable {
    /// The spec (`project.yml`, `Project.swift`), relative to the root.
    public var file: String
    /// Its 1-based line.
    public var line: Int
    /// The line's text, without its line break.
    public var text: String
}
