/* Decoding: every libpng call that can fail runs under a setjmp in this file. */
#include "bs_png.h"

#include <errno.h>
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* Ancillary chunks BarSkin never uses: libpng skips them unparsed, so a hostile
 * iCCP, zTXt or iTXt costs no decompression at all. */
static const png_byte ignored_chunks[] =
    "iCCP\0iTXt\0tEXt\0zTXt\0sPLT\0eXIf\0hIST\0pCAL\0sCAL\0sTER\0tIME\0pHYs\0oFFs\0";

static void on_error(png_structp png, png_const_charp message) {
    bs_png_decoder *decoder = png_get_error_ptr(png);
    /* png_check_IHDR warns with the reason ("Image width is zero in IHDR",
     * "Invalid bit depth for RGB image") and then fails with a generic message. */
    if (strcmp(message, "Invalid IHDR data") == 0 && decoder->first_warning[0] != '\0')
        message = decoder->first_warning;
    snprintf(decoder->message, sizeof decoder->message, "%s", message);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    /* Warnings never change the decoded pixels; the first is kept only to
     * explain a later "Invalid IHDR data" error. */
    bs_png_decoder *decoder = png_get_error_ptr(png);
    if (decoder->first_warning[0] == '\0')
        snprintf(decoder->first_warning, sizeof decoder->first_warning, "%s", message);
}

static void read_bytes(png_structp png, png_bytep data, size_t length) {
    bs_png_decoder *decoder = png_get_io_ptr(png);
    if (decoder->file != NULL) {
        size_t got = fread(data, 1, length, decoder->file);
        if (got == length) return;
        if (ferror(decoder->file)) {
            decoder->io_errno = errno;
            png_error(png, "read failed");
        }
    } else {
        if (decoder->count - decoder->offset >= length) {
            memcpy(data, decoder->bytes + decoder->offset, length);
            decoder->offset += length;
            return;
        }
    }
    decoder->truncated = 1;
    png_error(png, "file is truncated");
}

static uint32_t big_endian_32(const uint8_t *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
}

static void fail(bs_png_result *result, bs_png_status status, const char *message, int io_errno) {
    result->status = status;
    result->io_errno = io_errno;
    snprintf(result->message, sizeof result->message, "%s", message ? message : "");
}

static int over_limits(uint32_t width, uint32_t height, bs_png_limits limits) {
    return width > limits.max_width || height > limits.max_height ||
           (uint64_t)width * (uint64_t)height > limits.max_pixels;
}

/* Status from what the error handler saw. */
static bs_png_status status_after_longjmp(const bs_png_decoder *decoder) {
    if (decoder->truncated) return BS_PNG_TRUNCATED;
    if (decoder->io_errno) return BS_PNG_IO_ERROR;
    if (strstr(decoder->message, "out of memory") || strstr(decoder->message, "Out of Memory"))
        return BS_PNG_OUT_OF_MEMORY;
    return BS_PNG_LIBPNG_ERROR;
}

/* Bytes of filtered scanlines an IHDR calls for (rounded up for Adam7), 0 for an
 * IHDR libpng will refuse anyway. */
static uint64_t raw_image_bytes(const uint8_t *ihdr_data) {
    uint64_t width = big_endian_32(ihdr_data), height = big_endian_32(ihdr_data + 4);
    int depth = ihdr_data[8], type = ihdr_data[9];
    int channels = (type == 0 || type == 3) ? 1 : type == 2 ? 3 : type == 4 ? 2 : type == 6 ? 4 : 0;
    if (channels == 0 || depth == 0 || depth > 16) return 0;
    uint64_t row = (width * (uint64_t)channels * (uint64_t)depth + 7) / 8;
    return height * (row + 1) + (ihdr_data[12] ? 2 * height + 16 : 0);
}

