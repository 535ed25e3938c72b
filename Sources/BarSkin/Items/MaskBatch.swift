import BarSkinArt
import BarSkinCore

/// What `tint`, `glow` and `shadow` are asked: masks and folders of them in, one
/// operation's art out, folders mirrored below the output. ``plan()`` turns it
/// into a skin spec of ``MaskItem``s, which the skin build plans, checks, draws,
/// records and prunes as it does a skin file's items.
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
    /// What is drawn from each mask in other appearances, written beside the light outputs
    /// with the appearance before the scale (``MaskItem/otherLooks``).
    public var otherLooks: [(appearance: Appearance, operation: any ImageOperation)] = []

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

    /// Walks the inputs and makes one item per mask file; the same file named twice is one item.
    public func plan() -> CommandSpec {
        let folder = CommandSpec.outputFolder(output, isFile: outputIsFile)
        var planned = CommandSpec(invocation: invocation, folder: folder)
        let collected = InputCollector.collect(inputs)
        (planned.skipped, planned.failures) = (collected.skipped, collected.errors)
        // Outputs of an earlier run inside an input folder are not masks to draw again.
        // Only records inside the folder count: a hand-edited `../in/a.png` must not hide an input.
        // Read only when an input folder holds the output folder: the build reads the manifest anyway.
        let root = PathText.absolute(folder) + "/"
        let inside = invocation.roots.contains { root.hasPrefix($0 + "/") }
        let earlier = inside ? (SkinManifest.path(for: planned.spec).map { SkinManifest.load(from: $0).allOutputs } ?? []).filter { $0.hasPrefix(root) } : []
        var seen = Set<FileIdentity>()
        for file in collected.files {
            let absolute = PathText.absolute(file.path)
            if earlier.contains(absolute) {
                planned.own.append(file.path)
                continue
            }
            // One file by two spellings (`icons icons/a.png`, a link) is one item: compared by device and inode.
            if let identity = FileIdentity(path: file.path), !seen.insert(identity).inserted { continue }
            var outputs = naming.outputs(file.relativePath)
            if outputIsFile { outputs = outputs.map { ($0.kind, PathText.fileName(of: output)) } }
            let variant = SkinImageVariant(path: file.path, fileName: AssetFileName(parsing: PathText.fileName(of: file.path)))
            planned.spec.items.append(MaskItem(name: file.relativePath, file: variant, operation: operation, outputs: outputs, folder: folder,
                                               otherLooks: otherLooks))
            planned.warnings += naming.warnings(file.path)
        }
        return planned
    }
}
