import BarSkinCore

extension QuarantinePlan {
    /// The format of the JSON a plan or its result is written in.
    public static let schemaVersion = 1

    /// The plan as text, one block per asset: the finding, then each file's way and each project change.
    /// Paths are relative to the root.
    public func lines() -> [String] {
        moves.flatMap { move -> [String] in
            let noun = move.kind == AssetKind.imageset.rawValue ? "image set" : "image"
            var lines = ["\(move.finding.kind) \(noun) '\(move.asset.escapingControlCharacters)' (\(move.finding.file.escapingControlCharacters)): "
                + move.finding.message.escapingControlCharacters]
            lines += move.finding.evidence.map { "  evidence: \($0.escapingControlCharacters)" }
            lines += move.files.map { "  move \($0.original.escapingControlCharacters) -> \($0.quarantined.escapingControlCharacters)" }
            lines += move.copies.map { "  copy \($0.original.escapingControlCharacters) -> \($0.quarantined.escapingControlCharacters)" }
            for project in Set(move.projectObjects.map(\.project) + move.projectEntries.map(\.project)).sorted() {
                let objects = move.projectObjects.filter { $0.project == project }.map { "\($0.isa) \($0.id)" }
                let entries = move.projectEntries.filter { $0.project == project }.map { "\($0.key) '\($0.value.escapingControlCharacters)' of \($0.object)" }
                lines.append("  remove from \(project.escapingControlCharacters): " + (objects + entries).joined(separator: ", "))
            }
            lines += move.specLines.map { "  change by hand \($0.file.escapingControlCharacters):\($0.line): \($0.text.escapingControlCharacters)" }
            if move.kind == AssetKind.imageset.rawValue { lines.append("  no project edit: a catalog's sets are not listed in the project") }
            return lines
        }
    }

    /// The plan, or with `applied` what an apply moved, as JSON starting with `schemaVersion`.
    public func json(applied: Bool, moves shown: [QuarantineMove]? = nil, errors: [QuarantineError] = []) -> JSONValue {
        .object([
            ("schemaVersion", .int(Self.schemaVersion)),
            ("root", .string(root)),
            ("folder", .string(folder)),
            ("applied", .bool(applied)),
            ("moves", .array((shown ?? moves).map(Self.json))),
            ("errors", .array(errors.map { .object([("file", .string($0.path)), ("message", .string($0.message))]) })),
        ])
    }

    private static func json(_ move: QuarantineMove) -> JSONValue {
        let file = { (file: QuarantineFile) -> JSONValue in
            .object([("from", .string(file.original)), ("to", .string(file.quarantined))] + (file.sha256.isEmpty ? [] : [("sha256", .string(file.sha256))]))
        }
        return .object([
            ("asset", .string(move.asset)),
            ("kind", .string(move.kind)),
            ("finding", .object([("kind", .string(move.finding.kind)), ("file", .string(move.finding.file)),
                                 ("message", .string(move.finding.message)), ("evidence", .array(move.finding.evidence.map(JSONValue.string)))])),
            ("files", .array(move.files.map(file))),
            ("copies", .array(move.copies.map(file))),
            ("projectObjects", .array(move.projectObjects.map { .object([("project", .string($0.project)), ("id", .string($0.id)), ("isa", .string($0.isa))]) })),
            ("projectEntries", .array(move.projectEntries.map {
                .object([("project", .string($0.project)), ("object", .string($0.object)), ("key", .string($0.key)), ("value", .string($0.value))])
            })),
            ("specLines", .array(move.specLines.map { .object([("file", .string($0.file)), ("line", .int($0.line)), ("text", .string($0.text))]) })),
        ])
    }
}
