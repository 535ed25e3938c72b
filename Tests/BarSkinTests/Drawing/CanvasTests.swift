import BarSkin
import BarSkinTestSupport
import Testing

/// Creating canvases and reading their pixels back.
@Suite struct CanvasTests {
    @Test func blankCanvasIsTransparent() throws {
        let canvas = try Canvas(width: 7, height: 3)
        #expect(canvas.bounds == Rect(x: 0, y: 0, width: 7, height: 3))
        #expect(try canvas.bitmap() == Bitmap(width: 7, height: 3))
    }

    @Test func refusesEmptyAndOversizedCanvasesBeforeAllocating() {
        #expect(throws: DrawingError.emptySize(width: 0, height: 5)) { try Canvas(width: 0, height: 5) }
        #expect(throws: DrawingError.emptySize(width: 4, height: -1)) { try Canvas(width: 4, height: -1) }
        let limits = DecodeLimits(maxSide: 100, maxPixels: 5000)
        #expect(throws: DrawingError.tooLarge(width: 101, height: 1, limits: limits)) {
            try Canvas(width: 101, height: 1, limits: limits)
        }
        #expect(throws: DrawingError.tooLarge(width: 100, height: 51, limits: limits)) {
            try Canvas(width: 100, height: 51, limits: limits)
        }
        #expect(throws: DrawingError.self) { try Canvas(width: Int.max, height: Int.max) }
        let huge = DecodeLimits(maxSide: 1_000_000, maxPixels: Int.max)
        #expect(throws: DrawingError.tooLarge(width: 40_000, height: 1, limits: huge)) {
            try Canvas(width: 40_000, height: 1, limits: huge)
        }
        #expect(DrawingError.tooLarge(width: 101, height: 1, limits: limits).message
            == "canvas size 101x1 is over the limit of 100 px a side and 5000 pixels")
        #expect(DrawingError.emptySize(width: 0, height: 5).message == "canvas size 0x5 is empty")
        let wide = Bitmap(width: 40_000, height: 1)
        #expect { try Canvas(bitmap: wide) } throws: { error in
            (error as? DrawingError)?.message == "canvas size 40000x1 is over the limit of 32767 px a side"
        }
    }

    @Test func opaqueBitmapsRoundTripExactly() throws {
        var random = SplitMix(seed: 1)
        for (width, height) in [(1, 1), (3, 5), (64, 17), (257, 3)] {
            let bitmap = random.bitmap(width: width, height: height, opaque: true)
            #expect(try Canvas(bitmap: bitmap).bitmap() == bitmap)
        }
    }

    @Test func translucentBitmapsRoundTripWithCairosRounding() throws {
        var random = SplitMix(seed: 2)
        let bitmap = random.bitmap(width: 40, height: 30, opaque: false)
        #expect(try Canvas(bitmap: bitmap).bitmap() == Self.roundTrip(bitmap))
    }

    @Test func copiesHaveTheSamePixelsAndAreIndependent() throws {
        var random = SplitMix(seed: 5)
        let bitmap = random.bitmap(width: 6, height: 5, opaque: false)
        let canvas = try Canvas(bitmap: bitmap)
        let copy = try canvas.copy()
        #expect(try copy.bitmap() == canvas.bitmap())
        copy.clear()
        #expect(try copy.bitmap() == Bitmap(width: 6, height: 5))
        #expect(try canvas.bitmap() == Self.roundTrip(bitmap))
        canvas.draw(copy, at: .zero)
    }

    static func roundTrip(_ bitmap: Bitmap) -> Bitmap {
        var result = bitmap
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                result[x, y] = Premultiplication.rgba8(argb32: Premultiplication.argb32(bitmap[x, y]))
            }
        }
        return result
    }

    @Test func replacePixelsLoadsANewBitmap() throws {
        let canvas = try Canvas(width: 2, height: 2)
        let bitmap = Bitmap(width: 2, height: 2, filledWith: RGBA8(9, 8, 7))
        canvas.replacePixels(with: bitmap)
        #expect(try canvas.bitmap() == bitmap)
    }

    @Test func cairoFailuresSurfaceWithCairosMessage() throws {
        let canvas = try Canvas(width: 4, height: 4)
        // A zero scale is an error cairo records in the context; later drawing is ignored.
        canvas.scale(by: 0)
        canvas.fill(Rect(x: 0, y: 0, width: 1, height: 1), with: .solid(.black))
        #expect(throws: DrawingError.cairo(detail: "invalid matrix (not invertible)")) { try canvas.bitmap() }
        #expect(DrawingError.cairo(detail: "invalid matrix (not invertible)").located(at: "a.png").description
            == "a.png: drawing failed: invalid matrix (not invertible)")
    }
}
