import BarSkinCore

/// Writes one image's scale variants as Android 9-patches into density
/// folders (`drawable-mdpi/NAME.9.png` from @1x, `drawable-xhdpi/` from @2x, ...).
public struct NinePatchExporter: Sendable {
    /// The `res` folder the density folders go in.
    public var folder: String
    /// Frames and writes the PNGs.
    public var runner: OperationRunner

    /// An exporter into `folder`.
    public init(folder: String, runner: OperationRunner = OperationRunner()) {
        self.folder = folder
        self.runner = runner
    }

    /// Writes every variant (in density folders named by ``NinePatchWriter/densityFolder(forScale:)``) with stretch marks from `caps` and padding marks
    /// from `contentInsets` (points, converted per scale).
    /// - Throws: ``StretchError`` (caps, padding or a scale without a density),
    ///   ``FileError`` (two variants for one density, write failures).
    /// - Parameter appearance: the look the art is drawn for: a dark one goes to `drawable-night-*`.
    public func write(
        name: AndroidResourceName, variants: [SliceVariant], caps: CapSpecification, contentInsets: CapInsets?, appearance: Appearance = .any
    ) throws -> [OutputRecord] {
        // Everything is checked before the first file is written, so a bad
        // variant (no density, caps that do not fit, a second file for one
        // density) leaves no 9-patch of this image behind. Then each variant is
        // framed and written in turn, so only one framed image is held at a time.
        var pending: [(destination: String, variant: SliceVariant)] = []
        let operation = NinePatchOperation(caps: caps, contentInsets: contentInsets)
        var firstInputFor: [String: String] = [:]
        let output = OutputFolder(path: folder, protecting: variants.map(\.path))
        for variant in variants.sorted(by: { $0.fileName.scale < $1.fileName.scale }) {
            let scale = variant.fileName.scale
            guard let density = Self.densityFolder(forScale: scale, appearance: appearance) else {
                throw StretchProblem.noAndroidDensity(scale: scale).located(at: variant.path)
            }
            _ = try operation.cuts(width: variant.width, height: variant.height, scale: scale, path: variant.path)
            let destination = try output.destination(for: "\(density)/\(name.value).9.png", input: variant.path)
            if let first = firstInputFor[destination] {
                throw FileProblem.duplicateOutput(output: destination, firstInput: first).located(at: variant.path)
            }
            firstInputFor[destination] = variant.path
            pending.append((destination, variant))
        }
        return try pending.map { destination, variant in
            let scale = variant.fileName.scale
            let framed = if let bitmap = variant.bitmap {
                try runner.render(operation, inputs: [SourceImage(path: variant.path, bitmap: bitmap)], scale: scale).images[0]
            } else {
                try operation.frame(bytes: variant.bytes, path: variant.path, decoder: runner.decoder, scale: scale)
            }
            return try runner.write(framed, by: operation, to: destination, below: folder, input: variant.path, scale: scale).record
        }
    }
}

extension NinePatchExporter {
    /// The resource folder of one scale's 9-patch in `appearance`: `drawable-xhdpi`, or
    /// `drawable-night-xhdpi` for dark art (Android's qualifiers go in that order). Nil for a
    /// scale without a density; an appearance Android has no qualifier for is never shipped here.
    public static func densityFolder(forScale scale: Int, appearance: Appearance) -> String? {
        guard let density = NinePatchWriter.densityFolder(forScale: scale) else { return nil }
        let qualifier = appearance.androidQualifier ?? ""
        return "drawable" + qualifier + density.dropFirst("drawable".count)
    }

    /// The files that become 9-patches, sorted by scale: Android has no iPhone or
    /// iPad idiom, so one device's files, at most one per density: the universal
    /// ones (no `~device` suffix) when there are any, else the iPhone's (Android's
    /// phones), else the first device's by name. Indexes into `names`; `build`
    /// and `slice` both choose by it.
    public static func androidVariants(_ names: [AssetFileName]) -> [Int] {
        let devices = Set(names.map(\.device))
        let chosen: String? = devices.contains(nil) ? nil : devices.contains("iphone") ? "iphone" : devices.compactMap { $0 }.min()
        return names.indices.filter { names[$0].device == chosen }.sorted { names[$0].scale < names[$1].scale }
    }
}
