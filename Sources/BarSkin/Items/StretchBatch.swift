import BarSkinArt
import BarSkinCore
import Foundation

/// What `stretch` is asked: one stretchable image (a PNG with caps given here, an
/// Android `.9.png` with caps from its frame, or an `.imageset` folder with caps per
/// scale from its Contents.json) rendered at a size in points. ``plan()`` makes one
/// ``MaskItem`` per file, each keeping its input's name (a 9-patch drops its `.9`),
/// for the skin build to plan, draw, record and prune.
public struct StretchBatch: Sendable {
    /// The command run, and the image it was given.
    public var invocation: SkinInvocation
    /// The image, as typed.
    public var input: String
    /// The output folder, or with ``outputIsFile`` the one file to write.
    public var output: String
    /// Whether ``output`` names the file itself (`stretch Box.png ... -o box.png`).
    public var outputIsFile: Bool
    /// The target size in points.
    public var width: Int, height: Int
    /// The caps of a plain PNG; 9-patches and image sets carry their own.
    public var caps: CapSpecification?
    /// Scale the caps down when the target is smaller than them (Skia's rule).
    public var shrinkingCaps: Bool
    /// The largest image a stretch may make.
    public var limits: DecodeLimits
    /// The scales an SVG or PDF image is drawn at, and the box it is fitted into.
    public var vectors: VectorFamily = .default

    /// A request from its parts.
    public init(input: String, output: String, outputIsFile: Bool, width: Int, height: Int, caps: CapSpecification?,
                shrinkingCaps: Bool, limits: DecodeLimits) {
        invocation = SkinInvocation(command: "stretch", roots: [input])
        self.input = input
        self.output = output
        self.outputIsFile = outputIsFile
        self.width = width
        self.height = height
        self.caps = caps
        self.shrinkingCaps = shrinkingCaps
        self.limits = limits
    }

    /// The request as a skin spec: one item per file to stretch, and every entry that cannot be.
    public func plan() -> CommandSpec {
        let folder = CommandSpec.outputFolder(output, isFile: outputIsFile)
        var planned = CommandSpec(invocation: invocation, folder: folder)
        if outputIsFile { planned.spec.typedOutputs = [CommandSpec.typedFile(output)] }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) else {
            planned.failures.append(FileProblem.noSuchInput.located(at: input))
            return planned
        }
        if isFolder.boolValue {
            do {
                for entry in try ImageSetEntries(folder: input).stretchable {
                    guard FileManager.default.fileExists(atPath: entry.path) else {
                        // One missing scale must not hide the others: the rest are still drawn.
                        planned.failures.append(ImageSetProblem.missingFile(filename: entry.filename).located(at: entry.contentsPath))
                        continue
                    }
                    let fileName = AssetFileName(parsing: entry.filename)
                    let at = AssetFileName(stem: fileName.stem, scale: entry.scale, device: fileName.device, pathExtension: fileName.pathExtension)
                    planned.spec.items.append(item(entry.path, named: entry.filename, scale: at,
                                                   caps: .resizing(entry.resizing, filename: entry.filename, contentsPath: entry.contentsPath), in: folder))
                }
            } catch {
                planned.failures.append((error as? any LocatedError) ?? FileProblem.unreadable(reason: "\(error)").located(at: input))
            }
            return planned
        }
        let fileName = PathText.fileName(of: input)
        if VectorFormat(path: input) != nil {
            guard let caps else { preconditionFailure("a drawing needs caps; the command line checks this") }
            // `bubble.svg` is `bubble.png`, `bubble@2x.png` and `bubble@3x.png`, its caps in points at each scale.
            do {
                for (png, raster) in try vectors.variants(of: input) {
                    var target = png.fileName
                    if outputIsFile {
                        let named = AssetFileName(parsing: PathText.fileName(of: output))
                        target = AssetFileName(stem: named.stem, scale: png.scale, device: named.device, pathExtension: named.pathExtension).fileName
                    }
                    planned.spec.items.append(item(input, named: png.fileName, scale: png, caps: .given(caps), in: folder,
                                                   raster: raster, target: target))
                }
            } catch {
                planned.failures.append(error)
            }
            return planned
        }
        if NinePatch.isNinePatchName(fileName) {
            let plain = String(fileName.dropLast(".9.png".count)) + ".png"
            planned.spec.items.append(item(input, named: plain, scale: AssetFileName(parsing: plain), caps: .ninePatchFrame, in: folder))
        } else {
            guard let caps else { preconditionFailure("a plain PNG needs caps; the command line checks this") }
            planned.spec.items.append(item(input, named: fileName, scale: AssetFileName(parsing: fileName), caps: .given(caps), in: folder))
        }
        return planned
    }

    /// The item stretching `path` into `folder` as `name` (or the output file, or `target`), at the scale
    /// `fileName` gives; a drawing is drawn by `raster` first.
    private func item(_ path: String, named name: String, scale fileName: AssetFileName, caps: StretchOperation.Caps, in folder: String,
                      raster: VectorRaster? = nil, target given: String? = nil) -> MaskItem {
        let operation = StretchOperation(width: width, height: height, caps: caps, shrinkingCaps: shrinkingCaps, limits: limits)
        let target = given ?? (outputIsFile ? PathText.fileName(of: output) : name)
        return MaskItem(name: target, file: SkinImageVariant(path: path, fileName: fileName, raster: raster), operation: operation,
                        outputs: [("stretched", target)], folder: folder)
    }
}
