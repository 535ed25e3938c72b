import BarSkinArt
import BarSkinCore

/// The skin's bar colours as colour sets (``SkinColorRole``), taken from the sections that
/// draw with them, each with the appearances those sections give looks for: what an app's
/// `UITabBarAppearance` and `UINavigationBarAppearance` code reads, where the drawn art cannot go.
public struct SkinColorSets: SkinItem, Hashable {
    /// The sets, in ``SkinColorRole`` order.
    public var sets: [SkinColorSet]
    /// The `color-sets` key, or the top of the skin where it is implied.
    public var location: SkinPath

    /// The colour sets of `items` (the skin's other items), or nil when they hold no tab bar,
    /// tab item or navigation bar to take colours from.
    public init?(showing items: [any SkinItem], location: SkinPath) {
        let tabBar = items.lazy.compactMap { $0 as? SkinTabBar }.first
        // The bar has one tint per state for all its items: the first item's look stands for them.
        let tabItem = items.lazy.compactMap { $0 as? SkinTabItem }.first
        let navigationBar = items.lazy.compactMap { $0 as? SkinNavBar }.first
        var colors: [SkinColorRole: [Appearance: RGBA8]] = [:]
        if let tabBar {
            colors[.tabBarTint] = Self.looks(tabBar.look, tabBar.otherLooks) { $0.color.rgba8 }
        }
        if let tabItem {
            let operations = Self.looks(tabItem.settings, tabItem.otherLooks) { $0.operation() }
            colors[.tabBarUnselectedItem] = operations.mapValues { $0.normal.solidColor ?? TintLook.flatNormalColor }
            colors[.tabBarSelectedItem] = operations.mapValues { $0.selected.solidColor ?? TintLook.flatSelectedColor }
        }
        if tabBar != nil || tabItem != nil {
            colors[.tabBarTitle] = [.any: SkinColorRole.classicTitle]
            colors[.tabBarSelectedTitle] = [.any: SkinColorRole.classicSelectedTitle]
            colors[.tabBarBadge] = [.any: SkinColorRole.classicBadge]
        }
        if let navigationBar {
            colors[.navigationBarTint] = Self.looks(navigationBar.look, navigationBar.otherLooks) { $0.tint.rgba8 }
            colors[.navigationBarTitle] = Self.looks(navigationBar.look, navigationBar.otherLooks) { $0.titleColor.rgba8 }
        }
        guard !colors.isEmpty else { return nil }
        sets = SkinColorRole.allCases.compactMap { role in colors[role].map { SkinColorSet(name: role.setName, colors: $0) } }
        self.location = location
    }

    /// `value` of the light look and of each other look, by appearance.
    private static func looks<Look, Value>(_ light: Look, _ others: [SkinAppearanceLook<Look>], _ value: (Look) -> Value) -> [Appearance: Value] {
        var values = [Appearance.any: value(light)]
        for other in others { values[other.appearance] = value(other.look) }
        return values
    }

    /// Named for messages, `--json` and the manifest.
    public var name: String { "color-sets" }
    /// Read from nothing: the colours are the skin's.
    public var inputs: [SkinInput] { [] }
    /// No images.
    public var arts: [SkinArt] { [] }
    /// The sets.
    public var colorSets: [SkinColorSet] { sets }

    /// Colour sets live in a catalog alone.
    public func missingFolder(output: Bool, catalog: Bool, ninePatch: Bool) -> SkinError? {
        guard !catalog else { return nil }
        return SkinProblem.nowhereToWrite(what: "colour sets are written into an asset catalog", needs: "catalog")
            .located(at: location.reportedAt, line: location.line, column: location.column)
    }

    /// Nothing is drawn.
    public func operations(decoder: PNGDecoder) throws -> [any ImageOperation] { [] }
}
