import BarSkinArt
import BarSkinCore

/// The colours an app's appearance code sets on its bars, each a colour set of the skin's
/// catalog: the one place their names are decided.
///
/// Names are UpperCamelCase, bar first, then what the colour is for, and never end in
/// `Color`: Xcode makes a set's `ColorResource` symbol by lower-casing its first letter and
/// dropping a final `Color` word (asset-names.md §1.3), so a name without one reads exactly
/// as its symbol does: `TabBarSelectedItem` is `.tabBarSelectedItem`. The bar's word
/// (`TabBar`, `NavigationBar`) matches the drawn art's names (`TabBarBackground`,
/// `NavigationBarBackground`), so a catalog lists a bar's colours beside its art.
public enum SkinColorRole: String, CaseIterable, Sendable {
    /// `UITabBarAppearance.backgroundColor` / `barTintColor`: the tab bar's `color`.
    case tabBarTint = "TabBarTint"
    /// The unselected items' tint: the tab items' normal fill.
    case tabBarUnselectedItem = "TabBarUnselectedItem"
    /// The selected item's tint: the tab items' selected fill.
    case tabBarSelectedItem = "TabBarSelectedItem"
    /// The unselected items' titles, the classic tab bar's gray.
    case tabBarTitle = "TabBarTitle"
    /// The selected item's title, the classic tab bar's white.
    case tabBarSelectedTitle = "TabBarSelectedTitle"
    /// The badge's background, the classic red.
    case tabBarBadge = "TabBarBadge"
    /// The navigation bar's tint: its `tint`.
    case navigationBarTint = "NavigationBarTint"
    /// The navigation bar's titles: its `title-color`.
    case navigationBarTitle = "NavigationBarTitle"

    /// The colour set's name in the catalog.
    public var setName: String { rawValue }

    /// The classic tab bar's unselected title gray, selected title white and badge red, which
    /// no skin key sets: the preview draws its titles and badges in them too.
    public static let classicTitle = RGBA8(0x99, 0x99, 0x99), classicSelectedTitle = RGBA8.white, classicBadge = RGBA8(0xE2, 0x10, 0x1A)
}
