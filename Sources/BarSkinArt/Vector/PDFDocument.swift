import BarSkinCore
import Foundation
internal import CCairo
internal import CVector

/// A parsed PDF's first page: poppler-glib's document and page, owned here and
/// freed in `deinit`. A class for the same reason as ``SVGDocument``.
final class PDFDocument {
    private let document: UnsafeMutableRawPointer
    private let page: UnsafeMutableRawPointer
    /// The file, for errors.
    let path: String

    /// poppler keeps caches (fonts, the global parameters) shared by every document:
    /// its glib interface is only thread-safe one document at a time, so PDFs are
    /// parsed, measured, drawn and freed under this lock. PDF masks are few; SVGs draw in parallel.
    static let lock = NSLock()

    /// Parses `bytes`, the contents of `path`; call with ``lock`` held.
    /// - Throws: ``VectorError/malformed(path:format:detail:)`` with poppler's message, or ``VectorError/noPages(path:)``.
    init(bytes: [UInt8], path: String) throws(VectorError) {
        try VectorError.loading(.pdf, for: path)
        var buffer = [CChar](repeating: 0, count: 512)
        let made = bytes.withUnsafeBytes { bs_pdf_open($0.baseAddress, $0.count, &buffer, buffer.count) }
        guard let made else {
            let message = VectorError.libraryText(buffer, library: "poppler")
            throw .malformed(path: path, format: .pdf, detail: message.text, line: message.line, column: message.column)
        }
        guard bs_pdf_page_count(made) > 0, let first = bs_pdf_page(made, 0) else {
            bs_pdf_release(made)
            throw .noPages(path: path)
        }
        document = made
        page = first
        self.path = path
    }

    deinit {
        bs_pdf_release(page)
        bs_pdf_release(document)
    }

    /// The first page's size in points (1/72 in), as poppler gives it.
    /// - Throws: ``VectorError/noSize(path:format:)``.
    func pointSize() throws(VectorError) -> (width: Double, height: Double) {
        var width = 0.0, height = 0.0
        bs_pdf_page_size(page, &width, &height)
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
        bs_pdf_render(page, UnsafeMutableRawPointer(context))
    }
}
