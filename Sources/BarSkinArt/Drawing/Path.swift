import BarSkinCore
import Foundation

/// An outline to fill or stroke, built from moves, lines, curves and arcs.
///
/// A plain value: it can be built once (at 1x, say) and drawn on many canvases.
/// Angles are in radians, measured from the +x axis towards +y; because y points
/// down, increasing angles turn clockwise on screen.
public struct Path: Sendable, Hashable {
    /// One step of a path.
    public enum Element: Sendable, Hashable {
        /// Starts a new sub-path at a point.
        case move(to: Point)
        /// A straight line from the current point.
        case line(to: Point)
        /// A cubic Bézier curve from the current point.
        case curve(to: Point, control1: Point, control2: Point)
        /// A circular arc; a line joins the current point to the arc's start.
        case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
        /// A line back to the start of the current sub-path, closing it.
        case close
    }

    /// How overlapping sub-paths decide what is inside.
    public enum FillRule: Sendable, Hashable {
        /// Inside when the outline winds round a point a non-zero number of times.
        case winding
        /// Inside when a ray from the point crosses the outline an odd number of times (makes holes).
        case evenOdd
    }

    /// The steps, in order.
    public private(set) var elements: [Element] = []
    /// Where the next line or curve starts; nil before the first move.
    public private(set) var currentPoint: Point?
    private var subpathStart: Point?

    /// An empty path.
    public init() {}

    /// True when the path has no steps.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new sub-path at `point`.
    public mutating func move(to point: Point) {
        elements.append(.move(to: point))
        currentPoint = point
        subpathStart = point
    }

    /// A straight line to `point` (a move, if the path has no current point).
    public mutating func line(to point: Point) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.line(to: point))
        currentPoint = point
    }

    /// A cubic Bézier curve to `point` pulled towards `control1` then `control2`.
    public mutating func curve(to point: Point, control1: Point, control2: Point) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
        currentPoint = point
    }

    /// A circular arc round `center` from `startAngle` to `endAngle`, turning
    /// clockwise on screen (increasing angle) unless `clockwise` is false.
    public mutating func arc(center: Point, radius: Double, from startAngle: Double, to endAngle: Double,
                             clockwise: Bool = true) {
        precondition(radius >= 0, "arc radius is negative")
        let start = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if currentPoint == nil { subpathStart = start }
        elements.append(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                             clockwise: clockwise))
        currentPoint = Point(x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
    }

    /// Closes the current sub-path with a line back to its start.
    public mutating func close() {
        guard currentPoint != nil else { return }
        elements.append(.close)
        currentPoint = subpathStart
    }

    /// This path followed by all of `other`'s sub-paths.
    public mutating func append(_ other: Path) {
        elements += other.elements
        if other.currentPoint != nil {
            currentPoint = other.currentPoint
            subpathStart = other.subpathStart
        }
    }
}
