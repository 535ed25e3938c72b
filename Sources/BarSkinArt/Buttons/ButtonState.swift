import BarSkinCore

/// A button's state, each drawn as its own image, and the tint it is filled with.
public enum ButtonState: String, Sendable, Hashable, CaseIterable {
    /// At rest.
    case normal
    /// Pressed (UIKit's `UIControlStateHighlighted`): darker.
    case highlighted

    /// The fill colour for this state from the bar's tint, by Three20's
    /// `toolbarButtonColorWithTintColor:forState:` (imaging.md §4.2): at rest a
    /// little richer, pressed much darker (a very dark tint is lifted instead,
    /// so pressing still shows).
    public func fill(from tint: Color) -> Color {
        let (_, saturation, value) = tint.hsv
        switch self {
        case .normal:
            return saturation < 0.5 ? tint.multiplying(saturation: 1.6, value: 0.97)
                : tint.multiplying(saturation: 1.25, value: 0.75)
        case .highlighted:
            if value < 0.2 {
                let (hue, saturation, value) = tint.hsv
                return Color(hue: hue, saturation: saturation, value: value + 0.2, alpha: tint.alpha)
            }
            return saturation > 0.3 ? tint.multiplying(value: 0.4) : tint.multiplying(saturation: 2.3, value: 0.64)
        }
    }
}
