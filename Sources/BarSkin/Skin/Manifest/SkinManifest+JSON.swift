import BarSkinArt
import BarSkinCore
import Foundation

extension SkinManifest {
    /// The manifest at `path`; an empty one when there is none or it cannot be used,
    /// which only means everything is rebuilt (and nothing is pruned).
    public static func load(from path: String) -> Self {
        var manifest = Self(path: path)
        manifest.readStamp = FileStamp(path: path)
        // BarSkin's own file: one that is a link is not read (it would be a read elsewhere) but
        // unusable, and the build's write refuses it.
        if SystemCalls.linkStatus(ofPath: path)?.kind == .symbolicLink {
            manifest.problem = SkinBuildNote.unusableManifest.located(at: path)
            return manifest
        }
        guard let data = FileBytes.data(path) else { return manifest }
        let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        if let version = root?["schemaVersion"] as? Int, version > schemaVersion {
            manifest.problem = SkinBuildNote.newerManifest(schemaVersion: version).located(at: path)
            return manifest
        }
        guard let root, root["schemaVersion"] as? Int == schemaVersion, let items = root["items"] as? [[String: Any]] else {
            manifest.problem = SkinBuildNote.unusableManifest.located(at: path)
            return manifest
        }
        let folder = PathText.absolute(PathText.folder(of: path))
        let absolute = { (relative: String) in PathText.absolute(relative, in: folder) }
        manifest.skin = (root["skin"] as? String).map(absolute)
        if let command = root["command"] as? String {
            manifest.invocation = SkinInvocation(command: command, roots: (root["roots"] as? [String] ?? []).map(absolute))
        }
        for item in items {
            guard let name = item["name"] as? String, let recipe = item["recipe"] as? String,
                  let inputs = item["inputs"] as? [[String: Any]], let outputs = item["outputs"] as? [[String: Any]] else { continue }
            var entry = Item(recipe: recipe, inputs: [:], outputs: [:])
            for input in inputs {
                guard let relative = input["path"] as? String, let stamp = stamp(input), let sha = input["sha256"] as? String else { continue }
                entry.inputs[absolute(relative)] = Input(stamp: stamp, sha256: sha, width: input["width"] as? Int, height: input["height"] as? Int)
            }
            for output in outputs {
                guard let relative = output["path"] as? String, let kind = output["kind"] as? String, let stamp = stamp(output),
                      let sha = output["sha256"] as? String else { continue }
                entry.outputs[absolute(relative)] = Output(kind: kind, width: output["width"] as? Int, height: output["height"] as? Int,
                                                           scale: output["scale"] as? Int, stamp: stamp, sha256: sha,
                                                           operation: output["operation"] as? String,
                                                           input: (output["input"] as? String).map(absolute),
                                                           appearance: (output["appearance"] as? String).flatMap(Appearance.init(rawValue:)) ?? .any)
            }
            manifest.items[name] = entry
        }
        // A stale file is a path, or (since --prune checks hashes) the record of what was written there.
        for entry in root["stale"] as? [Any] ?? [] {
            if let relative = entry as? String { manifest.stale.insert(absolute(relative)); continue }
            guard let fields = entry as? [String: Any], let relative = fields["path"] as? String else { continue }
            manifest.stale.insert(absolute(relative))
            if let stamp = stamp(fields), let sha = fields["sha256"] as? String, let kind = fields["kind"] as? String {
                manifest.staleRecords[absolute(relative)] = Output(kind: kind, width: nil, height: nil, scale: nil, stamp: stamp, sha256: sha, operation: nil)
            }
        }
        for entry in root["created"] as? [[String: Any]] ?? [] {
            guard let relative = entry["path"] as? String, let stamp = stamp(entry), let sha = entry["sha256"] as? String else { continue }
            manifest.created[absolute(relative)] = Output(kind: "catalog", width: nil, height: nil, scale: nil, stamp: stamp, sha256: sha, operation: nil)
        }
        if let quick = root["quick"] as? [String: Any], let sha = quick["skinSHA256"] as? String, let fingerprint = quick["fingerprint"] as? String,
           let folders = quick["folders"] as? [[String: Any]], let shared = quick["shared"] as? [String] {
            var stamps: [String: FileStamp?] = [:]
            for folder in folders {
                guard let path = folder["path"] as? String else { continue }
                stamps[absolute(path)] = stamp(folder)
            }
            let warnings = (quick["warnings"] as? [[String: Any]] ?? []).compactMap { entry in
                (entry["message"] as? String).map { RecordedWarning(line: entry["line"] as? Int, column: entry["column"] as? Int, message: $0) }
            }
            manifest.quick = Quick(skinSHA: sha, fingerprint: fingerprint, folders: stamps, shared: shared.map(absolute), warnings: warnings)
        }
        return manifest
    }

