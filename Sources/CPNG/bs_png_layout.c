/* The lossless layouts an image can be stored in: which colour types and bit
 * depths keep every RGBA value exactly, and the packed rows for each. */
#include "bs_png_internal.h"

#include <stdlib.h>
#include <string.h>

#define TABLE_SIZE 1024 /* open addressing for at most 257 colours: stays sparse */

typedef struct {
    uint32_t keys[TABLE_SIZE];
    int16_t slots[TABLE_SIZE]; /* -1 empty, else an index into colors */
    uint32_t colors[257];
    int count;                 /* 257 means "more than a palette holds" */
} color_table;

static uint32_t pixel_value(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static int table_find(const color_table *table, uint32_t value) {
    for (uint32_t slot = (value * 2654435761u) >> 22;; slot = (slot + 1) & (TABLE_SIZE - 1)) {
        if (table->slots[slot] < 0) return -(int)slot - 1;
        if (table->keys[slot] == value) return table->slots[slot];
    }
}

/* Adds a colour, or marks the table full once a palette can no longer hold them. */
static void table_add(color_table *table, uint32_t value) {
    if (table->count > 256) return;
    int found = table_find(table, value);
    if (found >= 0) return;
    if (table->count == 256) { table->count = 257; return; }
    int slot = -found - 1;
    table->keys[slot] = value;
    table->slots[slot] = (int16_t)table->count;
    table->colors[table->count++] = value;
}

/* The smallest gray depth whose samples, scaled back up, give exactly v. */
static int gray_depth_of(uint8_t v) {
    if (v == 0 || v == 255) return 1;
    if (v % 85 == 0) return 2;
    if (v % 17 == 0) return 4;
    return 8;
}

void bs_png_analyze(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, int reduce,
                    bs_png_analysis *analysis) {
    memset(analysis, 0, sizeof *analysis);
    if (!reduce) {
        /* The plain 8-bit layout needs two facts, and this scan stops once both are false. */
        bs_png_pixel_traits traits = bs_png_analyze_rgba(rgba, width, height, stride);
        analysis->opaque = traits.opaque;
        analysis->gray = traits.gray;
        analysis->gray_depth = 8;
        analysis->color_count = 257;
        return;
    }
    color_table *table = malloc(sizeof *table);
    analysis->opaque = analysis->gray = analysis->binary_alpha = analysis->key_ok = 1;
    analysis->gray_depth = 1;
    int have_key = 0;
    if (table) { memset(table->slots, 0xFF, sizeof table->slots); table->count = 0; }
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *p = rgba + (size_t)y * stride;
        for (uint32_t x = 0; x < width; x++, p += 4) {
            int gray = p[0] == p[1] && p[1] == p[2];
            analysis->gray &= gray;
            analysis->opaque &= p[3] == 255;
            analysis->binary_alpha &= p[3] == 0 || p[3] == 255;
            if (gray && analysis->gray_depth < 8) {
                int depth = gray_depth_of(p[0]);
                if (depth > analysis->gray_depth) analysis->gray_depth = depth;
            }
            if (p[3] == 0) {
                if (!have_key) { memcpy(analysis->key, p, 3); have_key = 1; }
                else if (memcmp(analysis->key, p, 3) != 0) analysis->key_ok = 0;
            }
            if (table) table_add(table, pixel_value(p));
        }
    }
    if (!analysis->gray) analysis->gray_depth = 8;
    analysis->key_ok &= have_key && analysis->binary_alpha;
    /* A key colour that an opaque pixel also has would turn that pixel transparent. */
    for (uint32_t y = 0; analysis->key_ok && y < height; y++) {
        const uint8_t *p = rgba + (size_t)y * stride;
        for (uint32_t x = 0; x < width; x++, p += 4)
            if (p[3] == 255 && memcmp(analysis->key, p, 3) == 0) { analysis->key_ok = 0; break; }
    }
    analysis->color_count = table ? table->count : 257;
    if (analysis->color_count <= 256) memcpy(analysis->colors, table->colors, sizeof(uint32_t) * (size_t)analysis->color_count);
    free(table);
}
