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

/* Expands rows of palette indexes to RGBA in place, refusing indexes past PLTE. */
bs_png_status bs_png_expand_palette_rows(bs_png_decoder *decoder, uint8_t *rgba, size_t stride,
                                         bs_png_result *result);

#endif
