import BarSkinArt
import BarSkinCore

/// What `slice` is asked: PNG files (every scale variant of each image), or SVG and
/// PDF files (each every scale of its image, drawn at each), shipped
/// with caps into an asset catalog and/or Android 9-patches. ``plan()`` makes one
/// ``SliceItem`` per image, `x.png`, `x@2x.png` and `x@3x.png` being one.
public struct SliceBatch: Sendable {
    /// The command run, and the files it was given.
    public var invocation: SkinInvocation
    /// The files (and folders of them), as typed.
    public var inputs: [String]
    /// The asset catalog (or a group folder in one) and the Android resource folder, as given.
    public var catalog: String?, ninePatch: String?
    /// The caps, in points.
    public var caps: CapSpecification
    /// 9-patch content padding, in points.
    public var contentInsets: CapInsets?
    /// `template-rendering-intent`, when asked for; nil keeps what a set says.
    public var template: Bool?
    /// Whether tiling was asked for, which 9-patches cannot do (warned about).
    public var tileAsked: Bool
    /// The image set name for the one image, instead of its file stem.
    public var name: String?
    /// The scales an SVG or PDF is drawn at, and the box it is fitted into.
    public var vectors: VectorFamily = .default

    /// A request from its parts.
    public init(inputs: [String], catalog: String?, ninePatch: String?, caps: CapSpecification, contentInsets: CapInsets?,
                template: Bool?, tileAsked: Bool, name: String?) {
        invocation = SkinInvocation(command: "slice", roots: inputs)
        self.inputs = inputs
        self.catalog = catalog
        self.ninePatch = ninePatch
        self.caps = caps
        self.contentInsets = contentInsets
        self.template = template
        self.tileAsked = tileAsked
        self.name = name
    }

    /// The request as a skin spec: one item per image, in the order its first file was given.
    public func plan() -> CommandSpec {
        let tidied = { (folder: String?) in folder.map { PathText.trimmingTrailingSlashes($0) } }
        var planned = CommandSpec(invocation: invocation, folder: nil, catalog: tidied(catalog), ninePatch: tidied(ninePatch))
        let collected = InputCollector.collect(inputs, isWanted: { InputCollector.isPNGName($0) || VectorFormat.isVectorName($0) },
                                               wanted: "PNG, SVG or PDF files")
        (planned.skipped, planned.failures) = (collected.skipped, collected.errors)
        planned.wanted = "a PNG, SVG or PDF file"
        var images: [(stem: String, files: [SkinImageVariant])] = []
        for file in collected.files {
            // Its frame would become part of the art, and its name would get a stray ".9".
            guard !NinePatch.isNinePatchName(file.path) else {
                planned.failures.append(SliceProblem.alreadyNinePatch.located(at: file.path))
                continue
            }
            // A drawing is every scale of its image, each drawn from it.
            var variants = [SkinImageVariant(path: file.path, fileName: AssetFileName(parsing: PathText.fileName(of: file.path)))]
            if VectorFormat(path: file.path) != nil {
                do { variants = try vectors.variants(of: file.path).map { SkinImageVariant(path: file.path, fileName: $0.fileName, raster: $0.raster) } } catch {
                    planned.failures.append(error)
                    continue
                }
            }
            for variant in variants {
                if let index = images.firstIndex(where: { $0.stem == variant.fileName.stem }) {
                    images[index].files.append(variant)
                } else {
                    images.append((variant.fileName.stem, [variant]))
                }
            }
        }
        planned.spec.items = images.map { image in
            SliceItem(name: name ?? image.stem, files: image.files, caps: caps, contentInsets: contentInsets, template: template, tileAsked: tileAsked)
        }
        return planned
    }
}
