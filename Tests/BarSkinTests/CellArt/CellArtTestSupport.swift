import BarSkin

/// Checks shared by the grouped cell tests.
enum CellArtCheck {
    /// The eight rows at scales 1, 2 and 3.
    static let cases: [(GroupedCell, Int)] = GroupedCell.all().flatMap { cell in (1...3).map { (cell, $0) } }

    /// Hue in degrees and saturation (0...1) of an 8-bit pixel.
    static func hueAndSaturation(_ pixel: RGBA8) -> (hue: Double, saturation: Double) {
        let (red, green, blue) = (Double(pixel.red), Double(pixel.green), Double(pixel.blue))
        let largest = max(red, green, blue), range = largest - min(red, green, blue)
        guard range > 0 else { return (0, 0) }
        let sector = largest == red ? (green - blue) / range : largest == green ? 2 + (blue - red) / range : 4 + (red - green) / range
        let hue = sector * 60
        return (hue < 0 ? hue + 360 : hue, range / largest)
    }
}
