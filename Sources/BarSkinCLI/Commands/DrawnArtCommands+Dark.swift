import ArgumentParser
import BarSkin

// `--dark KEY=VALUE` of the drawn-art commands: the command's own look flags (without their
// dashes) laid over the light ones, drawn by the same item as its dark look.

extension TabBarLookOptions {
    /// The keys `tabbar-art --dark` takes.
    static let darkKeys = ["height", "color", "selection-color", "glow-color", "corner-radius"]

    /// The dark look, or nil without `--dark`.
    func darkLook(scales: [Int], toCatalog: Bool, location: SkinPath) throws -> TabBarLook? {
        guard !dark.isEmpty else { return nil }
        try DarkLookPairs.requireCatalog(catalog: toCatalog, widths: !width.isEmpty)
        var copy = self
        copy.dark = []
        for (key, value) in try DarkLookPairs.parse(dark, keys: Self.darkKeys) {
            switch key {
            case "height": copy.height = try DarkLookPairs.number(value, key: key, noun: "a whole number")
            case "color": copy.color = value
            case "selection-color": copy.selectionColor = value
            case "glow-color": copy.glowColor = value
            default: copy.cornerRadius = try DarkLookPairs.number(value, key: key)
            }
        }
        return try DarkLookPairs.dark { try copy.item(scales: scales, toCatalog: toCatalog, location: location).look }
    }
}

extension NavBarArtCommand {
    /// The keys `navbar-art --dark` takes.
    static let darkKeys = ["tint", "height"]

    /// The dark look, or nil without `--dark`.
    func darkLook() throws -> NavigationBarLook? {
        guard !dark.isEmpty else { return nil }
        try DarkLookPairs.requireCatalog(catalog: art.catalog != nil, widths: !width.isEmpty)
        var copy = self
        for (key, value) in try DarkLookPairs.parse(dark, keys: Self.darkKeys) {
            if key == "tint" { copy.tint = value } else { copy.height = try DarkLookPairs.number(value, key: key, noun: "a whole number") }
        }
        return try DarkLookPairs.dark { try copy.lightItem().look }
    }
}

extension CellArtCommand {
    /// The keys `cell-art --dark` takes: a skin's cells look keys.
    static let darkKeys = CellsSection.lookKeys

    /// The dark look, or nil without `--dark`.
    func darkLook() throws -> CellLook? {
        guard !dark.isEmpty else { return nil }
        try DarkLookPairs.requireCatalog(catalog: art.catalog != nil, widths: nil)
        var copy = self
        for (key, value) in try DarkLookPairs.parse(dark, keys: Self.darkKeys) {
            switch key {
            case "row-height": copy.rowHeight = try DarkLookPairs.number(value, key: key, noun: "a whole number")
            case "corner-radius": copy.cornerRadius = try DarkLookPairs.number(value, key: key)
            case "color": copy.color = value
            case "border-color": copy.borderColor = value
            case "separator-color": copy.separatorColor = value
            default: copy.selectedColor = value
            }
        }
        return try DarkLookPairs.dark { try copy.lightItem().look }
    }
}

extension ButtonOptions {
    /// The keys `back-button --dark` and `bar-button --dark` take.
    static let darkKeys = ["tint", "title-color", "title-shadow-color"]

    /// The dark look (the tint the button is filled with, its title's colours), or nil without `--dark`.
    func darkLook(kind: SkinButton.Kind) throws -> NavigationBarLook? {
        guard !dark.isEmpty else { return nil }
        try DarkLookPairs.requireCatalog(catalog: art.catalog != nil, widths: nil)
        var copy = self
        copy.dark = []
        for (key, value) in try DarkLookPairs.parse(dark, keys: Self.darkKeys) {
            switch key {
            case "tint": copy.tint = value
            case "title-color": copy.titleColor = value
            default: copy.titleShadowColor = value
            }
        }
        return try DarkLookPairs.dark { try copy.item(kind: kind).look }
    }
}
