import BarSkinCore

extension CatalogWriter {
    /// Where an entry goes in a set: its idiom, scale and appearance, in Xcode's order.
    struct Slot: Hashable, Comparable {
        var idiom: String, scale: Int, appearance: Appearance

        static func < (left: Slot, right: Slot) -> Bool {
            (left.idiom == "universal" ? "" : left.idiom, left.scale) < (right.idiom == "universal" ? "" : right.idiom, right.scale)
                || (left.idiom, left.scale) == (right.idiom, right.scale) && left.appearance < right.appearance
        }
    }

    /// Keys that make an entry a slot of its own beside the plain idiom and
    /// scale one (a dark appearance, a size class, a gamut, ...), which `slice`
    /// must neither replace nor drop.
    static let variantKeys = [
        "appearances", "display-gamut", "graphics-feature-set", "height-class", "language-direction", "memory",
        "screen-width", "subtype", "width-class",
    ]

    /// The slot BarSkin writes that `entry` fills: nil for one it leaves alone (another
    /// kind of variant, such as a size class, or an appearance it does not write).
    static func slot(of entry: JSONValue) -> Slot? {
        guard !variantKeys.contains(where: { $0 != "appearances" && entry[$0] != nil }),
              let appearance = Appearance(catalogJSON: entry["appearances"]) else { return nil }
        var idiom = "universal", scale: Int? = nil
        if case .string(let text)? = entry["idiom"] { idiom = text }
        if case .string(let text)? = entry["scale"], text.count == 2, text.hasSuffix("x") { scale = Int(text.prefix(1)) }
        return scale.map { Slot(idiom: idiom, scale: $0, appearance: appearance) }
    }

    /// `existing` with every member of `update` set in it.
    static func merging(_ update: JSONValue, into existing: JSONValue) -> JSONValue {
        (update.objectMembers ?? []).reduce(existing) { $0.setting($1.0, to: $1.1) }
    }
}
