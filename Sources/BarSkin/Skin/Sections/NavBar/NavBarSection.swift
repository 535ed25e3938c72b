import BarSkinArt
import BarSkinCore
import Yams

/// `nav-bar:`: the navigation bar's background and titled buttons (``SkinNavBar``).
public enum NavBarSection: SkinSection {
    static let key = "nav-bar"
    /// The keys of a look, which `dark:` and the other appearances may give again.
    static var lookKeys: [String] { lookTable.names }
    static let keys = lookKeys + ["font", "landscape", "back-buttons", "bar-buttons", "stretchable", "widths", "scales"] + SkinMapping.appearanceKeys

    static func items(in top: SkinMapping, context: inout SkinReadContext) throws(SkinError) -> [any SkinItem] {
        guard let value = top.values[key] else { return [] }
        let path = context.path
        let fields = try SkinMapping(value.node, key: "'nav-bar'", context: "nav-bar", allowed: keys, path: path)
        let look = try self.look(from: fields)
        var item = SkinNavBar(look: look, widths: try fields.numbers("widths", allowed: NavigationBarBackground.widths, noun: "width in whole points"),
                              scales: try fields.numbers("scales", allowed: 1...3, noun: "scale").nonEmpty ?? [1, 2, 3],
                              toCatalog: context.hasCatalog, location: SkinPath(text: key, line: value.line, column: value.column, skinPath: path))
        for other in try fields.appearanceLooks(lookKeys: lookKeys) {
            // Without a catalog only the 'widths' PNGs can carry another look.
            guard OtherLookRule.hasPlace(catalog: context.hasCatalog, loosePNGs: !item.widths.isEmpty) else { throw SkinMapping.appearanceNeedsCatalog(at: other, section: "nav-bar", path: path) }
            item.otherLooks.append(SkinAppearanceLook(other.appearance, try self.look(from: other.fields)))
        }
        if context.derivesDark && !item.otherLooks.contains(where: { $0.appearance == .dark }) {
            // The rule keeps every value in range: only colours change.
            item.otherLooks.insert(SkinAppearanceLook(.dark, try! DarkLookRule.dark(look)), at: 0)
        }
        item.metrics = try fields.bool("landscape") == true ? .landscape : .portrait
        if let font = try fields.pathText("font") {
            // A font file is named like every other path in a skin: relative to the skin file.
            let isFile = [".ttf", ".otf", ".ttc"].contains { font.text.lowercased().hasSuffix($0) }
            item.font = isFile ? SkinPath(text: font.text, line: font.line, column: font.column, skinPath: path).resolved : font.text
            item.fontPosition = SkinPosition(line: font.line, column: font.column)
        }
        for (listKey, kind) in [("back-buttons", SkinButton.Kind.back), ("bar-buttons", .bar)] {
            for node in try fields.list(listKey) ?? [] { item.buttons.append(try button(node, kind: kind, list: listKey, context: &context)) }
        }
        if try fields.bool("stretchable") == true {
            let at = fields.position(of: "stretchable")
            for kind in SkinButton.Kind.allCases {
                item.buttons.append(SkinButton(kind: kind, title: nil, name: kind.rawValue, position: SkinPosition(line: at.line, column: at.column)))
            }
        }
        try context.claim(arts: item.arts)
        return [item]
    }

    /// The look `fields` give, with the classic tint, height and titles where they give none.
    private static func look(from fields: SkinMapping) throws(SkinError) -> NavigationBarLook {
        let values = try fields.lookValues(lookTable, over: LookValues())
        return try fields.look { () throws(LookValueError) in try values.look() }
    }

    /// One entry of `back-buttons` or `bar-buttons`: a title, or `{title: ..., name: ...}`.
    private static func button(_ node: Node, kind: SkinButton.Kind, list: String, context: inout SkinReadContext) throws(SkinError) -> SkinButton {
        let path = context.path
        let title: (text: String, line: Int, column: Int), written: (text: String, line: Int, column: Int)?
        if case .mapping = node {
            let fields = try SkinMapping(node, key: "each of '\(list)'", context: "a button", allowed: ["title", "name"], path: path)
            (title, written) = (try fields.required("title"), try fields.string("name"))
        } else {
            let (line, column) = SkinMapping.position(of: node)
            guard case .scalar(let scalar) = node else {
                throw SkinProblem.wrongType(key: "each of '\(list)'", expected: "a title", found: SkinMapping.kind(of: node)).located(at: path, line: line, column: column)
            }
            (title, written) = ((scalar.string, line, column), nil)
        }
        if title.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            let error = title.text.isEmpty ? ButtonError.emptyTitle : ButtonError.blankTitle(title.text)
            throw SkinProblem.invalidValue(detail: error.message).located(at: path, line: title.line, column: title.column)
        }
        guard let derived = written?.text ?? SkinButton.name(of: kind, title: title.text) else {
            throw SkinProblem.invalidValue(detail: "the title '\(title.text.excerpt)' has no letter or digit to name the image after; give it a 'name'").located(at: path, line: title.line, column: title.column)
        }
        let (name, _, _) = try context.claim(written, defaultFrom: (derived, title.line, title.column))
        return SkinButton(kind: kind, title: title.text, name: name, position: SkinPosition(line: title.line, column: title.column))
    }
}
