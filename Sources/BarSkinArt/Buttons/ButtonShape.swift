import BarSkinCore

/// The outline of a button's body.
public enum ButtonShape: String, Sendable, Hashable, CaseIterable {
    /// A rounded rectangle whose left end is an arrow (the back button).
    case leftArrow
    /// A rounded rectangle (Done, Edit).
    case roundedRectangle

    /// Three20's `TTRoundedLeftArrowShape`: where the arrow's sides meet the
    /// body, as a share of the height (`floor(h / 2.8)`).
    static let arrowPointDivisor = 2.8
    /// Three20's arrow corners are twice as round as the body's.
    static let arrowRadiusFactor = 2.0

    /// The outline filling `rect`, corners of `radius` points. The arrow follows
    /// Three20's `addToPath:` point for point, its floors included, so the tip
    /// sits on a whole point and the art matches the recipe's.
    public func path(in rect: Rect, radius: Double) -> Path {
        switch self {
        case .roundedRectangle:
            return .roundedRect(rect, radius: radius)
        case .leftArrow:
            let (x, y, w, h) = (rect.minX, rect.minY, rect.width, rect.height)
            let point = (h / Self.arrowPointDivisor).rounded(.down)
            let arrowRadius = radius * Self.arrowRadiusFactor
            func at(_ px: Double, _ py: Double) -> Point { Point(x: x + px, y: y + py) }
            return Path.building { path in
                path.move(to: at(0, (h / 2).rounded(.down)))
                path.addArc(tangentTo: at(point, 0), then: at((w - radius).rounded(.down), 0), radius: arrowRadius)
                path.addArc(tangentTo: at(w, 0), then: at(w, radius.rounded(.down)), radius: radius)
                path.addArc(tangentTo: at(w, h), then: at((point + arrowRadius).rounded(.down), h), radius: radius)
                path.addArc(tangentTo: at(point, h), then: at(0, (h / 2).rounded(.down)), radius: arrowRadius)
                path.close()
            }
        }
    }
}
