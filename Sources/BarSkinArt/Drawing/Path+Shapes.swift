import BarSkinCore
import Foundation

extension Path {
    /// Adds a closed rectangle, drawn clockwise from its top-left corner.
    public mutating func addRect(_ rect: Rect) {
        move(to: Point(x: rect.minX, y: rect.minY))
        line(to: Point(x: rect.maxX, y: rect.minY))
        line(to: Point(x: rect.maxX, y: rect.maxY))
        line(to: Point(x: rect.minX, y: rect.maxY))
        close()
    }

    /// Adds a closed rectangle with circular corners of `radius`, reduced to
    /// half the shorter side when it would not fit.
    public mutating func addRoundedRect(_ rect: Rect, radius: Double) {
        let r = min(max(radius, 0), rect.width / 2, rect.height / 2)
        guard r > 0 else { return addRect(rect) }
        move(to: Point(x: rect.minX + r, y: rect.minY))
        arc(center: Point(x: rect.maxX - r, y: rect.minY + r), radius: r, from: -.pi / 2, to: 0)
        arc(center: Point(x: rect.maxX - r, y: rect.maxY - r), radius: r, from: 0, to: .pi / 2)
        arc(center: Point(x: rect.minX + r, y: rect.maxY - r), radius: r, from: .pi / 2, to: .pi)
        arc(center: Point(x: rect.minX + r, y: rect.minY + r), radius: r, from: .pi, to: 3 * .pi / 2)
        close()
    }

    /// Adds a closed ellipse filling `rect`, as four Bézier quarters.
    public mutating func addEllipse(in rect: Rect) {
        // The standard control distance for a quarter circle: 4/3 * (sqrt(2) - 1).
        let kappa = 0.552_284_749_830_793_4
        let (cx, cy, rx, ry) = (rect.midX, rect.midY, rect.width / 2, rect.height / 2)
        let (ox, oy) = (rx * kappa, ry * kappa)
        move(to: Point(x: cx + rx, y: cy))
        curve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + oy),
              control2: Point(x: cx + ox, y: cy + ry))
        curve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - ox, y: cy + ry),
              control2: Point(x: cx - rx, y: cy + oy))
        curve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - oy),
              control2: Point(x: cx - ox, y: cy - ry))
        curve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + ox, y: cy - ry),
              control2: Point(x: cx + rx, y: cy - oy))
        close()
    }

    /// Adds a closed circle.
    public mutating func addCircle(center: Point, radius: Double) {
        move(to: Point(x: center.x + radius, y: center.y))
        arc(center: center, radius: radius, from: 0, to: 2 * .pi)
        close()
    }

    /// Quartz's `AddArcToPoint`: a line from the current point towards `corner`,
    /// rounded off by an arc of `radius` tangent to both the line to `corner`
    /// and the line from `corner` to `end`. Recipes for drawn buttons (Three20's
    /// back-arrow shape) are written with it. Degenerate corners become a line to `corner`.
    public mutating func addArc(tangentTo corner: Point, then end: Point, radius: Double) {
        guard let start = currentPoint else { return move(to: corner) }
        let (ux, uy) = (start.x - corner.x, start.y - corner.y)
        let (vx, vy) = (end.x - corner.x, end.y - corner.y)
        let (lengthU, lengthV) = (hypot(ux, uy), hypot(vx, vy))
        let cross = ux * vy - uy * vx
        guard radius > 0, lengthU > 0, lengthV > 0, abs(cross) > 1e-12 * lengthU * lengthV else {
            return line(to: corner)
        }
        // Half the angle between the two legs fixes how far the tangent points sit from the corner.
        let cosine = max(-1, min(1, (ux * vx + uy * vy) / (lengthU * lengthV)))
        let halfAngle = acos(cosine) / 2
        let tangentDistance = radius / tan(halfAngle)
        let centerDistance = radius / sin(halfAngle)
        let (bx, by) = (ux / lengthU + vx / lengthV, uy / lengthU + vy / lengthV)
        let bisector = hypot(bx, by)
        let center = Point(x: corner.x + bx / bisector * centerDistance, y: corner.y + by / bisector * centerDistance)
        let first = Point(x: corner.x + ux / lengthU * tangentDistance, y: corner.y + uy / lengthU * tangentDistance)
        let second = Point(x: corner.x + vx / lengthV * tangentDistance, y: corner.y + vy / lengthV * tangentDistance)
        line(to: first)
        // Turning left or right at the corner decides which way round the arc goes.
        arc(center: center, radius: radius, from: atan2(first.y - center.y, first.x - center.x),
            to: atan2(second.y - center.y, second.x - center.x), clockwise: cross < 0)
    }
}

extension Path {
    /// A closed rectangle.
    public static func rect(_ rect: Rect) -> Path { building { $0.addRect(rect) } }
    /// A closed rounded rectangle.
    public static func roundedRect(_ rect: Rect, radius: Double) -> Path {
        building { $0.addRoundedRect(rect, radius: radius) }
    }
    /// A closed ellipse filling `rect`.
    public static func ellipse(in rect: Rect) -> Path { building { $0.addEllipse(in: rect) } }
    /// A closed circle.
    public static func circle(center: Point, radius: Double) -> Path {
        building { $0.addCircle(center: center, radius: radius) }
    }

    /// A path built by `body` from empty.
    public static func building(_ body: (inout Path) -> Void) -> Path {
        var path = Path()
        body(&path)
        return path
    }
}
