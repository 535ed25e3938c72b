import ArgumentParser
import BarSkin
import Foundation

/// `barskin sheet`: a contact sheet of a build, a folder of PNGs or a catalog.
struct SheetCommand: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Write a contact sheet: every image family of a build, folder or catalog, to look at.",
        discussion: """
        One self-contained HTML file (images embedded, no script, nothing fetched): a
        cell per image family, grouped by item (a tab item's normal and selected side
        by side, a button's normal and highlighted, each appearance of an image set),
        each file at its point size on a light, a dark and a checkerboard background
        and at its actual pixels, with its name, pixel size and bytes. Stretchable art
        (an image set's caps, a 9-patch) is also shown as its slice with the caps
        marked, and stretched wider by BarSkin's own renderer. A build's colour sets
        show as a swatch per appearance, its custom symbols as their Regular-S master.

        An input is a build's manifest (.NAME.barskin.json: its items are the groups),
        a skin file (its build's manifest), or a folder or catalog (families grouped
        by name: chat-normal and chat-selected are chat's). --png also draws the sheet
        as one PNG picture, with cairo. tint, glow, shadow and build write a sheet of
        what they made with --sheet FILE.

        Examples:
          barskin sheet Assets/icons -o icons.html
          barskin build Assets/Sample.skin.yml      # the build the next two show
          barskin sheet Assets/Sample.skin.yml -o skin.html --png skin.png
          barskin sheet Build/Skin/Sample.xcassets --title Catalog -o catalog.html
        """
    )

    @Argument(help: ArgumentHelp("Manifests, skin files, folders or catalogs.", valueName: "input"))
    var inputs: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the HTML sheet to this file (default: standard output, unless --png is given).", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("Also draw the sheet as one PNG picture into this file.", valueName: "file"))
    var png: String?

    @Option(help: ArgumentHelp("The sheet's title (default: the skins', folders' or catalogs' names).", valueName: "text"))
    var title: String?

    @OptionGroup var decode: DecodeOptions
    @OptionGroup var reporting: ConsoleOptions

    /// Whether `path` names a device, named pipe or socket (``OutputTarget``), which takes a picture by any name.
    static func isPassThrough(_ path: String) -> Bool {
        if case .passThrough = try? OutputTarget(resolving: path) { return true }
        return false
    }

    func validate() throws {
        try validateOutputPath(output, flag: "--output", naming: "file")
        try validateOutputPath(png, flag: "--png", naming: "file")
        // A device, pipe or socket is written through whatever its name (`--png /dev/null`), as every output is.
        if let png, !InputCollector.isPNGName(png), !Self.isPassThrough(png) { throw ValidationError("--png names the picture to write: a .png file, not '\(png.escapingControlCharacters)'") }
    }

    func run() throws {
        let console = reporting.console, start = Date()
        let sheet = try ContactSheet.load(inputs)
        let failed = try SheetWriting(console: console, decoder: decode.decoder).write(
            sheet, title: title ?? SheetTitle.of(inputs), html: output == "-" ? nil : output,
            toStandardOutput: output == "-" || (output == nil && png == nil), png: png)
        let totals = sheet.totals
        console.line("barskin: sheet of \(counted(totals.groups, "item")), \(counted(totals.images, "image")) (\(ByteCount.text(totals.bytes))) in \(formatSeconds(since: start))")
        if failed { throw ExitCode.failure }
    }
}
