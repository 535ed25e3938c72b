import BarSkinArt
import BarSkinCore

/// One mask file of a batch command and the art one operation makes of it, or
/// with a catalog one mask family and its image sets: what `tint`, `glow`,
/// `shadow` and `normalize` build for each input, through the same skin build
/// (plan, manifest, conflicts, prune) as a skin file's items.
public struct MaskItem: SkinItem {
    /// The input's mirrored path below the output folder (`sub/chat@2x.png`), or the
    /// family's (`sub/chat`): unique in the run.
    public let name: String
    /// The mask file; errors about the item name it.
    public let location: SkinPath
    /// The mask files, each with the scale and device its name gives: one loose, a family's into a catalog.
    public let files: [SkinImageVariant]
    /// What is drawn from it.
    public let operation: any ImageOperation
    /// The output folder: no file goes outside it, nor through a link leading out.
    public let folder: String
    /// Each output, made once, since a build asks for them at every step, for every mask:
    /// a loose PNG of the exact name the command's rule gives, or an image set.
    public let arts: [SkinArt]
    /// What is drawn from it in other appearances (`tint --dark`): loose, each written beside
    /// the light output with the appearance before the scale (`chat-normal-dark@2x.png`);
    /// in a catalog, the appearance's entries in the light output's set.
    public let otherLooks: [(appearance: Appearance, operation: any ImageOperation)]

    /// The item for `file` (named `name`), drawing `operation` into `folder`, one output per
    /// role: its kind and its path below `folder` (`sub/chat-normal@2x.png`, mirroring the input's folders).
    public init(name: String, file: SkinImageVariant, operation: any ImageOperation,
                outputs: [(kind: String, path: String)], folder: String,
                otherLooks: [(appearance: Appearance, operation: any ImageOperation)] = []) {
        precondition(outputs.count == operation.outputRoles.count, "one output per role")
        let arts = ([Appearance.any] + otherLooks.map(\.appearance)).enumerated().flatMap { look, appearance in
            outputs.enumerated().map { index, output in
                let written = AssetFileName(parsing: PathText.fileName(of: output.path))
                let fileName = String(output.path.dropLast(PathText.fileName(of: output.path).count))
                    + written.withStem(written.stem + appearance.fileSuffix).fileName
                var art = SkinArt(name: written.stem, kind: output.kind, position: nil,
                                  source: .drawn(operation: look, output: index), isLoose: true, folder: folder, fileName: fileName)
                art.appearance = appearance
                return art
            }
        }
        self.init(name: name, files: [file], operation: operation, folder: folder, otherLooks: otherLooks, arts: arts)
    }

    /// The item for the family `files` (named `name`), drawing `operation` into the catalog's
    /// image sets, one per role (`sets`: its kind and set name), each look's entries at every scale.
    public init(family name: String, files: [SkinImageVariant], operation: any ImageOperation, sets: [(kind: String, name: String)],
                export: SkinArt.ImageSetExport, folder: String, otherLooks: [(appearance: Appearance, operation: any ImageOperation)] = []) {
        precondition(sets.count == operation.outputRoles.count, "one set per role")
        let arts = SkinArt.family(outputs: sets, appearances: [.any] + otherLooks.map(\.appearance), drawnBy: Array(0...otherLooks.count),
                                  export: export, position: nil)
        self.init(name: name, files: files, operation: operation, folder: folder, otherLooks: otherLooks, arts: arts)
    }

    private init(name: String, files: [SkinImageVariant], operation: any ImageOperation, folder: String,
                 otherLooks: [(appearance: Appearance, operation: any ImageOperation)], arts: [SkinArt]) {
        precondition(!files.isEmpty, "a mask has at least one file")
        self.name = name
        self.files = files
        self.operation = operation
        self.folder = folder
        // A command's item is written nowhere: its problems point at its first file.
        location = SkinPath(typed: files[0].path)
        self.otherLooks = otherLooks
        self.arts = arts
    }

    /// The files are named, not found from a family.
    public var inputs: [SkinInput] { [] }
    /// The files it is made for.
    public var variantFiles: [SkinImageVariant]? { files }

    /// Its folder comes with it.
    public func missingFolder(output: Bool, catalog: Bool, ninePatch: Bool) -> SkinError? { nil }

    /// The operation, then each other look's.
    public func operations(decoder: PNGDecoder) throws -> [any ImageOperation] { [operation] + otherLooks.map(\.operation) }
}
