import BarSkinArt
import BarSkinCore

/// `cells:`: grouped table rows (``SkinCells``) from a few colours.
public enum CellsSection: SkinSection {
    static let key = "cells"
    /// The keys of a look (``lookTable``'s), which `dark:` and the other appearances may give again.
    static var lookKeys: [String] { lookTable.names }
    /// The look's row height and outer corner radius, in points, where none is given: the classic rows'.
    public static let defaultRowHeight = 44, defaultCornerRadius = 10.0
    /// The rows' fill where none is given.
    public static let defaultFill = Color.white
    static let keys = lookKeys + ["scales"] + SkinMapping.appearanceKeys

    static func items(in top: SkinMapping, context: inout SkinReadContext) throws(SkinError) -> [any SkinItem] {
        guard let value = top.values[key] else { return [] }
        let path = context.path
        let fields = try SkinMapping(value.node, key: "'cells'", context: "cells", allowed: keys, path: path)
        let look = try self.look(from: fields)
        var otherLooks: [SkinAppearanceLook<CellLook>] = []
        for other in try fields.appearanceLooks(lookKeys: lookKeys) {
            guard OtherLookRule.hasPlace(catalog: context.hasCatalog) else { throw SkinMapping.appearanceNeedsCatalog(at: other, section: "cells", path: path) }
            otherLooks.append(SkinAppearanceLook(other.appearance, try self.look(from: other.fields)))
        }
        if context.derivesDark && !otherLooks.contains(where: { $0.appearance == .dark }) {
            // The rule keeps every value in range: only colours change.
            otherLooks.insert(SkinAppearanceLook(.dark, try! DarkLookRule.dark(look)), at: 0)
        }
        var item = SkinCells(look: look, scales: try fields.numbers("scales", allowed: 1...3, noun: "scale").nonEmpty ?? [1, 2, 3],
                             toCatalog: context.hasCatalog, location: SkinPath(text: key, line: value.line, column: value.column, skinPath: path))
        item.otherLooks = otherLooks
        try context.claim(arts: item.arts)
        return [item]
    }

    /// The look `fields` give, with the classic one's values where they give none.
    private static func look(from fields: SkinMapping) throws(SkinError) -> CellLook {
        let values = try fields.lookValues(lookTable, over: LookValues())
        return try fields.look { () throws(LookValueError) in try values.look() }
    }
}
