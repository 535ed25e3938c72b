import BarSkin
import BarSkinTestSupport
import Testing

/// Image draws: stretching, tiling and never sampling outside the source rectangle.
@Suite struct CanvasImageTests {
    /// `bitmap` as a canvas gives it back: premultiplied then unpremultiplied.
    static func roundTripped(_ bitmap: Bitmap) throws -> Bitmap {
        try Canvas(bitmap: bitmap).bitmap()
    }

    /// A 7x20 image whose column 3 is a strip of distinct colours (some translucent)
    /// and whose other columns are a colour the strip never uses.
    static func imageWithStrip() -> Bitmap {
        var image = Bitmap(width: 7, height: 20, filledWith: RGBA8(0, 255, 0))
        for y in 0..<20 {
            image[3, y] = RGBA8(UInt8(y * 12), UInt8(200 - y * 7), UInt8(y * 5 + 1), y % 4 == 0 ? 128 : 255)
        }
        return image
    }

    @Test(arguments: [ImageFilter.nearest, .bilinear, .best])
    func paddingAOnePixelStripReproducesItInEveryColumn(filter: ImageFilter) throws {
        let image = try Canvas(bitmap: Self.imageWithStrip())
        let canvas = try Canvas(width: 50, height: 20)
        canvas.draw(image, in: canvas.bounds, from: Rect(x: 3, y: 0, width: 1, height: 20), extend: .pad, filter: filter)
        let expected = try Self.roundTripped(Self.imageWithStrip())
        let result = try canvas.bitmap()
        for x in 0..<50 {
            #expect(pixels(of: result, x: x..<(x + 1), y: 0..<20) == pixels(of: expected, x: 3..<4, y: 0..<20),
                    "column \(x)")
        }
    }

    @Test(arguments: [ImageFilter.nearest, .bilinear])
    func repeatingTilesTheSourceRectangleExactly(filter: ImageFilter) throws {
        var random = SplitMix(seed: 3)
        let image = random.bitmap(width: 9, height: 6, opaque: false)
        let tile = Rect(x: 2, y: 1, width: 5, height: 3)
        let destination = Rect(x: 4, y: 2, width: 23, height: 10)
        let canvas = try Canvas(width: 30, height: 14)
        try canvas.draw(image, in: destination, from: tile, extend: .repeat, filter: filter)
        let result = try canvas.bitmap()
        let expected = try Self.roundTripped(image)
        for y in 0..<14 {
            for x in 0..<30 {
                let inside = (4..<27).contains(x) && (2..<12).contains(y)
                let want = inside ? expected[2 + (x - 4) % 5, 1 + (y - 2) % 3] : .clear
                #expect(result[x, y] == want, "pixel (\(x), \(y))")
            }
        }
    }

    /// 3x3 regions of 4x4 pixels: the centre is pure red, its neighbours have no red at all.
    static func regions() -> Bitmap {
        var image = Bitmap(width: 12, height: 12)
        for y in 0..<12 {
            for x in 0..<12 {
                let (column, row) = (x / 4, y / 4)
                image[x, y] = column == 1 && row == 1 ? RGBA8(200, 0, 0)
                    : (column + row) % 2 == 0 ? RGBA8(0, 200, 0) : RGBA8(0, 0, 200, 90)
            }
        }
        return image
    }

    @Test(arguments: [ImageFilter.nearest, .bilinear, .best], [ImageExtend.none, .pad])
    func subRectangleDrawsNeverSampleNeighbours(filter: ImageFilter, extend: ImageExtend) throws {
        let image = try Canvas(bitmap: Self.regions())
        let centre = Rect(x: 4, y: 4, width: 4, height: 4)
        for destination in [Rect(x: 1.3, y: 2.6, width: 22, height: 17.5), Rect(x: 2, y: 3, width: 3, height: 3),
                            Rect(x: 0, y: 0, width: 24, height: 24)] {
            let canvas = try Canvas(width: 26, height: 26)
            canvas.draw(image, in: destination, from: centre, extend: extend, filter: filter)
            let result = try canvas.bitmap()
            let drawn = pixels(of: result, x: 0..<26, y: 0..<26).filter { $0.alpha > 0 }
            #expect(!drawn.isEmpty)
            #expect(drawn.allSatisfy { $0.green == 0 && $0.blue == 0 }, "neighbour colour bled into \(destination)")
            if extend == .pad && destination.isIntegral {
                // Padding keeps even the edge pixels solid: the draw is exactly the region's colour.
                let covered = pixels(of: result, x: Int(destination.minX)..<Int(destination.maxX),
                                     y: Int(destination.minY)..<Int(destination.maxY))
                #expect(covered.allSatisfy { $0 == RGBA8(200, 0, 0) })
                #expect(drawn.count == covered.count)
            }
        }
    }

    @Test func drawingAtAPointCopiesPixelsExactly() throws {
        var random = SplitMix(seed: 4)
        let image = random.bitmap(width: 5, height: 4, opaque: true)
        let canvas = try Canvas(width: 9, height: 9)
        canvas.draw(try Canvas(bitmap: image), at: Point(x: 3, y: 2))
        let result = try canvas.bitmap()
        #expect(pixels(of: result, x: 3..<8, y: 2..<6) == pixels(of: image, x: 0..<5, y: 0..<4))
        #expect(pixels(of: result, x: 0..<9, y: 0..<9).filter { $0 != .clear }.count == 20)
    }
}
