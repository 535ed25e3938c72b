import ArgumentParser
import BarSkin
import Foundation

/// `barskin build`: makes everything skin files describe.
struct BuildCommand: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Make everything skin files describe: tab bar art, sized backgrounds, image sets and 9-patches.",
        // The generated usage line lists every option on one 140-column line.
        usage: "barskin build <skin> ... [<options>]",
        discussion: """
        A skin file (NAME.skin.yml; docs/skins.md has the format, every key)
        names folders relative to itself: output: for PNGs, catalog: for an
        .xcassets, ninepatch: for an Android res folder. tab-items: holds look keys
        named after barskin tint's flags (style:, item-size:, selected-color:,
        gloss: false, mask-mode:, ...) shared by its items: list, each a mask: with
        an optional name: and look keys of its own. backgrounds: lists art
        (image:, name:, insets: and mode: or left-cap:/top-cap:, content-insets:,
        template:, sizes:). An image like Icons/star means Icons/star.png,
        star@2x.png, star@3x.png and their ~iphone/~ipad variants, as imageNamed:
        reads them.

        A tab item NAME writes NAME-normal@2x.png and NAME-selected@2x.png for each
        variant of its mask: in NAME-normal.imageset and NAME-selected.imageset
        (rendered as original) when the skin has a catalog, else in OUTPUT. A
        background writes OUTPUT/NAME-320x49@2x.png for each size and variant,
        NAME.imageset in the catalog and drawable-*/name.9.png in the res folder.
        The pixels are exactly those of barskin tint, stretch and slice with the
        same settings.

        Every item is built even when another fails; the failures are listed at
        the end (exit 1). Two items writing one file is an error before anything
        is written. A file that would not change is not rewritten.

        preview: draws the finished skin as a picture (NAME.png and @2x in output):
        the nav bar with a back button and a title, the cells as a short grouped
        table and the tab bar with its items (title:, glow: true and badge: on a
        tab item show there only); --preview FILE draws it to FILE instead.

        appearance: swift writes BarSkinAppearance.swift beside the catalog (or
        --appearance-swift FILE): a function per bar and tab item applying the skin
        through Xcode's generated asset symbols, keeping the system's glass from
        iOS 26 (colours and template icons only) and the classic art before it.

        The build keeps a manifest beside its outputs (OUTPUT/.NAME.skin.barskin.json:
        every file with its size, scale, SHA-256, the inputs it came from and the
        operation that drew it). An item whose inputs, settings and files are as
        recorded is not drawn again: a re-run with nothing changed reads no image.
        Files the skin made once and makes no longer are left in place until
        --prune deletes them; it deletes only files the manifest lists, never
        anything else in the folders, and nothing after a failure. --dry-run
        prints the files a build would write and, with --prune, what it would delete.

        Examples:
          barskin build Assets/Sample.skin.yml
          barskin build App.skin.yml Widgets.skin.yml --jobs 2
          barskin build App.skin.yml --dry-run --prune
          barskin build App.skin.yml --prune
          barskin build Assets/Sample.skin.yml --preview Assets/readme/preview.png
          barskin build App.skin.yml --json --compression best
          barskin build App.skin.yml -o .build/skin    # everything under one folder
        """
    )

    @Argument(help: ArgumentHelp("Skin files (NAME.skin.yml).", valueName: "skin"))
    var skins: [String]

    @Flag(help: "Print every file the build has, one path per line, up to date or not, and write nothing (--json: each 'planned' or 'up-to-date').")
    var dryRun = false

    @Flag(help: "Redraw every item, even those the manifest says are up to date (after a font changed, say).")
    var force = false

    @Option(help: ArgumentHelp("Also draw a picture of the finished skin to FILE (a .png, and its @2x beside it), "
                               + "with the skin's preview: settings or their defaults.", valueName: "file"))
    var preview: String?

    @OptionGroup var appearance: AppearanceSwiftOption

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "Write under FOLDER instead of where the skins say: output: becomes FOLDER, catalog: and ninepatch: "
            + "keep their last part inside it (FOLDER/App.xcassets, FOLDER/res). The build-tool plugin builds this way.",
        valueName: "folder"))
    var output: String?

    @Option(help: ArgumentHelp("Keep the build's manifest in FOLDER instead of beside the outputs, "
                               + "so the output folder holds the images alone.", valueName: "folder"))
    var manifestFolder: String?

    @Flag(help: "Delete the files the skins made once and make no longer (only files BarSkin's manifest lists).")
    var prune = false

    @Option(help: ArgumentHelp(PNGCompression.help.abstract + " Overrides the skin's 'compression:' (default: the skin's, else default)."))
    var compression: PNGCompression?

    @Flag(help: "Print JSON: {\"schemaVersion\": 2, \"outputs\": [...], \"stale\": [...], \"pruned\": [...], \"kept\": [...], \"warnings\": [...], \"removedTemporaries\": [...], \"failures\": [...]}.")
    var json = false

    @OptionGroup var sheet: SheetOption
    @OptionGroup var decode: DecodeOptions
    @OptionGroup var batch: BatchOptions
    @OptionGroup var reporting: ConsoleOptions

    func validate() throws {
        try validateOutputPath(output, flag: "--output")
        try validateOutputPath(manifestFolder, flag: "--manifest-folder")
        try validateAppearanceSwift()
        if let preview {
            guard skins.count == 1 else { throw ValidationError("--preview draws one skin, but \(skins.count) were given") }
            guard preview.lowercased().hasSuffix(".png"), PathText.fileName(of: preview).count > 4 else {
                throw ValidationError("--preview must name a .png file, not '\(preview.escapingControlCharacters)'")
            }
        }
    }

    /// `--appearance-swift` writes one skin's code (the option checks the file's name).
    func validateAppearanceSwift() throws {
        guard appearance.appearanceSwift != nil, skins.count != 1 else { return }
        throw ValidationError("--appearance-swift writes one skin's code, but \(skins.count) were given")
    }

    func run() throws {
        let console = reporting.console
        let start = Date()
        let (specs, failures) = loadSkins()
        if !dryRun { try makeManifestFolder() }
        var builder = SkinBuilder(decoder: decode.decoder, compression: compression)
        builder.force = force
        var session = BuildSession(specs: specs, builder: builder)
        (session.dryRun, session.prune, session.failures) = (dryRun, prune, failures)
        let printer = BuildSessionPrinter(console: console, json: json, what: { "\(counted($0, "item")) from \(counted(specs.count, "skin"))" })
        try SheetWriting(console: console, decoder: decode.decoder).afterRun(
            sheet: sheet.sheet, dryRun: dryRun, manifests: specs.compactMap(SkinManifest.path(for:)), title: SheetTitle.of(specs.compactMap(\.path))
        ) {
            try printer.run(session, runner: batch.runner, start: start)
        }
    }
}
