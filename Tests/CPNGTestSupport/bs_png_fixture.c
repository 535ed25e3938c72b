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

static void put_big_endian(uint8_t *p, uint32_t value) {
    p[0] = value >> 24; p[1] = value >> 16; p[2] = value >> 8; p[3] = value;
}

/* Appends a chunk with its length and CRC. */
static void put_chunk(uint8_t **cursor, const char *type, const uint8_t *data, uint32_t length) {
    uint8_t *p = *cursor;
    put_big_endian(p, length);
    memcpy(p + 4, type, 4);
    if (length) memcpy(p + 8, data, length);
    put_big_endian(p + 8 + length, (uint32_t)crc32(0, p + 4, length + 4));
    *cursor = p + 12 + length;
}

int bs_fixture_zlib_bomb(uint32_t width, uint32_t height, uint32_t tail_mebibytes,
                         uint8_t **bytes, size_t *count) {
    size_t raw_size = (size_t)height * (width + 1), zeros_size = 1 << 20;
    uint8_t *raw = calloc(raw_size, 1), *zeros = calloc(zeros_size, 1);
    size_t head_capacity = compressBound(raw_size) + 64, block_capacity = compressBound(zeros_size) + 64;
    uint8_t *head = malloc(head_capacity), *block = malloc(block_capacity);
    size_t stream_capacity = head_capacity + (size_t)tail_mebibytes * block_capacity + 16;
    uint8_t *file = malloc(stream_capacity + 128);
    int status = 1;
    if (!raw || !zeros || !head || !block || !file) goto done;
    /* The image's rows, ending on a byte boundary (full flush) with no final block. */
    z_stream z = {0};
    if (deflateInit(&z, 9) != Z_OK) goto done;
    z.next_in = raw; z.avail_in = (uInt)raw_size; z.next_out = head; z.avail_out = (uInt)head_capacity;
    deflate(&z, Z_FULL_FLUSH);
    size_t head_size = head_capacity - z.avail_out;
    deflateEnd(&z);
    /* One MiB of zeros as raw deflate blocks that refer to nothing before them,
     * so copies can follow each other anywhere on a byte boundary. */
    z_stream r = {0};
    if (deflateInit2(&r, 9, Z_DEFLATED, -15, 9, Z_DEFAULT_STRATEGY) != Z_OK) goto done;
    r.next_in = zeros; r.avail_in = (uInt)zeros_size; r.next_out = block; r.avail_out = (uInt)block_capacity;
    deflate(&r, Z_FULL_FLUSH);
    size_t block_size = block_capacity - r.avail_out;
    deflateEnd(&r);
    uLong adler = adler32(adler32(0, NULL, 0), raw, (uInt)raw_size);
    uLong zeros_adler = adler32(adler32(0, NULL, 0), zeros, (uInt)zeros_size);

    uint8_t *stream = file + 64, *s = stream;
    memcpy(s, head, head_size); s += head_size;
    for (uint32_t i = 0; i < tail_mebibytes; i++) {
        memcpy(s, block, block_size); s += block_size;
        adler = adler32_combine(adler, zeros_adler, (z_off_t)zeros_size);
    }
    *s++ = 0x03; *s++ = 0x00; /* an empty final block with fixed codes */
    put_big_endian(s, (uint32_t)adler); s += 4;
    size_t stream_size = (size_t)(s - stream);

    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    uint8_t ihdr[13] = {0}, *cursor = file;
    put_big_endian(ihdr, width); put_big_endian(ihdr + 4, height);
    ihdr[8] = 8; /* 8-bit gray */
    memcpy(cursor, signature, 8); cursor += 8;
    put_chunk(&cursor, "IHDR", ihdr, 13);
    memmove(cursor + 8, stream, stream_size); /* the stream becomes the IDAT's data in place */
    put_big_endian(cursor, (uint32_t)stream_size);
    memcpy(cursor + 4, "IDAT", 4);
    put_big_endian(cursor + 8 + stream_size, (uint32_t)crc32(0, cursor + 4, (uInt)stream_size + 4));
    cursor += 12 + stream_size;
    put_chunk(&cursor, "IEND", NULL, 0);
    *bytes = file;
    *count = (size_t)(cursor - file);
    file = NULL;
    status = 0;
done:
    free(raw); free(zeros); free(head); free(block); free(file);
    return status;
}
