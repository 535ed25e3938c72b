import ArgumentParser
import BarSkin

/// `barskin glow`: the glow of each mask, on a canvas grown so nothing is clipped.
struct GlowCommand: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "glow",
        abstract: "Draw the glow of alpha masks: blurred, coloured, on a canvas grown so nothing is clipped.",
        discussion: """
        For every mask, its alpha grown by --spread, moved by --offset, blurred and
        coloured, on a canvas grown on each side by the blur's reach, the spread and
        the offset (--keep-size keeps the mask's size instead). --inner draws an inner
        shadow: the outline's shadow, kept only inside the shape. --with-shape draws
        the mask itself over its glow. Lengths are points, times each file's scale
        (@2x doubles them); offsets grow right and down, as in UIKit.

        Each output keeps its mask's file name, suffixes and all (--suffix -glow makes
        chat@2x.png chat-glow@2x.png); one mask may go to -o FILE.png. Folders are
        walked recursively and mirrored under OUTDIR. A manifest in OUTDIR
        (.glow-HASH.barskin.json, one per set of inputs) records each input's hash and
        the options, so a re-run redraws only what changed; --force redraws all,
        --dry-run lists every file, --prune deletes outputs of inputs that are gone.
        A file another command (shadow, tint) made in OUTDIR is never overwritten:
        that is an error naming it; give each its own folder or a --suffix.

        --catalog writes each family (chat.png, chat@2x.png, chat@3x.png, or chat.svg)
        into the catalog as one image set, chat.imageset (chat-glow.imageset with
        --suffix -glow), rendered original, a --dark look as dark entries at every
        scale; OUTDIR keeps the manifest, and --prune deletes the sets of a family
        that is gone.

        Defaults: --color #FFFFFF --blur 4 --opacity 1 --spread 0 --offset 0,0.

        Examples:
          barskin glow Assets/icons -o Build/glow
          barskin glow chat@2x.png -o Build --color '#66CCFF' --blur 6 --spread 1
          barskin glow icons -o Build --with-shape --keep-size --suffix -halo
          barskin glow icons -o Build/inner --inner --color '#00000080' \\
            --blur 2 --offset 0,1
          barskin glow icons -o Build --prune --json
          barskin glow icons -o Build/sets --catalog App.xcassets --suffix -glow
        """
    )

    @OptionGroup var options: GlowCommandOptions
    @OptionGroup var reporting: ConsoleOptions

    func validate() throws {
        try options.validate(preset: .glow, command: "glow")
    }

    func run() throws {
        try options.run("glow", preset: .glow, verb: "glowed", console: reporting.console)
    }
}
