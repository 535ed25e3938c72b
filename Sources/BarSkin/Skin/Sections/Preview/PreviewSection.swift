import BarSkinArt
import BarSkinCore
import Yams

/// `preview:`: a picture of the finished skin (``SkinPreview``), `true` or a
/// mapping of `name`, `width`, `selected` (a tab item's name), `title` and `back`.
/// Read last: it shows the items of every other section.
enum PreviewSection: SkinSection {
    static let key = "preview"
    static let keys = ["name", "width", "selected", "title", "back"]

    static func items(in top: SkinMapping, context: inout SkinReadContext) throws(SkinError) -> [any SkinItem] {
        guard let value = top.values[key] else { return [] }
        let path = context.path
        let location = SkinPath(text: key, line: value.line, column: value.column, skinPath: path)
        var fields: SkinMapping? = nil
        if case .scalar(let scalar) = value.node {
            guard scalar.string == "true" || scalar.string == "false" else {
                throw SkinProblem.invalidValue(detail: "'preview' must be true, false or a mapping of \(keys.map { "'\($0)'" }.joined(separator: ", "))").located(at: path, line: value.line, column: value.column)
            }
            if scalar.string == "false" { return [] }
        } else {
            fields = try SkinMapping(value.node, key: "'preview'", context: "preview", allowed: keys, path: path)
        }
        let name = try context.claim(try fields?.string("name"), defaultFrom: ("Preview", value.line, value.column))
        var width = SkinPreview.defaultWidth
        if let fields, let given = try fields.int("width", maximum: SkinPreview.widths.upperBound) {
            guard SkinPreview.widths.contains(given) else {
                let (line, column) = fields.position(of: "width")
                throw SkinProblem.invalidValue(detail: "'width' must be from "
                                    + "\(SkinPreview.widths.lowerBound) to \(SkinPreview.widths.upperBound) points, not \(given)").located(at: path, line: line, column: column)
            }
            width = given
        }
        guard var preview = SkinPreview(showing: context.items, location: location, artName: name.name, width: width,
                                        title: try fields?.string("title")?.text, backTitle: try fields?.string("back")?.text)
        else {
            throw SkinProblem.invalidValue(detail: SkinPreview.nothingToShow).located(at: path, line: value.line, column: value.column)
        }
        if let (text, line, column) = try fields?.string("selected") {
            guard let index = preview.tabItems.firstIndex(where: { $0.name == text }) else {
                let names = preview.tabItems.map { "'\($0.name)'" }.joined(separator: ", ")
                throw SkinProblem.invalidValue(detail: "'selected' names no tab item: '\(text.excerpt)'"
                                        + (names.isEmpty ? " (the skin has none)" : " (the tab items are \(names))")).located(at: path, line: line, column: column)
            }
            preview = SkinPreview(showing: context.items, location: location, artName: name.name, width: width, selected: index,
                                  title: try fields?.string("title")?.text, backTitle: try fields?.string("back")?.text)!
        }
        try checkGlows(of: preview, path: path)
        try context.claim(arts: preview.arts)
        return [preview]
    }

    /// A `glow: true` the preview cannot draw is an error at the `glow` key.
    static func checkGlows(of preview: SkinPreview, path: String) throws(SkinError) {
        guard preview.tabBar?.glow != true, let item = preview.tabItems.first(where: { $0.preview.glow != nil }),
              let at = item.preview.glow else { return }
        let why = preview.tabBar == nil ? "the skin has no 'tab-bar'" : "the skin's 'tab-bar' has 'glow: false'"
        throw SkinProblem.invalidValue(detail: "'glow: true' puts the tab bar's glow under '\(item.name)', but \(why)").located(at: path, line: at.line, column: at.column)
    }
}
