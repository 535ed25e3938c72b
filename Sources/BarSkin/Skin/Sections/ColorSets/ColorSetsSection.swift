import BarSkinArt
import BarSkinCore
import Yams

/// `color-sets:`: `true` or `false`, whether the skin's bar colours are written as colour
/// sets into its catalog (``SkinColorSets``). Read after the bars, whose colours it takes,
/// and even where the key is missing: a skin with a catalog writes them unless it says `false`.
enum ColorSetsSection: SkinSection {
    static let key = "color-sets"
    static let readsWithoutKey = true

    static func items(in top: SkinMapping, context: inout SkinReadContext) throws(SkinError) -> [any SkinItem] {
        let path = context.path
        guard let value = top.values[key] else {
            guard context.hasCatalog, let sets = SkinColorSets(showing: context.items, location: SkinPath(text: key, position: nil, skinPath: path))
            else { return [] }
            try context.claim(colorSets: sets.sets, at: nil)
            return [sets]
        }
        guard case .scalar(let scalar) = value.node, scalar.string == "true" || scalar.string == "false" else {
            throw SkinProblem.invalidValue(detail: "'color-sets' must be true or false").located(at: path, line: value.line, column: value.column)
        }
        guard scalar.string == "true" else { return [] }
        let location = SkinPath(text: key, line: value.line, column: value.column, skinPath: path)
        guard let sets = SkinColorSets(showing: context.items, location: location) else {
            throw SkinProblem.invalidValue(detail: "'color-sets: true' takes the bars' colours, but the skin has no 'tab-bar', 'tab-items' or 'nav-bar'")
                .located(at: path, line: value.line, column: value.column)
        }
        try context.claim(colorSets: sets.sets, at: location.position)
        return [sets]
    }
}
