/* The writer's path for images too large to hold filtered: zlib deflates each
 * row as it is filtered, so only a row at a time exists beside the pixels. */
#include "bs_png_internal.h"

#include <stdlib.h>
#include <zlib.h>

/* zlib's stream, fed one filtered row at a time. */
typedef struct { z_stream stream; int failed; } row_deflater;

static int deflate_row(void *context, const uint8_t *row, size_t count) {
    row_deflater *deflater = context;
    deflater->stream.next_in = (Bytef *)row;
    deflater->stream.avail_in = (uInt)count;
    while (deflater->stream.avail_in > 0)
        if (deflate(&deflater->stream, Z_NO_FLUSH) != Z_OK || deflater->stream.avail_out == 0) return !(deflater->failed = 1);
    return 1;
}

size_t bs_png_deflate_rows(bs_png_rows *rows, const uint8_t *choices, const bs_png_filter_scratch *scratch, int strategy,
                           int level, uint8_t *out, size_t capacity) {
    row_deflater deflater = {0};
    uint8_t *row = malloc(rows->layout->row_bytes + 1);
    if (!row || capacity > UINT32_MAX || deflateInit(&deflater.stream, level > 9 ? 9 : level) != Z_OK) { free(row); return 0; }
    deflater.stream.next_out = out;
    deflater.stream.avail_out = (uInt)capacity;
    int ok = bs_png_assemble_each(rows, choices, scratch, strategy, row, 0, deflate_row, &deflater) && !deflater.failed;
    int finished = Z_OK;
    while (ok && finished == Z_OK) finished = deflate(&deflater.stream, Z_FINISH);
    size_t length = ok && finished == Z_STREAM_END ? deflater.stream.total_out : 0;
    deflateEnd(&deflater.stream);
    free(row);
    return length;
}
