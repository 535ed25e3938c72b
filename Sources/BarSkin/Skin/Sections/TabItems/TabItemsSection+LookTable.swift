import BarSkinArt
import BarSkinCore

extension TabItemsSection {
    /// The look keys a `dark:` (or other appearance) mapping may give, and `tint --dark` takes:
    /// all but the selected fill image, which the light look's drawing reads. Each sets one of
    /// ``TintSettings``' overrides; what none sets comes from the look beneath.
    public static var lookTable: LookTable<TintSettings> {
        LookTable([
            .choice("style", \.style),
            .tint("normal-color", \.normalFill) { text, named throws(TintSettingError) in .color(try TintSettings.color(text, key: named)) },
            .tint("normal-gradient", \.normalFill) { text, named throws(TintSettingError) in
                let (top, bottom) = try TintSettings.gradient(text, key: named)
                return .gradient(top, bottom)
            },
            .tint("selected-color", \.selectedFill) { text, named throws(TintSettingError) in .color(try TintSettings.color(text, key: named)) },
            .tint("selected-gradient", \.selectedFill) { text, named throws(TintSettingError) in
                let (top, bottom) = try TintSettings.gradient(text, key: named)
                return .gradient(top, bottom)
            },
            .bool("gloss", \.gloss),
            .wholeNumber("edge-highlight", maximum: 255, \.edgeHighlight),
            .choice("mask-mode", \.maskMode),
            .tint("item-size", \.itemSize) { text, named throws(TintSettingError) in try TintSettings.itemSize(text, key: named) },
        ])
    }
}
