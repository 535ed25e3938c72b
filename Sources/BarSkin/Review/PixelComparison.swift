import BarSkinCore

/// How two decoded images differ, pixel by pixel.
///
/// Pixels are compared as they look: colour channels weighted by alpha (premultiplied,
/// rounded), so the colour of a fully transparent pixel, which no one sees, never
/// counts. Two images of different sizes are compared on the larger canvas, top-left
/// aligned, a pixel outside an image being transparent.
public struct PixelComparison: Sendable, Equatable {
    /// The pixels whose largest channel difference is above the tolerance.
    public var changedPixels: Int
    /// The largest difference of any channel of any pixel, 0 to 255.
    public var largestDifference: Int

    /// A comparison from its counts.
    public init(changedPixels: Int, largestDifference: Int) {
        self.changedPixels = changedPixels
        self.largestDifference = largestDifference
    }

    /// Compares `old` with `new`; a pixel counts as changed when a channel differs by more than `tolerance` levels.
    public init(old: Bitmap, new: Bitmap, tolerance: Int) {
        var changed = 0, largest = 0
        Self.walk(old: old, new: new) { _, _, difference in
            if difference > tolerance { changed += 1 }
            if difference > largest { largest = difference }
        }
        changedPixels = changed
        largestDifference = largest
    }

    /// Calls `body` with each pixel of the shared canvas and its largest channel difference, row by row.
    static func walk(old: Bitmap, new: Bitmap, _ body: (_ x: Int, _ y: Int, _ difference: Int) -> Void) {
        let width = max(old.width, new.width), height = max(old.height, new.height)
        old.pixels.withUnsafeBufferPointer { oldPixels in
            new.pixels.withUnsafeBufferPointer { newPixels in
                for y in 0..<height {
                    for x in 0..<width {
                        let first = x < old.width && y < old.height ? (y * old.width + x) * 4 : -1
                        let second = x < new.width && y < new.height ? (y * new.width + x) * 4 : -1
                        body(x, y, difference(oldPixels, first, newPixels, second))
                    }
                }
            }
        }
    }

    /// The largest channel difference of two pixels given by offset (-1: outside, transparent).
    @inline(__always)
    private static func difference(_ old: UnsafeBufferPointer<UInt8>, _ first: Int, _ new: UnsafeBufferPointer<UInt8>, _ second: Int) -> Int {
        let oldAlpha = first < 0 ? 0 : Int(old[first + 3]), newAlpha = second < 0 ? 0 : Int(new[second + 3])
        var largest = abs(oldAlpha - newAlpha)
        guard oldAlpha > 0 || newAlpha > 0 else { return 0 }
        for channel in 0..<3 {
            let before = oldAlpha == 0 ? 0 : premultiplied(old[first + channel], oldAlpha)
            let after = newAlpha == 0 ? 0 : premultiplied(new[second + channel], newAlpha)
            largest = max(largest, abs(before - after))
        }
        return largest
    }

    @inline(__always)
    private static func premultiplied(_ value: UInt8, _ alpha: Int) -> Int { (Int(value) * alpha + 127) / 255 }
}
