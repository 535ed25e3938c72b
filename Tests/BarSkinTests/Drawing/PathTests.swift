import BarSkin
import Foundation
import Testing

@Suite struct PathTests {
    @Test func tangentArcRoundsACornerLikeQuartz() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addArc(tangentTo: Point(x: 10, y: 0), then: Point(x: 10, y: 10), radius: 3)
        guard case .line(let lineEnd) = path.elements[1],
              case .arc(let center, let radius, _, _, let clockwise) = path.elements[2] else {
            Issue.record("expected a line then an arc, got \(path.elements)")
            return
        }
        #expect(lineEnd.distance(to: Point(x: 7, y: 0)) < 1e-9)
        #expect(center.distance(to: Point(x: 7, y: 3)) < 1e-9)
        #expect(radius == 3 && clockwise)
        #expect(path.currentPoint!.distance(to: Point(x: 10, y: 3)) < 1e-9)
    }

    @Test func tangentArcOnAStraightLineIsALine() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addArc(tangentTo: Point(x: 5, y: 0), then: Point(x: 9, y: 0), radius: 2)
        #expect(path.elements.last == .line(to: Point(x: 5, y: 0)))
    }

    @Test func roundedRectCoversItsArea() throws {
        // Area w*h - (4 - pi) r^2; same 0.05% tolerance as the circle.
        let rect = Rect(x: 3, y: 4, width: 40, height: 24), radius = 6.0
        let canvas = try Canvas(width: 48, height: 32)
        canvas.fill(.roundedRect(rect, radius: radius), with: .solid(.black))
        let bitmap = try canvas.bitmap()
        let coverage = stride(from: 3, to: bitmap.pixels.count, by: 4).reduce(0.0) {
            $0 + Double(bitmap.pixels[$1]) / 255
        }
        let area = rect.width * rect.height - (4 - Double.pi) * radius * radius
        #expect(abs(coverage - area) <= area * 0.0005, "coverage \(coverage), expected \(area)")
        #expect(bitmap[23, 16] == .black && bitmap[3, 4] == .clear && bitmap[2, 16] == .clear)
    }

    @Test func ellipseIsSymmetricAndEvenOddMakesHoles() throws {
        let canvas = try Canvas(width: 40, height: 20)
        var ring = Path.ellipse(in: Rect(x: 0, y: 0, width: 40, height: 20))
        ring.append(.ellipse(in: Rect(x: 10, y: 5, width: 20, height: 10)))
        canvas.fill(ring, with: .solid(.black), rule: .evenOdd)
        let bitmap = try canvas.bitmap()
        #expect(bitmap[20, 10] == .clear)
        #expect(bitmap[5, 10] == .black && bitmap[34, 10] == .black)
        // Mirror pixels agree within 4 levels (cairo flattens each Bézier quarter from its
        // own start and samples coverage on a sub-row grid, so edges are not bit-symmetric),
        // and the two halves' coverage within 0.1%.
        var halves = (left: 0, right: 0)
        for y in 0..<20 {
            for x in 0..<20 {
                #expect(largestChannelDifference(bitmap[x, y], bitmap[39 - x, y]) <= 4)
                halves.left += Int(bitmap[x, y].alpha)
                halves.right += Int(bitmap[39 - x, y].alpha)
            }
        }
        #expect(abs(halves.left - halves.right) * 1000 <= halves.left)
    }
}
