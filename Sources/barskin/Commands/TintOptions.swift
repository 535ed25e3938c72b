import ArgumentParser
import BarSkin

extension TintStyle: ExpressibleByArgument {}
extension MaskMode: ExpressibleByArgument {}

/// The look flags of `barskin tint`, checked before any file is read.
struct TintLookOptions: ParsableArguments {
    @Option(help: "classic (iOS 6 gray gradient and blue gloss), recipe (flat #AAAAAA and a fill image) or flat.")
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

    @Option(help: ArgumentHelp("Brighten the selected art's one-pixel inner edge by N (0-255; classic default 30, others 0).", valueName: "n"))
    var edgeHighlight: Int?

    @Option(help: "Where the icon is: alpha (the default; colours ignored) or luminance (dark pixels opaque).")
    var mask: MaskMode = .alpha

    @Option(help: ArgumentHelp("Item canvas in points, times each file's scale; the icon is centred in it (default: the icon's size).", valueName: "WxH"))
    var itemSize: String?

    mutating func validate() throws {
        _ = try parsedColor(normalColor, flag: "--normal-color")
        _ = try parsedColor(selectedColor, flag: "--selected-color")
        _ = try parsedGradient(normalGradient, flag: "--normal-gradient")
        _ = try parsedGradient(selectedGradient, flag: "--selected-gradient")
        _ = try parsedItemSize()
        if normalColor != nil && normalGradient != nil {
            throw ValidationError("--normal-color and --normal-gradient cannot be used together")
        }
        let selectedFills = [("--selected-color", selectedColor), ("--selected-gradient", selectedGradient), ("--selected-fill", selectedFill)]
            .filter { $0.1 != nil }.map(\.0)
        if selectedFills.count > 1 {
            throw ValidationError("\(selectedFills.joined(separator: " and ")) cannot be used together")
        }
        if let edgeHighlight, !(0...255).contains(edgeHighlight) {
            throw ValidationError("--edge-highlight must be 0 to 255, not \(edgeHighlight)")
        }
    }

    /// The operation these flags describe; `fill` is the decoded `--selected-fill` image.
    func operation(selectedFillImage fill: Bitmap?) throws -> TintOperation {
        var normal = TintLook.normal(style), selected = TintLook.selected(style)
        if let color = try parsedColor(normalColor, flag: "--normal-color") { normal.fill = .flat(color) }
        if let (top, bottom) = try parsedGradient(normalGradient, flag: "--normal-gradient") { normal.fill = .gradient(top: top, bottom: bottom) }
        // The recipe's gloss belongs to its built-in fill image: a colour or gradient replacing it drops it.
        if case .builtInGloss = selected.fill, selectedColor != nil || selectedGradient != nil { selected.gloss = nil }
        if let color = try parsedColor(selectedColor, flag: "--selected-color") { selected.fill = .flat(color) }
        if let (top, bottom) = try parsedGradient(selectedGradient, flag: "--selected-gradient") { selected.fill = .gradient(top: top, bottom: bottom) }
        if let fill { selected.fill = .image(fill) }
        if noGloss { selected.gloss = nil }
        if let edgeHighlight { selected.edgeHighlight = edgeHighlight }
        return TintOperation(normal: normal, selected: selected, maskMode: mask, itemSize: try parsedItemSize())
    }

    private func parsedColor(_ text: String?, flag: String) throws -> RGBA8? {
        guard let text else { return nil }
        guard let color = RGBA8(hex: text) else {
            throw ValidationError("invalid colour '\(text)' for \(flag): expected #RGB, #RRGGBB or #RRGGBBAA")
        }
        return color
    }

    private func parsedGradient(_ text: String?, flag: String) throws -> (RGBA8, RGBA8)? {
        guard let text else { return nil }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else {
            throw ValidationError("invalid gradient '\(text)' for \(flag): expected TOP,BOTTOM, two colours like #BBBBBB,#555555")
        }
        return (try parsedColor(parts[0], flag: flag)!, try parsedColor(parts[1], flag: flag)!)
    }

    private func parsedItemSize() throws -> PointSize? {
        guard let itemSize else { return nil }
        let parts = itemSize.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (1...512).contains(width), (1...512).contains(height) else {
            throw ValidationError("invalid item size '\(itemSize)' for --item-size: expected WIDTHxHEIGHT in points, 1 to 512 each, like 30x30")
        }
        return PointSize(width: width, height: height)
    }
}
