import BarSkinArt
import BarSkinCore

/// `tab-bar:`: the tab bar's drawn art from a few colours (``SkinTabBar``).
public enum TabBarSection: SkinSection {
    static let key = "tab-bar"
    /// The bar's height and its selection box's corner radius, in points, where none is given
    /// (a skin's `tab-bar:` or `tabbar-art`'s flags): the classic bar's.
    public static let defaultHeight = 49, defaultCornerRadius = 3.0
    /// The keys of a look, which `dark:` and the other appearances may give again.
    static var lookKeys: [String] { lookTable.names }
    static let keys = ["height", "color", "selection", "selection-color", "corner-radius", "glow", "indicator", "gloss", "widths", "scales"]
        + SkinMapping.appearanceKeys

    static func items(in top: SkinMapping, context: inout SkinReadContext) throws(SkinError) -> [any SkinItem] {
        guard let value = top.values[key] else { return [] }
        let path = context.path
        let fields = try SkinMapping(value.node, key: "'tab-bar'", context: "tab-bar", allowed: keys, path: path)
        let location = SkinPath(text: key, line: value.line, column: value.column, skinPath: path)
        var glow = true
        if let (text, _, _) = try fields.string("glow"), text == "true" || text == "false" { glow = text == "true" }
        let look = try self.look(from: fields)
        var item = SkinTabBar(look: look, selection: try fields.bool("selection") ?? true, glow: glow,
                              indicator: try fields.bool("indicator") ?? true, gloss: try fields.bool("gloss") ?? true,
                              toCatalog: context.hasCatalog, location: location)
        item.widths = try fields.numbers("widths", allowed: TabBarBackground.widths, noun: "width in whole points")
        item.scales = try fields.numbers("scales", allowed: 1...3, noun: "scale").nonEmpty ?? [1, 2, 3]
        for other in try fields.appearanceLooks(lookKeys: lookKeys) {
            // Without a catalog only the 'widths' PNGs can carry another look.
            guard OtherLookRule.hasPlace(catalog: context.hasCatalog, loosePNGs: !item.widths.isEmpty) else { throw SkinMapping.appearanceNeedsCatalog(at: other, section: "tab-bar", path: path) }
            item.otherLooks.append(SkinAppearanceLook(other.appearance, try self.look(from: other.fields)))
        }
        if context.derivesDark && !item.otherLooks.contains(where: { $0.appearance == .dark }) {
            // The rule keeps every value in range: only colours change.
            item.otherLooks.insert(SkinAppearanceLook(.dark, try! DarkLookRule.dark(look)), at: 0)
        }
        try context.claim(arts: item.arts)
        return [item]
    }

    /// The look `fields` give, with the classic values where they give none.
    private static func look(from fields: SkinMapping) throws(SkinError) -> TabBarLook {
        let values = try fields.lookValues(lookTable, over: LookValues())
        return try fields.look { () throws(LookValueError) in try values.look() }
    }
}
