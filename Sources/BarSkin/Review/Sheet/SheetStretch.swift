import BarSkinArt
import BarSkinCore
import BarSkinTrace

/// Stretchable art as a sheet shows it: the slice with its caps marked, and the art
/// stretched wider (and taller, where it stretches that way) by BarSkin's own
/// renderer, so a wrong inset shows as a smeared corner or a cut edge.
struct SheetStretch {
    /// The cap lines on the slice, in its pixels: x of the left and right caps' inner edges, y of the top and bottom's.
    var verticalLines: [Int], horizontalLines: [Int]
    /// The stretched art, and its size in points.
    var stretched: Bitmap, pointSize: PixelSize

    /// The stretch of `image`, which has caps; nil when they do not fit it (the build reports that itself).
    init?(_ image: SheetImage, decoder: PNGDecoder) {
        guard let caps = image.caps, let bitmap = try? decoder.decode(fileAt: image.path).bitmap else { return nil }
        var points = image.pointSize, vertical = true
        verticalLines = []
        horizontalLines = []
        switch caps {
        case .resizing(let resizing, _, _):
            let insets = resizing.capInsets
            vertical = resizing.mode != .threePartHorizontal
            if resizing.mode != .threePartVertical { verticalLines = [insets.left, bitmap.width - insets.right] }
            if vertical { horizontalLines = [insets.top, bitmap.height - insets.bottom] }
        case .ninePatchFrame:
            // The frame's own black marks show the caps; the art inside is a pixel smaller on every side.
            points = PixelSize(width: max(1, (bitmap.width - 2) / image.scale), height: max(1, (bitmap.height - 2) / image.scale))
        case .given:
            return nil
        }
        // Always wider (art without left and right caps stretches across its whole width), taller where it has top and bottom caps.
        let target = PixelSize(width: max(points.width * 3, points.width + 60),
                               height: vertical ? points.height * 2 : points.height)
        let operation = StretchOperation(width: target.width, height: target.height, caps: caps, shrinkingCaps: true)
        guard let rendered = try? operation.render([SourceImage(path: image.path, bitmap: bitmap)], scale: image.scale).images.first else { return nil }
        stretched = rendered
        pointSize = target
    }
}
