import ArgumentParser
import BarSkin
import Foundation

/// `barskin normalize`: canonical re-encoding of PNGs, one file or whole trees.
struct NormalizeCommand: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "normalize",
        abstract: "Re-encode PNGs canonically: 8-bit, no metadata, smallest lossless colour type.",
        discussion: """
        The same pixels and options always give byte-identical files, and a file that
        already holds the right bytes is not rewritten. With one file input, OUT may be
        a file path ending in .png; otherwise OUT is a folder: folder inputs are walked
        recursively and mirrored under it, and other files are skipped with a note.
        An SVG or PDF input (chat.svg) is drawn as the PNG family chat.png, chat@2x.png
        and chat@3x.png (--scales picks the scales, --mask-size fits the drawing into
        WxH points). Inputs are never modified. A manifest beside the outputs
        (.normalize-HASH.barskin.json) makes re-runs incremental, as for tint.
        --catalog writes each family (chat.png, chat@2x.png, chat@3x.png, or chat.svg)
        into the catalog as chat.imageset instead, its rendering left as the set says;
        OUT keeps the manifest, and --prune deletes the sets of a family that is gone.

        Examples:
          barskin normalize icon.png -o icon-clean.png
          barskin normalize Assets -o Build --compression best
          barskin normalize art/*.png -o Build/art --json
          barskin normalize Assets -o Build --dry-run
          barskin normalize vectors/chat.svg -o Build/chat --scales 2,3
          barskin normalize Assets/icons -o Build/sets --catalog App.xcassets
        """
    )

    @Argument(help: ArgumentHelp("PNG, SVG or PDF files, or folders.", valueName: "input"))
    var inputs: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("Output folder, or an output .png file for a single input file.", valueName: "out"))
    var output: String

    @OptionGroup var catalog: CatalogOption
    @OptionGroup var manifest: ManifestOptions
    @OptionGroup var sheet: SheetOption
    @OptionGroup var decode: DecodeOptions
    @OptionGroup(title: "Vector masks") var vectors: VectorOptions
    @OptionGroup var batch: BatchOptions
    @OptionGroup var reporting: ConsoleOptions

    func validate() throws {
        try validateOutputPath(output, flag: "--output")
        _ = try BatchTargets.outputIsFile(output, inputs: inputs, command: "normalize", outputsPerMask: 1, noun: "file")
    }

    func run() throws {
        try MaskCommandRun(inputs: inputs, output: output, options: manifest, batch: batch, decode: decode, vectors: vectors, console: reporting.console,
                           verb: "normalized", noun: "file", sheet: sheet.sheet, catalog: catalog.catalog)
            .run("normalize", operation: NormalizeOperation(), naming: .keepingName(kind: "normalized"))
    }
}
