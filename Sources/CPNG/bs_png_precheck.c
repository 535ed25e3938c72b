/* Checks made before libpng sees a file: they need only the first bytes and the
 * chunk headers, so the answers come before any allocation or inflating. */
#include "bs_png_internal.h"

#include <stdlib.h>
#include <string.h>

static uint32_t big_endian_32(const uint8_t *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
}

void bs_png_fail(bs_png_result *result, bs_png_status status, const char *message, int io_errno) {
    result->status = status;
    result->io_errno = io_errno;
    snprintf(result->message, sizeof result->message, "%s", message ? message : "");
}

int bs_png_over_limits(uint32_t width, uint32_t height, bs_png_limits limits) {
    return width > limits.max_width || height > limits.max_height ||
           (uint64_t)width * (uint64_t)height > limits.max_pixels;
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

uint64_t bs_png_raw_row_bytes(bs_png_header header) {
    int type = header.color_type;
    uint64_t channels = (type == 0 || type == 3) ? 1 : type == 2 ? 3 : type == 4 ? 2 : 4;
    return ((uint64_t)header.width * channels * (uint64_t)header.bit_depth + 7) / 8 + 1;
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
    bs_png_fail(result, BS_PNG_LIBPNG_ERROR, message, 0);
    return 0;
}

/* IDAT payload bytes at or past the reader's position, which libpng has not been
 * given yet. Only chunk headers are read, and the reader's position is restored. */
uint64_t bs_png_unread_idat_bytes(bs_png_decoder *decoder) {
    uint64_t position = decoder->offset, size = decoder->count, offset = 8, unread = 0;
    off_t saved = 0;
    if (decoder->file != NULL) {
        saved = ftello(decoder->file);
        if (saved < 0 || fseeko(decoder->file, 0, SEEK_END) != 0) return 0;
        size = (uint64_t)ftello(decoder->file);
        position = (uint64_t)saved;
    }
    uint8_t header[8];
    while (read_chunk_header(decoder, offset, header)) {
        uint64_t length = big_endian_32(header), start = offset + 8, end = start + length;
        if (length > 0x7fffffffu || end + 4 > size || memcmp(header + 4, "IEND", 4) == 0) break;
        if (memcmp(header + 4, "IDAT", 4) == 0 && end > position)
            unread += end - (start > position ? start : position);
        offset = end + 4;
    }
    if (decoder->file != NULL) fseeko(decoder->file, saved, SEEK_SET);
    return unread;
}

/* Peeks at the signature and the first chunk without libpng, so the answers for
 * "not a PNG", Apple's CgBI and absurd sizes come before any allocation. */
int bs_png_check_prefix(bs_png_decoder *decoder, const uint8_t *prefix, size_t got,
                        bs_png_limits limits, bs_png_result *result) {
    if (got > 0 && got < 8 && png_sig_cmp(prefix, 0, got) == 0) {
        bs_png_fail(result, BS_PNG_TRUNCATED, "file is truncated", 0); /* a cut signature */
        return 0;
    }
    if (got < 8 || png_sig_cmp(prefix, 0, 8) != 0) {
        bs_png_fail(result, BS_PNG_NOT_PNG, "not a PNG file", 0);
        return 0;
    }
    if (got >= 16 && memcmp(prefix + 12, "CgBI", 4) == 0) {
        bs_png_fail(result, BS_PNG_APPLE_CGBI, "CgBI", 0);
        return 0;
    }
    if (got < 33) {
        bs_png_fail(result, BS_PNG_TRUNCATED, "file is truncated", 0);
        return 0;
    }
    if (memcmp(prefix + 12, "IHDR", 4) == 0) {
        uint32_t width = big_endian_32(prefix + 16), height = big_endian_32(prefix + 20);
        if (width != 0 && height != 0 && bs_png_over_limits(width, height, limits)) {
            result->width = width;
            result->height = height;
            bs_png_fail(result, BS_PNG_TOO_LARGE, "image is over the size limit", 0);
            return 0;
        }
        return idat_size_is_plausible(decoder, prefix + 16, result);
    }
    return 1;
}
