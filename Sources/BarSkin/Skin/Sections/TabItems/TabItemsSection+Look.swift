import BarSkinArt
import BarSkinCore

extension TabItemsSection {
    /// The look keys of one mapping as settings, plus where `selected-fill` was
    /// written (its path is resolved by the caller once the item's name is known).
    static func look(_ fields: SkinMapping) throws(SkinError) -> (TintSettings, (text: String, line: Int, column: Int)?) {
        var settings = try fields.lookValues(lookTable, over: TintSettings())
        let selectedFill = try fields.file("selected-fill")
        if let selectedFill { settings.selectedFill = .image(path: selectedFill.text) }
        // Two fills of one state clash, as the same flags of `tint` do; a `dark:` may replace either.
        try single(["normal-color", "normal-gradient"], in: fields)
        try single(["selected-color", "selected-gradient", "selected-fill"], in: fields)
        return (settings, selectedFill)
    }

    /// No two of `keys` in `fields`; the message sits at the second given.
    private static func single(_ keys: [String], in fields: SkinMapping) throws(SkinError) {
        let given = keys.filter { fields.values[$0] != nil }
        guard given.count > 1, let second = fields.values[given[1]] else { return }
        do { _ = try TintSettings.single(given.map { (key: $0, fill: Optional(())) }) } catch {
            throw SkinProblem.invalidValue(detail: error.message).located(at: fields.path, line: second.line, column: second.column)
        }
    }
}
