/* The floor for `make bench`: the least work any tool generating two variants
 * per mask must do. For each mask it decodes the PNG with libpng and writes two
 * images of its size (the decoded pixels, 8-bit RGBA) with libpng's default
 * compression, each to a temporary file renamed into place. No tinting at all.
 *
 * usage: bench_floor OUTDIR MASK.png...
 */
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int decode(const char *path, png_bytep *pixels, png_uint_32 *width, png_uint_32 *height) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_file(&image, path)) return 0;
    image.format = PNG_FORMAT_RGBA;
    *pixels = malloc(PNG_IMAGE_SIZE(image));
    if (!*pixels || !png_image_finish_read(&image, NULL, *pixels, 0, NULL)) {
        png_image_free(&image);
        free(*pixels);
        return 0;
    }
    *width = image.width;
    *height = image.height;
    return 1;
}

static int write_png(const char *path, png_bytep pixels, png_uint_32 width, png_uint_32 height) {
    char temporary[4096];
    snprintf(temporary, sizeof temporary, "%s.tmp-XXXXXX", path);
    int descriptor = mkstemp(temporary);
    if (descriptor < 0) return 0;
    FILE *file = fdopen(descriptor, "wb");
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        fclose(file);
        unlink(temporary);
        return 0;
    }
    png_init_io(png, file);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    for (png_uint_32 y = 0; y < height; y++) png_write_row(png, pixels + (size_t)y * width * 4);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    if (fclose(file) != 0) return 0;
    return rename(temporary, path) == 0;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: bench_floor OUTDIR MASK.png...\n");
        return 64;
    }
    int failures = 0;
    char path[4096];
    for (int i = 2; i < argc; i++) {
        png_bytep pixels = NULL;
        png_uint_32 width, height;
        if (!decode(argv[i], &pixels, &width, &height)) { failures++; continue; }
        const char *name = strrchr(argv[i], '/');
        name = name ? name + 1 : argv[i];
        snprintf(path, sizeof path, "%s/normal-%s", argv[1], name);
        failures += !write_png(path, pixels, width, height);
        snprintf(path, sizeof path, "%s/selected-%s", argv[1], name);
        failures += !write_png(path, pixels, width, height);
        free(pixels);
    }
    if (failures) fprintf(stderr, "bench_floor: %d failures\n", failures);
    return failures ? 1 : 0;
}
