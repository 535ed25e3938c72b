import BarSkinCore
internal import CCairo

/// A drawing surface: cairo's premultiplied ARGB32 image surface over a pixel
/// buffer this object owns, with drawing calls that take BarSkin's own values
/// (``Path``, ``Paint``, ``Rect``) so no cairo type reaches callers.
///
/// A class, not a struct, because it owns C resources (the cairo surface, its
/// drawing context and the pixel buffer under them) that must be freed exactly
/// once, in `deinit`; a copyable value could not say when that is. For the same
/// reason it is not `Sendable`: use a canvas on one thread, and pass its
/// ``bitmap()`` (a value) between threads.
///
/// Drawing calls do not throw: cairo records the first failure in the context
/// and ignores later drawing, and ``bitmap()`` (or ``checkStatus()``) reports it.
public final class Canvas {
    /// cairo's (pixman's) largest image side.
    public static let cairoMaxSide = 32_767

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int

    // Internal, never public: cairo handles stay inside the module.
    let surface: OpaquePointer
    let context: OpaquePointer
    let words: UnsafeMutablePointer<UInt32>
    let wordsPerRow: Int

    /// A fully transparent canvas of `width` x `height` pixels.
    /// - Throws: ``DrawingError/emptySize(width:height:)`` or ``DrawingError/tooLarge(width:height:limits:)``
    ///   before allocating anything; ``DrawingError/cairo(detail:)`` if cairo cannot set up the surface.
    public init(width: Int, height: Int, limits: DecodeLimits = .default) throws {
        guard width > 0, height > 0 else { throw DrawingError.emptySize(width: width, height: height) }
        let (pixelCount, overflow) = width.multipliedReportingOverflow(by: height)
        guard width <= min(limits.maxSide, Self.cairoMaxSide), height <= min(limits.maxSide, Self.cairoMaxSide),
              !overflow, pixelCount <= limits.maxPixels else {
            throw DrawingError.tooLarge(width: width, height: height, limits: limits)
        }
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        guard stride >= width * 4, stride % 4 == 0 else {
            throw DrawingError.cairo(detail: "no valid row stride for width \(width)")
        }
        let wordsPerRow = stride / 4
        // Swift reads and writes the buffer only as UInt32 words; cairo gets the same
        // bytes as `unsigned char *`, which C may alias with anything.
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 16)
        buffer.initializeMemory(as: UInt8.self, repeating: 0, count: stride * height)
        let words = buffer.bindMemory(to: UInt32.self, capacity: wordsPerRow * height)
        let surface = cairo_image_surface_create_for_data(
            buffer.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))!
        let context = cairo_create(surface)!
        // cairo flattens curves into lines within this distance. Its default, 0.1 px,
        // loses about 0.15% of a 20-px circle's area; icon-sized art deserves better.
        cairo_set_tolerance(context, 0.01)
        if let failure = Self.failure(cairo_surface_status(surface)) ?? Self.failure(cairo_status(context)) {
            cairo_destroy(context)
            cairo_surface_destroy(surface)
            buffer.deallocate()
            throw failure
        }
        (self.width, self.height, self.surface, self.context) = (width, height, surface, context)
        (self.words, self.wordsPerRow) = (words, wordsPerRow)
    }

    /// A canvas holding `bitmap`'s pixels, premultiplied with cairo's rounding.
    /// - Throws: ``DrawingError/tooLarge(width:height:limits:)`` when a side is over cairo's limit.
    public convenience init(bitmap: Bitmap) throws {
        try self.init(width: bitmap.width, height: bitmap.height,
                      limits: DecodeLimits(maxSide: Self.cairoMaxSide, maxPixels: Int.max))
        Premultiplication.store(bitmap, into: words, wordsPerRow: wordsPerRow)
        cairo_surface_mark_dirty(surface)
    }

    deinit {
        cairo_destroy(context)
        // Finishing first means nothing still holding a reference to the surface
        // (a pattern, a sub-surface) can read the buffer after it is freed.
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        words.deallocate()
    }

    /// The canvas size in pixels.
    public var size: Size { Size(width: width, height: height) }
    /// The whole canvas, `(0, 0, width, height)`.
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The pixels as a straight-alpha bitmap, unpremultiplied with cairo's rounding.
    /// - Throws: ``DrawingError/cairo(detail:)`` when any drawing so far failed.
    public func bitmap() throws -> Bitmap {
        try checkStatus()
        cairo_surface_flush(surface)
        return Premultiplication.load(from: words, wordsPerRow: wordsPerRow, width: width, height: height)
    }

    /// Throws the first error cairo recorded while drawing on this canvas, if any.
    public func checkStatus() throws {
        if let failure = Self.failure(cairo_status(context)) ?? Self.failure(cairo_surface_status(surface)) {
            throw failure
        }
    }

    /// The error for a cairo status, with cairo's own wording; nil for success.
    static func failure(_ status: cairo_status_t) -> DrawingError? {
        guard status != CAIRO_STATUS_SUCCESS else { return nil }
        return .cairo(detail: String(cString: cairo_status_to_string(status)))
    }
}

@available(*, unavailable, message: "a Canvas owns mutable C state; pass its bitmap() between threads")
extension Canvas: Sendable {}
