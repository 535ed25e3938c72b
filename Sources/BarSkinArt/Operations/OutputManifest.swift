import BarSkinCore
import Foundation

/// What a batch command wrote into an output folder, kept in the folder (as
/// `Kind`'s ``BatchKind/manifestFileName``) so a re-run can skip inputs that
/// are up to date and `--prune` can delete only files the command made.
public struct OutputManifest<Kind: BatchKind>: Sendable, Equatable {
    /// One input's record.
    public typealias Entry = ManifestEntry
    /// One output file's record.
    public typealias Output = ManifestFile

    /// The manifest's file name inside the output folder.
    public static var fileName: String { Kind.manifestFileName }

    /// Entries keyed by the input's path relative to the output folder (its mirrored path).
    public var entries: [String: Entry]

    /// A manifest with the given entries.
    public init(entries: [String: Entry] = [:]) {
        self.entries = entries
    }

    /// The manifest in `folder`; an empty one when there is none or it cannot be
    /// read, which only means everything is rebuilt.
    public static func load(fromFolder folder: String) -> Self {
        read(fromFolder: folder).manifest
    }

    /// The manifest in `folder` and, when a file is there but cannot be used, the
    /// warning to show (an empty manifest then: everything is rebuilt).
    public static func read(fromFolder folder: String) -> (manifest: Self, problem: ManifestWarning?) {
        let path = folder + "/" + fileName
        guard let data = FileManager.default.contents(atPath: path) else { return (Self(), nil) }
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let version = root["schemaVersion"] as? Int, version >= 1
        else { return (Self(), .unreadable(path: path, tool: Kind.tool)) }
        guard version == 1 else { return (Self(), .newer(path: path, schemaVersion: version)) }
        guard let list = root["entries"] as? [[String: Any]] else { return (Self(), .unreadable(path: path, tool: Kind.tool)) }
        var entries: [String: Entry] = [:]
        for item in list {
            guard let input = item["input"] as? String, let sha = item["sha256"] as? String,
                  let options = item["options"] as? String, let outputs = item["outputs"] as? [[String: Any]]
            else { continue }
            let records = outputs.compactMap { output -> Output? in
                guard let path = output["path"] as? String, let width = output["width"] as? Int,
                      let height = output["height"] as? Int, let bytes = output["bytes"] as? Int else { return nil }
                return Output(path: path, width: width, height: height, bytes: bytes)
            }
            entries[input] = Entry(sha256: sha, options: options, outputs: records,
                                   inputWidth: item["inputWidth"] as? Int ?? 0, inputHeight: item["inputHeight"] as? Int ?? 0)
        }
        return (Self(entries: entries), nil)
    }

    /// The manifest as JSON, entries sorted by input so the bytes are deterministic.
    public var json: JSONValue {
        .object([
            ("schemaVersion", .int(1)),
            ("tool", .string(Kind.tool)),
            ("entries", .array(entries.keys.sorted().map { key in
                let entry = entries[key]!
                return .object([
                    ("input", .string(key)), ("sha256", .string(entry.sha256)), ("options", .string(entry.options)),
                    ("inputWidth", .int(entry.inputWidth)), ("inputHeight", .int(entry.inputHeight)),
                    ("outputs", .array(entry.outputs.map { output in
                        .object([("path", .string(output.path)), ("width", .int(output.width)),
                                 ("height", .int(output.height)), ("bytes", .int(output.bytes))])
                    })),
                ])
            })),
        ])
    }

    /// Writes the manifest into `folder` atomically (unchanged content is not rewritten).
    /// - Throws: ``FileError/cannotWrite(path:reason:)``.
    @discardableResult
    public func write(toFolder folder: String) throws -> WriteOutcome {
        try AtomicFile.write(Array(json.rendered().utf8), to: folder + "/" + Self.fileName)
    }
}
