import BarSkinCore
internal import CCairo
internal import CRSVG

/// A parsed SVG: librsvg's handle, owned here and freed in `deinit`. Made from
/// bytes with no base file and libxml2's limits on (see `CRSVG/shim.h`), after
/// ``SVGPrescan`` has refused every reference outside the file.
///
/// A class because it owns a C handle that must be freed once; not `Sendable`:
/// parse and draw on one thread.
final class SVGDocument {
    private let handle: UnsafeMutablePointer<RsvgHandle>
    /// The file, for errors.
    let path: String

    /// Parses `bytes`, the contents of `path`.
    /// - Throws: ``VectorError/malformed(path:format:detail:)`` with librsvg's message.
    init(bytes: [UInt8], path: String) throws(VectorError) {
        var error: UnsafeMutablePointer<GError>? = nil
        let made = bytes.withUnsafeBytes { bs_rsvg_handle_from_bytes($0.baseAddress, gsize($0.count), &error) }
        guard let made else {
            let message = Self.message(error)
            throw .malformed(path: path, format: .svg, detail: message.text, line: message.line, column: message.column)
        }
        handle = made
        self.path = path
        // CSS units: 1in = 96px, and a px is a point.
        rsvg_handle_set_dpi(handle, 96)
    }

    deinit { bs_rsvg_handle_free(handle) }

    /// The size in points: `width` and `height` where both are absolute lengths, else the `viewBox`.
    /// - Throws: ``VectorError/noSize(path:format:)``.
    func pointSize() throws(VectorError) -> (width: Double, height: Double) {
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0, width > 0, height > 0 {
            return (width, height)
        }
        var hasViewBox: gboolean = 0
        var viewBox = RsvgRectangle()
        rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
        guard hasViewBox != 0, viewBox.width > 0, viewBox.height > 0 else { throw .noSize(path: path, format: .svg) }
        return (viewBox.width, viewBox.height)
    }

    /// Draws the whole document stretched over `layout`'s rectangle of `canvas`, as
    /// `rsvg-convert -w W -h H` does: scaled from its size in points, then rendered.
    /// - Throws: ``VectorError/drawingFailed(path:detail:)`` with librsvg's message.
    func draw(on canvas: Canvas, layout: VectorLayout, size: (width: Double, height: Double)) throws(VectorError) {
        let context = canvas.context
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_translate(context, Double(layout.drawX), Double(layout.drawY))
        cairo_scale(context, Double(layout.drawWidth) / size.width, Double(layout.drawHeight) / size.height)
        var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
        var error: UnsafeMutablePointer<GError>? = nil
        guard rsvg_handle_render_document(handle, context, &viewport, &error) != 0 else {
            throw .drawingFailed(path: path, detail: Self.message(error).text)
        }
    }

    /// librsvg's message for a one-line error; the error is freed.
    private static func message(_ error: UnsafeMutablePointer<GError>?) -> (text: String, line: Int, column: Int) {
        var buffer = [CChar](repeating: 0, count: 512)
        bs_rsvg_error_message(error, &buffer, gsize(buffer.count))
        return VectorError.libraryText(buffer, library: "librsvg")
    }
}
