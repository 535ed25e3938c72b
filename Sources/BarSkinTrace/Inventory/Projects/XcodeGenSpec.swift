import BarSkinCore
import Foundation
import Yams

/// An XcodeGen project spec (`project.yml`) with its includes merged in the way XcodeGen merges them:
/// an included file first, the including file's values over it, dictionaries merged key by key and
/// `KEY:REPLACE` replacing. A team that generates its project commits this, not the `.xcodeproj`.
///
/// Each file's paths (target sources, `info`, `configFiles`) are made absolute as it is read, from the
/// folder that holds them: its own, or, where a white-label setup copies the spec to the repository's
/// root before running XcodeGen (OneBusAway's `Apps/OneBusAway/project.yml`), the nearest folder above
/// in which its first source path exists.
struct XcodeGenSpec {
    /// The root spec's path.
    let path: String
    /// The merged spec.
    let dictionary: [String: Any]

    /// How many includes deep a spec is followed, and how many values one spec may expand to:
    /// YAML aliases are XcodeGen's own habit, so they are read, within this bound.
    static let maximumIncludeDepth = 8
    static let maximumValues = 200_000

    /// The spec at `path` and everything it includes.
    /// - Throws: ``TraceProblem/configuration(message:)`` for a spec that is not YAML,
    ///   ``TraceProblem/malformedProject(detail:)`` for one that is not a mapping.
    init(path: String) throws(TraceError) {
        self.path = path
        var seen: Set<String> = []
        dictionary = try Self.load(path, depth: 0, seen: &seen)
    }

    /// The specs among `paths` that no other includes, and whose folder holds no committed `.xcodeproj`
    /// (a committed project is what Xcode builds; `projects` are `project.pbxproj` paths). Paths compare absolute.
    static func roots(_ paths: [String], projects: [String]) -> [String] {
        let projectFolders = Set(projects.map { PathText.folder(of: PathText.folder(of: PathText.absolute($0))) })
        var included: Set<String> = []
        for path in paths.map({ PathText.absolute($0) }) {
            guard let spec = try? plain(path) as? [String: Any] else { continue }
            // A spec that includes itself is still a root: only another spec's include makes it a part.
            included.formUnion(includes(of: spec, in: PathText.folder(of: path)).map(\.path).filter { $0 != path })
        }
        return paths.filter { path in
            let absolute = PathText.absolute(path)
            return !included.contains(absolute) && !projectFolders.contains(PathText.folder(of: absolute))
        }
    }

    private static func load(_ path: String, depth: Int, seen: inout Set<String>) throws(TraceError) -> [String: Any] {
        guard depth <= maximumIncludeDepth, seen.insert(path).inserted else { return [:] }
        guard let own = try plain(path) as? [String: Any] else { throw TraceProblem.malformedProject(detail: "an XcodeGen spec is a mapping").located(at: path) }
        var merged: [String: Any] = [:]
        for include in includes(of: own, in: PathText.folder(of: path)) where FileManager.default.fileExists(atPath: include.path) {
            merged = Self.merged(merged, try load(include.path, depth: depth + 1, seen: &seen))
        }
        return Self.merged(merged, XcodeGenPaths.absolute(own, specFolder: PathText.folder(of: path)))
    }

    /// The files a spec includes (`include: [a.yml]` or `- path: a.yml`), but those with `enable: false`;
    /// relative to the spec's folder, or to a folder above where the spec is copied up before XcodeGen runs.
    static func includes(of spec: [String: Any], in folder: String) -> [(path: String, relative: Bool)] {
        let entries = spec["include"] as? [Any] ?? (spec["include"].map { [$0] } ?? [])
        return entries.compactMap { entry in
            if let text = entry as? String { return (XcodeGenPaths.located(text, from: folder), true) }
            guard let entry = entry as? [String: Any], let text = entry["path"] as? String, entry["enable"] as? String != "false" else { return nil }
            return (XcodeGenPaths.located(text, from: folder), entry["relativePaths"] as? String != "false")
        }
    }

    /// `over` laid on `base`: mappings merged key by key, anything else replaced; `KEY:REPLACE` replaces KEY whole.
    static func merged(_ base: [String: Any], _ over: [String: Any]) -> [String: Any] {
        var result = base
        for (key, value) in over {
            if key.hasSuffix(":REPLACE") {
                result[String(key.dropLast(":REPLACE".count))] = value
            } else if let inner = value as? [String: Any], let existing = result[key] as? [String: Any] {
                result[key] = merged(existing, inner)
            } else {
                result[key] = value
            }
        }
        return result
    }

    /// The file as plain values (`[String: Any]`, `[Any]`, scalars as strings), aliases expanded within ``maximumValues``.
    private static func plain(_ path: String) throws(TraceError) -> Any? {
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path) } catch { throw TraceProblem.unreadable(reason: error.message).located(at: path) }
        guard let text = String(validating: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...], as: UTF8.self) else {
            throw TraceProblem.malformedProject(detail: "an XcodeGen spec that is not UTF-8 text").located(at: path)
        }
        let node: Node?
        do { node = try Yams.compose(yaml: text) } catch {
            let located = YAMLErrorLocation.locate(error, text: text)
            throw TraceProblem.configuration(message: "malformed XcodeGen spec: \(located.detail)").located(at: path, line: located.line, column: located.column)
        }
        var budget = maximumValues
        guard let node else { return nil }
        guard let value = plain(node, budget: &budget) else {
            throw TraceProblem.malformedProject(detail: "XcodeGen spec expands to more than \(maximumValues) values").located(at: path)
        }
        return value
    }

    private static func plain(_ node: Node, budget: inout Int) -> Any? {
        budget -= 1
        guard budget >= 0 else { return nil }
        if let mapping = node.mapping {
            var dictionary: [String: Any] = [:], mergedIn: [[String: Any]] = []
            for (key, value) in mapping {
                guard let name = key.string else { continue }
                guard let inner = plain(value, budget: &budget) else { return nil }
                // `<<: *defaults` (YAML's merge key): the mapping's keys under the node's own.
                if name == "<<" {
                    mergedIn += (inner as? [String: Any]).map { [$0] } ?? (inner as? [Any])?.compactMap { $0 as? [String: Any] } ?? []
                } else {
                    dictionary[name] = inner
                }
            }
            for defaults in mergedIn { dictionary.merge(defaults) { own, _ in own } }
            return dictionary
        }
        if let sequence = node.sequence {
            var values: [Any] = []
            for value in sequence {
                guard let inner = plain(value, budget: &budget) else { return nil }
                values.append(inner)
            }
            return values
        }
        return node.string ?? ""
    }
}
