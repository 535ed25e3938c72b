import BarSkinCore

/// A picture of where two images differ: every changed pixel opaque magenta, every
/// other pixel a faint grey ghost of the new image (of the old one where the new has
/// none), so the changes stand out wherever they are, on any background.
public enum DifferenceImage {
    /// The colour of a changed pixel.
    public static let changedColor = RGBA8(255, 0, 255)

    /// The difference of `old` and `new` on their shared canvas; a pixel is changed
    /// when a channel differs by more than `tolerance` levels (as ``PixelComparison`` counts).
    public static func bitmap(old: Bitmap, new: Bitmap, tolerance: Int) -> Bitmap {
        var result = Bitmap(width: max(old.width, new.width), height: max(old.height, new.height), filledWith: .white)
        PixelComparison.walk(old: old, new: new) { x, y, difference in
            if difference > tolerance {
                result[x, y] = changedColor
                return
            }
            let source = x < new.width && y < new.height ? new : old
            guard x < source.width && y < source.height else { return }
            result[x, y] = ghost(of: source[x, y])
        }
        return result
    }

    /// The difference of `old` and `new` as ``shrunk(_:toFit:)`` shows it at most `side`
    /// pixels a side, drawn as their rows are read: the full-size difference is never made.
    /// - Throws: ``PNGDecodingError`` when a file's rows do not decode.
    static func shown(old: ImageRows, new: ImageRows, tolerance: Int, side: Int, counting comparison: inout PixelComparison) throws -> Bitmap {
        let width = max(old.width, new.width), height = max(old.height, new.height)
        let display = ReviewPage.displaySize(width: width, height: height, side: side)
        let (shownWidth, shownHeight) = display.width < width || display.height < height ? display : (width, height)
        var result = Bitmap(width: shownWidth, height: shownHeight, filledWith: .white)
        var changed = 0, largest = 0
        try PixelComparison.walk(old: old, new: new) { x, y, difference, oldRow, newRow in
            largest = max(largest, difference)
            let shownX = x * shownWidth / width, shownY = y * shownHeight / height
            if difference > tolerance {
                changed += 1
                result[shownX, shownY] = changedColor
            } else if x * shownWidth % width < shownWidth && y * shownHeight % height < shownHeight {
                // The block's first pixel stands for its ghost, as in shrunk(_:toFit:).
                guard let row = (x < new.width ? newRow : nil) ?? (x < old.width ? oldRow : nil) else { return }
                result[shownX, shownY] = ghost(of: RGBA8(row[x * 4], row[x * 4 + 1], row[x * 4 + 2], row[x * 4 + 3]))
            }
        }
        comparison = PixelComparison(changedPixels: changed, largestDifference: largest)
        return result
    }

    /// Luma over white, then two thirds of the way to white: readable, never mistaken for a change.
    private static func ghost(of pixel: RGBA8) -> RGBA8 {
        let luma = (Int(pixel.red) * 299 + Int(pixel.green) * 587 + Int(pixel.blue) * 114) / 1000
        let overWhite = 255 - (255 - luma) * Int(pixel.alpha) / 255
        let ghost = UInt8(255 - (255 - overWhite) / 3)
        return RGBA8(ghost, ghost, ghost)
    }

    /// `difference` made small enough to be shown at most `side` pixels a side without the
    /// browser scaling it: each shown pixel is changed when any pixel it stands for is, so a
    /// one-pixel change in a large image still shows (scaled by the browser, it would vanish).
    public static func shrunk(_ difference: Bitmap, toFit side: Int) -> Bitmap {
        let (width, height) = ReviewPage.displaySize(width: difference.width, height: difference.height, side: side)
        guard width < difference.width || height < difference.height else { return difference }
        var changed = Bitmap(width: width, height: height, filledWith: .white)
        // Each source pixel marks the one shown pixel it falls in: one pass over the large image.
        for y in 0..<difference.height {
            let shownY = y * height / difference.height
            for x in 0..<difference.width {
                let shownX = x * width / difference.width
                let pixel = difference[x, y]
                if pixel == changedColor || changed[shownX, shownY] == changedColor {
                    changed[shownX, shownY] = changedColor
                } else if x * width % difference.width < width && y * height % difference.height < height {
                    // The block's first pixel stands for its ghost.
                    changed[shownX, shownY] = pixel
                }
            }
        }
        return changed
    }
}
