/*
 * BarSkin's fence around libpng.
 *
 * libpng reports errors with longjmp, which must never cross a Swift frame, so
 * every setjmp lives in these C functions: each returns a status and copies
 * libpng's message into the result for Swift to turn into an error.
 */
#ifndef BARSKIN_BS_PNG_H
#define BARSKIN_BS_PNG_H

#include <stddef.h>
#include <stdint.h>

typedef enum {
    BS_PNG_OK = 0,
    BS_PNG_NOT_PNG,         /* the signature is missing or wrong */
    BS_PNG_APPLE_CGBI,      /* Xcode's "iPhone-optimized" PNG (CgBI chunk) */
    BS_PNG_TRUNCATED,       /* the file ended before the image did */
    BS_PNG_TOO_LARGE,       /* IHDR size is over the caller's limits */
    BS_PNG_OUT_OF_MEMORY,   /* an allocation failed */
    BS_PNG_IO_ERROR,        /* open or read failed; io_errno says why */
    BS_PNG_LIBPNG_ERROR,    /* libpng's own error; message says which */
    BS_PNG_INVALID_ARGUMENT /* the caller passed something impossible */
} bs_png_status;

/* Limits checked against IHDR before any pixel memory is allocated. */
typedef struct {
    uint32_t max_width;
    uint32_t max_height;
    uint64_t max_pixels;
    /* Largest ancillary chunk (text, ICC, ...) libpng may allocate, decompressed. */
    uint32_t max_chunk_bytes;
} bs_png_limits;

/* IHDR as stored in the file. */
typedef struct {
    uint32_t width;
    uint32_t height;
    int bit_depth;
    int color_type;  /* PNG_COLOR_TYPE_* values: 0 gray, 2 rgb, 3 palette, 4 gray+alpha, 6 rgba */
    int interlaced;  /* 1 for Adam7 */
    int has_trns;    /* a tRNS chunk is present */
} bs_png_header;

typedef struct {
    bs_png_status status;
    int io_errno;
    uint32_t width;  /* the IHDR size, when BS_PNG_TOO_LARGE */
    uint32_t height;
    char message[200];
} bs_png_result;

typedef struct bs_png_decoder bs_png_decoder;

/* Opens a file, checks signature, CgBI, the size limits and that the IDAT chunks
 * hold no more data than the image can need (a decompression bomb), and reads up
 * to the first IDAT. Returns NULL with the reason in *result on failure. */
bs_png_decoder *bs_png_decoder_open_file(const char *path, bs_png_limits limits,
                                         bs_png_result *result);

/* Same as bs_png_decoder_open_file over bytes that must outlive the decoder. */
bs_png_decoder *bs_png_decoder_open_memory(const uint8_t *bytes, size_t count,
                                           bs_png_limits limits, bs_png_result *result);

/* The stored header of an opened decoder. */
bs_png_header bs_png_decoder_header(const bs_png_decoder *decoder);

/* Decodes every row as 8-bit straight RGBA into rgba (height rows of stride
 * bytes, stride >= 4 * width) and reads to IEND. Returns BS_PNG_OK or the failure. */
bs_png_status bs_png_decoder_read_rgba(bs_png_decoder *decoder, uint8_t *rgba, size_t stride,
                                       bs_png_result *result);

/* Decodes the next count rows of a non-interlaced image as 8-bit straight RGBA
 * into rgba (count rows of stride bytes), a few at a time, so an image is
 * never held whole; after its last row, reads to IEND. Interlaced images,
 * whose rows come in seven passes, give BS_PNG_INVALID_ARGUMENT. */
bs_png_status bs_png_decoder_read_rows(bs_png_decoder *decoder, uint8_t *rgba, size_t stride, uint32_t count,
                                       bs_png_result *result);

/* Frees the decoder and closes its file. NULL is allowed. */
void bs_png_decoder_close(bs_png_decoder *decoder);

/* Colour types the encoder writes, all 8 bits per sample. */
typedef enum {
    BS_PNG_WRITE_GRAY = 0,
    BS_PNG_WRITE_RGB = 2,
    BS_PNG_WRITE_GRAY_ALPHA = 4,
    BS_PNG_WRITE_RGBA = 6
} bs_png_write_type;

/* Summary of RGBA pixels, used to choose the smallest lossless colour type. */
typedef struct {
    int opaque; /* every alpha is 255 */
    int gray;   /* every pixel has r == g == b */
} bs_png_pixel_traits;

bs_png_pixel_traits bs_png_analyze_rgba(const uint8_t *rgba, uint32_t width, uint32_t height,
                                        size_t stride);

/* Encoder settings. */
typedef struct {
    int compression_level; /* zlib level 0-9 */
    int filters;           /* PNG_FILTER_* mask; 0 means libpng's default (adaptive) */
    int strategy;          /* zlib strategy; -1 means libpng's default */
} bs_png_write_options;

/* A malloc'd byte buffer owned by the caller after a successful encode. */
typedef struct {
    uint8_t *bytes;
    size_t count;
    size_t capacity;
} bs_png_buffer;

/* Encodes 8-bit straight RGBA as the given colour type into *out (no ancillary
 * chunks, so the bytes depend only on the pixels and options). */
bs_png_status bs_png_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height,
                                 size_t stride, bs_png_write_type type,
                                 bs_png_write_options options, bs_png_buffer *out,
                                 bs_png_result *result);

/* How hard bs_png_encode_smallest searches. */
typedef struct {
    int trial_level;  /* libdeflate level that ranks every layout and filter strategy */
    int final_level;  /* libdeflate level (up to 12) of the finalists */
    int finalists;    /* how many of the best-ranked candidates get the final level */
    unsigned strategies; /* bit s set: try row filter strategy s (0-4 one filter for every
                            row; 5 least sum, 6 least entropy, 7 fewest byte pairs, per row) */
    unsigned row_filters; /* the filters the per-row strategies choose among (bit t: filter t) */
    int reduce;       /* 0: only the plain 8-bit colour type; 1: every lossless layout */
    size_t held_bytes; /* filtered images larger than this are not ranked, and are deflated
                          row by row by zlib instead of whole by libdeflate, so they are never
                          held whole; 0 means a quarter of the RGBA bitmap plus 32 MiB */
} bs_png_search_options;

/* Encodes 8-bit straight RGBA as the smallest PNG found among the lossless
 * layouts (gray, gray+alpha, RGB, RGBA, colour keys, palettes, bit depths below
 * 8) and row filter strategies, compressed with libdeflate. No ancillary chunks;
 * the bytes depend only on the pixels and the options. */
bs_png_status bs_png_encode_smallest(const uint8_t *rgba, uint32_t width, uint32_t height,
                                     size_t stride, bs_png_search_options options,
                                     bs_png_buffer *out, bs_png_result *result);

/* Frees a buffer filled by bs_png_encode_rgba or bs_png_encode_smallest. */
void bs_png_buffer_free(bs_png_buffer *buffer);

#endif
