import BarSkinCore

/// `barskin trace --format json`: `schemaVersion` 1 with `references`,
/// `assets`, `findings`, `launch`, the Xcode `targets`, and the files that could
/// not be read as `failures`, as every command's `--json` lists them. Each finding carries
/// its evidence, targets and whether the baseline holds it; each asset, why it
/// counts as used and the targets that ship it.
public enum TraceJSONReport {
    /// The JSON document.
    public static func json(_ report: TraceReport) -> JSONValue {
        .object([
            ("schemaVersion", .int(1)),
            ("references", .array(report.references.map(reference))),
            ("assets", .array(Array(assetRecords(report)))),
            ("findings", .array(report.findings.map(finding))),
            ("launch", launch(report)),
            ("targets", targets(report)),
            ("outsideTargets", outside(report)),
            ("buildOutputs", buildOutputs(report)),
            ("failures", failures(report)),
        ])
    }

    /// The files that could not be read, with where in them and why.
    private static func failures(_ report: TraceReport) -> JSONValue {
        .array(report.errors.map { error in
            .object([("path", .string(error.path))] + (error.line.map { [("line", .int($0))] } ?? [])
                + (error.column.map { [("column", .int($0))] } ?? []) + [("message", .string(error.message))])
        })
    }

    /// Images in no target that nothing references, by folder.
    private static func outside(_ report: TraceReport) -> JSONValue {
        .array(report.outsideTargets.map { folder in
            .object([("folder", .string(folder.folder)), ("images", .array(folder.images.map { .string($0) }))])
        })
    }

    /// BarSkin builds' drawn art that no code names yet, by build.
    private static func buildOutputs(_ report: TraceReport) -> JSONValue {
        .array(report.buildOutputs.map { build in
            .object([("source", .string(build.source)), ("manifest", .string(build.manifest)),
                     ("images", .array(build.images.map { .string($0) }))])
        })
    }

    /// The document exactly as ``json(_:)`` renders it, handed to `sink` in
    /// pieces of about 64 KiB. Each record is built and rendered on its own, so
    /// memory does not grow with the 400,000 references of a large project.
    public static func write(_ report: TraceReport, to sink: (String) -> Void) {
        var buffer = "{\n  \"schemaVersion\": 1"
        func list<Items: Sequence>(_ key: String, _ items: Items, _ record: (Items.Element) -> JSONValue) {
            buffer += ",\n  \"\(key)\": "
            JSONValue.appendArray(items, to: &buffer, indent: "  ", flushingTo: sink, record)
        }
        list("references", report.references, reference)
        list("assets", assetRecords(report)) { $0 }
        list("findings", report.findings, finding)
        buffer += ",\n  \"launch\": "
        launch(report).append(to: &buffer, indent: "  ")
        buffer += ",\n  \"targets\": "
        targets(report).append(to: &buffer, indent: "  ")
        buffer += ",\n  \"outsideTargets\": "
        outside(report).append(to: &buffer, indent: "  ")
        buffer += ",\n  \"buildOutputs\": "
        buildOutputs(report).append(to: &buffer, indent: "  ")
        buffer += ",\n  \"failures\": "
        failures(report).append(to: &buffer, indent: "  ")
        sink(buffer + "\n}\n")
    }

    /// Every asset's record, images then colour sets, built one at a time.
    private static func assetRecords(_ report: TraceReport) -> some Sequence<JSONValue> {
        [AnySequence(report.assets.lazy.map { asset($0, in: report) }), AnySequence(report.colorSets.lazy.map { colorSet($0, in: report) })].joined()
    }

    /// A colour set's record: its colour for each appearance as `#RRGGBB[AA]` with its colour space, or the system colour it refers to.
    private static func colorSet(_ set: NamedSet, in report: TraceReport) -> JSONValue {
        let used = report.usedColorSets.contains(set.location)
        return .object([
            ("name", .string(set.name)),
            ("kind", .string("colorset")),
            ("assetType", .string(AssetType.color.rawValue)),
            ("paths", .array([.string(set.location)])),
            ("appearances", .array(set.colors.map { look in
                .object([("appearance", .string(look.appearance)), ("colorSpace", .string(look.color.colorSpace))]
                    + (look.color.hex.map { [("color", JSONValue.string($0))] } ?? [])
                    + (look.color.systemReference.map { [("reference", JSONValue.string($0))] } ?? []))
            })),
            ("used", .bool(used)),
            ("reason", .optional(used ? "reference" : nil)),
        ])
    }

