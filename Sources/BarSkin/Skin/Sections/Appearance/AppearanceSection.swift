import BarSkinArt
import BarSkinCore
import Yams

/// `appearance:`: `swift`, or a mapping of `swift` (true, or the file's path) and `glass`
/// (false gives every iOS version the classic art): the generated Swift file that applies the
/// skin (``SkinAppearanceCode``). Read after the colour sets, whose names it uses.
enum AppearanceSection: SkinSection {
    static let key = "appearance"
    static let keys = ["swift", "glass"]

    static func items(in top: SkinMapping, context: inout SkinReadContext) throws(SkinError) -> [any SkinItem] {
        guard let value = top.values[key] else { return [] }
        let path = context.path
        let location = SkinPath(text: key, line: value.line, column: value.column, skinPath: path)
        var file: SkinPath? = nil, glass = true
        if case .scalar(let scalar) = value.node {
            guard scalar.string == "swift" else {
                throw SkinProblem.invalidValue(detail: "'appearance' must be 'swift' or a mapping of \(keys.map { "'\($0)'" }.joined(separator: ", "))")
                    .located(at: path, line: value.line, column: value.column)
            }
        } else {
            let fields = try SkinMapping(value.node, key: "'appearance'", context: "appearance", allowed: keys, path: path)
            if let (text, line, column) = try fields.pathText("swift"), text != "true" {
                guard SkinAppearanceCode.isSwiftFileName(text) else {
                    throw SkinProblem.invalidValue(detail: "'swift' must be true or a .swift file, not '\(text.excerpt)'").located(at: path, line: line, column: column)
                }
                file = SkinPath(text: text, line: line, column: column, skinPath: path)
            }
            glass = try fields.bool("glass") ?? true
        }
        guard context.hasCatalog else {
            throw SkinProblem.invalidValue(detail: "'appearance' names the catalog's generated symbols, but the skin has no 'catalog'")
                .located(at: path, line: value.line, column: value.column)
        }
        guard let code = SkinAppearanceCode(showing: context.items, file: file, glass: glass, location: location) else {
            throw SkinProblem.invalidValue(detail: "'appearance' applies the bars, but the skin has no 'tab-bar', 'tab-items' or 'nav-bar'")
                .located(at: path, line: value.line, column: value.column)
        }
        return [code]
    }
}
