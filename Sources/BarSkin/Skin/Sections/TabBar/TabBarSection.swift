import BarSkinArt
import BarSkinCore

/// `tab-bar:`: the tab bar's drawn art from a few colours (``SkinTabBar``).
enum TabBarSection: SkinSection {
    static let key = "tab-bar"
    static let keys = ["height", "color", "selection", "selection-color", "corner-radius", "glow", "indicator", "gloss", "widths", "scales"]

    static func items(in top: SkinMapping, context: inout SkinReadContext) throws(SkinError) -> [any SkinItem] {
        guard let value = top.values[key] else { return [] }
        let path = context.path
        let fields = try SkinMapping(value.node, key: "'tab-bar'", context: "tab-bar", allowed: keys, path: path)
        let location = SkinPath(text: key, line: value.line, column: value.column, skinPath: path)
        var glowColor: Color? = nil, glow = true
        if let (text, _, _) = try fields.string("glow"), text == "true" || text == "false" {
            glow = text == "true"
        } else {
            glowColor = try fields.color("glow")
        }
        let radius = try fields.number("corner-radius", unit: "points") ?? 3
        let height = try fields.int("height", maximum: TabBarLook.heights.upperBound) ?? 49
        let (bar, selection) = (try fields.color("color") ?? TabBarLook.defaultColor, try fields.color("selection-color") ?? TabBarLook.defaultSelection)
        let look: TabBarLook
        do {
            look = try TabBarLook(height: height, color: bar, selection: selection,
                                  cornerRadius: radius,
                                  glow: glowColor ?? TabBarLook.defaultGlow)
        } catch {
            let (line, column) = lookLocation(of: error, fields: fields)
            throw .invalidValue(path: path, line: line, column: column, detail: (error as? TabBarArtError)?.message ?? "\(error)")
        }
        var item = SkinTabBar(look: look, selection: try fields.bool("selection") ?? true, glow: glow,
                              indicator: try fields.bool("indicator") ?? true, gloss: try fields.bool("gloss") ?? true,
                              toCatalog: context.hasCatalog, location: location)
        item.widths = try fields.numbers("widths", allowed: TabBarBackground.widths, noun: "width in whole points")
        item.scales = try fields.numbers("scales", allowed: 1...3, noun: "scale").nonEmpty ?? [1, 2, 3]
        try context.claim(arts: item.arts)
        return [item]
    }

    /// Where a look error points: the key whose value it names.
    private static func lookLocation(of error: any Error, fields: SkinMapping) -> (Int, Int) {
        switch error as? TabBarArtError {
        case .heightOutOfRange?: fields.position(of: "height")
        case .cornerRadiusOutOfRange?: fields.position(of: "corner-radius")
        default: (fields.line, fields.column)
        }
    }
}
