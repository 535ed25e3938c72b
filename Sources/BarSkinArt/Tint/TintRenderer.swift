import BarSkinCore

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
                fillRamp(out, width: width, height: height, top: TintLook.classicBlueTop, bottom: TintLook.classicBlueBottom,
                         box: glossBox(mask, placement), gloss: look.gloss)
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
    static func byte(_ value: Double) -> UInt8 { UInt8(min(max(value, 0), 255) + 0.5) }

    /// `floor(value / 2)`, also for negative values.
    static func floorHalf(_ value: Int) -> Int { value >> 1 }

    /// Output alpha = coverage x fill alpha; transparent black outside the icon.
    private static func applyMask(_ out: UnsafeMutableBufferPointer<UInt8>, mask: TintMask, placement: TintPlacement) {
        let width = placement.canvasWidth
        // Pixels off the mask have no coverage: whole runs of transparent black, cleared at once.
        let left = min(max(placement.originX, 0), width), right = min(max(placement.originX + mask.width, 0), width)
        func clear(_ row: Int, _ from: Int, _ to: Int) {
            if to > from { out.baseAddress!.advanced(by: (row * width + from) * 4).update(repeating: 0, count: (to - from) * 4) }
        }
        mask.coverage.withUnsafeBufferPointer { coverage in
            for y in 0..<placement.canvasHeight {
                let maskY = y - placement.originY
                guard maskY >= 0 && maskY < mask.height else {
                    clear(y, 0, width)
                    continue
                }
                clear(y, 0, left)
                clear(y, right, width)
                for x in left..<max(left, right) {
                    let alphaIndex = (y * width + x) * 4 + 3
                    let value = Int(coverage[maskY * mask.width + x - placement.originX]), fillAlpha = Int(out[alphaIndex])
                    let alpha = fillAlpha == 255 ? UInt8(value) : UInt8((value * fillAlpha + 127) / 255)
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
                    let offset = ((y + placement.originY) * placement.canvasWidth + x + placement.originX) * 4
                    // Where a fill image leaves the icon invisible it stays transparent black.
                    guard onEdge, out[offset + 3] != 0 else { continue }
                    for channel in 0..<3 { out[offset + channel] = UInt8(min(Int(out[offset + channel]) + amount, 255)) }
                }
            }
        }
    }
}
