/* PNG row filters and the per-row heuristics that choose among them: the
 * heuristics score every row's filtered versions once and record their
 * choices, and each strategy's image is then filtered row by row from those. */
#include "bs_png_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
    int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/* The filters in `types` (bit t for filter t) of one row, one loop each: a
 * switch per byte cost a third of the whole search. */
static void filter_row(unsigned types, const uint8_t *row, const uint8_t *prev, size_t n, size_t step, uint8_t *out[5]) {
    size_t head = step < n ? step : n;
    if (types & 1) memcpy(out[0], row, n);
    if (types & 2) {
        memcpy(out[1], row, head);
        for (size_t i = head; i < n; i++) out[1][i] = (uint8_t)(row[i] - row[i - step]);
    }
    if (types & 4)
        for (size_t i = 0; i < n; i++) out[2][i] = (uint8_t)(row[i] - prev[i]);
    if (types & 8) {
        for (size_t i = 0; i < head; i++) out[3][i] = (uint8_t)(row[i] - (prev[i] >> 1));
        for (size_t i = head; i < n; i++) out[3][i] = (uint8_t)(row[i] - ((row[i - step] + prev[i]) >> 1));
    }
    if (types & 16) {
        for (size_t i = 0; i < head; i++) out[4][i] = (uint8_t)(row[i] - prev[i]);
        for (size_t i = head; i < n; i++) out[4][i] = (uint8_t)(row[i] - paeth(row[i - step], prev[i], prev[i - step]));
    }
}

/* libpng's heuristic: the smallest sum of residuals read as signed bytes. */
static double sum_score(const uint8_t *bytes, size_t n) {
    /* |b| of the byte read as signed, without a branch, so the compiler can vectorize it. */
    uint32_t sum = 0;
    for (size_t i = 0; i < n; i++) {
        int8_t b = (int8_t)bytes[i];
        uint8_t sign = (uint8_t)(b >> 7);
        sum += (uint8_t)((bytes[i] ^ sign) - sign);
    }
    return (double)sum;
}

/* The Shannon entropy of the row's bytes, up to a constant: what a Huffman coder pays. */
static double entropy_score(const uint8_t *bytes, size_t n, const bs_png_filter_scratch *scratch) {
    unsigned counts[256] = {0};
    uint8_t seen[256];
    int distinct = 0;
    /* Short rows touch few values: sum over those rather than all 256. */
    for (size_t i = 0; i < n; i++)
        if (counts[bytes[i]]++ == 0) seen[distinct++] = bytes[i];
    double sum = 0;
    for (int k = 0; k < distinct; k++) {
        unsigned c = counts[seen[k]];
        sum -= c < 256 ? scratch->c_log_c[c] : c * log2((double)c);
    }
    return sum;
}

/* Distinct byte pairs: fewer pairs means more repeats for deflate's matches.
 * Pairs are hashed into 4096 slots stamped with a per-call generation, so no
 * table is cleared between rows; the rare collisions only make the count an
 * estimate. */
static double bigram_score(const uint8_t *bytes, size_t n, bs_png_filter_scratch *scratch) {
    if (++scratch->generation == 0) {
        memset(scratch->pairs, 0, sizeof scratch->pairs);
        scratch->generation = 1;
    }
    uint8_t generation = scratch->generation;
    unsigned distinct = 0;
    for (size_t i = 1; i < n; i++) {
        unsigned slot = ((unsigned)bytes[i - 1] << 4 ^ bytes[i]) & 4095;
        distinct += scratch->pairs[slot] != generation;
        scratch->pairs[slot] = generation;
    }
    return distinct;
}

/* One hashed pair of a row seen: 1 when no earlier pair of the row hashed to its slot.
 * A slot equal to the one just seen is known, with no load: runs of one byte (an icon's
 * transparent margins) would otherwise wait on each store to be read back. */
static inline unsigned new_pair(uint8_t *restrict pairs, uint8_t generation, uint8_t last, uint8_t byte, unsigned *restrict previous) {
    unsigned slot = (unsigned)last << 4 ^ byte;  /* 12 bits: no mask needed */
    if (slot == *previous) return 0;
    *previous = slot;
    unsigned fresh = pairs[slot] != generation;
    pairs[slot] = generation;
    return fresh;
}

/* bigram_score of the None, Sub and Up versions of one row, in one pass that filters
 * as it counts: the default search's only heuristic, where filtering each version into
 * a row and reading it again was a quarter of encoding a tinted icon. Three tables, so
 * the three counts are independent chains the processor runs side by side. */
static void bigram_scores_none_sub_up(const uint8_t *restrict row, const uint8_t *restrict prev, size_t n, size_t step,
                                      bs_png_filter_scratch *scratch, double scores[3]) {
    if (++scratch->row_generation == 0) {
        memset(scratch->row_pairs, 0, sizeof scratch->row_pairs);
        scratch->row_generation = 1;
    }
    uint8_t generation = scratch->row_generation;
    /* Restricted: a table's stores never change the row, so its bytes stay in registers. */
    uint8_t *restrict none = scratch->row_pairs[0], *restrict sub = scratch->row_pairs[1], *restrict up = scratch->row_pairs[2];
    size_t head = step < n ? step : n;
    unsigned counts[3] = {0, 0, 0}, previous[3] = {4096, 4096, 4096};
    uint8_t last[3] = {row[0], row[0], (uint8_t)(row[0] - prev[0])};
    /* Sub is the byte itself in the first pixel: a loop of its own, so the rest has no test. */
    size_t i = 1;
    for (; i < head; i++) {
        uint8_t up_byte = (uint8_t)(row[i] - prev[i]);
        counts[0] += new_pair(none, generation, last[0], row[i], &previous[0]);
        counts[1] += new_pair(sub, generation, last[1], row[i], &previous[1]);
        counts[2] += new_pair(up, generation, last[2], up_byte, &previous[2]);
        last[0] = last[1] = row[i], last[2] = up_byte;
    }
    for (; i < n; i++) {
        uint8_t sub_byte = (uint8_t)(row[i] - row[i - step]), up_byte = (uint8_t)(row[i] - prev[i]);
        counts[0] += new_pair(none, generation, last[0], row[i], &previous[0]);
        counts[1] += new_pair(sub, generation, last[1], sub_byte, &previous[1]);
        counts[2] += new_pair(up, generation, last[2], up_byte, &previous[2]);
        last[0] = row[i], last[1] = sub_byte, last[2] = up_byte;
    }
    for (int t = 0; t < 3; t++) scores[t] = counts[t];
}

