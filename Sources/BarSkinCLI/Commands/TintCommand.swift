import ArgumentParser
import BarSkin
import Foundation

/// `barskin tint`: alpha-only icon masks to unselected and selected tab bar art.
struct TintCommand: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "tint",
        abstract: "Turn alpha-only icon masks into unselected and selected tab bar item art.",
        discussion: """
        For every mask STEM.png, writes STEM-normal.png and STEM-selected.png, keeping
        scale and device suffixes in Apple's order (chat@2x~ipad.png gives
        chat-normal@2x~ipad.png). Only the mask's alpha counts: each output's alpha is
        the mask's, its colour the look's. The icon is centred in the item canvas at
        whole-pixel offsets, never resampled. An SVG or PDF mask (chat.svg) stands for
        the family chat.png, chat@2x.png and chat@3x.png, each drawn on whole pixels
        at its scale (--scales, --mask-size); glow and shadow take vectors the same way.

        Folders are walked recursively and mirrored under OUTDIR; other files are
        skipped with a note. A manifest in OUTDIR (.tint-HASH.barskin.json, one per set
        of inputs) records each input's content hash and the options, so a re-run
        redraws only what changed; --force redraws everything, --dry-run lists every
        file, --prune deletes outputs of inputs that are gone (only files this run of
        tint wrote and nobody changed since: other runs into OUTDIR keep theirs).

        --catalog writes each family (chat.png, chat@2x.png, chat@3x.png, or chat.svg)
        into the catalog as chat-normal.imageset and chat-selected.imageset, rendered
        original, a --dark look as dark entries at every scale; OUTDIR keeps the
        manifest. A flat one-colour look of an SVG or PDF ships the drawing itself, as
        a template vector set. --prune deletes the sets of a family that is gone.

        Examples:
          barskin tint Assets/icons -o Build/tabbar
          barskin tint icons -o Build --item-size 30x30 --style recipe
          barskin tint chat@2x.png -o Build --style flat --selected-color '#007AFF'
          barskin tint scans -o Build --mask luminance --no-gloss
          barskin tint icons -o Build --prune --json
          barskin tint vectors -o Build/vectors --mask-size 30x30
          barskin tint icons -o Build --dark selected-color='#4DA3FF'
          barskin tint icons -o Build/sets --catalog App.xcassets \\
            --dark selected-color='#4DA3FF'
        """
    )

    @OptionGroup var targets: BatchTargets
    @OptionGroup(title: "Look") var look: TintLookOptions
    @OptionGroup var catalog: CatalogOption
    @OptionGroup var manifest: ManifestOptions
    @OptionGroup var sheet: SheetOption
    @OptionGroup var decode: DecodeOptions
    @OptionGroup(title: "Vector masks") var vectors: VectorOptions
    @OptionGroup var batch: BatchOptions
    @OptionGroup var reporting: ConsoleOptions

    func validate() throws {
        _ = try targets.outputIsFile(command: "tint", outputsPerMask: 2)
    }

    func run() throws {
        var fill: Bitmap? = nil
        if let path = look.selectedFill {
            do { fill = try TintNames.decodeFill(at: path, decoder: decode.decoder) } catch { throw locating(error, at: path) }
        }
        let settings = try look.settings()
        try MaskCommandRun(inputs: targets.inputs, output: targets.output, options: manifest, batch: batch, decode: decode, vectors: vectors,
                           console: reporting.console, verb: "tinted", noun: "icon", sheet: sheet.sheet, itemSize: settings.itemSize, catalog: catalog.catalog)
            .run("tint", operation: settings.operation(selectedFillImage: fill), naming: .tint,
                 otherLooks: try look.darkSettings().map { [(.dark, $0.operation(selectedFillImage: fill))] } ?? [])
    }
}
