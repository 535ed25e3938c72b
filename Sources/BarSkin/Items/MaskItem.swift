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

    /// The item for `file` (named `name`), drawing `operation` into `folder`.
    public init(name: String, file: SkinImageVariant, operation: any ImageOperation,
                outputs: [(kind: String, path: String)], folder: String) {
        precondition(outputs.count == operation.outputRoles.count, "one output per role")
        self.name = name
        self.file = file
        self.operation = operation
        self.outputs = outputs
        self.folder = folder
        location = SkinPath(text: file.path, line: 0, column: 0, skinPath: file.path)
        arts = outputs.enumerated().map { index, output in
            SkinArt(name: AssetFileName(parsing: PathText.fileName(of: output.path)).stem, kind: output.kind, line: 0, column: 0,
                    source: .drawn(operation: 0, output: index), isLoose: true, folder: folder, fileName: output.path)
        }
    }

    /// The file is named, not found from a family.
    public var inputs: [SkinInput] { [] }
    /// The one file it is made for.
    public var variantFiles: [SkinImageVariant]? { [file] }

    /// Its folder comes with it.
    public func missingFolder(output: Bool, catalog: Bool, ninePatch: Bool) -> SkinError? { nil }

    /// The one operation.
    public func operations(decoder: PNGDecoder) throws -> [any ImageOperation] { [operation] }
}
