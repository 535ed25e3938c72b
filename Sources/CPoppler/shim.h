#ifndef BARSKIN_CPOPPLER_SHIM_H
#define BARSKIN_CPOPPLER_SHIM_H
// poppler-glib draws PDF masks through cairo, from bytes in memory.
#include <poppler.h>

/// The document in `length` bytes (copied), or NULL with `error` set.
static inline PopplerDocument *bs_poppler_document_from_bytes(const void *bytes, gsize length, GError **error) {
    GBytes *data = g_bytes_new(bytes, length);
    PopplerDocument *document = poppler_document_new_from_bytes(data, NULL, error);
    g_bytes_unref(data);
    return document;
}

/// The message of `error` (or NULL), which it frees.
static inline void bs_poppler_error_message(GError *error, char *buffer, gsize capacity) {
    if (capacity == 0) return;
    buffer[0] = 0;
    if (error == NULL) return;
    g_strlcpy(buffer, error->message ? error->message : "", capacity);
    g_error_free(error);
}

/// Releases a GObject (a document or a page).
static inline void bs_poppler_release(gpointer object) {
    g_object_unref(object);
}
#endif
