import BarSkinArt
import BarSkinCore

extension TabItemsSection {
    /// `symbols: true|false`, whether SVG masks also ship as custom symbols: the position of a
    /// `true` (`.some(position)`), `.some(nil)` for `false`, nil where not written. Symbol sets go
    /// into the catalog alone, so `true` needs one; whether the mask is an SVG is known once its
    /// files are found, and said at this key (``SkinBuildTask/symbolSource(for:)``).
    static func symbols(_ fields: SkinMapping, context: SkinReadContext) throws(SkinError) -> SkinPosition?? {
        guard let given = try fields.bool("symbols") else { return nil }
        let (line, column) = fields.position(of: "symbols")
        guard given else { return .some(nil) }
        guard context.hasCatalog else {
            throw SkinProblem.nowhereToWrite(what: "custom symbols are written as symbol sets", needs: "catalog").located(at: fields.path, line: line, column: column)
        }
        return .some(SkinPosition(line: line, column: column))
    }
}
