import BarSkin
import CPNGTestSupport
import Foundation

/// Builds PNG files of any colour type, bit depth and interlace for tests.
enum PNGFixture {
    /// Encodes packed PNG samples (rows exactly as PNG stores them).
    static func bytes(
        width: Int, height: Int, bitDepth: Int, colorType: Int, interlaced: Bool = false,
        rows: [UInt8], palette: [UInt8] = [], transparency: [UInt8] = [],
        transparentColor: (gray: UInt16, red: UInt16, green: UInt16, blue: UInt16)? = nil,
        ancillary: Bool = false
    ) -> [UInt8] {
        let rowBytes = rows.count / height
        precondition(rowBytes * height == rows.count, "rows do not divide evenly")
        var result: [UInt8] = []
        rows.withUnsafeBufferPointer { rowBuffer in
            palette.withUnsafeBufferPointer { paletteBuffer in
                transparency.withUnsafeBufferPointer { trnsBuffer in
                    var spec = bs_fixture_spec()
                    spec.width = UInt32(width)
                    spec.height = UInt32(height)
                    spec.bit_depth = Int32(bitDepth)
                    spec.color_type = Int32(colorType)
                    spec.interlaced = interlaced ? 1 : 0
                    spec.rows = rowBuffer.baseAddress
                    spec.row_bytes = rowBytes
                    spec.palette = paletteBuffer.baseAddress
                    spec.palette_entries = Int32(palette.count / 3)
                    spec.trns_alpha = trnsBuffer.baseAddress
                    spec.trns_count = Int32(transparency.count)
                    if let color = transparentColor {
                        spec.has_trns_color = 1
                        spec.trns_gray = color.gray
                        spec.trns_red = color.red
                        spec.trns_green = color.green
                        spec.trns_blue = color.blue
                    }
                    spec.add_ancillary = ancillary ? 1 : 0
                    var bytes: UnsafeMutablePointer<UInt8>?
                    var count = 0
                    var message = [CChar](repeating: 0, count: 200)
                    let status = bs_fixture_write(&spec, &bytes, &count, &message, message.count)
                    precondition(status == 0, "fixture writer failed: \(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))")
                    result = Array(UnsafeBufferPointer(start: bytes, count: count))
                    bs_fixture_free(bytes)
                }
            }
        }
        return result
    }

    /// An 8-bit RGBA PNG of `bitmap`, written by the test writer rather than BarSkin's encoder.
    static func bytes(of bitmap: Bitmap) -> [UInt8] {
        bytes(width: bitmap.width, height: bitmap.height, bitDepth: 8, colorType: 6, rows: bitmap.pixels)
    }
}