/* Reads the 8-byte chunk header at offset; 0 at the end of the data. */
static int read_chunk_header(bs_png_decoder *decoder, uint64_t offset, uint8_t header[8]) {
    if (decoder->file != NULL) {
        if (fseeko(decoder->file, (off_t)offset, SEEK_SET) != 0) return 0;
        return fread(header, 1, 8, decoder->file) == 8;
    }
    if (offset > decoder->count || decoder->count - offset < 8) return 0;
    memcpy(header, decoder->bytes + offset, 8);
    return 1;
}

/* libpng inflates IDAT data to the end of the zlib stream even after the last row,
 * so a 1x1 image with 1 MB of highly compressed IDAT costs seconds (about 2.5 s per
 * MB here) in bounded memory. No encoder writes much more compressed data than the
 * raw scanlines (deflate's worst case is about 0.03% over), so IDAT chunks adding up
 * to more than that, with generous slack, are refused before any inflating. Only
 * chunk headers are read; damaged structure is left for libpng to name. */
static int idat_size_is_plausible(bs_png_decoder *decoder, const uint8_t *ihdr_data,
                                  bs_png_result *result) {
    uint64_t raw = raw_image_bytes(ihdr_data);
    if (raw == 0) return 1;
    uint64_t limit = raw + raw / 8 + 65536, offset = 8, total = 0, size = decoder->count;
    if (decoder->file != NULL) {
        if (fseeko(decoder->file, 0, SEEK_END) != 0) return 1;
        size = (uint64_t)ftello(decoder->file);
    }
    uint8_t header[8];
    while (read_chunk_header(decoder, offset, header)) {
        uint32_t length = big_endian_32(header);
        /* A chunk running past the end is truncation, which libpng reports. */
        if (length > 0x7fffffffu || offset + 12 + length > size || memcmp(header + 4, "IEND", 4) == 0) break;
        if (memcmp(header + 4, "IDAT", 4) == 0) total += length;
        offset += 12 + (uint64_t)length;
    }
    if (total <= limit) return 1;
    char message[160];
    snprintf(message, sizeof message, "IDAT: %llu bytes of compressed data, far more than a %ux%u image needs",
             (unsigned long long)total, big_endian_32(ihdr_data), big_endian_32(ihdr_data + 4));
    fail(result, BS_PNG_LIBPNG_ERROR, message, 0);
    return 0;
}

/* Peeks at the signature and the first chunk without libpng, so the answers for
 * "not a PNG", Apple's CgBI and absurd sizes come before any allocation. */
static int check_prefix(bs_png_decoder *decoder, const uint8_t *prefix, size_t got,
                        bs_png_limits limits, bs_png_result *result) {
    if (got > 0 && got < 8 && png_sig_cmp(prefix, 0, got) == 0) {
        fail(result, BS_PNG_TRUNCATED, "file is truncated", 0); /* a cut signature */
        return 0;
    }
    if (got < 8 || png_sig_cmp(prefix, 0, 8) != 0) {
        fail(result, BS_PNG_NOT_PNG, "not a PNG file", 0);
        return 0;
    }
    if (got >= 16 && memcmp(prefix + 12, "CgBI", 4) == 0) {
        fail(result, BS_PNG_APPLE_CGBI, "CgBI", 0);
        return 0;
    }
    if (got < 33) {
        fail(result, BS_PNG_TRUNCATED, "file is truncated", 0);
        return 0;
    }
    if (memcmp(prefix + 12, "IHDR", 4) == 0) {
        uint32_t width = big_endian_32(prefix + 16), height = big_endian_32(prefix + 20);
        if (width != 0 && height != 0 && over_limits(width, height, limits)) {
            result->width = width;
            result->height = height;
            fail(result, BS_PNG_TOO_LARGE, "image is over the size limit", 0);
            return 0;
        }
        return idat_size_is_plausible(decoder, prefix + 16, result);
    }
    return 1;
}

