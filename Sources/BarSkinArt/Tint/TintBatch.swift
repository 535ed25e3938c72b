import BarSkinCore

/// The `tint` batch: two outputs per mask, named `STEM-normal` and `STEM-selected`,
/// recorded in `.barskin-tint.json`.
public enum TintBatch: BatchKind {
    /// `.barskin-tint.json`.
    public static let manifestFileName = ".barskin-tint.json"
    /// `barskin tint`.
    public static let tool = "barskin tint"

    /// The normal, then the selected output (see ``ManifestJob/outputPaths(for:)``).
    public static func outputPaths(for inputPath: String) -> [String] {
        let paths = TintJob.outputPaths(for: inputPath)
        return [paths.normal, paths.selected]
    }
}

/// Tints one input file into its two outputs, skipping it when the manifest says they are up to date.
public typealias TintJob = ManifestJob<TintBatch>
/// What `barskin tint` wrote into an output folder.
public typealias TintManifest = OutputManifest<TintBatch>
/// The inputs of a `tint` batch mapped to their two destinations.
public typealias TintBatchPlan = BatchPlan<TintBatch>

extension ManifestJob where Kind == TintBatch {
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
        let name = TintBatch.intendedName(String(slash.map { inputPath[inputPath.index(after: $0)...] } ?? inputPath[...])).name
        func path(_ suffix: String) -> String { folder + name.withStem(name.stem + suffix).fileName }
        return (path("-normal"), path("-selected"))
    }

    /// Decodes a `--selected-fill` image, refusing pipes and devices as inputs are refused.
    /// - Throws: ``FileError/unreadable(path:reason:)`` or ``PNGDecodingError``.
    public static func decodeFill(at path: String, decoder: PNGDecoder) throws -> Bitmap {
        try decoder.decode(bytes: FileBytes.read(path), path: path).bitmap
    }
}
