import BarSkin
import Testing

/// What the button tests share: fonts that may be missing, pixel classes.
enum ButtonCheck {
    /// True when fontconfig has `family` (tests that need it skip otherwise, saying why).
    static func has(_ family: String) -> Bool { (try? FontFace(family: family)) != nil }

    /// A look in the default font, or in `family`.
    static func look(family: String? = nil, metrics: ButtonMetrics = .portrait) throws -> ButtonLook {
        try ButtonLook(font: family.map { try FontFace(family: $0) }, metrics: metrics)
    }

    /// A title pixel: opaque and near white in every channel. The gloss never
    /// gets this light under the title (its brightest there is about 230).
    static func isTitleWhite(_ pixel: RGBA8) -> Bool {
        pixel.alpha == 255 && min(pixel.red, pixel.green, pixel.blue) >= 240
    }

    /// Rec. 601 luma of the pixel, weighted by its alpha.
    static func luminance(_ pixel: RGBA8) -> Double {
        (0.299 * Double(pixel.red) + 0.587 * Double(pixel.green) + 0.114 * Double(pixel.blue)) * Double(pixel.alpha) / 255
    }

    /// The mean ``luminance(_:)`` of every pixel.
    static func meanLuminance(_ bitmap: Bitmap) -> Double {
        var total = 0.0
        for y in 0..<bitmap.height { for x in 0..<bitmap.width { total += luminance(bitmap[x, y]) } }
        return total / Double(bitmap.width * bitmap.height)
    }

    /// Every title-white pixel's position.
    static func titlePixels(_ bitmap: Bitmap) -> [(x: Int, y: Int)] {
        var found: [(x: Int, y: Int)] = []
        for y in 0..<bitmap.height { for x in 0..<bitmap.width where isTitleWhite(bitmap[x, y]) { found.append((x, y)) } }
        return found
    }
}
