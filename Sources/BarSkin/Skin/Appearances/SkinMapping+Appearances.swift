import BarSkinArt
import BarSkinCore

extension SkinMapping {
    /// The keys a drawing section takes for its other looks: `dark`, `high-contrast`, `dark-high-contrast`.
    static var appearanceKeys: [String] { Appearance.variants.compactMap(\.key) }

    /// The look each appearance key of this section gives, in Xcode's order, as a mapping of
    /// `lookKeys` alone whose missing keys come from the light look (`dark-high-contrast`'s
    /// first from `dark`, when there is one), so the section reads it as it reads its own.
    /// - Throws: ``SkinError`` at a key that is not a look key, or a value that is not a mapping.
    func appearanceLooks(lookKeys: [String]) throws(SkinError) -> [AppearanceMapping] {
        var looks: [AppearanceMapping] = []
        for var own in try appearanceMappings(lookKeys: lookKeys) {
            let base = own.appearance == .darkHighContrast ? looks.first { $0.appearance == .dark }?.fields ?? self : self
            own.fields = base.overlaid(by: own.fields, keys: lookKeys)
            looks.append(own)
        }
        return looks
    }

    /// The mappings of this section's appearance keys as written, in Xcode's order, for a
    /// section that lays them over its looks itself (a tab item's over the shared ones).
    /// - Throws: ``SkinError`` at a key that is not a look key, or a value that is not a mapping.
    func appearanceMappings(lookKeys: [String]) throws(SkinError) -> [AppearanceMapping] {
        var mappings: [AppearanceMapping] = []
        for appearance in Appearance.variants {
            guard let key = appearance.key, let value = values[key] else { continue }
            let own = try SkinMapping(value.node, key: "'\(key)'", context: "the '\(key)' look of \(context)", allowed: lookKeys, path: path)
            mappings.append(AppearanceMapping(appearance: appearance, fields: own, line: value.line, column: value.column))
        }
        return mappings
    }

    /// One appearance's look mapping and where it starts.
    struct AppearanceMapping {
        var appearance: Appearance
        var fields: SkinMapping
        var line: Int, column: Int
    }

    /// The error for looks that would be loose PNGs: UIKit loads appearances only from asset catalogs.
    static func appearanceNeedsCatalog(at look: AppearanceMapping, section: String, path: String) -> SkinError {
        SkinProblem.nowhereToWrite(what: "the \(section) '\(look.appearance.rawValue)' look is written into image sets (\(OtherLookRule.reason))", needs: "catalog").located(at: path, line: look.line, column: look.column)
    }
}
