/* Decoding: every libpng call that can fail runs under a setjmp in this file. */
#include "bs_png_internal.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* Status from what the error handler saw. */
static bs_png_status status_after_longjmp(const bs_png_decoder *decoder) {
    if (decoder->truncated) return BS_PNG_TRUNCATED;
    if (decoder->io_errno) return BS_PNG_IO_ERROR;
    if (strstr(decoder->message, "out of memory") || strstr(decoder->message, "Out of Memory"))
        return BS_PNG_OUT_OF_MEMORY;
    return BS_PNG_LIBPNG_ERROR;
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
        /* One index byte per pixel; bs_png_expand_palette_row checks and expands them. */
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
        bs_png_fail(result, BS_PNG_OUT_OF_MEMORY, "cannot create libpng reader", 0);
        bs_png_decoder_close(decoder);
        return NULL;
    }
    if (setjmp(png_jmpbuf(decoder->png))) {
        bs_png_fail(result, status_after_longjmp(decoder), decoder->message, decoder->io_errno);
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
    if (bs_png_over_limits(decoder->header.width, decoder->header.height, limits)) {
        result->width = decoder->header.width;
        result->height = decoder->header.height;
        bs_png_fail(result, BS_PNG_TOO_LARGE, "image is over the size limit", 0);
        bs_png_decoder_close(decoder);
        return NULL;
    }
    size_t pixel_bytes = decoder->header.color_type == PNG_COLOR_TYPE_PALETTE ? 1 : 4;
    if (png_get_rowbytes(decoder->png, decoder->info) != (size_t)decoder->header.width * pixel_bytes) {
        bs_png_fail(result, BS_PNG_LIBPNG_ERROR, "unexpected row layout after conversion", 0);
        bs_png_decoder_close(decoder);
        return NULL;
    }
    bs_png_fail(result, BS_PNG_OK, "", 0);
    return decoder;
}

bs_png_decoder *bs_png_decoder_open_file(const char *path, bs_png_limits limits,
                                         bs_png_result *result) {
    bs_png_decoder *decoder = calloc(1, sizeof *decoder);
    if (!decoder) {
        bs_png_fail(result, BS_PNG_OUT_OF_MEMORY, "out of memory", 0);
        return NULL;
    }
    /* Opened without blocking and checked before reading: a FIFO or a device
     * named as an input must fail at once, not hang the batch. */
    int descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    struct stat info;
    if (descriptor < 0 || fstat(descriptor, &info) != 0) {
        bs_png_fail(result, BS_PNG_IO_ERROR, "cannot open", errno);
        if (descriptor >= 0) close(descriptor);
        free(decoder);
        return NULL;
    }
    if (!S_ISREG(info.st_mode)) {
        bs_png_fail(result, BS_PNG_IO_ERROR, S_ISDIR(info.st_mode) ? "is a folder" : "not a regular file", 0);
        close(descriptor);
        free(decoder);
        return NULL;
    }
    fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK);
    decoder->file = fdopen(descriptor, "rb");
    if (!decoder->file) {
        bs_png_fail(result, BS_PNG_IO_ERROR, "cannot open", errno);
        close(descriptor);
        free(decoder);
        return NULL;
    }
    uint8_t prefix[33];
    size_t got = fread(prefix, 1, sizeof prefix, decoder->file);
    if (ferror(decoder->file)) {
        bs_png_fail(result, BS_PNG_IO_ERROR, "read failed", errno);
        bs_png_decoder_close(decoder);
        return NULL;
    }
    if (!bs_png_check_prefix(decoder, prefix, got, limits, result)) {
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
        bs_png_fail(result, BS_PNG_OUT_OF_MEMORY, "out of memory", 0);
        return NULL;
    }
    decoder->bytes = bytes;
    decoder->count = count;
    if (!bs_png_check_prefix(decoder, bytes, count < 33 ? count : 33, limits, result)) {
        bs_png_decoder_close(decoder);
        return NULL;
    }
    return open_decoder(decoder, limits, result);
}

bs_png_header bs_png_decoder_header(const bs_png_decoder *decoder) { return decoder->header; }

/* Compressed data allowed past what the last row needs: a well-formed stream
 * has only its end code and Adler-32 left (a few bytes), so this is slack. */
#define BS_PNG_TAIL_SLACK 4096

