import BarSkinCore

extension ManifestJob {
    /// Runs the operation on `item` unless `previous` shows its outputs are up to
    /// date (and `force` is off). The input is read once: its bytes are hashed and then decoded.
    /// - Throws: the operation's error, ``PNGDecodingError``, ``PNGEncodingError`` or ``FileError``.
    public func run(_ item: Item, previous: ManifestEntry?, force: Bool) throws -> Output {
        let bytes = try FileBytes.read(item.input)
        let hash = PixelDigest.sha256(of: bytes)
        let scale = AssetFileName(parsing: PathText.fileName(of: item.input)).scale
        let options = optionsIdentifier, roles = operation.outputRoles
        if !force, let previous, previous.sha256 == hash, previous.options == options,
           previous.outputs.map(\.path) == item.relativeDestinations,
           zip(previous.outputs, item.destinations).allSatisfy({ FileBytes.size(of: $1) == $0.bytes }) {
            let files = zip(previous.outputs, item.destinations).map { record, destination in
                OutputRecord(input: item.input, output: destination, width: record.width, height: record.height, scale: scale,
                             bytes: record.bytes, status: .upToDate)
            }
            // Warnings about the input repeat from its recorded size, without decoding it.
            let warnings = Kind.nameWarnings(for: item.input) + operation.warnings(
                forInputWidth: previous.inputWidth, height: previous.inputHeight, scale: scale, path: item.input)
            return Output(item: item, files: files, entry: previous, warnings: warnings, roles: roles)
        }
        let bitmap = try runner.decoder.decode(bytes: bytes, path: item.input).bitmap
        let inputWidth = bitmap.width, inputHeight = bitmap.height
        // Each output is encoded and written before the next is drawn, and the
        // decoded input is handed over, so a large mask is not held twice.
        var files: [OutputRecord] = []
        let destinations = item.destinations
        let warnings = try operation.renderEach([SourceImage(path: item.input, bitmap: consume bitmap, encoded: bytes)], scale: scale) { index, image in
            files.append(try runner.write(image, by: operation, to: destinations[index], input: item.input, scale: scale).record)
        }
        let records = zip(files, item.relativeDestinations).map { file, relative in
            ManifestFile(path: relative, width: file.width ?? 0, height: file.height ?? 0, bytes: file.bytes ?? 0)
        }
        let entry = ManifestEntry(sha256: hash, options: options, outputs: records, inputWidth: inputWidth, inputHeight: inputHeight)
        return Output(item: item, files: files, entry: entry, warnings: Kind.nameWarnings(for: item.input) + warnings,
                      roles: roles)
    }
}
