import BarSkinCore

extension TintRenderer {
    /// A vertical gradient across `box` (rows outside take the end colours), with
    /// an optional gloss whose white wash fades from the top to a curved edge.
    static func fillRamp(
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
                // A pixel wholly above or below the edge is one of the row's two colours, worked
                // out once (the same sums, so the same bytes): only the edge's pixels vary.
                let washed = (byte(red + (255 - red) * rowWash), byte(green + (255 - green) * rowWash), byte(blue + (255 - blue) * rowWash))
                let plain = (byte(red), byte(green), byte(blue))
                for x in 0..<width {
                    // How much of this pixel's row span lies above the edge: anti-aliases the curve.
                    let above = min(max(box.top + depths[x] * boxHeight - Double(y), 0), 1)
                    let pixel: (UInt8, UInt8, UInt8)
                    if above == 1 {
                        pixel = washed
                    } else if above == 0 {
                        pixel = plain
                    } else {
                        let wash = gloss.edgeWhite * above
                        pixel = (byte(red + (255 - red) * wash), byte(green + (255 - green) * wash), byte(blue + (255 - blue) * wash))
                    }
                    out[offset] = pixel.0
                    out[offset + 1] = pixel.1
                    out[offset + 2] = pixel.2
                    out[offset + 3] = alpha
                    offset += 4
                }
            }
        }
    }

    /// Copies `image` centred on the icon; the canvas outside it stays transparent.
    static func fillImage(
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
}
