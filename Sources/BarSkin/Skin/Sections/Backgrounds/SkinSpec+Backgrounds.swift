import BarSkinArt
import BarSkinCore

extension SkinSpec {
    /// The `backgrounds` of the skin.
    public var backgrounds: [SkinBackground] { items(of: SkinBackground.self) }
}
