import ArgumentParser
import BarSkin

/// The flags `back-button` and `bar-button` share.
struct ButtonOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The title, set in bold 12-point type (tail cut with … past 160 points).", valueName: "text"))
    var title: String?

    @Option(help: ArgumentHelp("Image name: NAME.png and NAME-highlighted.png.", valueName: "name"))
    var name: String?

    @Option(help: ArgumentHelp("The bar's tint the button is filled with (default \(NavBarSection.LookValues().tint)).", valueName: "color"))
    var tint: String?

    @Option(help: ArgumentHelp("Title font: an installed family or a .ttf/.otf/.ttc file (default Liberation Sans).", valueName: "font"))
    var font: String?

    @Option(help: ArgumentHelp("The title's colour (default \(NavBarSection.LookValues().titleColor)).", valueName: "color"))
    var titleColor: String?

    @Option(help: ArgumentHelp("The title's etched shadow (default \(NavBarSection.LookValues().titleShadowColor)): above a lighter title, below a darker one.",
                               valueName: "color"))
    var titleShadowColor: String?

    @Flag(help: "Landscape metrics: 24 points tall instead of 30.")
    var landscape = false

    @Flag(help: "The untitled art at its minimal width, with caps, for an app that sets the title at run time.")
    var stretchable = false

    @Option(name: .customLong("dark"), help: DarkLookPairs.help(
        example: "tint=#2B2F36", writes: "Written as the image set's dark entries, so it needs --catalog."))
    var dark: [String] = []

    @OptionGroup var art: DrawnArtOptions

    /// The section item drawing this one button, checked now so that every mistake is a usage error.
    func item(kind: SkinButton.Kind) throws -> SkinNavBar {
        if stretchable == (title != nil) { throw ValidationError("give --title TEXT, or --stretchable for the untitled art") }
        if let title, title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            throw ValidationError("--title: " + (title.isEmpty ? ButtonError.emptyTitle : .blankTitle(title)).message)
        }
        if let name, name.isEmpty || name.contains("/") || name.hasPrefix(".") {
            throw ValidationError("--name must be a plain name without '/' or a leading '.', not '\(name)'")
        }
        let values = try LookFlags.read([("tint", tint), ("title-color", titleColor), ("title-shadow-color", titleShadowColor)],
                                        NavBarSection.buttonLookTable, over: NavBarSection.LookValues())
        let button = SkinButton(kind: kind, title: title, name: try imageName(kind: kind), position: nil)
        let bar = try LookFlags.look(values.look)
        do {
            let look = try ButtonLook(bar: bar, font: try font.map(SkinNavBar.face), metrics: landscape ? .landscape : .portrait)
            _ = try button.operation(look: look)
        } catch let error as TextError {
            throw ValidationError((font == nil ? "" : "--font: ") + error.message)
        } catch let error as ButtonError {
            throw ValidationError("--title: " + error.message)
        }
        var item = SkinNavBar(look: bar, font: font, buttons: [button], scales: try art.scaleList(),
                              toCatalog: art.catalog != nil, location: DrawnArtOptions.location)
        item.background = false
        item.metrics = landscape ? .landscape : .portrait
        item.otherLooks = try darkLook(over: values).map { [SkinAppearanceLook(.dark, $0)] } ?? []
        return item
    }
}

extension ButtonOptions {
    /// `--name`, else the name a skin gives the same button: the kind and the title's words
    /// (`--title Back` is `BackButtonBack`), and the kind alone for the untitled art.
    private func imageName(kind: SkinButton.Kind) throws -> String {
        if let name { return name }
        guard let title else { return kind.rawValue }
        guard let named = SkinButton.name(of: kind, title: title) else {
            throw ValidationError("--title '\(title.escapingControlCharacters)' has no letter or digit to name the image by: give --name")
        }
        return named
    }

}

/// `barskin back-button`: the classic back button with its title.
struct BackButtonCommand: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "back-button",
        abstract: "Draw the classic back button with its title, normal and highlighted, at every scale.",
        usage: "barskin back-button (--title <text> | --stretchable) -o <outdir> [<options>]",
        discussion: """
        A rounded button whose left end is an arrow, filled with the bar's tint under a
        reflective gloss, with a one-pixel bevel and border and the etched white title
        (a dark shadow one point above it). 30 points tall (24 with --landscape); as
        wide as the title plus one and a half caps, at most 160 points, the title's
        tail cut with … beyond that. Writes NAME.png and NAME-highlighted.png with
        the scale suffix; NAME defaults to the one a skin gives: BackButton and the
        title's words (BackButtonBack), BackButton for the untitled art. The untitled
        art (--stretchable) stretches with a left cap of 15 points and a right cap of 6
        (image sets carry them); titled art is as wide as its title and has no caps.

        Examples:
          barskin back-button --title Back -o Build/Nav
          barskin back-button --title Settings --name BackSettings --tint '#1C2833' \\
            -o Build
          barskin back-button --stretchable --catalog App.xcassets -o Build
          barskin back-button --title 設定 --font 'IPAGothic' --scales 2,3 -o Build
          barskin back-button --title Back --tint '#D8DCE3' --title-color '#3C4350' \\
            --title-shadow-color '#FFFFFF' -o Build/Light
        """
    )

    @OptionGroup var options: ButtonOptions
    @OptionGroup var reporting: ConsoleOptions

    func validate() throws { _ = try options.item(kind: .back) }

    func run() throws { try options.art.run(try options.item(kind: .back), command: "back-button", console: reporting.console) }
}

/// `barskin bar-button`: the classic bar button (Done, Edit) with its title.
struct BarButtonCommand: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "bar-button",
        abstract: "Draw the classic bar button (Done, Edit) with its title, normal and highlighted, at every scale.",
        usage: "barskin bar-button (--title <text> | --stretchable) -o <outdir> [<options>]",
        discussion: """
        The back button's look without the arrow: a rounded rectangle filled with the
        bar's tint under a reflective gloss, bevelled and bordered, with the etched
        white title. Writes NAME.png and NAME-highlighted.png; NAME defaults to
        BarButton and the title's words (BarButtonDone), BarButton for the untitled
        art, whose caps are 6 points each side; titled art has none.

        Examples:
          barskin bar-button --title Done -o Build/Nav
          barskin bar-button --title Edit --name EditButton --landscape -o Build
          barskin bar-button --stretchable --catalog App.xcassets -o Build
        """
    )

    @OptionGroup var options: ButtonOptions
    @OptionGroup var reporting: ConsoleOptions

    func validate() throws { _ = try options.item(kind: .bar) }

    func run() throws { try options.art.run(try options.item(kind: .bar), command: "bar-button", console: reporting.console) }
}
