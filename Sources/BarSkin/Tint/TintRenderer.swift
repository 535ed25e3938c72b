/// Where an icon sits in its item canvas.
struct TintPlacement: Sendable {
    /// Canvas size in pixels.
    let canvasWidth: Int, canvasHeight: Int
    /// The icon's top-left corner in the canvas: whole pixels, never resampled.
    let originX: Int, originY: Int
    /// The file's scale, which sizes the recipe's built-in 46x30 pt fill.
    let scale: Int
}

/// Draws one look of a mask: fill, gloss, mask, inner edge. Pure pixel maths
/// over flat byte buffers, no allocation per pixel.
enum TintRenderer {
    static func draw(_ look: TintLook, mask: TintMask, placement: TintPlacement) -> Bitmap {
        let width = placement.canvasWidth, height = placement.canvasHeight
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { out in
            switch look.fill {
            case .flat(let color):
                fillRamp(out, width: width, height: height, top: color, bottom: color, box: visibleBox(mask, placement), gloss: look.gloss)
            case .gradient(let top, let bottom):
                fillRamp(out, width: width, height: height, top: top, bottom: bottom, box: visibleBox(mask, placement), gloss: look.gloss)
            case .builtInGloss:
                guard case .gradient(let top, let bottom) = TintLook.classicSelectedGradient else { return }
                fillRamp(out, width: width, height: height, top: top, bottom: bottom, box: glossBox(mask, placement), gloss: .classic)
            case .image(let image, _):
                fillImage(out, width: width, height: height, image: image, mask: mask, placement: placement)
            }
            applyMask(out, mask: mask, placement: placement)
            if look.edgeHighlight > 0 { highlightEdge(out, amount: look.edgeHighlight, mask: mask, placement: placement) }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    /// Left, top, right, bottom of the fill in canvas pixels.
    typealias Box = (left: Double, top: Double, right: Double, bottom: Double)

    /// Gradients span the visible rows and columns, so every glyph shows the
    /// whole ramp whatever transparent margin its file has.
    private static func visibleBox(_ mask: TintMask, _ placement: TintPlacement) -> Box {
        (Double(placement.originX + mask.visibleLeft), Double(placement.originY + mask.visibleTop),
         Double(placement.originX + mask.visibleRight), Double(placement.originY + mask.visibleBottom))
    }

    /// The recipe's 46x30 pt fill image, at least the icon's size, centred on the icon.
    private static func glossBox(_ mask: TintMask, _ placement: TintPlacement) -> Box {
        let width = max(46 * placement.scale, mask.width), height = max(30 * placement.scale, mask.height)
        let left = placement.originX + floorHalf(mask.width - width), top = placement.originY + floorHalf(mask.height - height)
        return (Double(left), Double(top), Double(left + width), Double(top + height))
    }

    /// A channel value in 0...255 rounded half up, without a libm call per pixel.
    @inline(__always)
    private static func byte(_ value: Double) -> UInt8 { UInt8(min(max(value, 0), 255) + 0.5) }

    /// `floor(value / 2)`, also for negative values.
    static func floorHalf(_ value: Int) -> Int { value >> 1 }

    /// A vertical gradient across `box` (rows outside take the end colours), with
    /// an optional gloss whose white wash fades from the top to a curved edge.
    private static func fillRamp(
        _ out: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int,
        top: RGBA8, bottom: RGBA8, box: Box, gloss: TintGloss?
    ) {
        let start = (Double(top.red), Double(top.green), Double(top.blue), Double(top.alpha))
        let delta = (Double(bottom.red) - start.0, Double(bottom.green) - start.1,
                     Double(bottom.blue) - start.2, Double(bottom.alpha) - start.3)
        let boxHeight = max(box.bottom - box.top, 1), boxWidth = max(box.right - box.left, 1)
        // Per column: the edge's depth as a fraction and as a canvas row.
        var depths = [Double](repeating: 0, count: gloss == nil ? 0 : width)
        if let gloss {
            for x in 0..<width {
                let u = min(max((Double(x) + 0.5 - box.left) / boxWidth, 0), 1)
                depths[x] = max(gloss.edgeDepth(at: u), 0.001)
            }
        }
        depths.withUnsafeBufferPointer { depths in
            for y in 0..<height {
                let t = min(max((Double(y) + 0.5 - box.top) / boxHeight, 0), 1)
                let red = start.0 + delta.0 * t, green = start.1 + delta.1 * t
                let blue = start.2 + delta.2 * t, alpha = byte(start.3 + delta.3 * t)
                var offset = y * width * 4
                guard let gloss else {
                    let r = byte(red), g = byte(green), b = byte(blue)
                    for _ in 0..<width {
                        out[offset] = r; out[offset + 1] = g; out[offset + 2] = b; out[offset + 3] = alpha
                        offset += 4
                    }
                    continue
                }
                // The wash fades with the row alone, so a row above the edge is one
                // colour (which keeps files small); only the edge itself varies by column.
                let rowWash = gloss.topWhite + (gloss.edgeWhite - gloss.topWhite) * min(t / max(gloss.edgeCentre, 0.001), 1)
                for x in 0..<width {
                    // How much of this pixel's row span lies above the edge: anti-aliases the curve.
                    let above = min(max(box.top + depths[x] * boxHeight - Double(y), 0), 1)
                    let wash = (above == 1 ? rowWash : gloss.edgeWhite) * above
                    out[offset] = byte(red + (255 - red) * wash)
                    out[offset + 1] = byte(green + (255 - green) * wash)
                    out[offset + 2] = byte(blue + (255 - blue) * wash)
                    out[offset + 3] = alpha
                    offset += 4
                }
            }
        }
    }

    /// Copies `image` centred on the icon; the canvas outside it stays transparent.
    private static func fillImage(
        _ out: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int,
        image: Bitmap, mask: TintMask, placement: TintPlacement
    ) {
        let left = placement.originX + floorHalf(mask.width - image.width)
        let top = placement.originY + floorHalf(mask.height - image.height)
        let firstX = max(left, 0), lastX = min(left + image.width, width)
        guard firstX < lastX else { return }
        image.pixels.withUnsafeBufferPointer { source in
            for y in max(top, 0)..<min(top + image.height, height) {
                let from = ((y - top) * image.width + (firstX - left)) * 4, to = (y * width + firstX) * 4
                for index in 0..<(lastX - firstX) * 4 { out[to + index] = source[from + index] }
            }
        }
    }

    /// Output alpha = coverage x fill alpha; transparent black outside the icon.
    private static func applyMask(_ out: UnsafeMutableBufferPointer<UInt8>, mask: TintMask, placement: TintPlacement) {
        let width = placement.canvasWidth
        mask.coverage.withUnsafeBufferPointer { coverage in
            for y in 0..<placement.canvasHeight {
                let maskY = y - placement.originY
                let rowInside = maskY >= 0 && maskY < mask.height
                for x in 0..<width {
                    let maskX = x - placement.originX, alphaIndex = (y * width + x) * 4 + 3
                    var alpha: UInt8 = 0
                    if rowInside && maskX >= 0 && maskX < mask.width {
                        let value = Int(coverage[maskY * mask.width + maskX]), fillAlpha = Int(out[alphaIndex])
                        alpha = fillAlpha == 255 ? UInt8(value) : UInt8((value * fillAlpha + 127) / 255)
                    }
                    out[alphaIndex] = alpha
                    // Invisible pixels are transparent black: identical in every row,
                    // so zlib matches them across rows whatever the gradient does.
                    if alpha == 0 { out[alphaIndex - 3] = 0; out[alphaIndex - 2] = 0; out[alphaIndex - 1] = 0 }
                }
            }
        }
    }

    /// Brightens the one-pixel inner edge where coverage crosses one half.
    private static func highlightEdge(_ out: UnsafeMutableBufferPointer<UInt8>, amount: Int, mask: TintMask, placement: TintPlacement) {
        let width = mask.width, height = mask.height
        mask.coverage.withUnsafeBufferPointer { coverage in
            for y in 0..<height {
                for x in 0..<width where coverage[y * width + x] >= 128 {
                    let index = y * width + x
                    let onEdge = x == 0 || y == 0 || x == width - 1 || y == height - 1
                        || coverage[index - 1] < 128 || coverage[index + 1] < 128
                        || coverage[index - width] < 128 || coverage[index + width] < 128
                    guard onEdge else { continue }
                    let offset = ((y + placement.originY) * placement.canvasWidth + x + placement.originX) * 4
                    for channel in 0..<3 { out[offset + channel] = UInt8(min(Int(out[offset + channel]) + amount, 255)) }
                }
            }
        }
    }
}
