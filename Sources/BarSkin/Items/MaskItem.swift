import BarSkinArt
import BarSkinCore

/// One mask file of a batch command and the art one operation makes of it:
/// what `tint`, `glow` and `shadow` build for each input, through the same
/// skin build (plan, manifest, conflicts, prune) as a skin file's items.
public struct MaskItem: SkinItem {
    /// The input's mirrored path below the output folder (`sub/chat@2x.png`): unique in the run.
    public let name: String
    /// The mask file; errors about the item name it.
    public let location: SkinPath
    /// The mask, with the scale and device its name gives.
    public let file: SkinImageVariant
    /// What is drawn from it.
    public let operation: any ImageOperation
    /// One file per output role of the operation, in role order: what it is and its
    /// path below ``folder`` (`sub/chat-normal@2x.png`, mirroring the input's folders).
    public let outputs: [(kind: String, path: String)]
    /// The output folder: no file goes outside it, nor through a link leading out.
    public let folder: String
    /// Each output as a loose PNG of the exact name the command's rule gives: made once,
    /// since a build asks for them at every step, for every mask.
    public let arts: [SkinArt]
    /// What is drawn from it in other appearances (`tint --dark`), each written beside the
    /// light output with the appearance before the scale (`chat-normal-dark@2x.png`).
    public let otherLooks: [(appearance: Appearance, operation: any ImageOperation)]

    /// The item for `file` (named `name`), drawing `operation` into `folder`.
    public init(name: String, file: SkinImageVariant, operation: any ImageOperation,
                outputs: [(kind: String, path: String)], folder: String,
                otherLooks: [(appearance: Appearance, operation: any ImageOperation)] = []) {
        precondition(outputs.count == operation.outputRoles.count, "one output per role")
        self.name = name
        self.file = file
        self.operation = operation
        self.outputs = outputs
        self.folder = folder
        location = SkinPath(text: file.path, line: 0, column: 0, skinPath: file.path)
        self.otherLooks = otherLooks
        arts = ([Appearance.any] + otherLooks.map(\.appearance)).enumerated().flatMap { look, appearance in
            outputs.enumerated().map { index, output in
                let written = AssetFileName(parsing: PathText.fileName(of: output.path))
                let fileName = String(output.path.dropLast(PathText.fileName(of: output.path).count))
                    + written.withStem(written.stem + appearance.fileSuffix).fileName
                var art = SkinArt(name: written.stem, kind: output.kind, line: 0, column: 0,
                                  source: .drawn(operation: look, output: index), isLoose: true, folder: folder, fileName: fileName)
                art.appearance = appearance
                return art
            }
        }
    }

    /// The file is named, not found from a family.
    public var inputs: [SkinInput] { [] }
    /// The one file it is made for.
    public var variantFiles: [SkinImageVariant]? { [file] }

    /// Its folder comes with it.
    public func missingFolder(output: Bool, catalog: Bool, ninePatch: Bool) -> SkinError? { nil }

    /// The operation, then each other look's.
    public func operations(decoder: PNGDecoder) throws -> [any ImageOperation] { [operation] + otherLooks.map(\.operation) }
}