    private static func stamp(_ fields: [String: Any]) -> FileStamp? {
        guard let bytes = fields["bytes"] as? Int, let modified = fields["modified"] as? String else { return nil }
        return FileStamp(bytes: bytes, modified: modified)
    }

    /// The manifest as JSON: items by name, files by path, so equal manifests are equal bytes.
    /// ``renderedJSON`` writes the same bytes without building this value.
    public var json: JSONValue {
        let folder = PathText.absolute(PathText.folder(of: path))
        let relativized = PathText.relativizer(to: folder)
        let relative = { (absolute: String) in JSONValue.string(relativized(absolute)) }
        var head: [(String, JSONValue)] = [
            ("schemaVersion", .int(Self.schemaVersion)),
            ("tool", .string("barskin " + (invocation?.command ?? "build"))),
            ("skin", skin.map(relative) ?? .null),
        ]
        if let invocation {
            head += [("command", .string(invocation.command)), ("roots", .array(invocation.roots.map(relative)))]
        }
        return .object(head + [
            ("items", .array(items.keys.sorted().map { name in
                let item = items[name]!
                return .object([
                    ("name", .string(name)), ("recipe", .string(item.recipe)),
                    ("inputs", .array(item.inputs.keys.sorted().map { path in
                        let input = item.inputs[path]!
                        let size: [(String, JSONValue)] = input.width.map { [("width", .int($0)), ("height", .int(input.height ?? 0))] } ?? []
                        return .object([("path", relative(path))] + size + Self.stamped(input.stamp, input.sha256))
                    })),
                    ("outputs", .array(item.outputs.keys.sorted().map { path in
                        let output = item.outputs[path]!
                        var members: [(String, JSONValue)] = [("path", relative(path)), ("kind", .string(output.kind))]
                        if let width = output.width, let height = output.height, let scale = output.scale, scale > 0 {
                            members += [("width", .int(width)), ("height", .int(height)), ("scale", .int(scale)),
                                        ("pointWidth", .double(Double(width) / Double(scale))),
                                        ("pointHeight", .double(Double(height) / Double(scale)))]
                        }
                        members += Self.stamped(output.stamp, output.sha256)
                        members += output.operation.map { [("operation", .string($0))] } ?? []
                        members += output.input.map { [("input", relative($0))] } ?? []
                        // Written only for a look other than the light one: a light skin's manifest reads as before.
                        return .object(members + (output.appearance == .any ? [] : [("appearance", .string(output.appearance.rawValue))]))
                    })),
                ])
            })),
        ] + tailMembers(relative: relative))
    }

    /// A written file's size, time and hash, as every record holds them.
    private static func stamped(_ stamp: FileStamp, _ sha: String) -> [(String, JSONValue)] {
        [("bytes", .int(stamp.bytes)), ("modified", .string(stamp.modified)), ("sha256", .string(sha))]
    }

    /// The members after `items`: stale files, created files and the quick record, small
    /// enough that ``renderedJSON`` writes them as these values.
    func tailMembers(relative: (String) -> JSONValue) -> [(String, JSONValue)] {
        return [
            ("stale", .array(stale.sorted().map { path in
                staleRecords[path].map { .object([("path", relative(path)), ("kind", .string($0.kind))] + Self.stamped($0.stamp, $0.sha256)) } ?? relative(path)
            })),
            ("created", .array(created.keys.sorted().map { path in
                .object([("path", relative(path))] + Self.stamped(created[path]!.stamp, created[path]!.sha256))
            })),
            ("quick", quick.map { quick in
                .object([
                    ("skinSHA256", .string(quick.skinSHA)), ("fingerprint", .string(quick.fingerprint)),
                    ("folders", .array(quick.folders.keys.sorted().map { path in
                        .object([("path", relative(path))] + (quick.folders[path]!.map { stamp in
                            [("bytes", .int(stamp.bytes)), ("modified", .string(stamp.modified))]
                        } ?? []))
                    })),
                    ("shared", .array(quick.shared.sorted().map(relative))),
                ] + (quick.warnings.isEmpty ? [] : [("warnings", .array(quick.warnings.map { warning in
                    .object((warning.line.map { [("line", JSONValue.int($0))] } ?? []) + (warning.column.map { [("column", JSONValue.int($0))] } ?? [])
                        + [("message", .string(warning.message))])
                }))]))
            } ?? .null),
        ]
    }
}
