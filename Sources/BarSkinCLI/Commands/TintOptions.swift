import ArgumentParser
import BarSkin

extension TintStyle: ExpressibleByArgument {}
extension MaskMode: ExpressibleByArgument {}

/// The look flags of `barskin tint`, checked before any file is read.
struct TintLookOptions: ParsableArguments {
    // ArgumentParser lists the values from the cases; the words say what the first two look like.
    @Option(help: "The look: classic is iOS 6's gray gradient and blue gloss, recipe flat \(TintLook.recipeNormalColor) and a fill image.")
    var style: TintStyle = .classic

    @Option(help: ArgumentHelp("Unselected colour: #RGB, #RRGGBB or #RRGGBBAA.", valueName: "color"))
    var normalColor: String?

    @Option(help: ArgumentHelp("Selected colour (the classic gloss still goes over it unless --no-gloss).", valueName: "color"))
    var selectedColor: String?

    @Option(help: ArgumentHelp("Unselected vertical gradient across the icon's visible rows.", valueName: "top,bottom"))
    var normalGradient: String?

    @Option(help: ArgumentHelp("Selected vertical gradient (under the gloss in the classic style).", valueName: "top,bottom"))
    var selectedGradient: String?

    @Option(help: ArgumentHelp("Selected fill image, centred on each icon and masked by it (default in the recipe style: the built-in blue gloss).", valueName: "file"))
    var selectedFill: String?

    @Flag(help: "No gloss over the selected fill.")
    var noGloss = false

    // Unconditional, so that -1 reaches the range check instead of reading as a flag.
    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Brighten the selected art's one-pixel inner edge by N (0-255; classic default \(TintLook.classicEdgeHighlight), others 0).", valueName: "n"))
    var edgeHighlight: Int?

    @Option(help: "Where the icon is: alpha ignores colours, luminance makes dark pixels opaque.")
    var mask: MaskMode = .alpha

    @Option(help: ArgumentHelp("Item canvas in points, times each file's scale; the icon is centred in it (default: the icon's size).", valueName: "WxH"))
    var itemSize: String?

    @Option(name: .customLong("dark"), help: DarkLookPairs.help(
        example: "selected-color=#4DA3FF", writes: "Writes STEM-normal-dark.png and STEM-selected-dark.png beside the light art, or with --catalog each set's dark entries."))
    var dark: [String] = []

    mutating func validate() throws {
        _ = try settings()
        _ = try darkSettings()
    }

    /// The flags as core settings.
    /// - Throws: a `ValidationError` naming the flag.
    func settings() throws -> TintSettings {
        do {
            let normal = try TintSettings.single([
                ("--normal-color", try normalColor.map { try TintSettings.NormalFill.color(TintSettings.color($0, key: "--normal-color")) }),
                ("--normal-gradient", try normalGradient.map { text throws(TintSettingError) in
                    let (top, bottom) = try TintSettings.gradient(text, key: "--normal-gradient")
                    return TintSettings.NormalFill.gradient(top, bottom)
                }),
            ])
            let selected = try TintSettings.single([
                ("--selected-color", try selectedColor.map { try TintSettings.SelectedFill.color(TintSettings.color($0, key: "--selected-color")) }),
                ("--selected-gradient", try selectedGradient.map { text throws(TintSettingError) in
                    let (top, bottom) = try TintSettings.gradient(text, key: "--selected-gradient")
                    return TintSettings.SelectedFill.gradient(top, bottom)
                }),
                ("--selected-fill", selectedFill.map { TintSettings.SelectedFill.image(path: $0) }),
            ])
            return TintSettings(
                style: style, normalFill: normal, selectedFill: selected, gloss: noGloss ? false : nil,
                edgeHighlight: try edgeHighlight.map { try TintSettings.edgeHighlight($0, key: "--edge-highlight") },
                maskMode: mask, itemSize: try itemSize.map { try TintSettings.itemSize($0, key: "--item-size") })
        } catch let error as TintSettingError {
            throw ValidationError(error.message)
        }
    }
}
