import BarSkinCore

/// The classic navigation bar (`NavigationBarBackground`): a one-point light
/// line, a gradient from light to the tint that steps down slightly at the
/// bar's middle, and a one-point dark line.
///
/// One point wide by default, with caps that stretch it to any width; or
/// drawn at a given width.
public struct NavigationBarBackground: DrawnArt, Hashable {
    /// `NavigationBarBackground`.
    public static let name = "NavigationBarBackground"
    /// The drawing's version.
    public static let version = 1
    /// The widths the background may be drawn at, in points.
    public static let widths = 1...4096

    /// The colours and the height.
    public let look: NavigationBarLook
    /// The width in points; nil draws one point to stretch.
    public let width: Int?

    /// A background for `look`, one point wide or `width` points wide.
    /// - Throws: ``NavigationBarArtError/widthOutOfRange(_:)`` for a width outside ``widths``.
    public init(look: NavigationBarLook = .classic, width: Int? = nil) throws {
        if let width, !Self.widths.contains(width) { throw NavigationBarArtError.widthOutOfRange(width) }
        self.look = look
        self.width = width
    }

    /// ``name``.
    public var artName: String { Self.name }

    /// `width` (or 1) by the bar's height.
    public var pointSize: PointSize { PointSize(width: width ?? 1, height: look.height) }

    /// The width stretches freely; down the bar the two lines are one-point
    /// caps, so a taller bar stretches its gradient and keeps thin lines.
    public var capSpecification: CapSpecification? {
        .insets(CapInsets(top: 1, left: 0, bottom: 1, right: 0), .stretch)
    }

    /// A stable key for everything that affects the pixels.
    public var identifier: String {
        "\(Self.name)/\(Self.version) size=\(pointSize.width)x\(pointSize.height) " + look.identifier
    }

    /// Draws the rows at `scale`: each line one point, the gradient's halves
    /// between them a pixel row at a time, each half's first and last rows
    /// exactly its end colours.
    public func draw(scale: Int) throws -> Bitmap {
        precondition(scale >= 1, "scale must be at least 1")
        let pixelWidth = pointSize.width * scale, pixelHeight = look.height * scale
        let canvas = try Canvas(width: pixelWidth, height: pixelHeight)
        func row(_ top: Int, _ rows: Int, _ color: Color) {
            canvas.fill(Rect(x: 0, y: top, width: pixelWidth, height: rows), with: .solid(color))
        }
        func gradient(_ top: Int, _ end: Int, from first: Color, to last: Color) {
            for y in top..<end { row(y, 1, first.gradientRow(y - top, of: end - top, towards: last)) }
        }
        let middle = pixelHeight / 2, bottomLine = pixelHeight - scale
        row(0, scale, look.topLine)
        gradient(scale, middle, from: look.gradientTop, to: look.upperMiddle)
        gradient(middle, bottomLine, from: look.lowerMiddle, to: look.gradientBottom)
        row(bottomLine, scale, look.bottomLine)
        return try canvas.bitmap()
    }
}
