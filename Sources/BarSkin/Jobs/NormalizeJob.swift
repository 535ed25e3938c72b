/// Re-encodes PNGs canonically: 8-bit, no metadata, the smallest lossless colour
/// type and deterministic bytes. The pixels are never changed.
public struct NormalizeJob: Sendable {
    /// Reads the inputs.
    public var decoder: PNGDecoder
    /// Writes the outputs.
    public var encoder: PNGEncoder

    /// A job with the given decoder and encoder.
    public init(decoder: PNGDecoder = PNGDecoder(), encoder: PNGEncoder = PNGEncoder()) {
        self.decoder = decoder
        self.encoder = encoder
    }

    /// What happened to one file.
    public struct Output: Sendable {
        /// The input path.
        public var input: String
        /// The output path.
        public var output: String
        /// Pixel width.
        public var width: Int
        /// Pixel height.
        public var height: Int
        /// The colour type written.
        public var colorType: StoredFormat.ColorType
        /// Size of the written file in bytes.
        public var bytes: Int
        /// Whether the file was written or already up to date.
        public var outcome: WriteOutcome

        /// The `outputs[]` entry of `normalize --json`.
        public var json: JSONValue {
            .object([
                ("input", .string(input)), ("output", .string(output)),
                ("width", .int(width)), ("height", .int(height)),
                ("colorType", .string(colorType.rawValue)), ("bytes", .int(bytes)),
                ("written", .bool(outcome == .written)),
            ])
        }
    }

    /// Decodes `input` and writes its canonical form to `destination` atomically.
    /// - Throws: ``PNGDecodingError``, ``PNGEncodingError`` or ``FileError``.
    public func run(input: String, destination: String) throws -> Output {
        let bitmap = try decoder.decode(fileAt: input).bitmap
        let (bytes, colorType) = try encoder.encodeReportingType(bitmap)
        let outcome = try AtomicFile.write(bytes, to: destination)
        return Output(
            input: input, output: destination, width: bitmap.width, height: bitmap.height,
            colorType: colorType, bytes: bytes.count, outcome: outcome)
    }
}
