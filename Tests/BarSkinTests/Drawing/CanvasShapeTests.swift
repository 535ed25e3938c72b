import BarSkin
import Foundation
import Testing

/// Fills, strokes, clips and antialiasing, checked on decoded pixels.
@Suite struct CanvasShapeTests {
    @Test func fillingARectOnWholePixelsIsExact() throws {
        let canvas = try Canvas(width: 12, height: 10)
        let color = RGBA8(10, 200, 30)
        canvas.fill(Rect(x: 2, y: 3, width: 5, height: 4), with: .solid(Color(color)))
        let bitmap = try canvas.bitmap()
        for y in 0..<10 {
            for x in 0..<12 {
                let inside = (2..<7).contains(x) && (3..<7).contains(y)
                #expect(bitmap[x, y] == (inside ? color : .clear), "pixel (\(x), \(y))")
            }
        }
    }

    @Test func translucentFillIsWithinOneLevel() throws {
        // cairo turns the colour into 16-bit premultiplied values before pixman
        // takes the top 8 bits, so a channel may come back one level off; alpha is exact.
        let color = RGBA8(200, 100, 50, 128)
        let canvas = try Canvas(width: 4, height: 4)
        canvas.fill(canvas.bounds, with: .solid(Color(color)))
        for pixel in pixels(of: try canvas.bitmap(), x: 0..<4, y: 0..<4) {
            #expect(pixel.alpha == 128)
            #expect(largestChannelDifference(pixel, color) <= 1)
        }
    }

    @Test func antialiasedCircleCoversPiRSquared() throws {
        // Stated tolerance: 0.05% of the area (about 0.63 px² for r = 20), which covers
        // flattening the arc into lines within 0.01 px and cairo's coverage sampling
        // (measured: 0.28 px² short).
        let radius = 20.0
        let canvas = try Canvas(width: 64, height: 64)
        canvas.fill(.circle(center: Point(x: 32.3, y: 31.6), radius: radius), with: .solid(.black))
        let bitmap = try canvas.bitmap()
        let coverage = stride(from: 3, to: bitmap.pixels.count, by: 4).reduce(0.0) {
            $0 + Double(bitmap.pixels[$1]) / 255
        }
        let area = Double.pi * radius * radius
        #expect(abs(coverage - area) <= area * 0.0005, "coverage \(coverage), expected \(area)")
        let partial = stride(from: 3, to: bitmap.pixels.count, by: 4).filter {
            bitmap.pixels[$0] != 0 && bitmap.pixels[$0] != 255
        }
        #expect(partial.count > 100, "an antialiased edge has partly covered pixels")
    }

    @Test func aliasedCircleHasOnlyHardEdges() throws {
        let canvas = try Canvas(width: 64, height: 64)
        canvas.isAntialiased = false
        #expect(canvas.isAntialiased == false)
        canvas.fill(.circle(center: Point(x: 32, y: 32), radius: 20), with: .solid(.black))
        let bitmap = try canvas.bitmap()
        let alphas = Set(stride(from: 3, to: bitmap.pixels.count, by: 4).map { bitmap.pixels[$0] })
        #expect(alphas == [0, 255])
    }

    @Test func halfPixelStrokeIsCrisp() throws {
        let canvas = try Canvas(width: 12, height: 10)
        var path = Path()
        path.move(to: Point(x: 2, y: 5.5))
        path.line(to: Point(x: 10, y: 5.5))
        canvas.stroke(path, with: .solid(.white), style: StrokeStyle(lineWidth: 1))
        let bitmap = try canvas.bitmap()
        #expect(pixels(of: bitmap, x: 2..<10, y: 5..<6).allSatisfy { $0 == .white })
        #expect(pixels(of: bitmap, x: 0..<12, y: 4..<5).allSatisfy { $0 == .clear })
        #expect(pixels(of: bitmap, x: 0..<12, y: 6..<7).allSatisfy { $0 == .clear })
        #expect(bitmap[1, 5] == .clear && bitmap[10, 5] == .clear)
    }

    @Test func clipAppliesOnlyInsideItsScope() throws {
        let canvas = try Canvas(width: 6, height: 6)
        canvas.withClip(to: .rect(Rect(x: 1, y: 1, width: 2, height: 2))) {
            canvas.fillAll(with: .solid(.black))
        }
        var bitmap = try canvas.bitmap()
        #expect(pixels(of: bitmap, x: 0..<6, y: 0..<6).filter { $0 == .black }.count == 4)
        #expect(bitmap[1, 1] == .black && bitmap[2, 2] == .black)
        canvas.fillAll(with: .solid(.white))
        bitmap = try canvas.bitmap()
        #expect(pixels(of: bitmap, x: 0..<6, y: 0..<6).allSatisfy { $0 == .white })
    }

    @Test func savedStateRestoresOperatorAntialiasingAndTransform() throws {
        let canvas = try Canvas(width: 4, height: 4)
        canvas.withSavedState {
            canvas.compositeOperator = .add
            canvas.isAntialiased = false
            canvas.translate(dx: 2, dy: 2)
            #expect(canvas.compositeOperator == .add)
        }
        #expect(canvas.compositeOperator == .over)
        #expect(canvas.isAntialiased)
        canvas.fill(Rect(x: 0, y: 0, width: 1, height: 1), with: .solid(.black))
        #expect(try canvas.bitmap()[0, 0] == .black)
    }

    @Test func scalingLetsPointGeometryDrawAtTwoX() throws {
        let canvas = try Canvas(width: 8, height: 8)
        canvas.scale(by: 2)
        canvas.fill(Rect(x: 1, y: 1, width: 2, height: 1), with: .solid(.black))
        let bitmap = try canvas.bitmap()
        #expect(pixels(of: bitmap, x: 2..<6, y: 2..<4).allSatisfy { $0 == .black })
        #expect(pixels(of: bitmap, x: 0..<8, y: 0..<8).filter { $0 == .black }.count == 8)
    }
}
