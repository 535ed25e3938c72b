/* Candidate layouts from an analysis, and rows packed into a chosen layout. */
#include "bs_png_internal.h"

#include <stdlib.h>
#include <string.h>

static int luma(uint32_t c) { return 299 * (int)(c >> 24) + 587 * (int)(c >> 16 & 0xFF) + 114 * (int)(c >> 8 & 0xFF); }

/* Translucent entries first, so tRNS stops at the last of them; then by
 * brightness, so neighbouring shades get neighbouring indexes and row filters
 * still find small differences. */
static int palette_order(const void *a, const void *b) {
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    int opaque_x = (x & 0xFF) == 255, opaque_y = (y & 0xFF) == 255;
    if (opaque_x != opaque_y) return opaque_x - opaque_y;
    if (luma(x) != luma(y)) return luma(x) < luma(y) ? -1 : 1;
    if ((x & 0xFF) != (y & 0xFF)) return (x & 0xFF) < (y & 0xFF) ? -1 : 1;
    return x < y ? -1 : x > y;
}

static void finish(bs_png_layout *layout, uint32_t width, int channels) {
    layout->row_bytes = ((size_t)width * (size_t)channels * (size_t)layout->bit_depth + 7) / 8;
    int bits = channels * layout->bit_depth;
    layout->filter_step = bits < 8 ? 1 : bits / 8;
}

int bs_png_layouts(const bs_png_analysis *a, uint32_t width, bs_png_layout *layouts) {
    int n = 0;
    bs_png_layout natural = {0};
    natural.bit_depth = 8;
    natural.color_type = a->gray ? (a->opaque ? 0 : 4) : (a->opaque ? 2 : 6);
    static const int channels_of[7] = {1, 0, 3, 1, 2, 0, 4};
    finish(&natural, width, channels_of[natural.color_type]);
    layouts[n++] = natural;
    if (a->gray && (a->opaque || a->key_ok) && a->gray_depth < 8) {
        bs_png_layout low = {0};
        low.color_type = 0;
        low.bit_depth = a->gray_depth;
        low.has_key = !a->opaque;
        memcpy(low.key, a->key, 3);
        finish(&low, width, 1);
        layouts[n++] = low;
    }
    if (!a->opaque && a->key_ok) {
        bs_png_layout keyed = {0};
        keyed.color_type = a->gray ? 0 : 2;
        keyed.bit_depth = 8;
        keyed.has_key = 1;
        memcpy(keyed.key, a->key, 3);
        finish(&keyed, width, a->gray ? 1 : 3);
        layouts[n++] = keyed;
    }
    if (a->color_count <= 256) {
        bs_png_layout palette = {0};
        palette.color_type = 3;
        palette.palette_count = a->color_count;
        memcpy(palette.palette, a->colors, sizeof(uint32_t) * (size_t)a->color_count);
        qsort(palette.palette, (size_t)a->color_count, sizeof(uint32_t), palette_order);
        for (int i = 0; i < a->color_count; i++)
            if ((palette.palette[i] & 0xFF) != 255) palette.alpha_count = i + 1;
        int c = a->color_count;
        palette.bit_depth = c <= 2 ? 1 : c <= 4 ? 2 : c <= 16 ? 4 : 8;
        finish(&palette, width, 1);
        layouts[n++] = palette;
    }
    return n;
}

typedef struct { uint32_t value; int index; } palette_entry;

static int entry_order(const void *a, const void *b) {
    uint32_t x = ((const palette_entry *)a)->value, y = ((const palette_entry *)b)->value;
    return x < y ? -1 : x > y;
}

/* One row of samples (gray levels or palette indexes), packed most significant bit first. */
static void pack_samples(const uint8_t *samples, uint32_t width, int depth, uint8_t *out) {
    if (depth == 8) { memcpy(out, samples, width); return; }
    int per_byte = 8 / depth;
    for (uint32_t x = 0; x < width; x += (uint32_t)per_byte) {
        unsigned byte = 0;
        for (int k = 0; k < per_byte; k++)
            byte = byte << depth | (x + (uint32_t)k < width ? samples[x + (uint32_t)k] : 0);
        *out++ = (uint8_t)byte;
    }
}

