import BarSkinCore
internal import CCairo

/// Direct access to the premultiplied pixels, for pixel kernels inside the
/// module (blurs, edge highlights) that cairo has no operator for.
extension Canvas {
    /// Runs `body` over the ARGB32 words (premultiplied, alpha in the top byte;
    /// rows `wordsPerRow` apart), then tells cairo the pixels changed.
    func withUnsafeMutablePixelWords<Result>(
        _ body: (_ words: UnsafeMutableBufferPointer<UInt32>, _ wordsPerRow: Int) throws -> Result
    ) rethrows -> Result {
        cairo_surface_flush(surface)
        defer { cairo_surface_mark_dirty(surface) }
        return try body(UnsafeMutableBufferPointer(start: words, count: wordsPerRow * height), wordsPerRow)
    }

    /// Replaces every pixel with `bitmap`'s, which must be the canvas's size.
    public func replacePixels(with bitmap: Bitmap) {
        precondition(bitmap.width == width && bitmap.height == height, "bitmap size differs from the canvas")
        withUnsafeMutablePixelWords { words, wordsPerRow in
            Premultiplication.store(bitmap, into: words.baseAddress!, wordsPerRow: wordsPerRow)
        }
    }

    /// A new canvas with the same pixels (not the same state): the way to draw a
    /// canvas onto itself, or to keep a layer before blurring it.
    /// - Throws: ``DrawingError`` if cairo cannot set up the new surface.
    public func copy() throws -> Canvas {
        let copy = try Canvas(width: width, height: height,
                              limits: DecodeLimits(maxSide: Self.cairoMaxSide, maxPixels: Int.max))
        cairo_surface_flush(surface)
        precondition(copy.wordsPerRow == wordsPerRow, "same width, same stride")
        copy.words.update(from: words, count: wordsPerRow * height)
        cairo_surface_mark_dirty(copy.surface)
        return copy
    }
}
