#ifndef BARSKIN_BS_VECTOR_H
#define BARSKIN_BS_VECTOR_H
// librsvg and poppler-glib, loaded when the first SVG or PDF is drawn rather than
// linked: together they bring some twenty shared libraries (poppler, NSS, libtiff,
// libstdc++...) whose loading cost every barskin run 8 ms before it did anything,
// and nearly every run draws no vector at all. Only what BarSkin calls is declared
// here, so no header of either library is needed to build.
#include <stddef.h>

/// The libraries, by what they draw.
typedef enum { BS_VECTOR_SVG = 0, BS_VECTOR_PDF = 1 } bs_vector_library;

/// Loads `library` once (later calls return the first result): 1 when its
/// functions are all there, 0 with the reason in `reason`.
int bs_vector_load(bs_vector_library library, char *reason, size_t capacity);

/// A function of `library` or of the libraries it depends on (cairo, fontconfig), once
/// loaded; NULL before, or when there is none of that name.
void *bs_vector_symbol(bs_vector_library library, const char *name);

/// An SVG parsed by librsvg from bytes in memory with no base file (so it resolves no
/// reference but `data:` URLs) and libxml2's limits on; NULL with librsvg's message.
void *bs_svg_open(const void *bytes, size_t length, char *message, size_t capacity);
/// Sets the resolution CSS units are drawn at.
void bs_svg_set_dpi(void *svg, double dpi);
/// The size in pixels where `width` and `height` are absolute lengths: 1, else 0.
int bs_svg_size_in_pixels(void *svg, double *width, double *height);
/// The `viewBox` size: 1, else 0.
int bs_svg_view_box(void *svg, double *width, double *height);
/// Renders the document into the viewport (0, 0, width, height) of `cairo` (a cairo_t):
/// 1, else 0 with librsvg's message.
int bs_svg_render(void *svg, void *cairo, double width, double height, char *message, size_t capacity);

/// A PDF parsed by poppler-glib from bytes in memory (copied); NULL with poppler's message.
void *bs_pdf_open(const void *bytes, size_t length, char *message, size_t capacity);
/// The number of pages.
int bs_pdf_page_count(void *document);
/// Page `index` (released with bs_pdf_release), or NULL.
void *bs_pdf_page(void *document, int index);
/// A page's size in points.
void bs_pdf_page_size(void *page, double *width, double *height);
/// Renders a page into `cairo` (a cairo_t).
void bs_pdf_render(void *page, void *cairo);

/// Releases an SVG.
void bs_svg_free(void *svg);
/// Releases a PDF document or a page.
void bs_pdf_release(void *object);
#endif
