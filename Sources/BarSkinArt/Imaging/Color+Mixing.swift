import BarSkinCore

extension Color {
    /// This colour moved `share` (0...1) of the way to `other`, straight alpha:
    /// the rows of a gradient drawn a pixel row at a time, whose ends are then
    /// exactly the two colours.
    func mixed(towards other: Color, share: Double) -> Color {
        Color(red: red + (other.red - red) * share, green: green + (other.green - green) * share,
              blue: blue + (other.blue - blue) * share, alpha: alpha + (other.alpha - alpha) * share)
    }

    /// The colour of row `index` of `count` rows running from `self` to `other`.
    func gradientRow(_ index: Int, of count: Int, towards other: Color) -> Color {
        mixed(towards: other, share: count <= 1 ? 0 : Double(index) / Double(count - 1))
    }
}
