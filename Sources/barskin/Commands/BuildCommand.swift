import ArgumentParser
import BarSkin
import Foundation

/// `barskin build`: makes everything skin files describe.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Make everything skin files describe: tab bar art, sized backgrounds, image sets and 9-patches.",
        // The generated usage line lists every option on one 140-column line.
        usage: "barskin build <skin> ... [<options>]",
        discussion: """
        A skin file (NAME.skin.yml; the README's "Skin files" section has the format)
        names folders relative to itself: output: for PNGs, catalog: for an
        .xcassets, ninepatch: for an Android res folder. tab-items: holds look keys
        named after barskin tint's flags (style:, item-size:, selected-color:,
        gloss: false, mask-mode:, ...) shared by its items: list, each a mask: with
        an optional name: and look keys of its own. backgrounds: lists art
        (image:, name:, insets: and mode: or left-cap:/top-cap:, content-insets:,
        template:, sizes:). An image like Icons/star means Icons/star.png,
        star@2x.png, star@3x.png and their ~iphone/~ipad variants, as imageNamed:
        reads them.

        A tab item NAME writes OUTPUT/NAME-normal@2x.png and NAME-selected@2x.png
        for each variant of its mask; a background writes OUTPUT/NAME-320x49@2x.png
        for each size and variant, NAME.imageset in the catalog and
        drawable-*/name.9.png in the res folder. The pixels are exactly those of
        barskin tint, stretch and slice with the same settings.

        Every item is built even when another fails; the failures are listed at
        the end (exit 1). Two items writing one file is an error before anything
        is written. A file that would not change is not rewritten.
        Files of items since removed from a skin are left in place; --dry-run
        lists what a build writes, so anything else in the folders is stale.

        Examples:
          barskin build Assets/Sample.skin.yml
          barskin build App.skin.yml Widgets.skin.yml --jobs 2
          barskin build App.skin.yml --dry-run
          barskin build App.skin.yml --json --compression best
        """
    )

    @Argument(help: ArgumentHelp("Skin files (NAME.skin.yml).", valueName: "skin"))
    var skins: [String]

    @Flag(help: "Print the files a build would write, one path per line, and write nothing.")
    var dryRun = false

    @Option(help: ArgumentHelp(PNGCompression.help.abstract + " Overrides the skin's 'compression:' (default: the skin's, else default)."))
    var compression: PNGCompression?

    @Flag(help: "Print JSON: {\"schemaVersion\": 2, \"outputs\": [...], \"warnings\": [...], \"failures\": [...]}.")
    var json = false

    @OptionGroup var decode: DecodeOptions
    @OptionGroup var batch: BatchOptions

    func run() throws {
        let console = Console()
        let start = Date()
        var failures: [any LocatedError] = []
        var specs: [SkinSpec] = []
        var seen = Set<String>()
        // The same file named twice (or through a link) is built once, not reported as clashing with itself.
        for path in skins where seen.insert(URL(fileURLWithPath: path).resolvingSymlinksInPath().path).inserted {
            do { specs.append(try SkinSpec.load(from: path)) } catch { failures.append(error) }
        }
        let plan = SkinBuildPlan(specs: specs)
        let what = "\(counted(plan.tasks.count, "item")) from \(counted(specs.count, "skin"))"
        try SkinBuildRun(console: console, dryRun: dryRun, json: json, builder: SkinBuilder(decoder: decode.decoder, compression: compression),
                         runner: batch.runner, what: what).run(plan, failures: failures, start: start)
    }
}
