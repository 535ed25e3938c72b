@testable import BarSkin
@testable import BarSkinArt
@testable import BarSkinCore

/// Test images whose every pixel says where it came from.
enum StretchFixtures {
    /// An opaque image cut into a 3x3 grid by `columns` and `rows` (each the
    /// three lengths of leading cap, middle, trailing cap): red is the region's
    /// tag (distinct for all nine), green the row and blue the column inside
    /// the image, so any resampled pixel shows which source pixels fed it.
    static func nineRegions(columns: [Int], rows: [Int]) -> Bitmap {
        let width = columns.reduce(0, +), height = rows.reduce(0, +)
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let region = band(y, rows) * 3 + band(x, columns)
                bitmap[x, y] = RGBA8(UInt8(10 + region * 25), UInt8(y * 5 % 256), UInt8(x * 7 % 256))
            }
        }
        return bitmap
    }

    /// Which of the three bands (0, 1, 2) position `p` falls in.
    static func band(_ p: Int, _ lengths: [Int]) -> Int {
        p < lengths[0] ? 0 : (p < lengths[0] + lengths[1] ? 1 : 2)
    }

    /// The region tag of region (row band, column band).
    static func tag(_ rowBand: Int, _ columnBand: Int) -> UInt8 { UInt8(10 + (rowBand * 3 + columnBand) * 25) }

    /// An independent bilinear sample of an opaque bitmap along one patch:
    /// destination pixel `i` of `destination` maps to source centre
    /// `(i + 0.5) * S / D - 0.5`, clamped to the patch `[start, start + S)`.
    static func sourcePosition(_ i: Int, start: Int, source: Int, destination: Int) -> Double {
        let u = (Double(i) + 0.5) * Double(source) / Double(destination) - 0.5
        return Double(start) + min(max(u, 0), Double(source - 1))
    }

    /// Bilinear value of one channel at a fractional source position.
    static func bilinear(_ bitmap: Bitmap, x: Double, y: Double, channel: KeyPath<RGBA8, UInt8>) -> Double {
        let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
        let x1 = min(x0 + 1, bitmap.width - 1), y1 = min(y0 + 1, bitmap.height - 1)
        let fx = x - Double(x0), fy = y - Double(y0)
        func v(_ px: Int, _ py: Int) -> Double { Double(bitmap[px, py][keyPath: channel]) }
        return (v(x0, y0) * (1 - fx) + v(x1, y0) * fx) * (1 - fy) + (v(x0, y1) * (1 - fx) + v(x1, y1) * fx) * fy
    }
}
