/* Private to CPNG: the decoder state and the helpers its files share. */
#ifndef BARSKIN_BS_PNG_INTERNAL_H
#define BARSKIN_BS_PNG_INTERNAL_H

#include "include/bs_png.h"

#include <png.h>
#include <stdio.h>

struct bs_png_decoder {
    png_structp png;
    png_infop info;
    FILE *file;
    const uint8_t *bytes;
    size_t count;
    size_t offset;
    bs_png_header header;
    int truncated;
    int io_errno;
    char message[200];
    char first_warning[200];
    uint32_t next_row; /* rows bs_png_decoder_read_rows has handed out */
};

/* Sets every field of *result. */
void bs_png_fail(bs_png_result *result, bs_png_status status, const char *message, int io_errno);

/* Whether a size is over the caller's limits. */
int bs_png_over_limits(uint32_t width, uint32_t height, bs_png_limits limits);

/* Checks signature, CgBI, the IHDR size and the IDAT total before libpng runs;
 * returns 0 with *result filled when the file must be refused. */
int bs_png_check_prefix(bs_png_decoder *decoder, const uint8_t *prefix, size_t got,
                        bs_png_limits limits, bs_png_result *result);

/* IDAT payload bytes the reader has not reached yet (libpng's own read-ahead,
 * at most one read buffer, is not counted). */
uint64_t bs_png_unread_idat_bytes(bs_png_decoder *decoder);

/* Bytes of one stored scanline, its filter byte included. */
uint64_t bs_png_raw_row_bytes(bs_png_header header);

/* Expands one row of palette indexes (one byte each, at the start of row) to RGBA in
 * place, refusing indexes past PLTE. */
bs_png_status bs_png_expand_palette_row(bs_png_decoder *decoder, uint8_t *row, bs_png_result *result);

/* The same for every row of an image (stride bytes apart): an interlaced read's last step. */
bs_png_status bs_png_expand_palette_rows(bs_png_decoder *decoder, uint8_t *rgba, size_t stride,
                                         bs_png_result *result);

/* What the smallest-file encoder learns from one scan of the pixels. */
typedef struct {
    int opaque;        /* every alpha is 255 */
    int gray;          /* every pixel has r == g == b */
    int binary_alpha;  /* every alpha is 0 or 255 */
    int key_ok;        /* binary alpha, one RGB for every transparent pixel, no opaque pixel of that RGB */
    uint8_t key[3];    /* that RGB */
    int gray_depth;    /* the smallest gray bit depth that keeps every value (8 if not gray) */
    int color_count;   /* distinct RGBA values, 257 when there are more than 256 */
    uint32_t colors[256];
} bs_png_analysis;

/* One lossless way to store the pixels. */
typedef struct {
    int color_type;          /* PNG colour type: 0, 2, 3, 4 or 6 */
    int bit_depth;           /* 1, 2, 4 or 8 */
    uint32_t palette[256];   /* colour type 3: RGBA entries, translucent ones first */
    int palette_count;
    int alpha_count;         /* tRNS entries of a palette: through the last translucent one */
    int has_key;             /* gray or RGB with a tRNS colour key */
    uint8_t key[3];
    size_t row_bytes;        /* packed bytes per row, without the filter byte */
    size_t filter_step;      /* bytes per pixel for the filters, at least 1 */
} bs_png_layout;

#define BS_PNG_MAX_LAYOUTS 4

/* Row filter strategies: 0-4 are PNG's five filters on every row; the rest choose per row. */
enum {
    BS_PNG_FILTER_MIN_SUM = 5,  /* libpng's adaptive heuristic */
    BS_PNG_FILTER_ENTROPY = 6,  /* lowest byte entropy */
    BS_PNG_FILTER_BIGRAMS = 7,  /* fewest distinct byte pairs */
    BS_PNG_FILTER_PAIRS_OR_NONE = 8, /* fewest pairs if they cut the unfiltered image's by 15%, else None */
    BS_PNG_FILTER_STRATEGIES = 9
};

