/// `barskin trace --format json`: `schemaVersion` 1 with `references`,
/// `assets`, `findings` and `launch`, keys exactly as documented in issue 5.
public enum TraceJSONReport {
    /// The JSON document.
    public static func json(_ report: TraceReport) -> JSONValue {
        .object([
            ("schemaVersion", .int(1)),
            ("references", .array(report.references.map(reference))),
            ("assets", .array(report.assets.map { asset in
                .object([
                    ("name", .string(asset.name)),
                    ("kind", .string(asset.kind.rawValue)),
                    ("paths", .array(asset.variants.map { .string($0.path) })),
                    ("scales", .array(asset.scales.map { .int($0) })),
                    ("used", .bool(report.isUsed(asset))),
                ])
            })),
            ("findings", .array(report.findings.map { finding in
                .object([
                    ("kind", .string(finding.kind.rawValue)),
                    ("severity", .string(finding.severity.rawValue)),
                    ("name", .string(finding.name)),
                    ("file", .string(finding.file)),
                    ("line", finding.line.map { .int($0) } ?? .null),
                    ("message", .string(finding.message)),
                ])
            })),
            ("launch", .object([
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
            ])),
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
            ("role", .string(reference.role)),
            ("scene", .optional(reference.scene)),
            ("pattern", pattern),
            ("resolved", .optional(resolved.resolvedPath)),
            ("launch", .bool(resolved.launch)),
        ])
    }
}
