extension CatalogWriter {
    /// Where an entry goes in a set: its idiom, scale and appearance, in Xcode's order.
    struct Slot: Hashable, Comparable {
        var idiom: String, scale: Int, appearance: Appearance

        static func < (left: Slot, right: Slot) -> Bool {
            (left.idiom == "universal" ? "" : left.idiom, left.scale) < (right.idiom == "universal" ? "" : right.idiom, right.scale)
                || (left.idiom, left.scale) == (right.idiom, right.scale) && left.appearance < right.appearance
        }
    }
}
