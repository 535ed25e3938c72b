import BarSkinCore

/// Draws a ``StretchPlan``: copies fixed patches, stretches or tiles scalable ones.
///
/// This resamples in Swift rather than through cairo on purpose. Each output
/// pixel is computed from a row sample and a column sample that both lie in
/// the source range of the output pixel's own patch (``AxisSampler``), so a
/// cap pixel can never be blended into a neighbouring patch the way a filtered
/// cairo pattern over the whole image would, corners and same-size patches are
/// byte-for-byte copies, and the integer arithmetic gives the same bytes on
/// every machine. Blending happens on premultiplied values with cairo's
/// rounding (``Premultiplication``), so transparent pixels do not darken
/// their neighbours.
public enum StretchRenderer {
    /// The image drawn by `plan`; `source` must be the image the lattice describes.
    public static func render(_ source: Bitmap, plan: StretchPlan) -> Bitmap {
        let columns = AxisSampler(placements: plan.columns, mode: plan.lattice.horizontalMode)
        let rows = AxisSampler(placements: plan.rows, mode: plan.lattice.verticalMode)
        precondition(columns.count == plan.width && rows.count == plan.height, "plan does not cover the target")
        precondition(columns.first.allSatisfy { $0 < source.width } && columns.second.allSatisfy { $0 < source.width }
            && rows.first.allSatisfy { $0 < source.height } && rows.second.allSatisfy { $0 < source.height },
            "the lattice does not fit the source image")
        var output = [UInt8](repeating: 0, count: plan.width * plan.height * 4)
        let input = source.pixels, sourceWidth = source.width
        output.withUnsafeMutableBufferPointer { out in
            input.withUnsafeBufferPointer { pixels in
                for y in 0..<plan.height {
                    let row0 = rows.first[y] * sourceWidth, row1 = rows.second[y] * sourceWidth, wy = rows.weight[y]
                    for x in 0..<plan.width {
                        let target = (y * plan.width + x) * 4
                        let wx = columns.weight[x], col0 = columns.first[x], col1 = columns.second[x]
                        if wx == 0 && wy == 0 {
                            let from = (row0 + col0) * 4
                            out[target] = pixels[from]
                            out[target + 1] = pixels[from + 1]
                            out[target + 2] = pixels[from + 2]
                            out[target + 3] = pixels[from + 3]
                            continue
                        }
                        let p00 = Premultiplied(pixels, (row0 + col0) * 4), p01 = Premultiplied(pixels, (row0 + col1) * 4)
                        let p10 = Premultiplied(pixels, (row1 + col0) * 4), p11 = Premultiplied(pixels, (row1 + col1) * 4)
                        let alpha = blend(p00.a, p01.a, p10.a, p11.a, wx, wy)
                        out[target + 3] = alpha
                        out[target] = Premultiplication.unpremultiply(blend(p00.r, p01.r, p10.r, p11.r, wx, wy), alpha: alpha)
                        out[target + 1] = Premultiplication.unpremultiply(blend(p00.g, p01.g, p10.g, p11.g, wx, wy), alpha: alpha)
                        out[target + 2] = Premultiplication.unpremultiply(blend(p00.b, p01.b, p10.b, p11.b, wx, wy), alpha: alpha)
                    }
                }
            }
        }
        return Bitmap(width: plan.width, height: plan.height, pixels: output)
    }

    /// Bilinear blend with weights out of 256, rounded once at the end.
    @inline(__always)
    static func blend(_ c00: UInt8, _ c01: UInt8, _ c10: UInt8, _ c11: UInt8, _ wx: Int, _ wy: Int) -> UInt8 {
        let top = Int(c00) * (256 - wx) + Int(c01) * wx
        let bottom = Int(c10) * (256 - wx) + Int(c11) * wx
        return UInt8((top * (256 - wy) + bottom * wy + 32768) >> 16)
    }
}

/// One pixel's premultiplied components.
private struct Premultiplied {
    let r: UInt8, g: UInt8, b: UInt8, a: UInt8

    @inline(__always)
    init(_ pixels: UnsafeBufferPointer<UInt8>, _ offset: Int) {
        a = pixels[offset + 3]
        r = Premultiplication.premultiply(pixels[offset], alpha: a)
        g = Premultiplication.premultiply(pixels[offset + 1], alpha: a)
        b = Premultiplication.premultiply(pixels[offset + 2], alpha: a)
    }
}
