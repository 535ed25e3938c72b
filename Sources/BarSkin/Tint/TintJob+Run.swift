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
        let bytes = try Self.readFile(item.input)
        let hash = PixelDigest.sha256(of: bytes)
        let scale = AssetFileName(parsing: PathText.fileName(of: item.input)).scale
        let options = optionsIdentifier
        if !force, let previous, previous.sha256 == hash, previous.options == options,
           previous.outputs.map(\.path) == item.relativeDestinations,
           zip(previous.outputs, item.destinations).allSatisfy({ Self.fileSize($1) == $0.bytes }) {
            let files = zip(previous.outputs, item.destinations).enumerated().map { index, pair in
                FileResult(input: item.input, output: pair.1, variant: Self.variants[index], width: pair.0.width,
                           height: pair.0.height, scale: scale, bytes: pair.0.bytes, outcome: .upToDate)
            }
            let warnings = Self.nameWarnings(for: item.input) + TintOperation.warnings(
                width: previous.inputWidth, height: previous.inputHeight, scale: scale, path: item.input)
                + operation.fillWarnings(width: previous.inputWidth, height: previous.inputHeight, path: item.input)
            return Output(item: item, files: files, entry: previous, warnings: warnings)
        }
        let bitmap = try decoder.decode(bytes: bytes, path: item.input).bitmap
        let result = try operation.render(bitmap, scale: scale, path: item.input)
        var files: [FileResult] = []
        var records: [TintManifest.Output] = []
        for (index, image) in [result.normal, result.selected].enumerated() {
            let encoded = try encoder.encode(image)
            let outcome = try AtomicFile.write(encoded, to: item.destinations[index])
            files.append(FileResult(
                input: item.input, output: item.destinations[index], variant: Self.variants[index],
                width: image.width, height: image.height, scale: scale, bytes: encoded.count,
                outcome: outcome == .written ? .written : .unchanged))
            records.append(TintManifest.Output(
                path: item.relativeDestinations[index], width: image.width, height: image.height, bytes: encoded.count))
        }
        return Output(item: item, files: files, entry: TintManifest.Entry(
            sha256: hash, options: options, outputs: records, inputWidth: bitmap.width, inputHeight: bitmap.height),
                      warnings: Self.nameWarnings(for: item.input) + result.warnings)
    }

    static let variants = ["normal", "selected"]

    /// Decodes a `--selected-fill` image, refusing pipes and devices as inputs are refused.
    /// - Throws: ``TintError/unreadable(path:reason:)`` or ``PNGDecodingError``.
    public static func decodeFill(at path: String, decoder: PNGDecoder) throws -> Bitmap {
        try decoder.decode(bytes: readFile(path), path: path).bitmap
    }

    /// The whole file, read with one open and as few reads as it takes.
    static func readFile(_ path: String) throws -> [UInt8] {
        // Non-blocking, so a named pipe cannot stall the open; it is refused below,
        // as are devices like /dev/zero that would never end.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { throw TintError.unreadable(path: path, reason: AtomicFile.errnoText()) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw TintError.unreadable(path: path, reason: AtomicFile.errnoText()) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw TintError.unreadable(path: path, reason: (info.st_mode & S_IFMT) == S_IFDIR ? "is a directory" : "not a regular file")
        }
        var bytes = [UInt8](repeating: 0, count: max(Int(info.st_size), 0))
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: [UInt8](repeating: 0, count: max(bytes.count, 4096))) }
            let count = bytes.withUnsafeMutableBytes { raw in
                read(descriptor, raw.baseAddress! + filled, raw.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw TintError.unreadable(path: path, reason: AtomicFile.errnoText())
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// The size of a regular file, nil when it does not exist.
    static func fileSize(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(info.st_size)
    }
}
