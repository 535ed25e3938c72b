import BarSkinArt
import BarSkinCore

/// A command's request turned into a skin spec: what `tint`, `glow`, `shadow`,
/// `stretch` and `slice` hand the skin build, which plans, checks, draws, records
/// and prunes their items as it does a skin file's.
public struct CommandSpec: Sendable {
    /// One item per input image (or image family), under the command's invocation.
    public var spec: SkinSpec
    /// Files in folders that are not PNGs, left alone.
    public var skipped: [String] = []
    /// What a walked folder's files must be, for the note about the others (`a PNG file`).
    public var wanted = "a PNG file"
    /// Files the command wrote on an earlier run into an output folder inside an input folder.
    public var own: [String] = []
    /// Inputs that do not exist or cannot be used, each failing alone.
    public var failures: [any LocatedError] = []
    /// Warnings about the inputs' names.
    public var warnings: [any LocatedError] = []

    /// The folder a command's `-o` writes into: the folder itself, or the one holding the
    /// file it names (`.` for a bare file name).
    public static func outputFolder(_ output: String, isFile: Bool) -> String {
        let written = isFile ? PathText.folder(of: output) : PathText.trimmingTrailingSlashes(output)
        return written.isEmpty ? "." : written
    }

    /// The file `-o` names (`output`) as the build joins it to its folder (``outputFolder(_:isFile:)``),
    /// for ``SkinSpec/typedOutputs``: `./icon.png` is `icon.png`.
    public static func typedFile(_ output: String) -> String {
        let folder = outputFolder(output, isFile: true)
        return (folder == "." ? "" : folder.hasSuffix("/") ? folder : folder + "/") + PathText.fileName(of: output)
    }

    /// A request of `invocation` writing into `folder` (and, for `slice`, a catalog and a 9-patch folder).
    public init(invocation: SkinInvocation, folder: String?, catalog: String? = nil, ninePatch: String? = nil) {
        spec = SkinSpec(source: .command(invocation), output: folder.map(SkinPath.init(typed:)), catalog: catalog.map(SkinPath.init(typed:)),
                        ninePatch: ninePatch.map(SkinPath.init(typed:)))
    }
}
