import BarSkinArt
import BarSkinCore

/// Re-encodes PNGs canonically through ``OperationRunner``: 8-bit, no metadata,
/// the smallest lossless colour type and deterministic bytes. The pixels are never changed.
public struct NormalizeJob: Sendable {
    /// Reads and writes.
    public var runner: OperationRunner

    /// A job reading and writing with `runner`.
    public init(runner: OperationRunner = OperationRunner()) {
        self.runner = runner
    }

    /// What happened to one file.
    public struct Output: Sendable {
        /// The file written, or found already holding these bytes.
        public var record: OutputRecord
        /// The colour type written.
        public var colorType: StoredFormat.ColorType

        /// The `outputs[]` entry of `normalize --json`: the record with its `colorType`.
        public var json: JSONValue { record.json(adding: [("colorType", .string(colorType.rawValue))]) }
    }

    /// Decodes `input` and writes its canonical form to `destination` atomically.
    /// - Throws: ``PNGDecodingError``, ``PNGEncodingError`` or ``FileError``.
    public func run(input: String, destination: String) throws -> Output {
        let operation = NormalizeOperation()
        let source = SourceImage(path: input, bitmap: try runner.decoder.decode(fileAt: input).bitmap)
        let image = try runner.render(operation, inputs: [source], scale: 1).images[0]
        let written = try runner.write(image, by: operation, to: destination, input: input, scale: AssetFileName(parsing: PathText.fileName(of: input)).scale)
        return Output(record: written.record, colorType: PNGEncoder.colorType(for: image))
    }
}
