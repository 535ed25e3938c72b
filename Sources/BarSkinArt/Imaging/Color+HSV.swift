import BarSkinCore

/// Hue, saturation and value, the terms drawn-button recipes (Three20's
/// `multiplyHue:saturation:value:`) derive their state and border colours in.
extension Color {
    /// Hue in 0..<1 (0 red), saturation and value in 0...1; alpha is not included.
    public var hsv: (hue: Double, saturation: Double, value: Double) {
        let largest = max(red, green, blue), smallest = min(red, green, blue), range = largest - smallest
        guard range > 0 else { return (0, 0, largest) }
        let sector: Double
        switch largest {
        case red: sector = (green - blue) / range
        case green: sector = (blue - red) / range + 2
        default: sector = (red - green) / range + 4
        }
        let hue = (sector / 6).truncatingRemainder(dividingBy: 1)
        return (hue < 0 ? hue + 1 : hue, range / largest, largest)
    }

    /// A colour from hue (wrapped into 0..<1), saturation and value (clamped into 0...1).
    public init(hue: Double, saturation: Double, value: Double, alpha: Double = 1) {
        let h = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let s = min(max(saturation, 0), 1), v = min(max(value, 0), 1)
        let sector = Int(h) % 6, fraction = h - h.rounded(.down)
        let (p, q, t) = (v * (1 - s), v * (1 - s * fraction), v * (1 - s * (1 - fraction)))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// This colour with its saturation and value multiplied (and clamped), hue and alpha kept.
    public func multiplying(saturation: Double = 1, value: Double = 1) -> Color {
        let (h, s, v) = hsv
        return Color(hue: h, saturation: s * saturation, value: v * value, alpha: alpha)
    }
}
