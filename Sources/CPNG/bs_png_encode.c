/* Encoding: 8-bit output in the colour type the caller chose, no ancillary chunks. */
#include "bs_png.h"

#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    bs_png_buffer *buffer;
    char message[200];
    int out_of_memory;
} encode_context;

static void on_error(png_structp png, png_const_charp message) {
    encode_context *context = png_get_error_ptr(png);
    snprintf(context->message, sizeof context->message, "%s", message);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void append_bytes(png_structp png, png_bytep data, size_t length) {
    encode_context *context = png_get_io_ptr(png);
    bs_png_buffer *buffer = context->buffer;
    if (buffer->capacity - buffer->count < length) {
        size_t capacity = buffer->capacity ? buffer->capacity : 4096;
        while (capacity - buffer->count < length) {
            if (capacity > SIZE_MAX / 2) png_error(png, "out of memory");
            capacity *= 2;
        }
        uint8_t *grown = realloc(buffer->bytes, capacity);
        if (!grown) {
            context->out_of_memory = 1;
            png_error(png, "out of memory");
        }
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->count, data, length);
    buffer->count += length;
}

static void flush_bytes(png_structp png) { (void)png; }

bs_png_pixel_traits bs_png_analyze_rgba(const uint8_t *rgba, uint32_t width, uint32_t height,
                                        size_t stride) {
    bs_png_pixel_traits traits = {1, 1};
    for (uint32_t y = 0; y < height && (traits.opaque || traits.gray); y++) {
        const uint8_t *p = rgba + (size_t)y * stride;
        for (uint32_t x = 0; x < width; x++, p += 4) {
            traits.opaque &= p[3] == 255;
            traits.gray &= p[0] == p[1] && p[1] == p[2];
        }
    }
    return traits;
}

static int channels_of(bs_png_write_type type) {
    switch (type) {
    case BS_PNG_WRITE_GRAY: return 1;
    case BS_PNG_WRITE_GRAY_ALPHA: return 2;
    case BS_PNG_WRITE_RGB: return 3;
    case BS_PNG_WRITE_RGBA: return 4;
    }
    return 0;
}

static void pack_row(const uint8_t *rgba, uint8_t *row, uint32_t width, bs_png_write_type type) {
    switch (type) {
    case BS_PNG_WRITE_GRAY:
        for (uint32_t x = 0; x < width; x++) row[x] = rgba[4 * x];
        break;
    case BS_PNG_WRITE_GRAY_ALPHA:
        for (uint32_t x = 0; x < width; x++) {
            row[2 * x] = rgba[4 * x];
            row[2 * x + 1] = rgba[4 * x + 3];
        }
        break;
    case BS_PNG_WRITE_RGB:
        for (uint32_t x = 0; x < width; x++) memcpy(row + 3 * x, rgba + 4 * x, 3);
        break;
    case BS_PNG_WRITE_RGBA:
        memcpy(row, rgba, (size_t)width * 4);
        break;
    }
}

bs_png_status bs_png_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height,
                                 size_t stride, bs_png_write_type type,
                                 bs_png_write_options options, bs_png_buffer *out,
                                 bs_png_result *result) {
    memset(result, 0, sizeof *result);
    memset(out, 0, sizeof *out);
    int channels = channels_of(type);
    if (channels == 0 || width == 0 || height == 0 || stride < (size_t)width * 4) {
        result->status = BS_PNG_INVALID_ARGUMENT;
        snprintf(result->message, sizeof result->message, "invalid image for encoding");
        return result->status;
    }
    encode_context context = {out, "", 0};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &context, on_error, on_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    uint8_t *volatile row = malloc((size_t)width * (size_t)channels);
    if (!png || !info || !row) {
        png_destroy_write_struct(&png, &info);
        free(row);
        result->status = BS_PNG_OUT_OF_MEMORY;
        snprintf(result->message, sizeof result->message, "out of memory");
        return result->status;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(row);
        bs_png_buffer_free(out);
        result->status = context.out_of_memory ? BS_PNG_OUT_OF_MEMORY : BS_PNG_LIBPNG_ERROR;
        snprintf(result->message, sizeof result->message, "%s", context.message);
        return result->status;
    }
    png_set_write_fn(png, &context, append_bytes, flush_bytes);
    png_set_compression_level(png, options.compression_level);
    if (options.filters) png_set_filter(png, PNG_FILTER_TYPE_BASE, options.filters);
    if (options.strategy >= 0) png_set_compression_strategy(png, options.strategy);
    png_set_IHDR(png, info, width, height, 8, (int)type, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++) {
        pack_row(rgba + (size_t)y * stride, row, width, type);
        png_write_row(png, row);
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(row);
    result->status = BS_PNG_OK;
    return BS_PNG_OK;
}

void bs_png_buffer_free(bs_png_buffer *buffer) {
    if (!buffer) return;
    free(buffer->bytes);
    buffer->bytes = NULL;
    buffer->count = 0;
    buffer->capacity = 0;
}