int bs_png_choose_filters(bs_png_rows *rows, unsigned strategies, unsigned row_filters, bs_png_filter_scratch *scratch,
                          uint8_t *choices) {
    uint32_t height = rows->height;
    size_t row_bytes = rows->layout->row_bytes, step = rows->layout->filter_step;
    if (strategies >> BS_PNG_FILTER_PAIRS_OR_NONE & 1) strategies |= 1u << BS_PNG_FILTER_BIGRAMS;
    memset(scratch->unfiltered, 0, sizeof scratch->unfiltered);
    memset(scratch->chosen, 0, sizeof scratch->chosen);
    if ((strategies >> BS_PNG_FILTER_MIN_SUM) == 0) return 1;
    unsigned types = row_filters | 1;
    /* One row above the image (zeros) and the five filtered versions of the current row. */
    uint8_t *zeros = calloc(row_bytes, 6);
    if (!zeros) return 0;
    uint8_t *out[5];
    for (int t = 0; t < 5; t++) out[t] = zeros + (size_t)(t + 1) * row_bytes;
    if (strategies >> BS_PNG_FILTER_ENTROPY & 1)
        for (unsigned c = 0; c < 256; c++) scratch->c_log_c[c] = c > 1 ? c * log2((double)c) : 0;
    /* The default search: fewest pairs alone, over None, Sub and Up. */
    int pairs_only = (strategies >> BS_PNG_FILTER_MIN_SUM & 7) == 4 && types == 7;
    const uint8_t *prev = zeros;
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *row = bs_png_rows_get(rows, y);
        if (pairs_only) {
            double scores[3];
            bigram_scores_none_sub_up(row, prev, row_bytes, step, scratch, scores);
            prev = row;
            int chosen = 0;
            for (int t = 1; t < 3; t++) if (scores[t] < scores[chosen]) chosen = t;
            scratch->unfiltered[2] += scores[0];
            scratch->chosen[2] += scores[chosen];
            choices[2 * height + y] = (uint8_t)chosen;
            continue;
        }
        filter_row(types, row, prev, row_bytes, step, out);
        prev = row;
        double best[3] = {0, 0, 0};
        for (int t = 0; t < 5; t++)
            for (int h = 0; h < 3 && (types >> t & 1); h++) {
                if (!(strategies >> (BS_PNG_FILTER_MIN_SUM + h) & 1)) continue;
                double score = h == 0 ? sum_score(out[t], row_bytes)
                             : h == 1 ? entropy_score(out[t], row_bytes, scratch) : bigram_score(out[t], row_bytes, scratch);
                if (t == 0) scratch->unfiltered[h] += score;
                if (t == 0 || score < best[h]) { best[h] = score; choices[h * height + y] = (uint8_t)t; }
            }
        for (int h = 0; h < 3; h++) scratch->chosen[h] += best[h];
    }
    free(zeros);
    return 1;
}

int bs_png_assemble_each(bs_png_rows *rows, const uint8_t *choices, const bs_png_filter_scratch *scratch, int strategy,
                         uint8_t *out, size_t out_step, bs_png_row_sink sink, void *context) {
    uint32_t height = rows->height;
    size_t row_bytes = rows->layout->row_bytes, step = rows->layout->filter_step;
    /* Measured on tinted icons and drawn art: below 85% of the pairs, the filtered
     * rows deflate smaller in most images; above it, None does. */
    if (strategy == BS_PNG_FILTER_PAIRS_OR_NONE)
        strategy = scratch->chosen[2] < 0.85 * scratch->unfiltered[2] ? BS_PNG_FILTER_BIGRAMS : 0;
    uint8_t *zeros = calloc(row_bytes, 1);
    if (!zeros) return 0;
    const uint8_t *prev = zeros;
    int ok = 1;
    for (uint32_t y = 0; y < height && ok; y++, out += out_step) {
        const uint8_t *row = bs_png_rows_get(rows, y);
        int type = strategy < 5 ? strategy : choices[(strategy - 5) * height + y];
        uint8_t *filtered[5] = {out + 1, out + 1, out + 1, out + 1, out + 1};
        out[0] = (uint8_t)type;
        filter_row(1u << type, row, prev, row_bytes, step, filtered);
        prev = row;
        if (sink) ok = sink(context, out, row_bytes + 1);
    }
    free(zeros);
    return ok;
}

int bs_png_assemble(bs_png_rows *rows, const uint8_t *choices, const bs_png_filter_scratch *scratch, int strategy,
                    uint8_t *out) {
    return bs_png_assemble_each(rows, choices, scratch, strategy, out, rows->layout->row_bytes + 1, NULL, NULL);
}
