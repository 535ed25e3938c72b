import Foundation

/// Tints one input file into its two outputs, skipping it when the manifest
/// says its outputs are up to date.
public struct TintJob: Sendable {
    /// What to draw.
    public let operation: TintOperation
    /// Reads the inputs.
    public let decoder: PNGDecoder
    /// Writes the outputs.
    public let encoder: PNGEncoder
    /// The manifest's options key: the operation and the output encoding.
    public let optionsIdentifier: String

    /// A job from its parts.
    public init(operation: TintOperation, decoder: PNGDecoder = PNGDecoder(), encoder: PNGEncoder = TintJob.encoder(compression: .default)) {
        self.operation = operation
        self.decoder = decoder
        self.encoder = encoder
        optionsIdentifier = operation.identifier + " compression=\(encoder.compression.rawValue) filter=\(encoder.rowFilter?.rawValue ?? "auto")"
    }

    /// The encoder for tinted art: at the default compression, without row filters,
    /// because tinted masks are long runs of one colour per row, which zlib matches
    /// best unfiltered (on the bench corpus a quarter smaller than libpng's
    /// adaptive filters, and faster).
    public static func encoder(compression: PNGCompression) -> PNGEncoder {
        PNGEncoder(compression: compression, rowFilter: compression == .default ? PNGRowFilter.unfiltered : nil)
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

    /// What happened to one output file.
    public enum Outcome: String, Sendable {
        /// Written (created or replaced).
        case written
        /// Drawn again, but the file already held the same bytes.
        case unchanged
        /// Skipped: the manifest matches the input and options.
        case upToDate
    }

    /// One output file of the run.
    public struct FileResult: Sendable {
        /// The input path, the output path and which variant (`normal`, `selected`).
        public var input: String, output: String, variant: String
        /// Pixel size and the scale read from the input's name.
        public var width: Int, height: Int, scale: Int
        /// File size in bytes.
        public var bytes: Int
        /// Whether it was written.
        public var outcome: Outcome

        /// The `outputs[]` entry of `tint --json`.
        public var json: JSONValue {
            .object([
                ("input", .string(input)), ("output", .string(output)), ("variant", .string(variant)),
                ("width", .int(width)), ("height", .int(height)), ("scale", .int(scale)),
                ("bytes", .int(bytes)), ("status", .string(outcome.rawValue)),
            ])
        }
    }

    /// What one input produced.
    public struct Output: Sendable {
        /// The item worked on.
        public var item: Item
        /// The two files, normal first.
        public var files: [FileResult]
        /// The manifest entry describing them.
        public var entry: TintManifest.Entry
        /// Non-fatal problems.
        public var warnings: [TintWarning]
    }
}
