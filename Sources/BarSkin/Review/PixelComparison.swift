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
        // Rows of bitmaps already held are copied, never decoded: nothing here can throw.
        try! self.init(old: ImageRows(old), new: ImageRows(new), tolerance: tolerance)
    }

    /// Compares two images a row of each at a time, as ``init(old:new:tolerance:)`` compares bitmaps.
    /// - Throws: ``PNGDecodingError`` when a file's rows do not decode.
    init(old: ImageRows, new: ImageRows, tolerance: Int) throws {
        var changed = 0, largest = 0
        try Self.walk(old: old, new: new) { _, _, difference, _, _ in
            if difference > tolerance { changed += 1 }
            if difference > largest { largest = difference }
        }
        changedPixels = changed
        largestDifference = largest
    }

    /// Calls `body` with each pixel of the shared canvas and its largest channel difference, row by row.
    static func walk(old: Bitmap, new: Bitmap, _ body: (_ x: Int, _ y: Int, _ difference: Int) -> Void) {
        // Rows of bitmaps already held are copied, never decoded: nothing here can throw.
        try! walk(old: ImageRows(old), new: ImageRows(new)) { x, y, difference, _, _ in body(x, y, difference) }
    }

    /// Calls `body` with each pixel of the shared canvas, its largest channel difference and
    /// the two images' rows it lies in (nil below an image's last row), a row of each image
    /// at a time: neither image is held whole.
    /// - Throws: ``PNGDecodingError`` when a file's rows do not decode.
    static func walk(old: ImageRows, new: ImageRows,
                     _ body: (_ x: Int, _ y: Int, _ difference: Int, _ old: UnsafeBufferPointer<UInt8>?, _ new: UnsafeBufferPointer<UInt8>?) -> Void) throws {
        let width = max(old.width, new.width), height = max(old.height, new.height)
        let none = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        for y in 0..<height {
            let oldRow = try old.row(y), newRow = try new.row(y)
            for x in 0..<width {
                let first = x < old.width && oldRow != nil ? x * 4 : -1
                let second = x < new.width && newRow != nil ? x * 4 : -1
                body(x, y, difference(oldRow ?? none, first, newRow ?? none, second), oldRow, newRow)
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
