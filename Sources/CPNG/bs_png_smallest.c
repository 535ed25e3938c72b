/* BarSkin's PNG writer: the lossless layouts and row filter strategies the
 * options ask for are ranked by a quick deflate (when there is more than one),
 * and the best few are compressed at the final level; the smallest file wins. */
#include "bs_png_internal.h"

#include <libdeflate.h>
#include <zlib.h>
#include <stdlib.h>
#include <string.h>

/* Room for every chunk around IDAT's data: signature, IHDR, the largest PLTE and tRNS, IDAT's frame, IEND. */
#define FILE_SLACK (8 + 25 + (12 + 768) + (12 + 256) + 12 + 12)

/* Filtered rows are held whole for libdeflate (one call, the smallest output) up
 * to a quarter of the RGBA bitmap plus this; larger ones (RGBA above about
 * 3300x3300, RGB above 4096x4096, gray+alpha above 5800x5800) are deflated a
 * row at a time by zlib. A command then holds its bitmaps and little more: `tint`
 * holds the mask and one variant while it encodes, within the bitmap's 1.5
 * times plus 64 MB. */
#define HELD_SLACK ((size_t)32 << 20)

/* Packed rows larger than this are packed again for each strategy rather than kept. */
#define WHOLE_ROWS_LIMIT ((size_t)16 << 20)

typedef struct { int layout, strategy; size_t estimate; } candidate;

static int by_estimate(const void *a, const void *b) {
    const candidate *x = a, *y = b;
    if (x->estimate != y->estimate) return x->estimate < y->estimate ? -1 : 1;
    /* Ties keep the search order, so the same pixels always give the same file. */
    return x->layout != y->layout ? x->layout - y->layout : x->strategy - y->strategy;
}

/* Palettes and sub-byte gray are tried unfiltered and with libpng's heuristic only:
 * on both bench corpora the other strategies never won on them (indexes have no
 * arithmetic between neighbours for the filters to exploit). */
static int tried(const bs_png_layout *layout, int strategy, bs_png_search_options options) {
    if (!(options.strategies >> strategy & 1)) return 0;
    return strategy == 0 || strategy == BS_PNG_FILTER_MIN_SUM || (layout->color_type != 3 && layout->bit_depth == 8);
}

typedef struct {
    bs_png_analysis analysis;
    bs_png_layout layouts[BS_PNG_MAX_LAYOUTS];
    candidate candidates[BS_PNG_MAX_LAYOUTS * BS_PNG_FILTER_STRATEGIES];
    bs_png_filter_scratch scratch;
    /* Each ranked layout's heuristic sums, so its finalist is filtered without choosing again. */
    double unfiltered[BS_PNG_MAX_LAYOUTS][3], chosen[BS_PNG_MAX_LAYOUTS][3];
    int ranked[BS_PNG_MAX_LAYOUTS];
} search_state;

/* The filter a strategy puts on row y, given the layout's choices and sums. */
static int row_filter(int strategy, uint32_t y, uint32_t height, const uint8_t *choices, const bs_png_filter_scratch *scratch) {
    if (strategy == BS_PNG_FILTER_PAIRS_OR_NONE)
        strategy = scratch->chosen[2] < 0.85 * scratch->unfiltered[2] ? BS_PNG_FILTER_BIGRAMS : 0;
    return strategy < 5 ? strategy : choices[(size_t)(strategy - 5) * height + y];
}

/* An earlier strategy of this layout that filters every row alike (so deflates to
 * the same bytes), or -1: per-row heuristics often agree, or choose None throughout. */
static int same_as_earlier(const bs_png_layout *layout, int strategy, uint32_t height, const uint8_t *choices,
                           const bs_png_filter_scratch *scratch, bs_png_search_options options) {
    for (int earlier = 0; earlier < strategy; earlier++) {
        if (!tried(layout, earlier, options)) continue;
        uint32_t y = 0;
        while (y < height && row_filter(earlier, y, height, choices, scratch) == row_filter(strategy, y, height, choices, scratch)) y++;
        if (y == height) return earlier;
    }
    return -1;
}

static bs_png_status fail(bs_png_result *result, bs_png_status status, const char *message) {
    bs_png_fail(result, status, message, 0);
    return status;
}

