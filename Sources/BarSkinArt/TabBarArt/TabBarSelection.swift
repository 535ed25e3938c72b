import BarSkinCore
import Foundation

/// The embossed, translucent box behind the selected item (the seed's
/// `TabBarSelection`): a dark top edge over a lighter second row, darker side
/// borders, a faint gray inside, and rounded top corners. It reaches the bar's
/// bottom, so it has no bottom edge.
///
/// Ten points wide and as tall as the bar below ``TabBarLook/selectionTopInset``;
/// the seed stretches it across the item with a 4-point left cap.
public struct TabBarSelection: TabBarPiece {
    /// `TabBarSelection`.
    public static let name = "TabBarSelection"
    /// The drawing's version.
    public static let version = 1

    /// The measured top edge, rgba(15,15,15,.65).
    public static let topEdge = Color(RGBA8(15, 15, 15, 166))
    /// The measured second row, rgba(53,53,53,.36).
    public static let secondRow = Color(RGBA8(53, 53, 53, 92))
    /// The measured side borders, rgba(57,57,57,.35).
    public static let sideBorder = Color(RGBA8(57, 57, 57, 89))

    /// The inside colour, the corner radius and the height.
    public let look: TabBarLook

    /// The selection box for `look`.
    public init(look: TabBarLook = .classic) {
        self.look = look
    }

    /// 10 points by the bar's height less the inset above the box.
    public var pointSize: PointSize { PointSize(width: 10, height: look.height - look.selectionTopInset) }

    /// `stretchableImageWithLeftCapWidth:4 topCapHeight:0`, as the seed draws it:
    /// the column 4 points in stretches; the rounded corners lie in the caps.
    public var capSpecification: CapSpecification? { .legacy(leftCap: 4, topCap: 0) }

    /// Draws the box: each part replaces what is under it, so every pixel holds
    /// exactly its measured translucent colour; the clip rounds the corners.
    public func draw(scale: Int) throws -> Bitmap {
        let width = Double(pointSize.width), height = Double(pointSize.height)
        return try drawInPoints(scale: scale) { canvas in
            canvas.withClip(to: Self.outline(width: width, height: height, radius: look.cornerRadius)) {
                canvas.compositeOperator = .source
                canvas.fill(Rect(x: 0, y: 0, width: width, height: height), with: .solid(look.selection))
                canvas.fill(Rect(x: 0, y: 0, width: 1, height: height), with: .solid(Self.sideBorder))
                canvas.fill(Rect(x: width - 1, y: 0, width: 1, height: height), with: .solid(Self.sideBorder))
                canvas.fill(Rect(x: 0, y: 1, width: width, height: 1), with: .solid(Self.secondRow))
                canvas.fill(Rect(x: 0, y: 0, width: width, height: 1), with: .solid(Self.topEdge))
            }
        }
    }

    /// A rectangle with its top corners rounded by `radius` and square bottom corners.
    static func outline(width: Double, height: Double, radius: Double) -> Path {
        Path.building { path in
            path.move(to: Point(x: 0, y: height))
            path.line(to: Point(x: 0, y: radius))
            if radius > 0 { path.arc(center: Point(x: radius, y: radius), radius: radius, from: .pi, to: 1.5 * .pi) }
            path.line(to: Point(x: width - radius, y: 0))
            if radius > 0 { path.arc(center: Point(x: width - radius, y: radius), radius: radius, from: 1.5 * .pi, to: 2 * .pi) }
            path.line(to: Point(x: width, y: height))
            path.close()
        }
    }
}
