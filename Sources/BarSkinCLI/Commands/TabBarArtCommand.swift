import ArgumentParser
import BarSkin

/// `barskin tabbar-art`: the tab bar's drawn art, as a skin's `tab-bar:` section makes it.
struct TabBarArtCommand: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "tabbar-art",
        abstract: "Draw the classic tab bar's art at every scale: background, selection box, gloss, glow and arrow.",
        discussion: """
        Writes, at each scale (NAME.png, NAME@2x.png, NAME@3x.png):
          TabBarBackground              the dark bar, 1 point wide (stretch it), or --width wide
          TabBarSelection               the embossed box behind the selected item (left cap 4)
          TabBarItemSelectedBackground  the blue gloss barskin tint puts in a selected icon
          TabBarGlow                    the blue halo centred under an item with news
          TabBarNipple                  the arrow above the current tab
        The defaults reproduce the classic art; --color restyles the bar (its lines
        and gradient derive from it). With --catalog the pieces become image sets
        with their caps (the background and the selection box stretch) and only
        the --width renders go to OUTDIR; a skin file's tab-bar: section does the same.
        --appearance-swift FILE (with --catalog) also writes the Swift code applying
        the art: the system's glass from iOS 26, the art before it.

        Examples:
          barskin tabbar-art -o Build/TabBar
          barskin tabbar-art -o Build --width 320 --width 768 --scales 2,3
          barskin tabbar-art -o Build --catalog App.xcassets --color '#1C2833' \\
            --glow-color '#FF9500'
          barskin tabbar-art -o Build --no-glow --no-indicator --json
        """
    )

    @OptionGroup(title: "Look") var look: TabBarLookOptions

    @OptionGroup var art: DrawnArtOptions
    @OptionGroup var appearance: AppearanceSwiftOption
    @OptionGroup var reporting: ConsoleOptions

    func validate() throws {
        _ = try item()
        try appearance.validate(catalog: art.catalog)
    }

    func run() throws { try art.run(try item(), command: "tabbar-art", console: reporting.console, appearance: appearance) }

    private func item() throws -> SkinTabBar {
        try look.item(scales: try art.scaleList(), toCatalog: art.catalog != nil, location: DrawnArtOptions.location)
    }
}
