import ArgumentParser
import BarSkin
import Foundation

/// `barskin tabbar-art`: the tab bar's drawn art, as a skin's `tab-bar:` section makes it.
struct TabBarArtCommand: ParsableCommand {
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

        Examples:
          barskin tabbar-art -o Build/TabBar
          barskin tabbar-art -o Build --width 320 --width 768 --scales 2,3
          barskin tabbar-art -o Build --catalog App.xcassets --color '#1C2833' --glow-color '#FF9500'
          barskin tabbar-art -o Build --no-glow --no-indicator --json
        """
    )

    @Option(name: .shortAndLong, help: ArgumentHelp("Output folder.", valueName: "outdir"))
    var output: String

    @Option(help: ArgumentHelp("Asset catalog to write the pieces into as image sets.", valueName: "catalog.xcassets"))
    var catalog: String?

    @OptionGroup(title: "Look") var look: TabBarLookOptions

    @Flag(help: "List the files it would write and write nothing.")
    var dryRun = false

    @Option(help: "zlib effort (default is libpng's level 6).")
    var compression: PNGCompression = .default

    @Flag(help: "Print JSON: {\"schemaVersion\": 2, \"outputs\": [...], \"warnings\": [...], \"failures\": [...]}.")
    var json = false

    func validate() throws {
        try validateOutputPath(output, flag: "--output")
        try validateOutputPath(catalog, flag: "--catalog")
        if let catalog, !catalog.split(separator: "/").contains(where: { $0.lowercased().hasSuffix(".xcassets") }) {
            throw ValidationError("--catalog must be an .xcassets folder or a folder inside one, not '\(catalog)'")
        }
    }

    func run() throws {
        let start = Date()
        let folder = { (path: String) in SkinPath(text: path, line: 1, column: 1, skinPath: "") }
        let location = SkinPath(text: "tabbar-art", line: 1, column: 1, skinPath: "")
        let item = try look.item(toCatalog: catalog != nil, location: location)
        let spec = SkinSpec(path: "tabbar-art", output: folder(output), catalog: catalog.map(folder), items: [item])
        try SkinBuildRun(console: Console(), dryRun: dryRun, json: json, builder: SkinBuilder(compression: compression),
                         runner: BatchRunner(), what: counted(item.arts.count, "piece")).run(SkinBuildPlan(specs: [spec]), failures: [], start: start)
    }
}
