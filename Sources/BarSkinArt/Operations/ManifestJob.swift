import BarSkinCore

/// Runs one operation on one input file of a batch through ``OperationRunner``,
/// skipping it when the manifest says its outputs are up to date: what `tint`,
/// `glow` and `shadow` do for each input.
public struct ManifestJob<Kind: BatchKind>: Sendable {
    /// What to draw.
    public let operation: any ImageOperation
    /// Reads, renders and writes.
    public let runner: OperationRunner
    /// The manifest's options key: the operation and the output encoding.
    public let optionsIdentifier: String

    /// A job from its parts.
    public init(operation: any ImageOperation, runner: OperationRunner = OperationRunner()) {
        self.operation = operation
        self.runner = runner
        let encoder = operation.encoder(compression: runner.compression)
        optionsIdentifier = operation.recordedIdentifier + " compression=\(encoder.compression.rawValue) filter=\(encoder.rowFilter?.rawValue ?? "auto") png=\(PNGEncoder.revision)"
    }

    /// One input and where its outputs go.
    public typealias Item = BatchItem

    /// What one input produced.
    public struct Output: Sendable {
        /// The item worked on.
        public var item: Item
        /// The files, in output-role order.
        public var files: [OutputRecord]
        /// The manifest entry describing them.
        public var entry: ManifestEntry
        /// Non-fatal problems.
        public var warnings: [any LocatedError]
        /// The operation's output roles, naming the files of an operation with several.
        public var roles: [String]

        /// The `outputs[]` entries of a command's `--json`: each record, with its
        /// `variant` (its role) when the operation writes more than one file.
        public var json: [JSONValue] {
            guard roles.count > 1 else { return files.map { $0.json() } }
            return zip(files, roles).map { file, role in file.json(adding: [("variant", .string(role))]) }
        }
    }
}
