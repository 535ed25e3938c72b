import BarSkinCore

/// The coverage of one icon, 0...255 per pixel, read once from the decoded input.
struct TintMask: Sendable {
    /// Size in pixels, the input's.
    let width: Int, height: Int
    /// `width * height` coverages, row after row.
    let coverage: [UInt8]
    /// The smallest rectangle holding every visible pixel: left, top, right and bottom (exclusive).
    let visibleLeft: Int, visibleTop: Int, visibleRight: Int, visibleBottom: Int

    /// Reads the coverage of `bitmap`.
    /// - Throws: ``TintProblem/opaqueMask`` when `mode` is alpha and nothing is
    ///   transparent; ``TintProblem/emptyMask(mode:)`` when nothing would show.
    init(bitmap: Bitmap, mode: MaskMode, path: String) throws {
        width = bitmap.width
        height = bitmap.height
        var left = width, top = height, right = 0, bottom = 0
        var allOpaque = true
        let count = width * height
        let width = width
        coverage = [UInt8](unsafeUninitializedCapacity: count) { plane, initialized in
            bitmap.pixels.withUnsafeBufferPointer { pixels in
                for y in 0..<bitmap.height {
                    var rowVisible = false
                    for x in 0..<width {
                        let index = y * width + x, offset = index * 4
                        let alpha = pixels[offset + 3]
                        allOpaque = allOpaque && alpha == 255
                        let value: UInt8
                        switch mode {
                        case .alpha:
                            value = alpha
                        case .luminance:
                            // Rec. 601 luma in integers; darkness times the pixel's own alpha.
                            let luma = (299 * Int(pixels[offset]) + 587 * Int(pixels[offset + 1])
                                + 114 * Int(pixels[offset + 2]) + 500) / 1000
                            value = UInt8(((255 - luma) * Int(alpha) + 127) / 255)
                        }
                        plane[index] = value
                        if value != 0 {
                            rowVisible = true
                            if x < left { left = x }
                            if x >= right { right = x + 1 }
                        }
                    }
                    if rowVisible {
                        if y < top { top = y }
                        bottom = y + 1
                    }
                }
            }
            initialized = count
        }
        if mode == .alpha && allOpaque { throw TintProblem.opaqueMask.located(at: path) }
        guard right > left else { throw TintProblem.emptyMask(mode: mode).located(at: path) }
        visibleLeft = left
        visibleTop = top
        visibleRight = right
        visibleBottom = bottom
    }
}
