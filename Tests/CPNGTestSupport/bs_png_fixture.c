#include "bs_png_fixture.h"

#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint8_t *bytes;
    size_t count, capacity;
    char *message;
    size_t message_size;
} sink;

static void on_error(png_structp png, png_const_charp message) {
    sink *out = png_get_error_ptr(png);
    snprintf(out->message, out->message_size, "%s", message);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) { (void)png; (void)message; }

static void append(png_structp png, png_bytep data, size_t length) {
    sink *out = png_get_io_ptr(png);
    if (out->count + length > out->capacity) {
        size_t capacity = (out->count + length) * 2;
        uint8_t *grown = realloc(out->bytes, capacity);
        if (!grown) png_error(png, "out of memory");
        out->bytes = grown;
        out->capacity = capacity;
    }
    memcpy(out->bytes + out->count, data, length);
    out->count += length;
}

static void flush(png_structp png) { (void)png; }

int bs_fixture_write(const bs_fixture_spec *spec, uint8_t **bytes, size_t *count, char *message, size_t message_size) {
    sink out = {NULL, 0, 0, message, message_size};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &out, on_error, on_warning);
    png_infop info = png_create_info_struct(png);
    png_bytep *volatile rows = malloc(spec->height * sizeof(png_bytep));
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(rows);
        free(out.bytes);
        return 1;
    }
    png_set_write_fn(png, &out, append, flush);
    png_set_IHDR(png, info, spec->width, spec->height, spec->bit_depth, spec->color_type,
                 spec->interlaced ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (spec->palette_entries > 0) {
        png_color palette[256];
        for (int i = 0; i < spec->palette_entries; i++) {
            palette[i].red = spec->palette[3 * i];
            palette[i].green = spec->palette[3 * i + 1];
            palette[i].blue = spec->palette[3 * i + 2];
        }
        png_set_PLTE(png, info, palette, spec->palette_entries);
    }
    if (spec->trns_count > 0) {
        png_set_tRNS(png, info, spec->trns_alpha, spec->trns_count, NULL);
    } else if (spec->has_trns_color) {
        png_color_16 color = {0, spec->trns_red, spec->trns_green, spec->trns_blue, spec->trns_gray};
        png_set_tRNS(png, info, NULL, 0, &color);
    }
    if (spec->add_ancillary) {
        png_text texts[2];
        memset(texts, 0, sizeof texts);
        texts[0].compression = PNG_TEXT_COMPRESSION_NONE;
        texts[0].key = "Comment";
        texts[0].text = "written by a BarSkin test";
        texts[1].compression = PNG_TEXT_COMPRESSION_zTXt;
        texts[1].key = "Description";
        texts[1].text = "compressed text that the decoder must skip";
        png_set_text(png, info, texts, 2);
        png_set_pHYs(png, info, 5669, 5669, PNG_RESOLUTION_METER);
        png_set_gAMA(png, info, 0.45455);
    }
    png_write_info(png, info);
    for (uint32_t y = 0; y < spec->height; y++) rows[y] = (png_bytep)(spec->rows + y * spec->row_bytes);
    png_write_image(png, rows);
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(rows);
    *bytes = out.bytes;
    *count = out.count;
    return 0;
}

void bs_fixture_free(uint8_t *bytes) { free(bytes); }

#include <zlib.h>

int bs_fixture_deflate(const uint8_t *bytes, size_t count, uint8_t *out, size_t *out_size) {
    uLongf size = *out_size;
    int status = compress2(out, &size, bytes, count, 9);
    *out_size = size;
    return status == Z_OK ? 0 : 1;
}
