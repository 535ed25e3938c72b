import BarSkinArt
import BarSkinCore

/// `cells:`: grouped table rows (``SkinCells``) from a few colours.
enum CellsSection: SkinSection {
    static let key = "cells"
    /// The keys of a look, which `dark:` and the other appearances may give again.
    static let lookKeys = ["row-height", "corner-radius", "color", "border-color", "separator-color", "selected-color"]
    static let keys = lookKeys + ["scales"] + SkinMapping.appearanceKeys

    static func items(in top: SkinMapping, context: inout SkinReadContext) throws(SkinError) -> [any SkinItem] {
        guard let value = top.values[key] else { return [] }
        let path = context.path
        let fields = try SkinMapping(value.node, key: "'cells'", context: "cells", allowed: keys, path: path)
        let look = try self.look(from: fields)
        var otherLooks: [SkinAppearanceLook<CellLook>] = []
        for other in try fields.appearanceLooks(lookKeys: lookKeys) {
            guard context.hasCatalog else { throw SkinMapping.appearanceNeedsCatalog(at: other, section: "cells", path: path) }
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

    /// The look `fields` give, with the classic one's colours where they give none.
    private static func look(from fields: SkinMapping) throws(SkinError) -> CellLook {
        let height = try fields.int("row-height", maximum: CellLook.rowHeights.upperBound) ?? 44
        let radius = try fields.number("corner-radius", unit: "points") ?? 10
        let (fill, border) = (try fields.color("color") ?? .white, try fields.color("border-color") ?? CellLook.defaultBorder)
        let (separator, selected) = (try fields.color("separator-color") ?? CellLook.defaultSeparator, try fields.color("selected-color"))
        do {
            return try CellLook(rowHeight: height, cornerRadius: radius, fill: fill, border: border, separator: separator, selectedColor: selected)
        } catch {
            let at = if case .rowHeightOutOfRange? = error as? CellArtError { fields.position(of: "row-height") } else { fields.position(of: "corner-radius") }
            throw .invalidValue(path: fields.path, line: at.line, column: at.column, detail: (error as? CellArtError)?.message ?? "\(error)")
        }
    }
}
