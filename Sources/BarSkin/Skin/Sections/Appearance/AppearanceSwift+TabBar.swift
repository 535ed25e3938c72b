import BarSkinArt
import BarSkinCore
import BarSkinTrace

extension AppearanceSwift {
    /// `applyTabBar(_:)`: glass with the item colours from iOS 26; the background, selection and no
    /// shadow before it. The iOS 26 tab bar ignores `unselectedItemTintColor`: per-state colours go
    /// through `UITabBarItemAppearance`, which ``itemColorsFunction`` fills for every layout.
    var tabBarFunction: [String] {
        let classic = ["appearance.configureWithOpaqueBackground()"]
            + [image(TabBarBackground.name).map { "appearance.backgroundImage = \($0)" },
               image(TabBarSelection.name).map { "appearance.selectionIndicatorImage = \($0)" }].compactMap { $0 }
            + ["appearance.shadowImage = UIImage()", "appearance.shadowColor = nil", "setItemColors(of: appearance, glass: false)"]
        let glassLines = ["appearance.configureWithDefaultBackground()", "setItemColors(of: appearance, glass: true)"]
        return ["/// The tab bar: \(glass ? "the system's glass from iOS 26, the skin's art before it" : "the skin's art"), the skin's item colours.",
                "static func applyTabBar(_ tabBar: UITabBar) {",
                "    let appearance = UITabBarAppearance()"]
            + eras(glass: glassLines, classic: classic).map { "    " + $0 }
            + ["    tabBar.standardAppearance = appearance", "    tabBar.scrollEdgeAppearance = appearance"]
            + (color(.tabBarSelectedItem).map { ["    tabBar.tintColor = \($0)"] } ?? [])
            + ["}"]
    }

    /// `setItemColors(of:glass:)`: icons, titles and badges for the stacked, inline and compact
    /// inline layouts. Over glass a title takes its icon's colour: the classic white selected title
    /// is drawn for a dark bar and would vanish on a light one.
    var itemColorsFunction: [String] {
        func attributes(_ role: SkinColorRole?) -> String? {
            role.flatMap(color).map { "[.foregroundColor: \($0)]" }
        }
        var body = ["let item = UITabBarItemAppearance()"]
        for (state, icon, title) in [("normal", SkinColorRole.tabBarUnselectedItem, SkinColorRole.tabBarTitle),
                                     ("selected", .tabBarSelectedItem, .tabBarSelectedTitle)] {
            if let value = color(icon) { body.append("item.\(state).iconColor = \(value)") }
            let glassTitle = attributes(icon), classicTitle = attributes(title) ?? glassTitle
            if let glassTitle, let classicTitle {
                body.append("item.\(state).titleTextAttributes = glass ? \(glassTitle) : \(classicTitle)")
            }
            if let badge = color(.tabBarBadge) { body.append("item.\(state).badgeBackgroundColor = \(badge)") }
        }
        body += ["appearance.stackedLayoutAppearance = item", "appearance.inlineLayoutAppearance = item",
                 "appearance.compactInlineLayoutAppearance = item"]
        return ["/// The items' colours in every layout: over glass a title takes its icon's colour.",
                "private static func setItemColors(of appearance: UITabBarAppearance, glass: Bool) {"]
            + body.map { "    " + $0 } + ["}"]
    }

    /// `applyNAME(to:)`: the item's custom symbol, else its template icons, from iOS 26 (tinted by the bar's item
    /// colours), its drawn normal and selected art before it; the drawn art alone where it writes neither.
    func tabItemFunction(_ item: TabItem) -> [String] {
        let symbolName = AssetSymbol.symbol(for: item.name)
        let name = "apply" + symbolName.prefix(1).uppercased() + symbolName.dropFirst()
        let classic = [image(item.name + "-normal").map { "item.image = \($0)" },
                       image(item.name + "-selected").map { "item.selectedImage = \($0)" }].compactMap { $0 }
        var body = classic
        // A custom symbol comes by name (Xcode generates no resource symbol for a symbol set), so the checked
        // template stays behind it: a renamed symbol shows the template rather than nothing.
        let symbol = item.symbol.map { name in
            "UIImage(named: \"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\")"
        }
        if let template = item.template.flatMap(image) {
            let selected = item.selectedTemplate.flatMap(image) ?? template
            body = eras(glass: ["item.image = \(symbol.map { $0 + " ?? " } ?? "")\(template)",
                                "item.selectedImage = \(symbol.map { $0 + " ?? " } ?? "")\(selected)"], classic: classic)
        } else if let symbol {
            body = eras(glass: ["item.image = \(symbol)", "item.selectedImage = \(symbol)"], classic: classic)
        }
        return ["/// The tab item \(item.name).", "static func \(name)(to item: UITabBarItem) {"] + body.map { "    " + $0 } + ["}"]
    }
}
