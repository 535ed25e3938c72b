import BarSkinCore
import Foundation

/// How a selection gradient's bottom follows from its top.
///
/// Three20's pair, rgb(5,140,245) over rgb(1,93,230), is read as a move in
/// hue, saturation and value: the hue turns about 9.6 degrees, the value keeps
/// 230/245 of itself and the saturation grows by about 1.6% (so a gray, with
/// none, stays gray). The same move from any top gives its bottom, so a given colour
/// keeps the character of the classic selection, and Three20's top gives
/// Three20's bottom exactly.
extension CellLook {
    /// The bottom of a selection gradient whose top is `top`.
    static func selectionBottom(below top: Color) -> Color {
        let from = hsv(defaultSelectedTop), to = hsv(defaultSelectedBottom), start = hsv(top)
        let hue = (start.hue + to.hue - from.hue).truncatingRemainder(dividingBy: 360)
        let saturation = min(1, start.saturation * to.saturation / from.saturation)
        return color(hue: hue < 0 ? hue + 360 : hue, saturation: saturation, value: start.value * to.value / from.value,
                     alpha: top.alpha)
    }

    /// Hue in degrees (0..<360), saturation and value in 0...1.
    static func hsv(_ color: Color) -> (hue: Double, saturation: Double, value: Double) {
        let largest = max(color.red, color.green, color.blue), smallest = min(color.red, color.green, color.blue)
        let range = largest - smallest
        guard range > 0 else { return (0, 0, largest) }
        let sector: Double =
            if largest == color.red { (color.green - color.blue) / range }
            else if largest == color.green { 2 + (color.blue - color.red) / range }
            else { 4 + (color.red - color.green) / range }
        let hue = sector * 60
        return (hue < 0 ? hue + 360 : hue, range / largest, largest)
    }

    /// The colour with hue `hue` in degrees and saturation and value in 0...1.
    static func color(hue: Double, saturation: Double, value: Double, alpha: Double) -> Color {
        let sector = hue / 60, whole = floor(sector), part = sector - whole
        let low = value * (1 - saturation), falling = value * (1 - saturation * part)
        let rising = value * (1 - saturation * (1 - part))
        let (red, green, blue): (Double, Double, Double) =
            switch Int(whole) % 6 {
            case 0: (value, rising, low)
            case 1: (falling, value, low)
            case 2: (low, value, rising)
            case 3: (low, falling, value)
            case 4: (rising, low, value)
            default: (value, low, falling)
            }
        return Color(red: red, green: green, blue: blue, alpha: alpha)
    }
}
