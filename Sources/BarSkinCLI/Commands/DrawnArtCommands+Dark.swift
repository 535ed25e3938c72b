import ArgumentParser
import BarSkin

// `--dark KEY=VALUE` of the drawn-art commands: the section's look keys, read through its
// look table over the light look's values and drawn by the same item as its dark look.

extension TabBarLookOptions {
    /// The dark look over `light`, or nil without `--dark`.
    func darkLook(over light: TabBarSection.LookValues, toCatalog: Bool) throws -> TabBarLook? {
        guard !dark.isEmpty else { return nil }
        try DarkLookPairs.requireCatalog(catalog: toCatalog, widths: !width.isEmpty)
        return try DarkLookPairs.look(try DarkLookPairs.read(dark, TabBarSection.lookTable, over: light).look)
    }
}

extension NavBarArtCommand {
    /// The dark look over `light`, or nil without `--dark`.
    func darkLook(over light: NavBarSection.LookValues) throws -> NavigationBarLook? {
        guard !dark.isEmpty else { return nil }
        try DarkLookPairs.requireCatalog(catalog: art.catalog != nil, widths: !width.isEmpty)
        return try DarkLookPairs.look(try DarkLookPairs.read(dark, NavBarSection.backgroundLookTable, over: light).look)
    }
}

extension CellArtCommand {
    /// The dark look over `light`, or nil without `--dark`.
    func darkLook(over light: CellsSection.LookValues) throws -> CellLook? {
        guard !dark.isEmpty else { return nil }
        try DarkLookPairs.requireCatalog(catalog: art.catalog != nil, widths: nil)
        return try DarkLookPairs.look(try DarkLookPairs.read(dark, CellsSection.lookTable, over: light).look)
    }
}

extension ButtonOptions {
    /// The dark look (the tint the button is filled with, its title's colours) over `light`, or nil without `--dark`.
    func darkLook(over light: NavBarSection.LookValues) throws -> NavigationBarLook? {
        guard !dark.isEmpty else { return nil }
        try DarkLookPairs.requireCatalog(catalog: art.catalog != nil, widths: nil)
        return try DarkLookPairs.look(try DarkLookPairs.read(dark, NavBarSection.buttonLookTable, over: light).look)
    }
}