bs_png_status bs_png_encode_smallest(const uint8_t *rgba, uint32_t width, uint32_t height,
                                     size_t stride, bs_png_search_options options,
                                     bs_png_buffer *out, bs_png_result *result) {
    memset(result, 0, sizeof *result);
    memset(out, 0, sizeof *out);
    if (width == 0 || height == 0 || width > 0x7FFFFFFF || height > 0x7FFFFFFF || stride < (size_t)width * 4 ||
        (size_t)width * 4 + 1 > SIZE_MAX / height)
        return fail(result, BS_PNG_INVALID_ARGUMENT, "invalid image for encoding");
    search_state *state = calloc(1, sizeof *state);
    struct libdeflate_compressor *trial = libdeflate_alloc_compressor(options.trial_level);
    struct libdeflate_compressor *final = libdeflate_alloc_compressor(options.final_level);
    /* The RGBA row is the widest any layout packs: size every buffer for it. */
    size_t filtered_bytes = ((size_t)width * 4 + 1) * height;
    size_t bound = trial && final ? libdeflate_zlib_compress_bound(final, filtered_bytes) : 0;
    if (bound && compressBound((uLong)filtered_bytes) > bound) bound = compressBound((uLong)filtered_bytes);
    size_t held_limit = options.held_bytes ? options.held_bytes : (size_t)width * height + HELD_SLACK;
    uint8_t *filtered = malloc(filtered_bytes);
    uint8_t *choices = malloc((size_t)height * 3 * BS_PNG_MAX_LAYOUTS);
    uint8_t *file = malloc(bound + FILE_SLACK);
    uint8_t *best = NULL;
    size_t best_bytes = 0;
    bs_png_status status = BS_PNG_OUT_OF_MEMORY;
    bs_png_rows rows = {0};
    if (!state || !trial || !final || !filtered || !choices || !file) goto done;

    bs_png_analyze(rgba, width, height, stride, options.reduce, &state->analysis);
    int layout_count = options.reduce ? bs_png_layouts(&state->analysis, width, state->layouts) : 1;
    if (!options.reduce) bs_png_layouts(&state->analysis, width, state->layouts);
    int count = 0, wanted = 0;
    for (int l = 0; l < layout_count; l++)
        for (int s = 0; s < BS_PNG_FILTER_STRATEGIES; s++) wanted += tried(&state->layouts[l], s, options);
    /* With no more candidates than finalists there is nothing to rank. */
    int rank = wanted > options.finalists;
    for (int l = 0; l < layout_count; l++) {
        const bs_png_layout *layout = &state->layouts[l];
        /* Every strategy reads the rows again: keep them packed unless that is a second large copy of the image. */
        int whole = layout->row_bytes * height <= WHOLE_ROWS_LIMIT;
        bs_png_rows_close(&rows);
        uint8_t *layout_choices = choices + (size_t)l * 3 * height;
        /* Only the heuristics this layout tries: scoring rows is a tenth of the search. */
        unsigned layout_strategies = 0;
        for (int s = 0; s < BS_PNG_FILTER_STRATEGIES; s++) layout_strategies |= (unsigned)tried(layout, s, options) << s;
        size_t size = (layout->row_bytes + 1) * height;
        /* A layout too large to hold is not ranked: it is tried last, streamed. */
        state->ranked[l] = rank && size <= held_limit;
        if (state->ranked[l] &&
            (!bs_png_rows_open(&rows, rgba, width, height, stride, layout, whole) ||
             !bs_png_choose_filters(&rows, layout_strategies, options.row_filters, &state->scratch, layout_choices)))
            goto done;
        memcpy(state->unfiltered[l], state->scratch.unfiltered, sizeof state->unfiltered[l]);
        memcpy(state->chosen[l], state->scratch.chosen, sizeof state->chosen[l]);
        int first = count;
        for (int s = 0; s < BS_PNG_FILTER_STRATEGIES; s++) {
            if (!tried(layout, s, options)) continue;
            int twin = state->ranked[l] ? same_as_earlier(layout, s, height, layout_choices, &state->scratch, options) : -1;
            size_t estimate = 0;
            for (int c = first; c < count && twin >= 0; c++)
                if (state->candidates[c].strategy == twin) estimate = state->candidates[c].estimate;
            if (state->ranked[l] && !estimate) {
                if (!bs_png_assemble(&rows, layout_choices, &state->scratch, s, filtered)) goto done;
                size_t z = libdeflate_zlib_compress(trial, filtered, size, file, bound);
                estimate = bs_png_file_overhead(layout) + (z ? z : bound);
            }
            state->candidates[count++] = (candidate){l, s, state->ranked[l] ? estimate : bs_png_file_overhead(layout) + bound};
        }
    }
    qsort(state->candidates, (size_t)count, sizeof(candidate), by_estimate);
    int finalists = options.finalists < 1 ? 1 : options.finalists > count ? count : options.finalists;
    for (int f = 0; f < finalists; f++) {
        const bs_png_layout *layout = &state->layouts[state->candidates[f].layout];
        size_t size = (layout->row_bytes + 1) * height, head = bs_png_file_overhead(layout);
        int l = state->candidates[f].layout;
        uint8_t *layout_choices = choices + (size_t)l * 3 * height;
        /* Ranked layouts chose their rows' filters already; otherwise choose, then filter:
         * packing a row twice costs less than keeping every row. */
        bs_png_rows_close(&rows);
        if (!bs_png_rows_open(&rows, rgba, width, height, stride, layout, 0)) goto done;
        if (state->ranked[l]) {
            memcpy(state->scratch.unfiltered, state->unfiltered[l], sizeof state->unfiltered[l]);
            memcpy(state->scratch.chosen, state->chosen[l], sizeof state->chosen[l]);
        } else if (!bs_png_choose_filters(&rows, 1u << state->candidates[f].strategy, options.row_filters, &state->scratch,
                                          layout_choices)) {
            goto done;
        }
        size_t z;
        if (size > held_limit) {
            z = bs_png_deflate_rows(&rows, layout_choices, &state->scratch, state->candidates[f].strategy, options.final_level,
                                     file + head - 16, bound);
        } else {
            if (!bs_png_assemble(&rows, layout_choices, &state->scratch, state->candidates[f].strategy, filtered)) goto done;
            z = libdeflate_zlib_compress(final, filtered, size, file + head - 16, bound);
        }
        if (z == 0 || (best && head + z >= best_bytes)) continue;
        bs_png_write_file(layout, width, height, file, z);
        /* Keep the winner and reuse the other buffer for the next finalist. */
        uint8_t *previous = best;
        best = file;
        best_bytes = head + z;
        file = previous ? previous : malloc(bound + FILE_SLACK);
        if (!file) goto done;
    }
    if (!best) { status = fail(result, BS_PNG_LIBPNG_ERROR, "libdeflate could not compress the image"); goto done; }
    out->bytes = best;
    out->count = out->capacity = best_bytes;
    best = NULL;
    status = BS_PNG_OK;
done:
    if (status == BS_PNG_OUT_OF_MEMORY) fail(result, status, "out of memory");
    free(best);
    free(file);
    free(filtered);
    free(choices);
    bs_png_rows_close(&rows);
    libdeflate_free_compressor(final);
    libdeflate_free_compressor(trial);
    free(state);
    return status;
}
