/// Writes one image's scale variants as Android 9-patches into density
/// folders (`drawable-mdpi/NAME.9.png` from @1x, `drawable-xhdpi/` from @2x, ...).
public struct NinePatchExporter: Sendable {
    /// The `res` folder the density folders go in.
    public var folder: String
    /// Writes the PNGs.
    public var encoder: PNGEncoder

    /// An exporter into `folder`.
    public init(folder: String, encoder: PNGEncoder = PNGEncoder()) {
        self.folder = folder
        self.encoder = encoder
    }

    /// Writes every variant with stretch marks from `caps` and padding marks
    /// from `contentInsets` (points, converted per scale).
    /// - Throws: ``StretchError`` (caps, padding or a scale without a density),
    ///   ``FileError`` (two variants for one density, write failures).
    public func write(
        name: AndroidResourceName, variants: [SliceVariant], caps: CapSpecification, contentInsets: CapInsets?
    ) throws -> [WrittenFile] {
        // Everything is checked before the first file is written, so a bad
        // variant (no density, caps that do not fit, a second file for one
        // density) leaves no 9-patch of this image behind.
        var pending: [(destination: String, framed: Bitmap)] = []
        var firstInputFor: [String: String] = [:]
        let output = OutputFolder(path: folder, protecting: variants.map(\.path))
        for variant in variants.sorted(by: { $0.fileName.scale < $1.fileName.scale }) {
            let scale = variant.fileName.scale
            guard let density = NinePatchWriter.densityFolder(forScale: scale) else {
                throw StretchError.noAndroidDensity(path: variant.path, scale: scale)
            }
            let lattice = try variant.resizing(for: caps).lattice
            let framed = try NinePatchWriter.framed(
                variant.bitmap, lattice: lattice, padding: contentInsets?.pixels(atScale: scale), path: variant.path)
            let destination = try output.destination(for: "\(density)/\(name.value).9.png", input: variant.path)
            if let first = firstInputFor[destination] {
                throw FileError.duplicateOutput(path: variant.path, output: destination, firstInput: first)
            }
            firstInputFor[destination] = variant.path
            pending.append((destination, framed))
        }
        var written: [WrittenFile] = []
        for (destination, framed) in pending {
            written.append(WrittenFile(path: destination, outcome: try AtomicFile.write(try encoder.encode(framed), to: destination)))
        }
        return written
    }
}
