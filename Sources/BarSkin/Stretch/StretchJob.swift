import Foundation

/// Renders a stretchable image at a size in points: a PNG with caps given by
/// the user, an Android `.9.png` (caps from its frame) or an `.imageset`
/// folder (caps per scale from its Contents.json).
public struct StretchJob: Sendable {
    /// Where results go.
    public enum Destination: Sendable, Hashable {
        /// One output file.
        case file(String)
        /// A folder; each output keeps its input's name (and so its scale suffix).
        case folder(String)
    }

    /// Reads the inputs.
    public var decoder: PNGDecoder
    /// Writes the outputs.
    public var encoder: PNGEncoder
    /// Target width in points.
    public var width: Int
    /// Target height in points.
    public var height: Int
    /// Caps for a plain PNG; ignored for 9-patches and image sets.
    public var caps: CapSpecification?
    /// Scale the caps down when the target is smaller than them (Skia's rule).
    public var shrinkingCaps: Bool

    /// A job rendering at `width` x `height` points.
    public init(decoder: PNGDecoder, encoder: PNGEncoder, width: Int, height: Int, caps: CapSpecification?, shrinkingCaps: Bool) {
        precondition(width > 0 && height > 0, "the target needs at least one point")
        self.decoder = decoder
        self.encoder = encoder
        self.width = width
        self.height = height
        self.caps = caps
        self.shrinkingCaps = shrinkingCaps
    }

    /// One rendered file.
    public struct Output: Sendable {
        /// The file it was rendered from.
        public var input: String
        /// The written file.
        public var output: WrittenFile
        /// The scale used.
        public var scale: Int
        /// Output width in pixels.
        public var width: Int
        /// Output height in pixels.
        public var height: Int

        /// The `outputs[]` entry of `stretch --json`.
        public var json: JSONValue {
            .object([
                ("input", .string(input)), ("output", .string(output.path)), ("scale", .int(scale)),
                ("width", .int(width)), ("height", .int(height)), ("written", .bool(output.outcome == .written)),
            ])
        }
    }

    /// Renders `input` to `destination`.
    /// - Throws: ``StretchError``, ``NinePatchError``, ``ImageSetError``,
    ///   ``PNGDecodingError`` or ``FileError``; for an image set whose entries
    ///   partly failed, ``PartialFailure`` with what was written and every failure.
    public func run(input: String, destination: Destination) throws -> [Output] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) else {
            throw FileError.noSuchInput(path: input)
        }
        if isFolder.boolValue { return try runImageSet(folder: input, destination: destination) }
        let fileName = PathText.fileName(of: input)
        let bitmap = try decoder.decode(fileAt: input).bitmap
        if NinePatch.isNinePatchName(fileName) {
            let ninePatch = try NinePatch(framed: bitmap, path: input)
            let plain = String(fileName.dropLast(".9.png".count)) + ".png"
            let scale = AssetFileName(parsing: plain).scale
            return [try render(ninePatch.content, lattice: ninePatch.lattice, scale: scale, input: input, name: plain, destination: destination)]
        }
        let scale = AssetFileName(parsing: fileName).scale
        guard let caps else { preconditionFailure("a plain PNG needs caps; the command line checks this") }
        let lattice = try caps.lattice(width: bitmap.width, height: bitmap.height, scale: scale, path: input)
        return [try render(bitmap, lattice: lattice, scale: scale, input: input, name: fileName, destination: destination)]
    }

    func render(
        _ bitmap: Bitmap, lattice: StretchLattice, scale: Int, input: String, name: String, destination: Destination
    ) throws -> Output {
        let (pixelWidth, widthOverflow) = width.multipliedReportingOverflow(by: scale)
        let (pixelHeight, heightOverflow) = height.multipliedReportingOverflow(by: scale)
        guard !widthOverflow && !heightOverflow else {
            throw StretchError.sizeOverflow(path: input, width: width, height: height, scale: scale)
        }
        let limits = decoder.limits
        guard pixelWidth <= limits.maxSide, pixelHeight <= limits.maxSide, pixelWidth <= limits.maxPixels / pixelHeight else {
            throw StretchError.targetTooLarge(
                path: input, width: pixelWidth, height: pixelHeight, maxSide: limits.maxSide, maxPixels: limits.maxPixels)
        }
        let plan = try StretchPlan(lattice: lattice, width: pixelWidth, height: pixelHeight, shrinkingCaps: shrinkingCaps, path: input)
        let rendered = StretchRenderer.render(bitmap, plan: plan)
        let target: String
        switch destination {
        case .file(let path):
            let parent = PathText.folder(of: path)
            let folder = OutputFolder(path: parent.isEmpty ? "." : parent, protecting: [input])
            do {
                let checked = try folder.destination(for: PathText.fileName(of: path), input: input)
                target = parent.isEmpty ? path : checked
            } catch FileError.wouldOverwriteInput(_, let input) {
                // Name the output as the user wrote it, not as "./NAME".
                throw FileError.wouldOverwriteInput(path: path, input: input)
            }
        case .folder(let path):
            target = try OutputFolder(path: path, protecting: [input]).destination(for: name, input: input)
        }
        let outcome = try AtomicFile.write(try encoder.encode(rendered), to: target)
        return Output(input: input, output: WrittenFile(path: target, outcome: outcome), scale: scale, width: pixelWidth, height: pixelHeight)
    }
}
