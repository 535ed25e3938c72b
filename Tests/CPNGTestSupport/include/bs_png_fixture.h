/* Test-only PNG writer: any colour type, bit depth and interlace, from samples
 * packed exactly as PNG stores them, so tests can build every kind of file. */
#ifndef BARSKIN_BS_PNG_FIXTURE_H
#define BARSKIN_BS_PNG_FIXTURE_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint32_t width;
    uint32_t height;
    int bit_depth;
    int color_type;
    int interlaced;
    /* height rows of packed samples, big-endian for 16-bit, no filter byte */
    const uint8_t *rows;
    size_t row_bytes;
    /* palette as r,g,b triples (color type 3) */
    const uint8_t *palette;
    int palette_entries;
    /* tRNS: alphas for palette entries, or one gray / r,g,b value for types 0 and 2 */
    const uint8_t *trns_alpha;
    int trns_count;
    int has_trns_color;
    uint16_t trns_gray, trns_red, trns_green, trns_blue;
    /* adds tEXt, zTXt, pHYs and gAMA chunks, which must not change the pixels */
    int add_ancillary;
} bs_fixture_spec;

/* Writes the PNG into a malloc'd buffer; returns 0 on success. */
int bs_fixture_write(const bs_fixture_spec *spec, uint8_t **bytes, size_t *count, char *message, size_t message_size);

void bs_fixture_free(uint8_t *bytes);

/* zlib-compresses count bytes at level 9 into out (capacity *out_size); returns 0 on success. */
int bs_fixture_deflate(const uint8_t *bytes, size_t count, uint8_t *out, size_t *out_size);
/* An 8-bit gray image of zero rows whose one zlib stream goes on, after the
 * last row, with tail_mebibytes MiB of zeros (correct Adler-32), about 1 KB per
 * MiB: the decompression bomb the decoder must refuse without inflating it.
 * Writes a malloc'd PNG; returns 0 on success. */
int bs_fixture_zlib_bomb(uint32_t width, uint32_t height, uint32_t tail_mebibytes,
                         uint8_t **bytes, size_t *count);
#endif
