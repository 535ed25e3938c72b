import BarSkin
import Testing

/// Masks and compositing operators.
@Suite struct CanvasMaskTests {
    /// An 8x8 mask whose alphas run through 0...252 (every value a multiple of 4).
    static func mask() -> Bitmap {
        var mask = Bitmap(width: 8, height: 8)
        for y in 0..<8 {
            for x in 0..<8 { mask[x, y] = RGBA8(0, 0, 0, UInt8((y * 8 + x) * 4)) }
        }
        return mask
    }

    @Test func destinationInMaskingGivesTheMasksAlpha() throws {
        for useOperator in [false, true] {
            let canvas = try Canvas(width: 12, height: 12)
            canvas.fillAll(with: .solid(Color(RGBA8(10, 20, 30))))
            if useOperator {
                canvas.compositeOperator = .destinationIn
                try canvas.draw(Self.mask(), in: Rect(x: 2, y: 3, width: 8, height: 8), extend: .none, filter: .nearest)
            } else {
                try canvas.mask(with: Self.mask(), at: Point(x: 2, y: 3))
            }
            let result = try canvas.bitmap()
            for y in 0..<12 {
                for x in 0..<12 {
                    let inside = (2..<10).contains(x) && (3..<11).contains(y)
                    // A draw changes nothing outside its destination; a mask clears everything outside it.
                    let alpha = inside ? Self.mask()[x - 2, y - 3].alpha : useOperator ? 255 : 0
                    #expect(result[x, y].alpha == alpha, "pixel (\(x), \(y)), operator: \(useOperator)")
                }
            }
        }
    }

    @Test func fillMaskedByABitmapPaintsThroughItsAlpha() throws {
        let color = RGBA8(200, 100, 50)
        let canvas = try Canvas(width: 8, height: 8)
        try canvas.fill(with: .solid(Color(color)), maskedBy: Self.mask())
        let result = try canvas.bitmap()
        for y in 0..<8 {
            for x in 0..<8 {
                // pixman multiplies by the mask with the same rounding as cairo's premultiply.
                let expected = Premultiplication.rgba8(argb32: Premultiplication.argb32(
                    RGBA8(color.red, color.green, color.blue, Self.mask()[x, y].alpha)))
                #expect(result[x, y] == expected, "pixel (\(x), \(y))")
            }
        }
    }

    /// One pixel of `base` with `top` drawn over it using `op`.
    static func composite(_ top: RGBA8, over base: RGBA8, with op: CompositeOperator) throws -> RGBA8 {
        let canvas = try Canvas(width: 1, height: 1)
        canvas.fillAll(with: .solid(Color(base)))
        canvas.compositeOperator = op
        canvas.fillAll(with: .solid(Color(top)))
        return try canvas.bitmap()[0, 0]
    }

    @Test func compositeOperatorsCombineAsDocumented() throws {
        let gray = RGBA8(128, 128, 128)
        #expect(try Self.composite(RGBA8(128, 64, 32), over: .white, with: .multiply) == RGBA8(128, 64, 32))
        // Screen: 1 - (1 - a)(1 - b) = 191.75 levels; one level of rounding allowed.
        #expect(largestChannelDifference(try Self.composite(gray, over: gray, with: .screen), RGBA8(192, 192, 192)) <= 1)
        #expect(try Self.composite(RGBA8(100, 100, 100), over: RGBA8(200, 100, 0), with: .add) == RGBA8(255, 200, 100))
        #expect(try Self.composite(.black, over: .white, with: .destinationOut) == .clear)
        #expect(try Self.composite(RGBA8(0, 0, 255, 128), over: .white, with: .source).alpha == 128)
        #expect(try Self.composite(.black, over: .white, with: .clear) == .clear)
        #expect(try Self.composite(.black, over: RGBA8(0, 0, 0, 0), with: .sourceAtop) == .clear)
        #expect(try Self.composite(.black, over: .white, with: .destinationOver) == .white)
        #expect(try Self.composite(.black, over: .white, with: .over) == .black)
        for op in CompositeOperator.allCases {
            let canvas = try Canvas(width: 1, height: 1)
            canvas.compositeOperator = op
            #expect(canvas.compositeOperator == op)
        }
    }
}
