import BarSkinCore
import Foundation
internal import CCairo
internal import CPoppler

/// A parsed PDF's first page: poppler-glib's document and page, owned here and
/// freed in `deinit`. A class for the same reason as ``SVGDocument``.
final class PDFDocument {
    private let document: OpaquePointer
    private let page: OpaquePointer
    /// The file, for errors.
    let path: String

    /// poppler keeps caches (fonts, the global parameters) shared by every document:
    /// its glib interface is only thread-safe one document at a time, so PDFs are
    /// parsed, measured, drawn and freed under this lock. PDF masks are few; SVGs draw in parallel.
    static let lock = NSLock()

    /// Parses `bytes`, the contents of `path`; call with ``lock`` held.
    /// - Throws: ``VectorError/malformed(path:format:detail:)`` with poppler's message, or ``VectorError/noPages(path:)``.
    init(bytes: [UInt8], path: String) throws(VectorError) {
        var error: UnsafeMutablePointer<GError>? = nil
        let made = bytes.withUnsafeBytes { bs_poppler_document_from_bytes($0.baseAddress, gsize($0.count), &error) }
        guard let made else {
            let message = Self.message(error)
            throw .malformed(path: path, format: .pdf, detail: message.text, line: message.line, column: message.column)
        }
        guard poppler_document_get_n_pages(made) > 0, let first = poppler_document_get_page(made, 0) else {
            bs_poppler_release(UnsafeMutableRawPointer(made))
            throw .noPages(path: path)
        }
        document = made
        page = first
        self.path = path
    }

    deinit {
        bs_poppler_release(UnsafeMutableRawPointer(page))
        bs_poppler_release(UnsafeMutableRawPointer(document))
    }

    /// The first page's size in points (1/72 in), as poppler gives it.
    /// - Throws: ``VectorError/noSize(path:format:)``.
    func pointSize() throws(VectorError) -> (width: Double, height: Double) {
        var width = 0.0, height = 0.0
        poppler_page_get_size(page, &width, &height)
        guard width > 0, height > 0 else { throw .noSize(path: path, format: .pdf) }
        return (width, height)
    }

    /// Draws the page stretched over `layout`'s rectangle of `canvas`, as `pdftocairo -scale-to-x W -scale-to-y H` does.
    func draw(on canvas: Canvas, layout: VectorLayout, size: (width: Double, height: Double)) {
        let context = canvas.context
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_translate(context, Double(layout.drawX), Double(layout.drawY))
        cairo_scale(context, Double(layout.drawWidth) / size.width, Double(layout.drawHeight) / size.height)
        poppler_page_render(page, context)
    }

    /// poppler's message for a one-line error; the error is freed.
    private static func message(_ error: UnsafeMutablePointer<GError>?) -> (text: String, line: Int, column: Int) {
        var buffer = [CChar](repeating: 0, count: 512)
        bs_poppler_error_message(error, &buffer, gsize(buffer.count))
        return VectorError.libraryText(buffer, library: "poppler")
    }
}
