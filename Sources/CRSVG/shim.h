#ifndef BARSKIN_CRSVG_SHIM_H
#define BARSKIN_CRSVG_SHIM_H
// librsvg draws SVG masks through cairo. A handle is only ever made here, from
// bytes in memory with no base file: librsvg then resolves no reference but
// `data:` URLs, so nothing an SVG names on disk or on the network is loaded.
#include <librsvg/rsvg.h>
#include <gio/gio.h>

/// A handle for `length` bytes of SVG, with libxml2's safety limits on (no
/// RSVG_HANDLE_FLAG_UNLIMITED) and no base file; NULL with `error` set on failure.
static inline RsvgHandle *bs_rsvg_handle_from_bytes(const void *bytes, gsize length, GError **error) {
    GBytes *data = g_bytes_new(bytes, length);
    GInputStream *stream = g_memory_input_stream_new_from_bytes(data);
    RsvgHandle *handle = rsvg_handle_new_from_stream_sync(stream, NULL, RSVG_HANDLE_FLAGS_NONE, NULL, error);
    g_object_unref(stream);
    g_bytes_unref(data);
    return handle;
}

/// The message of `error` (or NULL), which it frees.
static inline void bs_rsvg_error_message(GError *error, char *buffer, gsize capacity) {
    if (capacity == 0) return;
    buffer[0] = 0;
    if (error == NULL) return;
    g_strlcpy(buffer, error->message ? error->message : "", capacity);
    g_error_free(error);
}

/// Releases a handle.
static inline void bs_rsvg_handle_free(RsvgHandle *handle) {
    g_object_unref(handle);
}
#endif
