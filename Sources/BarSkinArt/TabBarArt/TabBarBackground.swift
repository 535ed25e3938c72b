import BarSkinCore

/// The bar itself: a one-point dark top line, a one-point highlight line, a
/// dark gradient down to the middle, solid below (the seed's `TabBarGradient`
/// top half over its black bottom half, as one image).
///
/// One point wide by default, with caps that stretch it to any width; or
/// drawn at a given width.
public struct TabBarBackground: TabBarPiece {
    /// `TabBarBackground`.
    public static let name = "TabBarBackground"
    /// The drawing's version.
    public static let version = 1
    /// The widths the background may be drawn at, in points.
    public static let widths = 1...4096

    /// The colours and the height.
    public let look: TabBarLook
    /// The width in points; nil draws one point to stretch.
    public let width: Int?

    /// A background for `look`, one point wide or `width` points wide.
    /// - Throws: ``TabBarArtError/widthOutOfRange(_:)`` for a width outside ``widths``.
    public init(look: TabBarLook = .classic, width: Int? = nil) throws {
        if let width, !Self.widths.contains(width) { throw TabBarArtError.widthOutOfRange(width) }
        self.look = look
        self.width = width
    }

    /// `width` (or 1) by the bar's height.
    public var pointSize: PointSize { PointSize(width: width ?? 1, height: look.height) }

    /// Everything but the last point row is fixed; the width and the bottom
    /// row stretch, so a taller bar grows its solid part.
    public var capSpecification: CapSpecification? {
        .insets(CapInsets(top: look.height - 1, left: 0, bottom: 0, right: 0), .stretch)
    }

    /// The width, when given.
    public var parameterText: String { width.map { "width=\($0)" } ?? "" }

    /// Draws the rows at `scale`: lines one point each, the gradient over the
    /// rest of the upper half (its first and last pixel rows exactly the end
    /// colours), and the lower half solid.
    public func draw(scale: Int) throws -> Bitmap {
        let pixelWidth = pointSize.width * scale
        let canvas = try Canvas(width: pixelWidth, height: look.height * scale)
        func row(_ top: Int, _ rows: Int, _ color: Color) {
            canvas.fill(Rect(x: 0, y: top, width: pixelWidth, height: rows), with: .solid(color))
        }
        // The upper half in whole points, the same at every scale.
        let half = look.height / 2 * scale
        row(0, scale, look.color)
        row(scale, scale, look.highlight)
        let gradientRows = half - 2 * scale
        for index in 0..<gradientRows {
            let share = gradientRows == 1 ? 0 : Double(index) / Double(gradientRows - 1)
            row(2 * scale + index, 1, Self.mix(look.gradientTop, look.gradientBottom, share))
        }
        row(half, look.height * scale - half, look.bottom)
        return try canvas.bitmap()
    }

    /// `from` moved `share` (0...1) of the way to `to`, straight alpha.
    static func mix(_ from: Color, _ to: Color, _ share: Double) -> Color {
        Color(red: from.red + (to.red - from.red) * share, green: from.green + (to.green - from.green) * share,
              blue: from.blue + (to.blue - from.blue) * share, alpha: from.alpha + (to.alpha - from.alpha) * share)
    }
}
