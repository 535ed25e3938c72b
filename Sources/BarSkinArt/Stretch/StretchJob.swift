import BarSkinCore
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

    /// Reads, renders and writes.
    public var runner: OperationRunner
    /// Target width in points.
    public var width: Int
    /// Target height in points.
    public var height: Int
    /// Caps for a plain PNG; ignored for 9-patches and image sets.
    public var caps: CapSpecification?
    /// Scale the caps down when the target is smaller than them (Skia's rule).
    public var shrinkingCaps: Bool

    /// A job rendering at `width` x `height` points.
    public init(runner: OperationRunner, width: Int, height: Int, caps: CapSpecification?, shrinkingCaps: Bool) {
        precondition(width > 0 && height > 0, "the target needs at least one point")
        self.runner = runner
        self.width = width
        self.height = height
        self.caps = caps
        self.shrinkingCaps = shrinkingCaps
    }

    /// One rendered file.
    public typealias Output = OutputRecord

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
        let source = SourceImage(path: input, bitmap: try runner.decoder.decode(fileAt: input).bitmap)
        if NinePatch.isNinePatchName(fileName) {
            let plain = String(fileName.dropLast(".9.png".count)) + ".png"
            return [try render(source, caps: .ninePatchFrame, scale: AssetFileName(parsing: plain).scale, name: plain, destination: destination)]
        }
        guard let caps else { preconditionFailure("a plain PNG needs caps; the command line checks this") }
        return [try render(source, caps: .given(caps), scale: AssetFileName(parsing: fileName).scale, name: fileName, destination: destination)]
    }

    func render(_ source: SourceImage, caps: StretchOperation.Caps, scale: Int, name: String, destination: Destination) throws -> Output {
        let input = source.path
        let operation = StretchOperation(width: width, height: height, caps: caps, shrinkingCaps: shrinkingCaps, limits: runner.decoder.limits)
        let rendered = try runner.render(operation, inputs: [source], scale: scale).images[0]
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
        return try runner.write(rendered, by: operation, to: target, input: input, scale: scale).record
    }
}
