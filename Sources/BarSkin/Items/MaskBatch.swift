import BarSkinArt
import BarSkinCore
import Foundation

/// What `tint`, `glow`, `shadow` and `normalize` are asked: masks and folders of
/// them in, one operation's art out, folders mirrored below the output, or with a
/// ``catalog`` one image set per family and output. ``plan()`` turns it into a skin
/// spec of ``MaskItem``s, which the skin build plans, checks, draws, records and
/// prunes as it does a skin file's items.
public struct MaskBatch: Sendable {
    /// The command run, and the inputs it was given.
    public var invocation: SkinInvocation
    /// The mask files and folders, as typed.
    public var inputs: [String]
    /// The output folder, or with ``outputIsFile`` the one file to write.
    public var output: String
    /// Whether ``output`` names the file itself (`glow chat.png -o halo.png`).
    public var outputIsFile: Bool
    /// What is drawn from each mask.
    public var operation: any ImageOperation
    /// How the outputs are named.
    public var naming: MaskNaming
    /// The scales an SVG or PDF input is drawn at, and the box it is fitted into.
    public var vectors: VectorFamily = .default
    /// What is drawn from each mask in other appearances, written beside the light outputs
    /// with the appearance before the scale (``MaskItem/otherLooks``).
    public var otherLooks: [(appearance: Appearance, operation: any ImageOperation)] = []
    /// The asset catalog (or a group folder in one) the art goes into as image sets, the
    /// output folder keeping only the manifest; nil writes loose PNGs.
    public var catalog: String?

    /// A request from its parts.
    public init(command: String, inputs: [String], output: String, outputIsFile: Bool = false,
                operation: any ImageOperation, naming: MaskNaming, otherLooks: [(appearance: Appearance, operation: any ImageOperation)] = []) {
        invocation = SkinInvocation(command: command, roots: inputs)
        self.inputs = inputs
        self.output = output
        self.outputIsFile = outputIsFile
        // Asked for by every item's recipe: worked out once.
        self.operation = IdentifiedOperation(operation)
        self.naming = naming
        self.otherLooks = otherLooks.map { ($0.appearance, IdentifiedOperation($0.operation)) }
    }

    /// Walks the inputs and makes one item per mask file, or with a catalog per family; the same
    /// file named twice is one file.
    public func plan() -> CommandSpec {
        let folder = CommandSpec.outputFolder(output, isFile: outputIsFile)
        var planned = CommandSpec(invocation: invocation, folder: folder, catalog: catalog.map(PathText.trimmingTrailingSlashes))
        if outputIsFile { planned.spec.typedOutputs = [CommandSpec.typedFile(output)] }
        let collected = InputCollector.collect(inputs, isWanted: { InputCollector.isPNGName($0) || VectorFormat.isVectorName($0) },
                                               wanted: "PNG, SVG or PDF files")
        (planned.skipped, planned.failures) = (collected.skipped, collected.errors)
        planned.wanted = "a PNG, SVG or PDF file"
        // Outputs of an earlier run inside an input folder are not masks to draw again.
        // Only records inside the folder count: a hand-edited `../in/a.png` must not hide an input.
        // Read only when an input folder holds the output folder: the build reads the manifest anyway.
        let workingFolder = FileManager.default.currentDirectoryPath
        // The catalog's sets are outputs too: a catalog inside an input folder must not be walked as masks.
        let written = ([folder] + (planned.spec.catalog.map { [$0.text] } ?? [])).map { PathText.absolute($0, in: workingFolder) + "/" }
        let inside = written.contains { root in invocation.roots.contains { root.hasPrefix($0 + "/") } }
        let earlier = inside ? (SkinManifest.path(for: planned.spec).map { SkinManifest.load(from: $0).allOutputs } ?? [])
            .filter { output in written.contains { output.hasPrefix($0) } } : []
        // Each mask's identity, names and variants worked out side by side: folders hold thousands.
        let batch = self
        let made = BatchRunner().run(collected.files) { file in
            (absolute: PathText.absolute(file.path, in: workingFolder), identity: file.identity ?? FileIdentity(path: file.path),
             variants: batch.variants(of: file), warnings: batch.naming.warnings(file.path))
        }
        var seen = Set<FileIdentity>(), found: [(name: String, variant: SkinImageVariant)] = []
        for (file, made) in zip(collected.files, made) {
            if earlier.contains(made.absolute) {
                planned.own.append(file.path)
                continue
            }
            // One file by two spellings (`icons icons/a.png`, a link) is one item: compared by device and inode.
            if let identity = made.identity, !seen.insert(identity).inserted { continue }
            planned.warnings += made.warnings
            switch made.variants {
            case .success(let variants): found += variants
            case .failure(let error): planned.failures.append(error)
            }
        }
        planned.spec.items = catalog == nil ? BatchRunner().run(found) { batch.item($0.name, $0.variant, folder: folder) } : families(of: found, folder: folder)
        return planned
    }

    /// The variants of one input file, each named as a PNG below its input folder: a PNG's
    /// own; for `chat.svg`, the family `chat.png`, `chat@2x.png`, `chat@3x.png`.
    private func variants(of file: InputFile) -> Result<[(name: String, variant: SkinImageVariant)], VectorError> {
        guard VectorFormat(path: file.path) != nil else {
            return .success([(file.relativePath, SkinImageVariant(path: file.path, fileName: AssetFileName(parsing: PathText.fileName(of: file.path))))])
        }
        let inFolder = String(file.relativePath.dropLast(PathText.fileName(of: file.relativePath).count))
        return Result { () throws(VectorError) in
            try vectors.variants(of: file.path).map { fileName, raster in
                (inFolder + fileName.fileName, SkinImageVariant(path: file.path, fileName: fileName, raster: raster))
            }
        }
    }

    /// The item drawing `variant`, named `relativePath` (a PNG's path below its input folder).
    private func item(_ relativePath: String, _ variant: SkinImageVariant, folder: String) -> MaskItem {
        var outputs = naming.outputs(relativePath)
        if outputIsFile {
            // `-o icon.png` names the file; a vector's other scales go beside it (`icon@2x.png`).
            var name = PathText.fileName(of: output)
            if variant.raster != nil {
                let named = AssetFileName(parsing: name)
                name = AssetFileName(stem: named.stem, scale: variant.fileName.scale, device: named.device, pathExtension: named.pathExtension).fileName
            }
            outputs = outputs.map { ($0.kind, name) }
        }
        return MaskItem(name: relativePath, file: variant, operation: operation, outputs: outputs, folder: folder, otherLooks: otherLooks)
    }
}