/* The palette index of a colour the analysis counted (0 for any other, which cannot happen). */
static int palette_index(const bs_png_rows *rows, uint32_t value) {
    int low = 0, high = rows->layout->palette_count - 1;
    while (low <= high) {
        int middle = (low + high) / 2;
        uint32_t here = rows->sorted_colors[middle];
        if (here == value) return rows->sorted_indexes[middle];
        if (here < value) low = middle + 1; else high = middle - 1;
    }
    return 0;
}

static void pack_row(bs_png_rows *rows, uint32_t y, uint8_t *out) {
    const bs_png_layout *layout = rows->layout;
    const uint8_t *p = rows->rgba + (size_t)y * rows->stride;
    uint32_t width = rows->width;
    uint8_t *samples = rows->samples;
    switch (layout->color_type) {
    case 0:
        if (layout->bit_depth == 8) {
            for (uint32_t x = 0; x < width; x++) out[x] = p[4 * x];
        } else {
            int gray_step = 255 / ((1 << layout->bit_depth) - 1);
            for (uint32_t x = 0; x < width; x++) samples[x] = (uint8_t)(p[4 * x] / gray_step);
            pack_samples(samples, width, layout->bit_depth, out);
        }
        break;
    case 2:
        for (uint32_t x = 0; x < width; x++) memcpy(out + 3 * x, p + 4 * x, 3);
        break;
    case 3: {
        /* Runs of one colour are the rule in icons: keep the last lookup. */
        uint32_t last = 0;
        int last_index = -1;
        for (uint32_t x = 0; x < width; x++) {
            uint32_t value = (uint32_t)p[4 * x] << 24 | (uint32_t)p[4 * x + 1] << 16 | (uint32_t)p[4 * x + 2] << 8 | p[4 * x + 3];
            if (last_index < 0 || value != last) {
                last = value;
                last_index = palette_index(rows, value);
            }
            samples[x] = (uint8_t)last_index;
        }
        pack_samples(samples, width, layout->bit_depth, out);
        break;
    }
    case 4:
        for (uint32_t x = 0; x < width; x++) { out[2 * x] = p[4 * x]; out[2 * x + 1] = p[4 * x + 3]; }
        break;
    default:
        memcpy(out, p, (size_t)width * 4);
    }
}

int bs_png_rows_open(bs_png_rows *rows, const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                     const bs_png_layout *layout, int whole) {
    memset(rows, 0, sizeof *rows);
    rows->rgba = rgba;
    rows->stride = stride;
    rows->width = width;
    rows->height = height;
    rows->layout = layout;
    palette_entry entries[256];
    for (int i = 0; i < layout->palette_count; i++) entries[i] = (palette_entry){layout->palette[i], i};
    qsort(entries, (size_t)layout->palette_count, sizeof entries[0], entry_order);
    for (int i = 0; i < layout->palette_count; i++) {
        rows->sorted_colors[i] = entries[i].value;
        rows->sorted_indexes[i] = (uint8_t)entries[i].index;
    }
    rows->samples = malloc(width);
    if (!rows->samples) return 0;
    if (!whole) return (rows->pair = malloc(layout->row_bytes * 2)) != NULL;
    if (!(rows->whole = malloc(layout->row_bytes * height))) return 0;
    for (uint32_t y = 0; y < height; y++) pack_row(rows, y, rows->whole + (size_t)y * layout->row_bytes);
    return 1;
}

const uint8_t *bs_png_rows_get(bs_png_rows *rows, uint32_t y) {
    if (rows->whole) return rows->whole + (size_t)y * rows->layout->row_bytes;
    uint8_t *row = rows->pair + (y & 1) * rows->layout->row_bytes;
    pack_row(rows, y, row);
    return row;
}

void bs_png_rows_close(bs_png_rows *rows) {
    free(rows->samples);
    free(rows->whole);
    free(rows->pair);
    rows->samples = rows->whole = rows->pair = NULL;
}
