import BarSkinCore
import Yams

/// Trace's own YAML: `.barskin-trace.yml`, and other tools' files it reads (`swiftgen.yml`), with the
/// skin file's rules (no aliases or tags, one key once, at most 1 MB of UTF-8).
public enum TraceConfigurationReader {
    /// The largest file read.
    static let maximumBytes = 1 << 20

    /// Reads a `.barskin-trace.yml` with the skin file's YAML rules (no aliases or tags, one key once).
    /// - Throws: ``TraceProblem/configuration(message:)`` naming the place and the problem.
    public static func configuration(_ path: String) throws(TraceError) -> TraceConfiguration {
        guard let root = try Self.compose(path) else { return TraceConfiguration() }
        guard let mapping = root.mapping else {
            throw TraceProblem.configuration(message: "the top level must be a mapping of keys").located(at: path, line: root.mark?.line, column: root.mark?.column)
        }
        var configuration = TraceConfiguration()
        for (key, value) in mapping {
            guard let name = key.string, TraceConfiguration.keys.contains(name) else {
                let typed = key.string ?? "?", keys = TraceConfiguration.keys
                let fix = NameSuggestion.closest(to: typed, among: keys).map { "did you mean '\($0)'?" }
                    ?? "the keys are \(keys.joined(separator: ", "))"
                throw TraceProblem.configuration(message: "unknown key '\(typed.excerpt)'; \(fix)").located(at: path, line: key.mark?.line, column: key.mark?.column)
            }
            let items = value.sequence.map(Array.init) ?? [value]
            if name == "loaders" {
                configuration.loaders += try items.map { item throws(TraceError) in try loader(item, path: path) }
                continue
            }
            for item in items {
                guard let glob = item.scalar?.string, !glob.isEmpty else {
                    throw TraceProblem.configuration(message: "'assume-used' takes image names or globs, one string each").located(at: path, line: item.mark?.line, column: item.mark?.column)
                }
                configuration.assumeUsed.append(glob)
            }
        }
        return configuration
    }

    /// One `loaders:` entry: a mapping of `call` (the call as written) and `type` (what it loads).
    private static func loader(_ item: Node, path: String) throws(TraceError) -> DeclaredLoader {
        let kinds = DeclaredLoader.Kind.allCases.map(\.rawValue).joined(separator: ", ")
        let shape = "each of 'loaders' is a mapping of 'call' (the call as written) and 'type' (\(kinds))"
        guard let mapping = item.mapping else {
            throw TraceProblem.configuration(message: shape).located(at: path, line: item.mark?.line, column: item.mark?.column)
        }
        var call: String?, kind: DeclaredLoader.Kind?
        for (key, value) in mapping {
            switch key.string {
            case "call":
                // `LottieAnimation.named(_:)` is written as the API's documentation spells it; the call is what comes before.
                let text = value.scalar.map(\.string).map { String($0.prefix { $0 != "(" }) } ?? ""
                guard !text.isEmpty, !text.contains(" ") else {
                    throw TraceProblem.configuration(message: "'call' takes the call as written: a function, a type or Type.method")
                        .located(at: path, line: value.mark?.line, column: value.mark?.column)
                }
                call = text
            case "type":
                guard let found = value.scalar.map(\.string).flatMap(DeclaredLoader.Kind.init(rawValue:)) else {
                    throw TraceProblem.configuration(message: "'type' is one of \(kinds)").located(at: path, line: value.mark?.line, column: value.mark?.column)
                }
                kind = found
            default:
                throw TraceProblem.configuration(message: shape).located(at: path, line: key.mark?.line, column: key.mark?.column)
            }
        }
        guard let call, let kind else {
            throw TraceProblem.configuration(message: shape).located(at: path, line: item.mark?.line, column: item.mark?.column)
        }
        return DeclaredLoader(call: call, kind: kind)
    }

    /// Reads a YAML file into plain values (`[String: Any]`, `[Any]`, `String`), scalars as strings.
    public static func plainYAML(_ path: String) throws(TraceError) -> Any? {
        try Self.compose(path).map(Self.plain)
    }

    private static func plain(_ node: Node) -> Any {
        if let mapping = node.mapping {
            var dictionary: [String: Any] = [:]
            for (key, value) in mapping { if let name = key.string { dictionary[name] = plain(value) } }
            return dictionary
        }
        if let sequence = node.sequence { return sequence.map(plain) }
        return node.string ?? ""
    }

    /// The file's node tree, read with the skin file's limits and YAML rules.
    private static func compose(_ path: String) throws(TraceError) -> Node? {
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path) } catch { throw TraceProblem.unreadable(reason: error.message).located(at: path) }
        guard bytes.count <= maximumBytes, let text = String(validating: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...], as: UTF8.self) else {
            throw TraceProblem.configuration(message: "not a UTF-8 text file of at most 1 MB").located(at: path, line: nil, column: nil)
        }
        if let refused = YAMLCheck.firstRefused(in: text) {
            throw TraceProblem.configuration(message: "anchors, aliases, tags and repeated keys are not read").located(at: path, line: refused.line, column: refused.column)
        }
        do { return try Yams.compose(yaml: text) } catch {
            let located = YAMLErrorLocation.locate(error, text: text)
            throw TraceProblem.configuration(message: located.detail).located(at: path, line: located.line, column: located.column)
        }
    }
}
