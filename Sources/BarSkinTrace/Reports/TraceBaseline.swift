import BarSkinCore
import Foundation

/// The findings of an earlier run that a team has accepted (`--baseline FILE`):
/// only findings not in it count toward the exit status. A finding matches by
/// kind, name and file, never by line, so an edit above a call site does not
/// revive it. Files are kept relative to the baseline's folder, so a baseline
/// written on one machine matches on another.
///
/// Reads its own format (`--write-baseline`) and a `--format json` report alike:
/// both have a `findings` list whose records have `kind`, `name` and `file`, and
/// `assetType` (`image`, `color`): a record matches findings of its type alone, one
/// without it (a baseline written before types) findings of any type.
public struct TraceBaseline: Sendable {
    private let keys: Set<String>
    /// Keys of records without an `assetType`, which match any type.
    private let untypedKeys: Set<String>
    private let folder: String

    /// The baseline at `path`.
    /// - Throws: ``TraceError`` when it cannot be read or is not a baseline.
    public init(readingFrom path: String) throws(TraceError) {
        folder = PathText.absolute(PathText.folder(of: path))
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path) } catch { throw TraceProblem.unreadable(reason: "cannot open the baseline").located(at: path) }
        // Decoded straight into records of the three strings a key needs (300,000 findings took
        // 979 MB as Foundation's objects); Foundation's parser only says where a refused file is wrong.
        guard let document = try? JSONDecoder().decode(Document.self, from: Data(bytes)) else { throw Self.refusal(bytes, path: path) }
        var keys = Set<String>(minimumCapacity: document.findings.count), untyped = Set<String>()
        for record in document.findings {
            // A hand-edited kind that is not a kind would silently accept nothing.
            guard Finding.Kind(rawValue: record.kind) != nil else {
                let kinds = Finding.Kind.allCases.map(\.rawValue)
                let fix = NameSuggestion.closest(to: record.kind, among: kinds).map { "did you mean '\($0)'?" }
                    ?? "the kinds are \(kinds.joined(separator: ", "))"
                throw TraceProblem.malformedJSON(detail: "unknown finding kind '\(record.kind.excerpt)'; \(fix)").located(at: path, line: nil, column: nil)
            }
            let key = Self.key(kind: record.kind, name: record.name, file: PathText.absolute(record.file, in: folder))
            guard let written = record.assetType else {
                untyped.insert(key)
                continue
            }
            guard let type = AssetType(rawValue: written) else {
                let types = AssetType.allCases.map(\.rawValue)
                throw TraceProblem.malformedJSON(detail: "unknown asset type '\(written.excerpt)'; the types are \(types.joined(separator: ", "))")
                    .located(at: path, line: nil, column: nil)
            }
            keys.insert(key + "\u{0}" + type.rawValue)
        }
        self.keys = keys
        untypedKeys = untyped
    }

    /// What a baseline holds: its own format and a `--format json` report alike (other keys are passed over).
    private struct Document: Decodable {
        struct Record: Decodable {
            let kind: String, name: String, file: String
            let assetType: String?
        }
        let findings: [Record]
    }

    /// Why the decoder refused `bytes`, as Foundation's parser finds it: where the JSON is
    /// malformed, or which part of a baseline is missing.
    private static func refusal(_ bytes: [UInt8], path: String) -> TraceError {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: Data(bytes))
        } catch {
            let (line, column) = CatalogSetReader.location(in: "\(error)")
            return TraceProblem.malformedJSON(detail: "not valid JSON").located(at: path, line: line, column: column)
        }
        guard (root as? [String: Any])?["findings"] is [Any] else {
            return TraceProblem.malformedJSON(detail: "a baseline needs a findings list").located(at: path, line: nil, column: nil)
        }
        return TraceProblem.malformedJSON(detail: "every finding needs kind, name and file").located(at: path, line: nil, column: nil)
    }

    /// Whether the baseline holds `finding`.
    public func contains(_ finding: Finding) -> Bool {
        let key = Self.key(kind: finding.kind.rawValue, name: finding.name, file: PathText.absolute(finding.file))
        return untypedKeys.contains(key) || keys.contains(key + "\u{0}" + finding.assetType.rawValue)
    }

    /// The baseline file for `report`: every finding as kind, name and file relative to `path`'s folder, sorted.
    public static func document(for report: TraceReport, at path: String) -> String {
        let folder = PathText.absolute(PathText.folder(of: path))
        let records = Set(report.findings.map { finding in
            [finding.kind.rawValue, finding.name, PathText.relative(PathText.absolute(finding.file), to: folder), finding.assetType.rawValue]
        }).sorted { $0.lexicographicallyPrecedes($1) }
        let document = JSONValue.object([
            ("schemaVersion", .int(1)),
            ("findings", .array(records.map {
                .object([("kind", .string($0[0])), ("name", .string($0[1])), ("file", .string($0[2])), ("assetType", .string($0[3]))])
            })),
        ])
        return document.rendered()
    }

    private static func key(kind: String, name: String, file: String) -> String {
        kind + "\u{0}" + name + "\u{0}" + file
    }
}

extension TraceReport {
    /// The report with every finding the baseline holds marked as known.
    public func marking(_ baseline: TraceBaseline) -> TraceReport {
        var copy = self
        for position in copy.findings.indices where baseline.contains(copy.findings[position]) {
            copy.findings[position].isKnown = true
        }
        return copy
    }

    /// The report with every finding marked as known: the run that writes a baseline accepts it.
    public func acceptingAll() -> TraceReport {
        var copy = self
        for position in copy.findings.indices { copy.findings[position].isKnown = true }
        return copy
    }

    /// Findings of one severity that are not in the baseline: the ones that count toward the exit status.
    public func newFindings(_ severity: Finding.Severity) -> Int {
        findings.lazy.filter { $0.severity == severity && !$0.isKnown }.count
    }
}
