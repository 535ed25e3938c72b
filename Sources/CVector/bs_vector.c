#include "bs_vector.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

// GLib's GError, as its header lays it out.
typedef struct { uint32_t domain; int code; char *message; } bs_gerror;
// librsvg's RsvgLength and RsvgRectangle.
typedef struct { double length; int unit; } bs_rsvg_length;
typedef struct { double x, y, width, height; } bs_rsvg_rectangle;

// GLib's functions, as each library's own dependencies give them: one table a library,
// so loading one never writes what a thread drawing with the other reads.
typedef struct {
    void *(*bytes_new)(const void *, size_t);
    void (*bytes_unref)(void *);
    void (*object_unref)(void *);
    void (*error_free)(bs_gerror *);
} bs_glib;
static bs_glib glib[2];

static struct {
    void *(*memory_stream)(void *);
    void *(*rsvg_from_stream)(void *, void *, int, void *, bs_gerror **);
    void (*rsvg_set_dpi)(void *, double);
    int (*rsvg_size_in_pixels)(void *, double *, double *);
    void (*rsvg_dimensions)(void *, int *, bs_rsvg_length *, int *, bs_rsvg_length *, int *, bs_rsvg_rectangle *);
    int (*rsvg_render)(void *, void *, const bs_rsvg_rectangle *, bs_gerror **);
    void *(*pdf_from_bytes)(void *, const char *, bs_gerror **);
    int (*pdf_count)(void *);
    void *(*pdf_page)(void *, int);
    void (*pdf_size)(void *, double *, double *);
    void (*pdf_render)(void *, void *);
} fn;

static struct { pthread_once_t once; int loaded; void *handle; char reason[400]; } state[2] = {
    { PTHREAD_ONCE_INIT, 0, NULL, "" }, { PTHREAD_ONCE_INIT, 0, NULL, "" },
};

// Where each library is looked for: its soname (the system's search path, and
// DYLD_FALLBACK_LIBRARY_PATH on a Mac), then Homebrew's two prefixes.
static const char *const names[2][4] = {
    { "librsvg-2.so.2", "librsvg-2.2.dylib", "/opt/homebrew/lib/librsvg-2.2.dylib", "/usr/local/lib/librsvg-2.2.dylib" },
    { "libpoppler-glib.so.8", "libpoppler-glib.8.dylib", "/opt/homebrew/lib/libpoppler-glib.8.dylib", "/usr/local/lib/libpoppler-glib.8.dylib" },
};
static const char *const packages[2] = { "librsvg (Debian: librsvg2-2; Homebrew: librsvg)", "poppler-glib (Debian: libpoppler-glib8; Homebrew: poppler)" };

// The first candidate that opens; NULL with the soname's own failure in `why`.
static void *open_first(const char *const *candidates, char *why, size_t capacity) {
    for (int index = 0; index < 4; index++) {
        void *handle = dlopen(candidates[index], RTLD_NOW | RTLD_LOCAL);
        if (handle) return handle;
        const char *error = dlerror();
        if (index == 0) snprintf(why, capacity, "%s", error ? error : "not found");
    }
    return NULL;
}

// Each symbol from the library or the libraries it depends on; 0 when one is missing.
#define FIND(field, name) (*(void **)&fn.field = dlsym(handle, name)) != NULL
#define FIND_GLIB(field, name) (*(void **)&glib[library].field = dlsym(handle, name)) != NULL

static void load(bs_vector_library library) {
    char why[160] = "";
    void *handle = open_first(names[library], why, sizeof why);
    if (!handle) {
        snprintf(state[library].reason, sizeof state[library].reason, "%s could not be loaded (%s)", packages[library], why);
        return;
    }
    int found = FIND_GLIB(bytes_new, "g_bytes_new") && FIND_GLIB(bytes_unref, "g_bytes_unref")
        && FIND_GLIB(object_unref, "g_object_unref") && FIND_GLIB(error_free, "g_error_free");
    if (library == BS_VECTOR_SVG) {
        found = found && FIND(memory_stream, "g_memory_input_stream_new_from_bytes") && FIND(rsvg_from_stream, "rsvg_handle_new_from_stream_sync")
            && FIND(rsvg_set_dpi, "rsvg_handle_set_dpi") && FIND(rsvg_size_in_pixels, "rsvg_handle_get_intrinsic_size_in_pixels")
            && FIND(rsvg_dimensions, "rsvg_handle_get_intrinsic_dimensions") && FIND(rsvg_render, "rsvg_handle_render_document");
    } else {
        found = found && FIND(pdf_from_bytes, "poppler_document_new_from_bytes") && FIND(pdf_count, "poppler_document_get_n_pages")
            && FIND(pdf_page, "poppler_document_get_page") && FIND(pdf_size, "poppler_page_get_size") && FIND(pdf_render, "poppler_page_render");
    }
    if (!found) {
        snprintf(state[library].reason, sizeof state[library].reason, "the installed %s lacks functions BarSkin calls; a newer one is needed", packages[library]);
        return;
    }
    state[library].handle = handle;
    state[library].loaded = 1;
}

