import ArgumentParser
import BarSkin

/// `barskin shadow`: the glow engine with drop-shadow defaults.
struct ShadowCommand: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "shadow",
        abstract: "Draw drop shadows of alpha masks: glow's engine with shadow defaults.",
        discussion: """
        The same drawing as barskin glow, starting from a Quartz drop shadow: black at
        one-third opacity, 1 point down, no blur. Every flag of glow works here.

        Offsets are points with y growing downward, as in UIKit since iOS 4:
        --offset 0,1 puts the shadow below the shape, and @2x moves it 2 pixels.
        The seed's CGContextSetShadow puzzle, a positive y sending the shadow up,
        is the old flipped convention: Quartz measured shadow offsets in its base
        space, y up, and contexts before iOS 4 kept it.

        Each output keeps its mask's file name, suffixes and all, unless --suffix adds
        one (-shadow: chat-shadow@2x.png); folders are mirrored under OUTDIR, and
        .shadow-HASH.barskin.json there makes re-runs incremental. Glows and shadows
        of one mask need their own folders or a --suffix: neither overwrites the other.
        --catalog writes each family as one image set (chat-shadow.imageset with
        --suffix -shadow), as glow does.

        Defaults: --color #000000 --blur 0 --opacity 0.333 --spread 0 --offset 0,1.

        Examples:
          barskin shadow Assets/icons -o Build/shadow
          barskin shadow label@2x.png -o Build/label-shadow@2x.png --blur 2
          barskin shadow icons -o Build --suffix -etch --color '#FFFFFF' \\
            --opacity 0.5
          barskin shadow icons -o Build/inner-shadow --inner --blur 1.5
          barskin shadow icons -o Build/sets --catalog App.xcassets \\
            --suffix -shadow
        """
    )

    @OptionGroup var options: GlowCommandOptions
    @OptionGroup var reporting: ConsoleOptions

    func validate() throws {
        try options.validate(preset: .shadow, command: "shadow")
    }

    func run() throws {
        try options.run("shadow", preset: .shadow, verb: "shadowed", console: reporting.console)
    }
}