/* Reused memory for the row heuristics. */
typedef struct {
    uint8_t pairs[4096];   /* per hashed byte pair, the generation that last saw it */
    uint8_t generation;
    uint8_t row_pairs[3][4096]; /* the same for None, Sub and Up scored side by side */
    uint8_t row_generation;
    double c_log_c[256];   /* c * log2(c) */
    double unfiltered[3];  /* each heuristic's score of the unfiltered image, summed over rows */
    double chosen[3];      /* ... and of the rows it chose */
} bs_png_filter_scratch;

/* Scans the pixels; without reduce, only opaque and gray are worth knowing
 * (the colours are not counted). */
void bs_png_analyze(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, int reduce,
                    bs_png_analysis *analysis);

/* Fills layouts (at most BS_PNG_MAX_LAYOUTS) with every lossless layout worth
 * trying, the plain 8-bit one first; returns how many. */
int bs_png_layouts(const bs_png_analysis *analysis, uint32_t width, bs_png_layout *layouts);

/* A layout's packed rows, read in order: from one buffer holding them all
 * (worth it when several strategies read the rows again), or packed on demand
 * into two alternating rows, so a large image never has a second whole copy. */
typedef struct {
    const uint8_t *rgba;
    size_t stride;
    uint32_t width, height;
    const bs_png_layout *layout;
    uint32_t sorted_colors[256];  /* the palette by value, for lookups ... */
    uint8_t sorted_indexes[256];  /* ... and each one's index in the palette */
    uint8_t *samples;             /* one row of gray levels or palette indexes */
    uint8_t *whole;               /* every row, or NULL */
    uint8_t *pair;                /* two rows, used in turn, when whole is NULL */
} bs_png_rows;

/* Prepares layout's rows of the pixels, all of them at once when whole is set;
 * 0 when out of memory (bs_png_rows_close is still safe to call). */
int bs_png_rows_open(bs_png_rows *rows, const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                     const bs_png_layout *layout, int whole);

/* Packed row y (row_bytes bytes). Without whole rows, y must follow the last
 * row asked for or start again at 0, and only that last row stays valid. */
const uint8_t *bs_png_rows_get(bs_png_rows *rows, uint32_t y);

/* Frees the rows' memory. */
void bs_png_rows_close(bs_png_rows *rows);

/* Records in choices (3 * height bytes) the filter each per-row heuristic the
 * strategies name (bit s for strategy s) picks for every row, among the
 * filters in row_filters (bit t for filter t) and None, and each heuristic's
 * summed scores in scratch; 0 when out of memory. */
int bs_png_choose_filters(bs_png_rows *rows, unsigned strategies, unsigned row_filters, bs_png_filter_scratch *scratch,
                          uint8_t *choices);

/* The filtered image of one strategy (height * (row_bytes + 1) bytes, each row
 * led by its filter type), using the choices; 0 when out of memory. */
int bs_png_assemble(bs_png_rows *rows, const uint8_t *choices, const bs_png_filter_scratch *scratch, int strategy,
                    uint8_t *out);

/* Takes one filtered row (its filter byte first); 0 to stop. */
typedef int (*bs_png_row_sink)(void *context, const uint8_t *row, size_t count);

/* bs_png_assemble one row at a time: each row is filtered into out, which then
 * moves on by out_step bytes (0 reuses one row), and handed to sink when there is one. */
int bs_png_assemble_each(bs_png_rows *rows, const uint8_t *choices, const bs_png_filter_scratch *scratch, int strategy,
                         uint8_t *out, size_t out_step, bs_png_row_sink sink, void *context);

/* The strategy's rows deflated by zlib at level (at most 9) as they are filtered,
 * into out (capacity bytes); the zlib stream's length, or 0 when it failed or did not fit. */
size_t bs_png_deflate_rows(bs_png_rows *rows, const uint8_t *choices, const bs_png_filter_scratch *scratch, int strategy,
                           int level, uint8_t *out, size_t capacity);

/* Bytes of every chunk but IDAT's data: signature, IHDR, PLTE, tRNS, IDAT's frame, IEND.
 * IDAT's data starts at bs_png_file_overhead(layout) - 16. */
size_t bs_png_file_overhead(const bs_png_layout *layout);

/* Writes every chunk of the file into out, around the zlib_bytes of IDAT data
 * already placed where bs_png_file_overhead says. */
void bs_png_write_file(const bs_png_layout *layout, uint32_t width, uint32_t height, uint8_t *out,
                       size_t zlib_bytes);

#endif
