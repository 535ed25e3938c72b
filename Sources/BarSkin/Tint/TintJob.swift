import Foundation

/// Tints one input file into its two outputs through ``OperationRunner``,
/// skipping it when the manifest says its outputs are up to date.
public struct TintJob: Sendable {
    /// What to draw.
    public let operation: TintOperation
    /// Reads, renders and writes.
    public let runner: OperationRunner
    /// The manifest's options key: the operation and the output encoding.
    public let optionsIdentifier: String

    /// A job from its parts.
    public init(operation: TintOperation, runner: OperationRunner = OperationRunner()) {
        self.operation = operation
        self.runner = runner
        let encoder = operation.encoder(compression: runner.compression)
        optionsIdentifier = operation.identifier + " compression=\(encoder.compression.rawValue) filter=\(encoder.rowFilter?.rawValue ?? "auto")"
    }

    /// The encoder tinted art is written with (see ``TintOperation/encoder(compression:)``).
    public static func encoder(compression: PNGCompression) -> PNGEncoder {
        TintOperation(style: .classic).encoder(compression: compression)
    }

    /// The output paths for an input path, suffixes kept in Apple's order:
    /// `icons/chat@2x~ipad.png` gives `icons/chat-normal@2x~ipad.png` and `icons/chat-selected@2x~ipad.png`.
    public static func outputPaths(for inputPath: String) -> (normal: String, selected: String) {
        // Plain string slicing: NSString path methods cost more than the rest of planning.
        let slash = inputPath.lastIndex(of: "/")
        let folder = slash.map { String(inputPath[...$0]) } ?? ""
        let name = intendedName(String(slash.map { inputPath[inputPath.index(after: $0)...] } ?? inputPath[...])).name
        func path(_ suffix: String) -> String { folder + name.withStem(name.stem + suffix).fileName }
        return (path("-normal"), path("-selected"))
    }

    /// One input and where its outputs go.
    public struct Item: Sendable {
        /// The input as the user named it.
        public var input: String
        /// The manifest key: the input's path relative to the output folder.
        public var key: String
        /// Normal and selected destinations, as full paths and relative to the output folder.
        public var destinations: [String], relativeDestinations: [String]

        /// An item from its parts; destinations are normal first, then selected.
        public init(input: String, key: String, destinations: [String], relativeDestinations: [String]) {
            self.input = input
            self.key = key
            self.destinations = destinations
            self.relativeDestinations = relativeDestinations
        }
    }

    /// What one input produced.
    public struct Output: Sendable {
        /// The item worked on.
        public var item: Item
        /// The two files, normal first.
        public var files: [OutputRecord]
        /// The manifest entry describing them.
        public var entry: TintManifest.Entry
        /// Non-fatal problems.
        public var warnings: [TintWarning]

        /// The `outputs[]` entries of `tint --json`: each record with its `variant`.
        public var json: [JSONValue] {
            zip(files, TintJob.variants).map { file, variant in file.json(adding: [("variant", .string(variant))]) }
        }
    }
}