static void configure_transforms(png_structp png, png_infop info, bs_png_header *header) {
    png_uint_32 width, height;
    int bit_depth, color_type, interlace;
    png_get_IHDR(png, info, &width, &height, &bit_depth, &color_type, &interlace, NULL, NULL);
    header->width = width;
    header->height = height;
    header->bit_depth = bit_depth;
    header->color_type = color_type;
    header->interlaced = interlace == PNG_INTERLACE_ADAM7;
    header->has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;

    if (color_type == PNG_COLOR_TYPE_PALETTE) {
        /* One index byte per pixel; expand_palette_rows checks and expands them. */
        png_set_packing(png);
        (void)png_set_interlace_handling(png);
        png_read_update_info(png, info);
        return;
    }
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (header->has_trns) png_set_tRNS_to_alpha(png);
    /* scale_16 rounds (v * 255 + 32895) >> 16; strip_16 would truncate. */
    if (bit_depth == 16) png_set_scale_16(png);
    if (!(color_type & PNG_COLOR_MASK_COLOR)) png_set_gray_to_rgb(png);
    if (!(color_type & PNG_COLOR_MASK_ALPHA) && !header->has_trns)
        png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    (void)png_set_interlace_handling(png);
    png_read_update_info(png, info);
}

static bs_png_decoder *open_decoder(bs_png_decoder *decoder, bs_png_limits limits,
                                    bs_png_result *result) {
    decoder->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, decoder, on_error, on_warning);
    if (decoder->png) decoder->info = png_create_info_struct(decoder->png);
    if (!decoder->png || !decoder->info) {
        fail(result, BS_PNG_OUT_OF_MEMORY, "cannot create libpng reader", 0);
        bs_png_decoder_close(decoder);
        return NULL;
    }
    if (setjmp(png_jmpbuf(decoder->png))) {
        fail(result, status_after_longjmp(decoder), decoder->message, decoder->io_errno);
        bs_png_decoder_close(decoder);
        return NULL;
    }
    png_set_read_fn(decoder->png, decoder, read_bytes);
    png_set_user_limits(decoder->png, limits.max_width, limits.max_height);
    png_set_chunk_cache_max(decoder->png, 128);
    png_set_chunk_malloc_max(decoder->png, limits.max_chunk_bytes);
    png_set_keep_unknown_chunks(decoder->png, PNG_HANDLE_CHUNK_NEVER, NULL, 0);
    png_set_keep_unknown_chunks(decoder->png, PNG_HANDLE_CHUNK_NEVER, ignored_chunks,
                                (int)(sizeof ignored_chunks / 5));
    png_read_info(decoder->png, decoder->info);
    configure_transforms(decoder->png, decoder->info, &decoder->header);
    if (over_limits(decoder->header.width, decoder->header.height, limits)) {
        result->width = decoder->header.width;
        result->height = decoder->header.height;
        fail(result, BS_PNG_TOO_LARGE, "image is over the size limit", 0);
        bs_png_decoder_close(decoder);
        return NULL;
    }
    size_t pixel_bytes = decoder->header.color_type == PNG_COLOR_TYPE_PALETTE ? 1 : 4;
    if (png_get_rowbytes(decoder->png, decoder->info) != (size_t)decoder->header.width * pixel_bytes) {
        fail(result, BS_PNG_LIBPNG_ERROR, "unexpected row layout after conversion", 0);
        bs_png_decoder_close(decoder);
        return NULL;
    }
    fail(result, BS_PNG_OK, "", 0);
    return decoder;
}

bs_png_decoder *bs_png_decoder_open_file(const char *path, bs_png_limits limits,
                                         bs_png_result *result) {
    bs_png_decoder *decoder = calloc(1, sizeof *decoder);
    if (!decoder) {
        fail(result, BS_PNG_OUT_OF_MEMORY, "out of memory", 0);
        return NULL;
    }
    decoder->file = fopen(path, "rb");
    if (!decoder->file) {
        fail(result, BS_PNG_IO_ERROR, "cannot open", errno);
        free(decoder);
        return NULL;
    }
    uint8_t prefix[33];
    size_t got = fread(prefix, 1, sizeof prefix, decoder->file);
    if (ferror(decoder->file)) {
        fail(result, BS_PNG_IO_ERROR, "read failed", errno);
        bs_png_decoder_close(decoder);
        return NULL;
    }
    if (!check_prefix(decoder, prefix, got, limits, result)) {
        bs_png_decoder_close(decoder);
        return NULL;
    }
    rewind(decoder->file);
    return open_decoder(decoder, limits, result);
}

