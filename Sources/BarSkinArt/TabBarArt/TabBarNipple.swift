import BarSkinCore

/// The small arrow that marks the current tab (the seed's `TabBarNipple`,
/// 10x7 points): a triangle pointing up, with a one-point border in the bar's
/// colour along its two slanted sides and an inside that runs from the bar's
/// highlight down to the colour of the bar's gradient, which its bottom
/// 2 points overlap.
public struct TabBarNipple: TabBarPiece {
    /// `TabBarNipple`.
    public static let name = "TabBarNipple"
    /// The drawing's version.
    public static let version = 1

    /// The bar colours it takes its border and inside from.
    public let look: TabBarLook

    /// The arrow for `look`.
    public init(look: TabBarLook = .classic) {
        self.look = look
    }

    /// 10 by 7 points, as the seed's image.
    public var pointSize: PointSize { PointSize(width: 10, height: 7) }

    /// Drawn at its final size.
    public var capSpecification: CapSpecification? { nil }

    /// The inside, then the border: a 2-point stroke of the slanted sides kept
    /// inside the triangle, which leaves 1 point of it.
    public func draw(scale: Int) throws -> Bitmap {
        let width = Double(pointSize.width), height = Double(pointSize.height)
        let apex = Point(x: width / 2, y: 0), left = Point(x: 0, y: height), right = Point(x: width, y: height)
        let triangle = Path.building { path in
            path.move(to: left)
            path.line(to: apex)
            path.line(to: right)
            path.close()
        }
        let sides = Path.building { path in
            path.move(to: left)
            path.line(to: apex)
            path.line(to: right)
        }
        // The gradient ends on the centre of the last pixel row, so that row is exactly the bottom colour.
        let gradient = Rect(x: 0, y: 1, width: width, height: height - 1 - 0.5 / Double(scale))
        return try drawInPoints(scale: scale) { canvas in
            canvas.fill(triangle, with: .vertical(in: gradient, colors: [look.highlight, look.nippleBottom]))
            canvas.withClip(to: triangle) {
                canvas.compositeOperator = .source
                canvas.stroke(sides, with: .solid(look.color), style: StrokeStyle(lineWidth: 2, join: .miter, miterLimit: 20))
            }
        }
    }
}
