import Foundation

/// What `barskin tint` wrote into an output folder, kept in the folder so a
/// re-run can skip inputs that are up to date and `--prune` can delete only
/// files this command made.
public struct TintManifest: Sendable, Equatable {
    /// The manifest's file name inside the output folder (hidden, so folder walks skip it).
    public static let fileName = ".barskin-tint.json"

    /// One output file, its path relative to the output folder.
    public struct Output: Sendable, Hashable {
        /// Path below the output folder.
        public var path: String
        /// Pixel size.
        public var width: Int, height: Int
        /// File size, checked on re-runs to notice outputs changed by hand.
        public var bytes: Int

        /// A record from its parts.
        public init(path: String, width: Int, height: Int, bytes: Int) {
            self.path = path
            self.width = width
            self.height = height
            self.bytes = bytes
        }
    }

    /// What one input produced.
    public struct Entry: Sendable, Hashable {
        /// SHA-256 of the input file's bytes.
        public var sha256: String
        /// ``TintJob/optionsIdentifier`` of the run that wrote the outputs.
        public var options: String
        /// The files written, normal first.
        public var outputs: [Output]
        /// The input's pixel size, so warnings about it repeat without decoding it again.
        public var inputWidth: Int, inputHeight: Int

        /// An entry from its parts.
        public init(sha256: String, options: String, outputs: [Output], inputWidth: Int = 0, inputHeight: Int = 0) {
            self.sha256 = sha256
            self.options = options
            self.outputs = outputs
            self.inputWidth = inputWidth
            self.inputHeight = inputHeight
        }
    }

    /// Entries keyed by the input's path relative to the output folder (its mirrored path).
    public var entries: [String: Entry]

    /// A manifest with the given entries.
    public init(entries: [String: Entry] = [:]) {
        self.entries = entries
    }

    /// The manifest in `folder`; an empty one when there is none or it cannot be
    /// read, which only means everything is rebuilt.
    public static func load(fromFolder folder: String) -> TintManifest {
        read(fromFolder: folder).manifest
    }

    /// The manifest in `folder` and, when a file is there but cannot be used, the
    /// warning to show (an empty manifest then: everything is rebuilt).
    public static func read(fromFolder folder: String) -> (manifest: TintManifest, problem: TintWarning?) {
        let path = folder + "/" + fileName
        guard let data = FileManager.default.contents(atPath: path) else { return (TintManifest(), nil) }
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let version = root["schemaVersion"] as? Int, version >= 1
        else { return (TintManifest(), .unreadableManifest(path: path)) }
        guard version == 1 else { return (TintManifest(), .newerManifest(path: path, schemaVersion: version)) }
        guard let list = root["entries"] as? [[String: Any]] else { return (TintManifest(), .unreadableManifest(path: path)) }
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
        return (TintManifest(entries: entries), nil)
    }

    /// The manifest as JSON, entries sorted by input so the bytes are deterministic.
    public var json: JSONValue {
        .object([
            ("schemaVersion", .int(1)),
            ("tool", .string("barskin tint")),
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