/* libpng inflates whatever follows the last row to the end of the zlib stream,
 * inside the last png_read_row, discarding it: a 16 MB tail of zeros is 16 GB
 * of inflating (40 s and more). So before the last row the unread image data is
 * measured from chunk headers alone, and more than one row (at deflate's worst
 * case) and the slack is refused before libpng inflates any of it; libpng's
 * own read-ahead, one 8 KiB buffer, is all of a tail it may inflate. */
static int tail_is_plausible(bs_png_decoder *decoder, bs_png_result *result) {
    uint64_t row = bs_png_raw_row_bytes(decoder->header);
    uint64_t unread = bs_png_unread_idat_bytes(decoder), limit = row + row / 1000 + 64 + BS_PNG_TAIL_SLACK;
    if (unread <= limit) return 1;
    char message[160];
    snprintf(message, sizeof message,
             "IDAT: the compressed data goes on for about %llu bytes after the image's last row",
             (unsigned long long)(unread - row));
    bs_png_fail(result, BS_PNG_LIBPNG_ERROR, message, 0);
    return 0;
}

bs_png_status bs_png_decoder_read_rgba(bs_png_decoder *decoder, uint8_t *rgba, size_t stride,
                                       bs_png_result *result) {
    uint32_t height = decoder->header.height;
    if (stride < (size_t)decoder->header.width * 4) {
        bs_png_fail(result, BS_PNG_INVALID_ARGUMENT, "stride is too small", 0);
        return result->status;
    }
    /* Rows in order are rows one at a time, all of them; only Adam7's seven passes need the whole image. */
    if (!decoder->header.interlaced) return bs_png_decoder_read_rows(decoder, rgba, stride, height, result);
    png_bytep *volatile rows = malloc((size_t)height * sizeof(png_bytep));
    if (!rows) {
        bs_png_fail(result, BS_PNG_OUT_OF_MEMORY, "out of memory", 0);
        return result->status;
    }
    for (uint32_t y = 0; y < height; y++) rows[y] = rgba + (size_t)y * stride;
    if (setjmp(png_jmpbuf(decoder->png))) {
        free(rows);
        bs_png_fail(result, status_after_longjmp(decoder), decoder->message, decoder->io_errno);
        return result->status;
    }
    /* png_read_image's loop, with the tail checked before the last row. */
    for (int pass = 0; pass < 7; pass++) {
        for (uint32_t y = 0; y < height; y++) {
            if (pass == 6 && y == height - 1 && !tail_is_plausible(decoder, result)) {
                free(rows);
                return result->status;
            }
            png_read_row(decoder->png, rows[y], NULL);
        }
    }
    free(rows);
    rows = NULL; /* png_read_end may still longjmp to the free above */
    png_read_end(decoder->png, NULL);
    if (decoder->header.color_type == PNG_COLOR_TYPE_PALETTE) return bs_png_expand_palette_rows(decoder, rgba, stride, result);
    bs_png_fail(result, BS_PNG_OK, "", 0);
    return BS_PNG_OK;
}

bs_png_status bs_png_decoder_read_rows(bs_png_decoder *decoder, uint8_t *rgba, size_t stride, uint32_t count,
                                       bs_png_result *result) {
    uint32_t height = decoder->header.height;
    if (decoder->header.interlaced || stride < (size_t)decoder->header.width * 4 || count > height - decoder->next_row) {
        bs_png_fail(result, BS_PNG_INVALID_ARGUMENT, "rows cannot be read one at a time here", 0);
        return result->status;
    }
    volatile uint32_t done = 0;
    if (setjmp(png_jmpbuf(decoder->png))) {
        bs_png_fail(result, status_after_longjmp(decoder), decoder->message, decoder->io_errno);
        return result->status;
    }
    for (; done < count; done++) {
        uint8_t *row = rgba + (size_t)done * stride;
        /* The same tail check as a whole read, before the last row. */
        if (decoder->next_row == height - 1 && !tail_is_plausible(decoder, result)) return result->status;
        png_read_row(decoder->png, row, NULL);
        decoder->next_row++;
        if (decoder->header.color_type == PNG_COLOR_TYPE_PALETTE &&
            bs_png_expand_palette_row(decoder, row, result) != BS_PNG_OK)
            return result->status;
    }
    if (decoder->next_row == height) png_read_end(decoder->png, NULL);
    bs_png_fail(result, BS_PNG_OK, "", 0);
    return BS_PNG_OK;
}

void bs_png_decoder_close(bs_png_decoder *decoder) {
    if (!decoder) return;
    if (decoder->png) png_destroy_read_struct(&decoder->png, &decoder->info, NULL);
    if (decoder->file) fclose(decoder->file);
    free(decoder);
}
