import BarSkinCore
import Foundation

/// `barskin trace --format sarif`: a SARIF 2.1.0 log that GitHub code scanning
/// and other static-analysis viewers read. One rule per finding kind (for asset types other than images, one per
/// type and kind with findings, `color/unused`), one result per finding, its `assetType` a property, with its location (line and column where known), paths relative
/// to the working folder under `%SRCROOT%`, and with `--baseline`, each result's
/// `baselineState` (`unchanged` for a known finding, `new` for the others).
public enum TraceSARIFReport {
    /// The log as ``write(_:toolVersion:workingFolder:to:)`` gives it, whole.
    public static func text(_ report: TraceReport, toolVersion: String, hasBaseline: Bool = false,
                            workingFolder: String = FileManager.default.currentDirectoryPath) -> String {
        var pieces: [String] = []
        write(report, toolVersion: toolVersion, hasBaseline: hasBaseline, workingFolder: workingFolder) { pieces.append($0) }
        return pieces.joined()
    }

    /// The log, handed to `sink` in pieces of about 64 KiB: results are rendered one at a time.
    public static func write(_ report: TraceReport, toolVersion: String, hasBaseline: Bool = false,
                             workingFolder: String = FileManager.default.currentDirectoryPath, to sink: (String) -> Void) {
        // Every kind's rule for images, as before types; another type's rules only where it has findings of a kind.
        var typed = Set<String>()
        for finding in report.findings where finding.assetType != .image { typed.insert(finding.kind.ruleID(for: finding.assetType)) }
        let pairs = AssetType.allCases.flatMap { type in
            Finding.Kind.allCases.filter { type == .image || typed.contains($0.ruleID(for: type)) }.map { (type, $0) }
        }
        let ruleIndices = Dictionary(uniqueKeysWithValues: pairs.enumerated().map { ($1.1.ruleID(for: $1.0), $0) })
        let rules = JSONValue.array(pairs.map { type, kind in
            .object([
                ("id", .string(kind.ruleID(for: type))),
                ("shortDescription", .object([("text", .string(kind.summary(for: type)))])),
                ("defaultConfiguration", .object([("level", .string(kind.severity.rawValue))])),
                ("properties", .object([("assetType", .string(type.rawValue))])),
            ])
        })
        var buffer = "{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n"
        buffer += "      \"tool\": "
        JSONValue.object([("driver", .object([
            ("name", .string("barskin")), ("version", .string(toolVersion)), ("rules", rules),
        ]))]).append(to: &buffer, indent: "      ")
        buffer += ",\n      \"originalUriBaseIds\": "
        let base = URL(fileURLWithPath: PathText.absolute(workingFolder), isDirectory: true).absoluteString
        JSONValue.object([("%SRCROOT%", .object([("uri", .string(base))]))]).append(to: &buffer, indent: "      ")
        buffer += ",\n      \"results\": "
        JSONValue.appendArray(report.findings, to: &buffer, indent: "      ", flushingTo: sink) { finding in
            result(finding, ruleIndex: ruleIndices[finding.kind.ruleID(for: finding.assetType)] ?? 0, hasBaseline: hasBaseline, workingFolder: workingFolder)
        }
        sink(buffer + "\n    }\n  ]\n}\n")
    }

    private static func result(_ finding: Finding, ruleIndex: Int, hasBaseline: Bool, workingFolder: String) -> JSONValue {
        var region: [(String, JSONValue)] = []
        if let line = finding.line {
            region.append(("startLine", .int(line)))
            if let column = finding.column { region.append(("startColumn", .int(column))) }
        }
        var physical: [(String, JSONValue)] = [("artifactLocation", artifact(finding.file, workingFolder: workingFolder))]
        if !region.isEmpty { physical.append(("region", .object(region))) }
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(finding.kind.ruleID(for: finding.assetType))),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(finding.severity.rawValue)),
            ("message", .object([("text", .string(finding.message))])),
            ("locations", .array([.object([("physicalLocation", .object(physical))])])),
        ]
        if hasBaseline { members.append(("baselineState", .string(finding.isKnown ? "unchanged" : "new"))) }
        members.append(("properties", .object([("assetType", .string(finding.assetType.rawValue))])))
        return .object(members)
    }

    /// A path inside the working folder as a relative URI under `%SRCROOT%`, any other as a `file:` URI.
    private static func artifact(_ path: String, workingFolder: String) -> JSONValue {
        let absolute = PathText.absolute(path, in: workingFolder)
        let folder = PathText.absolute(workingFolder)
        guard absolute.hasPrefix(folder == "/" ? "/" : folder + "/") else {
            return .object([("uri", .string(URL(fileURLWithPath: absolute).absoluteString))])
        }
        let relative = PathText.relative(absolute, to: folder)
        let encoded = relative.addingPercentEncoding(withAllowedCharacters: uriPathCharacters) ?? relative
        return .object([("uri", .string(encoded)), ("uriBaseId", .string("%SRCROOT%"))])
    }

    /// Unreserved characters, sub-delimiters, `:`, `@` and `/`: what a URI path keeps as is.
    private static let uriPathCharacters = CharacterSet(charactersIn:
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/")
}
