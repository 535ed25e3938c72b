import BarSkinCore

/// How the colours left out of a look follow from the tint.
///
/// The shares come from the classic bar that web clones of the iPhone copied
/// (a `#6D84A2` bar, Three20's toolbar tint: a `#CDD5DF` top line, a gradient
/// `#B0BCCD`, `#889BB3` at the middle, `#8195AF` just below it, down to
/// `#6D84A2`, and a `#2E3744` bottom line). Each light colour is the tint
/// mixed with white by the share of the levels to white it moved, summed over
/// the three channels (so the shares reproduce that bar to the level); the
/// bottom line is the tint scaled towards black the same way.
extension NavigationBarLook {
    /// `#6D84A2` to `#CDD5DF`: 238 of the 362 levels to white.
    static let topLineLift = 238.0 / 362
    /// `#6D84A2` to `#B0BCCD`: 166 of 362.
    static let gradientTopLift = 166.0 / 362
    /// `#6D84A2` to `#889BB3`: 67 of 362.
    static let upperMiddleLift = 67.0 / 362
    /// `#6D84A2` to `#8195AF`: 50 of 362.
    static let lowerMiddleLift = 50.0 / 362
    /// `#6D84A2` to `#2E3744`: 169 of its 403 levels kept.
    static let bottomLineShade = 169.0 / 403

    /// `color` mixed with white: `share` 0 keeps it, 1 is white; alpha is kept.
    static func lightened(_ color: Color, by share: Double) -> Color {
        Color(red: color.red + (1 - color.red) * share, green: color.green + (1 - color.green) * share,
              blue: color.blue + (1 - color.blue) * share, alpha: color.alpha)
    }

    /// `color` with each channel multiplied by `kept` (0 is black); alpha is kept.
    static func darkened(_ color: Color, by kept: Double) -> Color {
        Color(red: color.red * kept, green: color.green * kept, blue: color.blue * kept, alpha: color.alpha)
    }
}