bs_png_decoder *bs_png_decoder_open_memory(const uint8_t *bytes, size_t count,
                                           bs_png_limits limits, bs_png_result *result) {
    bs_png_decoder *decoder = calloc(1, sizeof *decoder);
    if (!decoder) {
        fail(result, BS_PNG_OUT_OF_MEMORY, "out of memory", 0);
        return NULL;
    }
    decoder->bytes = bytes;
    decoder->count = count;
    if (!check_prefix(decoder, bytes, count < 33 ? count : 33, limits, result)) {
        bs_png_decoder_close(decoder);
        return NULL;
    }
    return open_decoder(decoder, limits, result);
}

bs_png_header bs_png_decoder_header(const bs_png_decoder *decoder) { return decoder->header; }

/* Palette images are read as one index byte per pixel and expanded here, in
 * place from the right end of each row: libpng only warns about an index past
 * the end of PLTE and turns it into black, but the PNG spec calls that an error,
 * and silently black pixels are worse than a clear failure. */
static bs_png_status expand_palette_rows(bs_png_decoder *decoder, uint8_t *rgba, size_t stride,
                                         bs_png_result *result) {
    png_colorp palette = NULL;
    int count = 0;
    png_bytep alphas = NULL;
    int alpha_count = 0;
    if (png_get_PLTE(decoder->png, decoder->info, &palette, &count) == 0) count = 0;
    if (png_get_tRNS(decoder->png, decoder->info, &alphas, &alpha_count, NULL) == 0) alpha_count = 0;
    for (uint32_t y = 0; y < decoder->header.height; y++) {
        uint8_t *row = rgba + (size_t)y * stride;
        for (uint32_t x = decoder->header.width; x-- > 0;) {
            int index = row[x];
            if (index >= count) {
                char message[100];
                snprintf(message, sizeof message, "palette index %d is beyond the %d-entry palette", index, count);
                fail(result, BS_PNG_LIBPNG_ERROR, message, 0);
                return result->status;
            }
            uint8_t *pixel = row + (size_t)x * 4;
            pixel[0] = palette[index].red;
            pixel[1] = palette[index].green;
            pixel[2] = palette[index].blue;
            pixel[3] = index < alpha_count ? alphas[index] : 255;
        }
    }
    fail(result, BS_PNG_OK, "", 0);
    return BS_PNG_OK;
}

bs_png_status bs_png_decoder_read_rgba(bs_png_decoder *decoder, uint8_t *rgba, size_t stride,
                                       bs_png_result *result) {
    uint32_t height = decoder->header.height;
    if (stride < (size_t)decoder->header.width * 4) {
        fail(result, BS_PNG_INVALID_ARGUMENT, "stride is too small", 0);
        return result->status;
    }
    png_bytep *volatile rows = malloc((size_t)height * sizeof(png_bytep));
    if (!rows) {
        fail(result, BS_PNG_OUT_OF_MEMORY, "out of memory", 0);
        return result->status;
    }
    for (uint32_t y = 0; y < height; y++) rows[y] = rgba + (size_t)y * stride;
    if (setjmp(png_jmpbuf(decoder->png))) {
        free(rows);
        fail(result, status_after_longjmp(decoder), decoder->message, decoder->io_errno);
        return result->status;
    }
    png_read_image(decoder->png, rows);
    png_read_end(decoder->png, NULL);
    free(rows);
    if (decoder->header.color_type == PNG_COLOR_TYPE_PALETTE) return expand_palette_rows(decoder, rgba, stride, result);
    fail(result, BS_PNG_OK, "", 0);
    return BS_PNG_OK;
}

void bs_png_decoder_close(bs_png_decoder *decoder) {
    if (!decoder) return;
    if (decoder->png) png_destroy_read_struct(&decoder->png, &decoder->info, NULL);
    if (decoder->file) fclose(decoder->file);
    free(decoder);
}
