import BarSkinArt
import BarSkinCore

/// `cells:`: grouped table rows (``SkinCells``) from a few colours.
public enum CellsSection: SkinSection {
    static let key = "cells"
    /// The keys of a look, which `dark:` and the other appearances may give again, and
    /// `cell-art --dark` takes: one list for the skin reader and the command line.
    public static let lookKeys = ["row-height", "corner-radius", "color", "border-color", "separator-color", "selected-color"]
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

    /// The look `fields` give, with the classic one's colours where they give none.
    private static func look(from fields: SkinMapping) throws(SkinError) -> CellLook {
        let height = try fields.int("row-height", maximum: CellLook.rowHeights.upperBound) ?? defaultRowHeight
        let radius = try fields.number("corner-radius", unit: "points") ?? defaultCornerRadius
        let (fill, border) = (try fields.color("color") ?? defaultFill, try fields.color("border-color") ?? CellLook.defaultBorder)
        let (separator, selected) = (try fields.color("separator-color") ?? CellLook.defaultSeparator, try fields.color("selected-color"))
        do {
            return try CellLook(rowHeight: height, cornerRadius: radius, fill: fill, border: border, separator: separator, selectedColor: selected)
        } catch {
            let at = if case .rowHeightOutOfRange? = error as? CellArtError { fields.position(of: "row-height") } else { fields.position(of: "corner-radius") }
            throw .invalidValue(path: fields.path, line: at.line, column: at.column, detail: (error as? CellArtError)?.message ?? "\(error)")
        }
    }
}
