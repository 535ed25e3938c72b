import BarSkinArt

extension SkinPreview {
    /// The appearances it is drawn in: the light one, and each that a part it shows has a look
    /// for, in Xcode's order (`Preview-dark.png`, `Preview-high-contrast.png`, ...).
    var appearances: [Appearance] {
        // Collected part by part: one `+` chain of optional arrays took the type checker 0.2 s.
        var looks = Set(tabItems.flatMap { $0.otherLooks.map(\.appearance) })
        looks.formUnion(tabBar?.otherLooks.map(\.appearance) ?? [])
        looks.formUnion(navigationBar?.otherLooks.map(\.appearance) ?? [])
        looks.formUnion(cells?.otherLooks.map(\.appearance) ?? [])
        return [.any] + Appearance.variants.filter(looks.contains)
    }
}

// Each part as the preview of one appearance shows it: that appearance's look where the
// part has one, else its light look (what UIKit shows), and no other looks to draw.

/// A drawn part with a light look and looks for other appearances.
protocol AppearanceLooking {
    associatedtype Look: Hashable & Sendable
    /// The light look.
    var look: Look { get set }
    /// The looks of other appearances.
    var otherLooks: [SkinAppearanceLook<Look>] { get set }
}

extension AppearanceLooking {
    /// The part in `appearance` alone.
    func showing(_ appearance: Appearance) -> Self {
        var part = self
        // A part with no look of its own there shows the one a device would fall back to.
        part.look = appearance.fallbacks.lazy.compactMap { wanted in otherLooks.first { $0.appearance == wanted }?.look }.first ?? look
        part.otherLooks = []
        return part
    }
}

extension SkinTabBar: AppearanceLooking {}
extension SkinNavBar: AppearanceLooking {}
extension SkinCells: AppearanceLooking {}
