import BarSkinArt
import BarSkinCore

extension SkinSpec {
    /// The values the top level's `appearances` list takes.
    static let appearanceChoices = "[any] or [any, dark]"

    /// Whether the top level's `appearances` is `[any, dark]`: every drawing section without a
    /// `dark:` of its own gets one by ``DarkLookRule``.
    /// - Throws: ``SkinError`` for another list, or for a dark look in a skin without a catalog.
    static func derivesDark(_ top: SkinMapping, hasCatalog: Bool) throws(SkinError) -> Bool {
        guard let list = try top.list("appearances") else { return false }
        let (line, column) = top.position(of: "appearances")
        let names = list.map { $0.scalar?.string ?? SkinMapping.kind(of: $0) }
        guard names == ["any"] || names == ["any", "dark"] else {
            throw SkinProblem.invalidValue(detail: "'appearances' must be \(appearanceChoices), not [\(names.joined(separator: ", "))]; "
                                    + "high contrast looks are given in each section's 'high-contrast:'").located(at: top.path, line: line, column: column)
        }
        guard names.count == 2 else { return false }
        guard OtherLookRule.hasPlace(catalog: hasCatalog) else {
            throw SkinProblem.nowhereToWrite(what: "the dark appearance is written into image sets (\(OtherLookRule.reason))", needs: "catalog").located(at: top.path, line: line, column: column)
        }
        return true
    }
}
