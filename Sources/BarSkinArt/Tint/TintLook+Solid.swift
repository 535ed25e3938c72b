import BarSkinCore

extension TintLook {
    /// The one colour that stands for this look where only a colour can (a colour set the
    /// system tints a template icon with): a flat fill's own colour; a gradient's colour
    /// halfway down, the row the eye reads as the icon's colour (the classic selected blue
    /// gives #2886E1, beside the measured #298AE2 under the gloss); the recipe's built-in
    /// blue as the classic gradient; nil for an image fill, which has no one colour.
    public var solidColor: RGBA8? {
        switch fill {
        case .flat(let color): color
        case .gradient(let top, let bottom): Color(top).mixed(towards: Color(bottom), share: 0.5).rgba8
        case .builtInGloss: TintLook.selected(.classic).solidColor
        case .image: nil
        }
    }
}
