import BarSkinCore
internal import CCairo
internal import CVector

/// A parsed SVG: librsvg's handle, owned here and freed in `deinit`. Made from
/// bytes with no base file and libxml2's limits on (see `CVector/bs_vector.c`), after
/// ``SVGPrescan`` has refused every reference outside the file.
///
/// A class because it owns a C handle that must be freed once; not `Sendable`:
/// parse and draw on one thread.
final class SVGDocument {
    private let handle: UnsafeMutableRawPointer
    /// The file, for errors.
    let path: String

    /// Parses `bytes`, the contents of `path`.
    /// - Throws: ``VectorError/malformed(path:format:detail:)`` with librsvg's message.
    init(bytes: [UInt8], path: String) throws(VectorError) {
        try VectorError.loading(.svg, for: path)
        var buffer = [CChar](repeating: 0, count: 512)
        let made = bytes.withUnsafeBytes { bs_svg_open($0.baseAddress, $0.count, &buffer, buffer.count) }
        guard let made else {
            let message = VectorError.libraryText(buffer, library: "librsvg")
            throw .malformed(path: path, format: .svg, detail: message.text, line: message.line, column: message.column)
        }
        handle = made
        self.path = path
        // CSS units: 1in = 96px, and a px is a point.
        bs_svg_set_dpi(handle, 96)
    }

    deinit { bs_svg_free(handle) }

    /// The size in points: `width` and `height` where both are absolute lengths, else the `viewBox`.
    /// - Throws: ``VectorError/noSize(path:format:)``.
    func pointSize() throws(VectorError) -> (width: Double, height: Double) {
        var width = 0.0, height = 0.0
        if bs_svg_size_in_pixels(handle, &width, &height) != 0, width > 0, height > 0 {
            return (width, height)
        }
        guard bs_svg_view_box(handle, &width, &height) != 0, width > 0, height > 0 else { throw .noSize(path: path, format: .svg) }
        return (width, height)
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
        var buffer = [CChar](repeating: 0, count: 512)
        guard bs_svg_render(handle, UnsafeMutableRawPointer(context), size.width, size.height, &buffer, buffer.count) != 0 else {
            throw .drawingFailed(path: path, detail: VectorError.libraryText(buffer, library: "librsvg").text)
        }
    }
}
