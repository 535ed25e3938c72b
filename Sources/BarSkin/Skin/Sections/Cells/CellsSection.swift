import BarSkinArt
import BarSkinCore

/// `cells:`: grouped table rows (``SkinCells``) from a few colours.
enum CellsSection: SkinSection {
    static let key = "cells"
    static let keys = ["row-height", "corner-radius", "color", "border-color", "separator-color", "selected-color", "scales"]

    static func items(in top: SkinMapping, context: inout SkinReadContext) throws(SkinError) -> [any SkinItem] {
        guard let value = top.values[key] else { return [] }
        let path = context.path
        let fields = try SkinMapping(value.node, key: "'cells'", context: "cells", allowed: keys, path: path)
        let height = try fields.int("row-height", maximum: CellLook.rowHeights.upperBound) ?? 44
        let radius = try fields.number("corner-radius", unit: "points") ?? 10
        let (fill, border) = (try fields.color("color") ?? .white, try fields.color("border-color") ?? CellLook.defaultBorder)
        let (separator, selected) = (try fields.color("separator-color") ?? CellLook.defaultSeparator, try fields.color("selected-color"))
        let look: CellLook
        do {
            look = try CellLook(rowHeight: height, cornerRadius: radius, fill: fill, border: border, separator: separator, selectedColor: selected)
        } catch {
            let at = if case .rowHeightOutOfRange? = error as? CellArtError { fields.position(of: "row-height") } else { fields.position(of: "corner-radius") }
            throw .invalidValue(path: path, line: at.line, column: at.column, detail: (error as? CellArtError)?.message ?? "\(error)")
        }
        let item = SkinCells(look: look, scales: try fields.numbers("scales", allowed: 1...3, noun: "scale").nonEmpty ?? [1, 2, 3],
                             toCatalog: context.hasCatalog, location: SkinPath(text: key, line: value.line, column: value.column, skinPath: path))
        try context.claim(arts: item.arts)
        return [item]
    }
}
