import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension TintJob {
    /// Tints `item` unless `previous` shows its outputs are up to date (and `force` is off).
    /// The input is read once: its bytes are hashed and then decoded.
    /// - Throws: ``TintError``, ``PNGDecodingError``, ``PNGEncodingError`` or ``FileError``.
    public func run(_ item: Item, previous: TintManifest.Entry?, force: Bool) throws -> Output {
        let bytes = try FileBytes.read(item.input)
        let hash = PixelDigest.sha256(of: bytes)
        let scale = AssetFileName(parsing: PathText.fileName(of: item.input)).scale
        let options = optionsIdentifier
        if !force, let previous, previous.sha256 == hash, previous.options == options,
           previous.outputs.map(\.path) == item.relativeDestinations,
           zip(previous.outputs, item.destinations).allSatisfy({ FileBytes.size(of: $1) == $0.bytes }) {
            let files = zip(previous.outputs, item.destinations).map { record, destination in
                OutputRecord(input: item.input, output: destination, width: record.width, height: record.height, scale: scale,
                             bytes: record.bytes, status: .upToDate)
            }
            let warnings = Self.nameWarnings(for: item.input) + TintOperation.warnings(
                width: previous.inputWidth, height: previous.inputHeight, scale: scale, path: item.input)
                + operation.fillWarnings(width: previous.inputWidth, height: previous.inputHeight, path: item.input)
            return Output(item: item, files: files, entry: previous, warnings: warnings)
        }
        let bitmap = try runner.decoder.decode(bytes: bytes, path: item.input).bitmap
        let rendering = try runner.render(operation, inputs: [SourceImage(path: item.input, bitmap: bitmap)], scale: scale)
        var files: [OutputRecord] = []
        for (image, destination) in zip(rendering.images, item.destinations) {
            files.append(try runner.write(image, by: operation, to: destination, input: item.input, scale: scale).record)
        }
        let records = zip(files, item.relativeDestinations).map { file, relative in
            TintManifest.Output(path: relative, width: file.width ?? 0, height: file.height ?? 0, bytes: file.bytes ?? 0)
        }
        let warnings = rendering.warnings.compactMap { $0 as? TintWarning }
        return Output(item: item, files: files, entry: TintManifest.Entry(
            sha256: hash, options: options, outputs: records, inputWidth: bitmap.width, inputHeight: bitmap.height),
                      warnings: Self.nameWarnings(for: item.input) + warnings)
    }

    static let variants = ["normal", "selected"]

    /// Decodes a `--selected-fill` image, refusing pipes and devices as inputs are refused.
    /// - Throws: ``TintError/unreadable(path:reason:)`` or ``PNGDecodingError``.
    public static func decodeFill(at path: String, decoder: PNGDecoder) throws -> Bitmap {
        try decoder.decode(bytes: FileBytes.read(path), path: path).bitmap
    }
}
