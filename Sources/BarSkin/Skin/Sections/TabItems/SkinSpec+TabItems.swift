import BarSkinArt
import BarSkinCore

extension SkinSpec {
    /// The `tab-items` of the skin, each with its settings already laid over the shared ones.
    public var tabItems: [SkinTabItem] { items(of: SkinTabItem.self) }
}