    private static func asset(_ asset: ImageAsset, in report: TraceReport) -> JSONValue {
        // An atlas's images alone carry `atlas`: other assets' objects stay as they were.
        .object([
            ("name", .string(asset.name)),
            ("kind", .string(asset.kind.rawValue)),
            ("assetType", .string(AssetType.image.rawValue)),
        ] + (asset.atlas.map { [("atlas", JSONValue.string($0))] } ?? []) + [
            ("paths", .array(asset.variants.map { .string($0.path) })),
            ("scales", .array(asset.scales.map { .int($0) })),
            ("used", .bool(report.isUsed(asset))),
            ("reason", .optional(report.usedReason(asset))),
            ("targets", report.bundleStatuses[asset.key].map { status in
                if case .considered(let names) = status { .array(names.map { .string($0) }) } else { .array([]) }
            } ?? .null),
        ])
    }

    private static func targets(_ report: TraceReport) -> JSONValue {
        .array(report.targets.map { target in
            .object([
                ("name", .string(target.name)),
                ("kind", .string(target.kind.rawValue)),
                ("project", .string(target.project)),
                ("traced", .bool(report.tracedTargets.contains(target.name))),
            ])
        })
    }

    private static func finding(_ finding: Finding) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("kind", .string(finding.kind.rawValue)),
            ("assetType", .string(finding.assetType.rawValue)),
            ("severity", .string(finding.severity.rawValue)),
            ("name", .string(finding.name)),
            ("file", .string(finding.file)),
            ("line", finding.line.map { .int($0) } ?? .null),
            ("column", finding.column.map { .int($0) } ?? .null),
            ("message", .string(finding.message)),
            ("targets", .array(finding.targets.map { .string($0) })),
            ("evidence", .array(finding.evidence.map { piece in
                .object([
                    ("kind", .string(piece.kind.rawValue)),
                    ("text", .string(piece.text)),
                    ("file", .string(piece.file)),
                    ("line", piece.line > 0 ? .int(piece.line) : .null),
                    ("column", piece.column > 0 ? .int(piece.column) : .null),
                    ("note", .optional(piece.note)),
                ])
            })),
            ("baseline", .bool(finding.isKnown)),
        ]
        // An unreferenced group's folder, its size and its images; its evidence holds the sites.
        if !finding.groupImages.isEmpty {
            fields.append(("group", .object([("path", .string(finding.file)), ("imageCount", .int(finding.groupImages.count)),
                                             ("images", .array(finding.groupImages.map { .string($0) }))])))
        }
        return .object(fields)
    }

    private static func launch(_ report: TraceReport) -> JSONValue {
        .object([
            ("images", .array(report.launch.images.map { image in
                .object([
                    ("name", .string(image.name)),
                    ("path", .string(image.path)),
                    ("width", image.pixelSize.map { .int($0.width) } ?? .null),
                    ("height", image.pixelSize.map { .int($0.height) } ?? .null),
                    ("decodedBytes", .int(image.decodedBytes)),
                ])
            })),
            ("decodedBytes", .int(report.launch.decodedBytes)),
        ])
    }

    private static func reference(_ resolved: ResolvedReference) -> JSONValue {
        let reference = resolved.reference
        var pattern: JSONValue = .null
        if case .pattern(let glob) = reference.target { pattern = .string(glob.glob) }
        return .object([
            ("name", .string(reference.displayName)),
            ("file", .string(reference.file)),
            ("line", reference.line > 0 ? .int(reference.line) : .null),
            ("column", reference.column > 0 ? .int(reference.column) : .null),
            ("source", .string(reference.source.rawValue)),
            ("role", .string(reference.calledAs)),
            ("scene", .optional(reference.scene)),
            ("pattern", pattern),
            ("resolved", .optional(resolved.resolvedPath)),
            ("launch", .bool(resolved.launch)),
        ])
    }
}
