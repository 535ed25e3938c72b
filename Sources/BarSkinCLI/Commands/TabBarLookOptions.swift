import ArgumentParser
import BarSkin

/// The look flags of `barskin tabbar-art`: the keys of a skin's `tab-bar:` section.
struct TabBarLookOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Bar height in points.", valueName: "points"))
    var height: Int = TabBarSection.defaultHeight

    @Option(help: ArgumentHelp("Also render the background this many points wide (repeatable).", valueName: "points"))
    var width: [Int] = []

    @Option(help: ArgumentHelp("Bar colour; the highlight line and gradient derive from it (default \(TabBarSection.LookValues().color)).", valueName: "color"))
    var color: String?

    @Option(help: ArgumentHelp("Selection box fill (default \(TabBarSection.LookValues().selection)).", valueName: "color"))
    var selectionColor: String?

    @Option(help: ArgumentHelp("Glow colour; its bright core derives from it (default \(TabBarSection.LookValues().glow)).", valueName: "color"))
    var glowColor: String?

    @Option(help: ArgumentHelp("Selection box corner radius in points, 0 to 4.", valueName: "points"))
    var cornerRadius: Double = TabBarSection.defaultCornerRadius

    @Flag(help: "Leave out TabBarSelection.") var noSelection = false
    @Flag(help: "Leave out TabBarItemSelectedBackground.") var noGloss = false
    @Flag(help: "Leave out TabBarGlow.") var noGlow = false
    @Flag(help: "Leave out TabBarNipple.") var noIndicator = false

    @Option(name: .customLong("dark"), help: DarkLookPairs.help(example: "color=#050505", writes: DarkLookPairs.drawnArtWrites))
    var dark: [String] = []

    /// The section item these flags describe.
    /// - Throws: `ValidationError` naming the flag at fault.
    func item(scales: [Int], toCatalog: Bool, location: SkinPath) throws -> SkinTabBar {
        for width in self.width where !TabBarBackground.widths.contains(width) {
            throw ValidationError("--width: " + TabBarArtError.widthOutOfRange(width).message)
        }
        var values = TabBarSection.LookValues()
        (values.height, values.cornerRadius) = (height, cornerRadius)
        values = try LookFlags.read([("color", color), ("selection-color", selectionColor), ("glow-color", glowColor)],
                                    TabBarSection.lookTable, over: values)
        var item = SkinTabBar(look: try LookFlags.look(values.look), selection: !noSelection, glow: !noGlow, indicator: !noIndicator,
                              gloss: !noGloss, widths: width, scales: scales, toCatalog: toCatalog, location: location)
        item.otherLooks = try darkLook(over: values, toCatalog: toCatalog).map { [SkinAppearanceLook(.dark, $0)] } ?? []
        return item
    }
}