static void load_svg(void) { load(BS_VECTOR_SVG); }
static void load_pdf(void) { load(BS_VECTOR_PDF); }

int bs_vector_load(bs_vector_library library, char *reason, size_t capacity) {
    pthread_once(&state[library].once, library == BS_VECTOR_SVG ? load_svg : load_pdf);
    if (!state[library].loaded && capacity > 0) snprintf(reason, capacity, "%s", state[library].reason);
    return state[library].loaded;
}

void *bs_vector_symbol(bs_vector_library library, const char *name) {
    return state[library].loaded ? dlsym(state[library].handle, name) : NULL;
}

// Copies the error's message into `message` and frees the error with `library`'s GLib.
static void take_message(bs_vector_library library, bs_gerror *error, char *message, size_t capacity) {
    if (capacity > 0) message[0] = 0;
    if (!error) return;
    if (capacity > 0) snprintf(message, capacity, "%s", error->message ? error->message : "");
    glib[library].error_free(error);
}

void *bs_svg_open(const void *bytes, size_t length, char *message, size_t capacity) {
    bs_gerror *error = NULL;
    const bs_glib *g = &glib[BS_VECTOR_SVG];
    void *data = g->bytes_new(bytes, length);
    void *stream = fn.memory_stream(data);
    // RSVG_HANDLE_FLAGS_NONE: libxml2's limits stay on; no base file, no cancellable.
    void *handle = fn.rsvg_from_stream(stream, NULL, 0, NULL, &error);
    g->object_unref(stream);
    g->bytes_unref(data);
    if (!handle) take_message(BS_VECTOR_SVG, error, message, capacity);
    return handle;
}

void bs_svg_set_dpi(void *svg, double dpi) { fn.rsvg_set_dpi(svg, dpi); }

int bs_svg_size_in_pixels(void *svg, double *width, double *height) { return fn.rsvg_size_in_pixels(svg, width, height) != 0; }

int bs_svg_view_box(void *svg, double *width, double *height) {
    int has_view_box = 0;
    bs_rsvg_rectangle box = { 0, 0, 0, 0 };
    fn.rsvg_dimensions(svg, NULL, NULL, NULL, NULL, &has_view_box, &box);
    *width = box.width;
    *height = box.height;
    return has_view_box != 0;
}

int bs_svg_render(void *svg, void *cairo, double width, double height, char *message, size_t capacity) {
    bs_gerror *error = NULL;
    bs_rsvg_rectangle viewport = { 0, 0, width, height };
    if (fn.rsvg_render(svg, cairo, &viewport, &error)) return 1;
    take_message(BS_VECTOR_SVG, error, message, capacity);
    return 0;
}

void *bs_pdf_open(const void *bytes, size_t length, char *message, size_t capacity) {
    bs_gerror *error = NULL;
    void *data = glib[BS_VECTOR_PDF].bytes_new(bytes, length);
    void *document = fn.pdf_from_bytes(data, NULL, &error);
    glib[BS_VECTOR_PDF].bytes_unref(data);
    if (!document) take_message(BS_VECTOR_PDF, error, message, capacity);
    return document;
}

int bs_pdf_page_count(void *document) { return fn.pdf_count(document); }
void *bs_pdf_page(void *document, int index) { return fn.pdf_page(document, index); }
void bs_pdf_page_size(void *page, double *width, double *height) { fn.pdf_size(page, width, height); }
void bs_pdf_render(void *page, void *cairo) { fn.pdf_render(page, cairo); }
void bs_svg_free(void *svg) { glib[BS_VECTOR_SVG].object_unref(svg); }
void bs_pdf_release(void *object) { glib[BS_VECTOR_PDF].object_unref(object); }
