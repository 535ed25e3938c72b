/* Palette expansion, done by BarSkin rather than libpng (see below). */
#include "bs_png_internal.h"

/* Palette images are read as one index byte per pixel and expanded here, in
 * place from the right end of each row: libpng only warns about an index past
 * the end of PLTE and turns it into black, but the PNG spec calls that an error,
 * and silently black pixels are worse than a clear failure. */
bs_png_status bs_png_expand_palette_row(bs_png_decoder *decoder, uint8_t *row, bs_png_result *result) {
    png_colorp palette = NULL;
    int count = 0;
    png_bytep alphas = NULL;
    int alpha_count = 0;
    if (png_get_PLTE(decoder->png, decoder->info, &palette, &count) == 0) count = 0;
    if (png_get_tRNS(decoder->png, decoder->info, &alphas, &alpha_count, NULL) == 0) alpha_count = 0;
    for (uint32_t x = decoder->header.width; x-- > 0;) {
        int index = row[x];
        if (index >= count) {
            char message[100];
            snprintf(message, sizeof message, "palette index %d is beyond the %d-entry palette", index, count);
            bs_png_fail(result, BS_PNG_LIBPNG_ERROR, message, 0);
            return result->status;
        }
        uint8_t *pixel = row + (size_t)x * 4;
        pixel[0] = palette[index].red;
        pixel[1] = palette[index].green;
        pixel[2] = palette[index].blue;
        pixel[3] = index < alpha_count ? alphas[index] : 255;
    }
    bs_png_fail(result, BS_PNG_OK, "", 0);
    return BS_PNG_OK;
}

bs_png_status bs_png_expand_palette_rows(bs_png_decoder *decoder, uint8_t *rgba, size_t stride,
                                         bs_png_result *result) {
    for (uint32_t y = 0; y < decoder->header.height; y++) {
        bs_png_status status = bs_png_expand_palette_row(decoder, rgba + (size_t)y * stride, result);
        if (status != BS_PNG_OK) return status;
    }
    return BS_PNG_OK;
}
