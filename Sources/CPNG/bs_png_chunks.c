/* The chunks of a PNG written by the smallest-file encoder. */
#include "bs_png_internal.h"

#include <string.h>
#include <zlib.h>

/* Bytes of every chunk but IDAT's data: signature, IHDR, PLTE, tRNS, IDAT's frame, IEND. */
size_t bs_png_file_overhead(const bs_png_layout *layout) {
    size_t bytes = 8 + 25 + 12 + 12;
    if (layout->color_type == 3) {
        bytes += 12 + 3 * (size_t)layout->palette_count;
        if (layout->alpha_count) bytes += 12 + (size_t)layout->alpha_count;
    }
    if (layout->has_key) bytes += 12 + (layout->color_type == 0 ? 2 : 6);
    return bytes;
}

static void put32(uint8_t *p, uint32_t v) { p[0] = v >> 24; p[1] = v >> 16; p[2] = v >> 8; p[3] = (uint8_t)v; }

static uint8_t *chunk(uint8_t *p, const char *type, const uint8_t *data, size_t length) {
    put32(p, (uint32_t)length);
    memcpy(p + 4, type, 4);
    if (length) memmove(p + 8, data, length);
    put32(p + 8 + length, (uint32_t)crc32(0, p + 4, (uInt)(length + 4)));
    return p + 12 + length;
}

void bs_png_write_file(const bs_png_layout *layout, uint32_t width, uint32_t height, uint8_t *out, size_t zlib_bytes) {
    static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    uint8_t header[13], table[768];
    memcpy(out, signature, 8);
    put32(header, width);
    put32(header + 4, height);
    header[8] = (uint8_t)layout->bit_depth;
    header[9] = (uint8_t)layout->color_type;
    header[10] = header[11] = header[12] = 0;
    uint8_t *p = chunk(out + 8, "IHDR", header, 13);
    if (layout->color_type == 3) {
        for (int i = 0; i < layout->palette_count; i++) {
            table[3 * i] = layout->palette[i] >> 24;
            table[3 * i + 1] = layout->palette[i] >> 16;
            table[3 * i + 2] = layout->palette[i] >> 8;
        }
        p = chunk(p, "PLTE", table, 3 * (size_t)layout->palette_count);
        for (int i = 0; i < layout->alpha_count; i++) table[i] = (uint8_t)layout->palette[i];
        if (layout->alpha_count) p = chunk(p, "tRNS", table, (size_t)layout->alpha_count);
    }
    if (layout->has_key) {
        int step = 255 / ((1 << layout->bit_depth) - 1), samples = layout->color_type == 0 ? 1 : 3;
        for (int i = 0; i < samples; i++) { table[2 * i] = 0; table[2 * i + 1] = (uint8_t)(layout->key[i] / step); }
        p = chunk(p, "tRNS", table, 2 * (size_t)samples);
    }
    p = chunk(p, "IDAT", p + 8, zlib_bytes);
    chunk(p, "IEND", NULL, 0);
}
