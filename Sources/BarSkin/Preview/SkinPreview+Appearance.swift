import BarSkinArt

extension SkinPreview {
    /// Whether a part the preview shows has a dark look, so a dark preview is drawn too.
    var hasDarkLook: Bool {
        let looks = (tabBar?.otherLooks.map(\.appearance) ?? []) + (navigationBar?.otherLooks.map(\.appearance) ?? [])
            + (cells?.otherLooks.map(\.appearance) ?? []) + tabItems.flatMap { $0.otherLooks.map(\.appearance) }
        return looks.contains(.dark)
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
        part.look = otherLooks.first { $0.appearance == appearance }?.look ?? look
        part.otherLooks = []
        return part
    }
}

extension SkinTabBar: AppearanceLooking {}
extension SkinNavBar: AppearanceLooking {}
extension SkinCells: AppearanceLooking {}
