import ArgumentParser
import BarSkin

/// `barskin navbar-art`: the navigation bar's background.
struct NavBarArtCommand: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "navbar-art",
        abstract: "Draw the classic navigation bar background at every scale.",
        usage: "barskin navbar-art -o <outdir> [<options>]",
        discussion: """
        Writes NavigationBarBackground (NAME.png, NAME@2x.png, NAME@3x.png): \(NavBarSection.LookValues().height) points
        tall, a vertical gradient from the tint under a light top line and over a
        dark bottom line, one point wide with caps so it stretches across (image sets
        carry them); --width renders it wide too, as NavigationBarBackground-WIDTH.
        --appearance-swift FILE (with --catalog) also writes the Swift code applying
        the art: the system's glass from iOS 26, the art before it.

        Examples:
          barskin navbar-art -o Build/Nav
          barskin navbar-art -o Build --tint '#1C2833' --width 320 --width 768
          barskin navbar-art -o Build --catalog App.xcassets --scales 2,3
        """
    )

    @Option(help: ArgumentHelp("The bar's tint; its lines and gradient derive from it (default \(NavBarSection.LookValues().tint)).", valueName: "color"))
    var tint: String?

    @Option(help: ArgumentHelp("Bar height in points.", valueName: "points"))
    var height: Int = NavBarSection.LookValues().height

    @Option(help: ArgumentHelp("Also render the background this many points wide (repeatable).", valueName: "points"))
    var width: [Int] = []

    @Option(name: .customLong("dark"), help: DarkLookPairs.help(example: "tint=#2B2F36", writes: DarkLookPairs.drawnArtWrites))
    var dark: [String] = []

    @OptionGroup var art: DrawnArtOptions
    @OptionGroup var appearance: AppearanceSwiftOption
    @OptionGroup var reporting: ConsoleOptions

    func validate() throws {
        _ = try item()
        try appearance.validate(catalog: art.catalog)
    }

    func run() throws { try art.run(try item(), command: "navbar-art", console: reporting.console, appearance: appearance) }

    /// The light look's item, with the dark look from `--dark`.
    func item() throws -> SkinNavBar {
        var values = NavBarSection.LookValues()
        values.height = height
        values = try LookFlags.read([("tint", tint)], NavBarSection.backgroundLookTable, over: values)
        for width in width where !NavigationBarBackground.widths.contains(width) {
            throw ValidationError("--width: " + NavigationBarArtError.widthOutOfRange(width).message)
        }
        var item = SkinNavBar(look: try LookFlags.look(values.look), widths: width, scales: try art.scaleList(),
                              toCatalog: art.catalog != nil, location: DrawnArtOptions.location)
        item.otherLooks = try darkLook(over: values).map { [SkinAppearanceLook(.dark, $0)] } ?? []
        return item
    }
}

/// `barskin cell-art`: grouped table rows.
struct CellArtCommand: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "cell-art",
        abstract: "Draw grouped table rows (top, middle, bottom, single, each with a selected twin) at every scale.",
        usage: "barskin cell-art -o <outdir> [<options>]",
        discussion: """
        Writes the eight images seed 001's grouped table uses: topRow, middleRow,
        bottomRow and topAndBottomRow, each with a ...Selected twin filled with the
        blue selection gradient. Outer corners are rounded (\(Int(CellsSection.defaultCornerRadius)) points by default) only
        where a section begins or ends, a one-pixel separator runs under top and
        middle rows, and every image stretches with caps (image sets carry them).

        Examples:
          barskin cell-art -o Build/Cells
          barskin cell-art -o Build --corner-radius 8 --selected-color '#058CF5'
          barskin cell-art -o Build --catalog App.xcassets --row-height 50
        """
    )

    @Option(help: ArgumentHelp("Row height in points.", valueName: "points"))
    var rowHeight: Int = CellsSection.defaultRowHeight

    @Option(help: ArgumentHelp("Outer corner radius in points.", valueName: "points"))
    var cornerRadius: Double = CellsSection.defaultCornerRadius

    @Option(help: ArgumentHelp("Row fill (default \(CellsSection.LookValues().fill)).", valueName: "color"))
    var color: String?

    @Option(help: ArgumentHelp("Border colour (default \(CellsSection.LookValues().border)).", valueName: "color"))
    var borderColor: String?

    @Option(help: ArgumentHelp("Separator colour (default \(CellsSection.LookValues().separator)).", valueName: "color"))
    var separatorColor: String?

    @Option(help: ArgumentHelp("Top of the selection gradient; its bottom derives from it (default \(CellLook.defaultSelectedTop)).", valueName: "color"))
    var selectedColor: String?

    @Option(name: .customLong("dark"), help: DarkLookPairs.help(
        example: "color=#1C1C1E", writes: "Written as each image set's dark entries, so it needs --catalog."))
    var dark: [String] = []

    @OptionGroup var art: DrawnArtOptions
    @OptionGroup var reporting: ConsoleOptions

    func validate() throws { _ = try item() }

    func run() throws { try art.run(try item(), command: "cell-art", console: reporting.console) }

    /// The light look's item, with the dark look from `--dark`.
    func item() throws -> SkinCells {
        var values = CellsSection.LookValues()
        (values.rowHeight, values.cornerRadius) = (rowHeight, cornerRadius)
        values = try LookFlags.read([("color", color), ("border-color", borderColor), ("separator-color", separatorColor),
                                     ("selected-color", selectedColor)], CellsSection.lookTable, over: values)
        var item = SkinCells(look: try LookFlags.look(values.look), scales: try art.scaleList(), toCatalog: art.catalog != nil,
                             location: DrawnArtOptions.location)
        item.otherLooks = try darkLook(over: values).map { [SkinAppearanceLook(.dark, $0)] } ?? []
        return item
    }
}
