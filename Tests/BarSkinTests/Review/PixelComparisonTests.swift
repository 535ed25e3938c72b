@testable import BarSkin
import BarSkinCore
import BarSkinTestSupport
import Testing

/// What `diff` counts as a changed pixel, on bitmaps built pixel by pixel.
struct PixelComparisonTests {
    /// An interlaced pair cannot be read a row at a time: each is decoded, written to a temporary file and read
    /// back, so the pair is never held at once, and the comparison is the bitmaps'.
    @Test func anInterlacedPairIsComparedThroughTemporaryFiles() throws {
        var old = Bitmap(width: 9, height: 7, filledWith: RGBA8(20, 40, 60))
        let new = old
        old[4, 3] = RGBA8(20, 40, 90)
        old[8, 6] = RGBA8(21, 40, 60)
        let encode = { (bitmap: Bitmap) in
            PNGFixture.bytes(width: bitmap.width, height: bitmap.height, bitDepth: 8, colorType: 6, interlaced: true, rows: bitmap.pixels)
        }
        let before = try ImageRows(bytes: encode(old), path: "old.png", decoder: PNGDecoder(), spilling: true)
        let after = try ImageRows(bytes: encode(new), path: "new.png", decoder: PNGDecoder(), spilling: true)
        #expect(try PixelComparison(old: before, new: after, tolerance: 0) == PixelComparison(changedPixels: 2, largestDifference: 30))
        let again = try ImageRows(bytes: encode(old), path: "old.png", decoder: PNGDecoder(), spilling: true)
        for y in 0..<old.height { #expect(Array(try #require(try again.row(y))) == Array(old.pixels[(y * 36)..<((y + 1) * 36)])) }
        #expect(try again.row(old.height) == nil)
    }

    @Test func theColourOfATransparentPixelDoesNotCount() {
        let old = Bitmap(width: 2, height: 1, filledWith: RGBA8(255, 0, 0, 0))
        let new = Bitmap(width: 2, height: 1, filledWith: RGBA8(0, 0, 255, 0))
        #expect(PixelComparison(old: old, new: new, tolerance: 0) == PixelComparison(changedPixels: 0, largestDifference: 0))
    }

    @Test func coloursAreWeightedByTheirAlpha() {
        // Half-transparent red 200 against 100: 100 and 50 as seen, a difference of 50.
        let old = Bitmap(width: 1, height: 1, filledWith: RGBA8(200, 0, 0, 128))
        let new = Bitmap(width: 1, height: 1, filledWith: RGBA8(100, 0, 0, 128))
        #expect(PixelComparison(old: old, new: new, tolerance: 0) == PixelComparison(changedPixels: 1, largestDifference: 50))
        #expect(PixelComparison(old: old, new: new, tolerance: 50).changedPixels == 0)
        #expect(PixelComparison(old: old, new: new, tolerance: 49).changedPixels == 1)
    }

    @Test func aLargerImageIsComparedOnTheLargerCanvas() {
        let old = Bitmap(width: 2, height: 2, filledWith: .white)
        let new = Bitmap(width: 3, height: 2, filledWith: .white)
        // The third column is transparent in the old image: two pixels, every channel 255 apart.
        #expect(PixelComparison(old: old, new: new, tolerance: 254) == PixelComparison(changedPixels: 2, largestDifference: 255))
    }

    @Test func theDifferenceImageMarksChangedPixelsAndGhostsTheRest() {
        var old = Bitmap(width: 3, height: 1, filledWith: .black)
        let new = old
        old[1, 0] = RGBA8(0, 0, 10)
        let picture = DifferenceImage.bitmap(old: old, new: new, tolerance: 5)
        #expect(picture[1, 0] == DifferenceImage.changedColor)
        // Black, two thirds of the way to white: 170, never magenta.
        #expect(picture[0, 0] == RGBA8(170, 170, 170))
        #expect(DifferenceImage.bitmap(old: old, new: new, tolerance: 10)[1, 0] == RGBA8(170, 170, 170))
    }

    @Test func aShrunkDifferenceKeepsAOnePixelChange() {
        // 1200x600 with one changed pixel: shown 240x120, where the browser's scaling would drop it.
        var old = Bitmap(width: 1200, height: 600, filledWith: .black)
        let new = old
        old[1001, 333] = .white
        let shrunk = DifferenceImage.shrunk(DifferenceImage.bitmap(old: old, new: new, tolerance: 0), toFit: 240)
        #expect((shrunk.width, shrunk.height) == (240, 120))
        var changed: [String] = []
        for y in 0..<shrunk.height { for x in 0..<shrunk.width where shrunk[x, y] == DifferenceImage.changedColor { changed.append("\(x),\(y)") } }
        #expect(changed == ["200,66"])
        #expect(shrunk[0, 0] == RGBA8(170, 170, 170))
        // Small enough already, it is shown as it is.
        let small = DifferenceImage.bitmap(old: Bitmap(width: 20, height: 10, filledWith: .black), new: Bitmap(width: 20, height: 10, filledWith: .white), tolerance: 0)
        #expect(DifferenceImage.shrunk(small, toFit: 240).pixels == small.pixels)
    }
}
