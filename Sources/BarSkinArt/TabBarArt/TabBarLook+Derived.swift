import BarSkinCore

/// How the colours left out of a look follow from the ones given.
///
/// Each derived colour is its base mixed with white by a fixed share, the
/// share that turns the seed's base into the seed's measured colour: the bar
/// lines and gradient from `#161616` (22 of 255, so 233 levels below white)
/// and the glow's core from rgb(0,180,248). Mixing with white keeps a
/// coloured bar's hue in its lines.
extension TabBarLook {
    /// `#161616` to the highlight `#535353`: 61 of the 233 levels to white.
    static let highlightLift = 61.0 / 233
    /// `#161616` to the gradient's top `#3C3C3C`: 38 of 233.
    static let gradientTopLift = 38.0 / 233
    /// `#161616` to the gradient's bottom `#292929`: 19 of 233.
    static let gradientBottomLift = 19.0 / 233
    /// `#161616` to the indicator's lower inside `#3E3E3E`: 40 of 233.
    static let nippleBottomLift = 40.0 / 233
    /// rgb(0,180,248) to about `#BCEDFF` (within 3 levels a channel): three quarters of the way to white.
    static let glowCoreLift = 0.75

    /// `color` mixed with white: `share` 0 keeps it, 1 is white; alpha is kept.
    static func lightened(_ color: Color, by share: Double) -> Color {
        Color(red: color.red + (1 - color.red) * share, green: color.green + (1 - color.green) * share,
              blue: color.blue + (1 - color.blue) * share, alpha: color.alpha)
    }

    /// The lower inside of the current-tab indicator, which meets the bar's gradient.
    var nippleBottom: Color { Color(Self.lightened(color, by: Self.nippleBottomLift).rgba8) }
}
