// The decoder child's whole life: started by the parent with BS_VECTOR_CHILD_ARGUMENT,
// it limits itself, loads its library, confines itself and then answers requests on
// its standard input until the parent closes it. It never returns into the program
// that started it, so no Swift code runs in it.
#include "bs_vector.h"
#include "bs_vector_child.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/uio.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/prctl.h>
#include <sys/syscall.h>
#endif

// cairo, as librsvg and poppler-glib link it: found through the loaded library, so
// this target still links neither.
static struct {
    void *(*surface_create)(int, int, int);
    void *(*create)(void *);
    void (*destroy)(void *);
    void (*surface_destroy)(void *);
    void (*surface_flush)(void *);
    unsigned char *(*surface_data)(void *);
    int (*surface_stride)(void *);
    int (*status)(void *);
    int (*surface_status)(void *);
    const char *(*status_text)(int);
    void (*set_tolerance)(void *, double);
    void (*translate)(void *, double, double);
    void (*scale)(void *, double, double);
} cairo;

static bs_vector_library library;
static int loaded;
static char load_reason[400];
static rlim_t seconds_a_request;
static void *document, *page;

// Whole reads and writes on the socket; the child has nothing to do but wait on them.
static int read_all(void *buffer, size_t count) {
    for (size_t done = 0; done < count;) {
        ssize_t got = read(0, (char *)buffer + done, count - done);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) return 0;
        done += (size_t)got;
    }
    return 1;
}

static void write_all(const void *buffer, size_t count) {
    for (size_t done = 0; done < count;) {
        ssize_t put = write(0, (const char *)buffer + done, count - done);
        if (put < 0 && errno == EINTR) continue;
        if (put <= 0) _exit(0);  // the parent is gone
        done += (size_t)put;
    }
}

// `first` then `second`, in one system call where the socket takes them.
static void write_two(const void *first, size_t first_count, const void *second, size_t second_count) {
    struct iovec parts[2] = { { (void *)first, first_count }, { (void *)second, second_count } };
    size_t total = first_count + second_count;
    for (size_t done = 0; done < total;) {
        ssize_t put = writev(0, parts, 2);
        if (put < 0 && errno == EINTR) continue;
        if (put <= 0) _exit(0);  // the parent is gone
        done += (size_t)put;
        for (int part = 0; part < 2 && put > 0; part++) {
            size_t taken = (size_t)put < parts[part].iov_len ? (size_t)put : parts[part].iov_len;
            parts[part].iov_base = (char *)parts[part].iov_base + taken;
            parts[part].iov_len -= taken;
            put -= (ssize_t)taken;
        }
    }
}

static void put_u32(unsigned char *at, uint32_t value) { for (int i = 0; i < 4; i++) at[i] = (unsigned char)(value >> (8 * i)); }
static uint64_t get_u64(const unsigned char *at) { uint64_t v = 0; for (int i = 7; i >= 0; i--) v = v << 8 | at[i]; return v; }
static int32_t get_i32(const unsigned char *at) { uint32_t v = 0; for (int i = 3; i >= 0; i--) v = v << 8 | at[i]; return (int32_t)v; }
static double get_f64(const unsigned char *at) { uint64_t bits = get_u64(at); double value; memcpy(&value, &bits, 8); return value; }
static void put_f64(unsigned char *at, double value) {
    uint64_t bits;
    memcpy(&bits, &value, 8);
    for (int i = 0; i < 8; i++) at[i] = (unsigned char)(bits >> (8 * i));
}

static void fail(bs_child_failure kind, const char *message) {
    size_t length = strnlen(message, BS_CHILD_MESSAGE_MAX);
    unsigned char head[6] = { BS_CHILD_FAILED, (unsigned char)kind };
    put_u32(head + 2, (uint32_t)length);
    write_all(head, sizeof head);
    write_all(message, length);
}

static void close_document(void) {
    if (library == BS_VECTOR_SVG) { if (document) bs_svg_free(document); }
    else { if (page) bs_pdf_release(page); if (document) bs_pdf_release(document); }
    document = page = NULL;
}

// Each request gets at least the same processor time, however many came before it. The time
// used so far is rounded up, not down: rounded down, a child that had used 0.9 s would give its
// next request 0.1 s, and the processor limit would fire before the parent's wall clock.
static void renew_processor_time(void) {
    struct rusage usage;
    if (getrusage(RUSAGE_SELF, &usage) != 0) return;
    rlim_t used = (rlim_t)(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + (rlim_t)((usage.ru_utime.tv_usec + usage.ru_stime.tv_usec + 999999) / 1000000);
    struct rlimit limit = { used + seconds_a_request, RLIM_INFINITY };
    setrlimit(RLIMIT_CPU, &limit);
}

static void open_document(uint64_t length) {
    unsigned char *bytes = length ? malloc(length) : NULL;
    if (length && !bytes) _exit(3);
    if (!read_all(bytes, length)) _exit(0);
    close_document();
    char message[BS_CHILD_MESSAGE_MAX] = "";
    double width = 0, height = 0;
    if (!loaded) { free(bytes); fail(BS_CHILD_LIBRARY_MISSING, load_reason); return; }
    if (library == BS_VECTOR_SVG) {
        document = bs_svg_open(bytes, length, message, sizeof message);
        free(bytes);
        if (!document) { fail(BS_CHILD_MALFORMED, message); return; }
        // CSS units: 1in = 96px, and a px is a point.
        bs_svg_set_dpi(document, 96);
        if (!(bs_svg_size_in_pixels(document, &width, &height) && width > 0 && height > 0)
            && !(bs_svg_view_box(document, &width, &height) && width > 0 && height > 0)) width = height = 0;
    } else {
        document = bs_pdf_open(bytes, length, message, sizeof message);
        free(bytes);
        if (!document) { fail(BS_CHILD_MALFORMED, message); return; }
        if (bs_pdf_page_count(document) <= 0 || !(page = bs_pdf_page(document, 0))) { fail(BS_CHILD_NO_PAGES, ""); return; }
        bs_pdf_page_size(page, &width, &height);
    }
    unsigned char reply[17] = { BS_CHILD_SIZE };
    put_f64(reply + 1, width);
    put_f64(reply + 9, height);
    write_all(reply, sizeof reply);
}

static void draw(const unsigned char *request) {
    int32_t width = get_i32(request), height = get_i32(request + 4);
    int32_t x = get_i32(request + 8), y = get_i32(request + 12), draw_width = get_i32(request + 16), draw_height = get_i32(request + 20);
    double points_wide = get_f64(request + 24), points_high = get_f64(request + 32);
    if (!document || (library == BS_VECTOR_PDF && !page) || width <= 0 || height <= 0 || width > 32767 || height > 32767
        || !(points_wide > 0) || !(points_high > 0)) {
        fail(BS_CHILD_BAD_REQUEST, "no document open, or an impossible canvas");
        return;
    }
    void *surface = cairo.surface_create(0 /* CAIRO_FORMAT_ARGB32 */, width, height);
    void *context = cairo.create(surface);
    // cairo's own flattening tolerance, as rsvg-convert and pdftocairo draw with: the same pixels as theirs.
    cairo.set_tolerance(context, 0.1);
    cairo.translate(context, x, y);
    cairo.scale(context, draw_width / points_wide, draw_height / points_high);
    char message[BS_CHILD_MESSAGE_MAX] = "";
    int drawn = 1;
    if (cairo.status(context) != 0 || cairo.surface_status(surface) != 0) {
        snprintf(message, sizeof message, "%s", cairo.status_text(cairo.status(context) ? cairo.status(context) : cairo.surface_status(surface)));
        drawn = 0;
    } else if (library == BS_VECTOR_SVG) {
        drawn = bs_svg_render(document, context, points_wide, points_high, message, sizeof message);
    } else {
        bs_pdf_render(page, context);
    }
    if (drawn && cairo.status(context) != 0) {
        snprintf(message, sizeof message, "%s", cairo.status_text(cairo.status(context)));
        drawn = 0;
    }
    if (drawn) {
        cairo.surface_flush(surface);
        unsigned char head[9] = { BS_CHILD_PIXELS };
        put_u32(head + 1, (uint32_t)width);
        put_u32(head + 5, (uint32_t)height);
        const unsigned char *data = cairo.surface_data(surface);
        size_t stride = (size_t)cairo.surface_stride(surface), row = (size_t)width * 4;
        if (stride == row) {
            // ARGB32 rows are whole words, so the surface is the reply as it stands: one write, one wake-up of the parent.
            write_two(head, sizeof head, data, row * (size_t)height);
        } else {
            write_all(head, sizeof head);
            for (int32_t line = 0; line < height; line++) write_all(data + (size_t)line * stride, row);
        }
    }
    cairo.destroy(context);
    cairo.surface_destroy(surface);
    if (!drawn) fail(BS_CHILD_DRAWING_FAILED, message);
}

// Draws a line of text once, so fontconfig reads its configuration and caches now,
// while files may still be opened; later text opens only the font files it uses.
static void warm(void) {
    static const char text[] = "<svg xmlns='http://www.w3.org/2000/svg' width='8' height='8'>"
        "<text y='6' font-family='sans-serif' font-size='6'>a</text>"
        // gdk-pixbuf reads its list of loaders and opens the GIF one (PNG and JPEG are built in).
        "<image width='1' height='1' href='data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'/></svg>";
    char message[BS_CHILD_MESSAGE_MAX];
    void *svg = bs_svg_open(text, sizeof text - 1, message, sizeof message);
    if (!svg) return;
    void *surface = cairo.surface_create(0, 8, 8);
    void *context = cairo.create(surface);
    bs_svg_render(svg, context, 8, 8, message, sizeof message);
    cairo.destroy(context);
    cairo.surface_destroy(surface);
    bs_svg_free(svg);
}

// The address space the file may add to what the child took to start (its program, the
// libraries, fontconfig's caches), so that the limit means the same for a debug build of
// 80 MB and a release one. Returns the limit set (0: none).
static rlim_t limit_memory(rlim_t budget) {
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
    // AddressSanitizer's shadow memory is terabytes of address space: a fuzz build's child goes without.
    (void)budget;
    return 0;
#endif
#endif
    rlim_t used = 0;
    unsigned long pages = 0;
    FILE *statm = fopen("/proc/self/statm", "r");
    if (statm) {
        if (fscanf(statm, "%lu", &pages) == 1) used = (rlim_t)pages * (rlim_t)sysconf(_SC_PAGESIZE);
        fclose(statm);
    }
    struct rlimit memory = { used + budget, used + budget };
    return setrlimit(RLIMIT_AS, &memory) == 0 ? used + budget : 0;
}

// fontconfig's font and cache folders, and poppler's encoding data (for CJK text), the only
// places the child reads from once confined.
static int font_folders(const char **folders, int capacity) {
    void *(*font_dirs)(void *) = bs_vector_symbol(library, "FcConfigGetFontDirs");
    void *(*cache_dirs)(void *) = bs_vector_symbol(library, "FcConfigGetCacheDirs");
    const char *(*next)(void *) = bs_vector_symbol(library, "FcStrListNext");
    void (*done)(void *) = bs_vector_symbol(library, "FcStrListDone");
    if (!font_dirs || !cache_dirs || !next || !done) return 0;
    int count = 0;
    folders[count++] = "/usr/share/poppler";
    void *lists[2] = { font_dirs(NULL), cache_dirs(NULL) };
    for (int list = 0; list < 2; list++) {
        if (!lists[list]) continue;
        for (const char *folder; count < capacity && (folder = next(lists[list]));) folders[count++] = strdup(folder);
        done(lists[list]);
    }
    return count;
}

#define CAIRO(field, name) (*(void **)&cairo.field = bs_vector_symbol(library, name)) != NULL

// Limits first, then the library (whose loading opens files), then the filter.
static void prepare(const char *format, const char *mebibytes, const char *seconds) {
#if defined(__linux__)
    // Another descriptor would be a way out the filter cannot see; the parent closed them already.
    syscall(SYS_close_range, 3, ~0U, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL);
#endif
    library = strcmp(format, "pdf") == 0 ? BS_VECTOR_PDF : BS_VECTOR_SVG;
    seconds_a_request = (rlim_t)strtoul(seconds, NULL, 10);
    rlim_t budget = (rlim_t)strtoul(mebibytes, NULL, 10) << 20;
    struct rlimit none = { 0, 0 };
    // A crash writes no core file, and the child writes no file at all.
    setrlimit(RLIMIT_CORE, &none);
    setrlimit(RLIMIT_FSIZE, &none);
    signal(SIGPIPE, SIG_IGN);
    loaded = bs_vector_load(library, load_reason, sizeof load_reason);
    if (loaded && !(CAIRO(surface_create, "cairo_image_surface_create") && CAIRO(create, "cairo_create") && CAIRO(destroy, "cairo_destroy")
        && CAIRO(surface_destroy, "cairo_surface_destroy") && CAIRO(surface_flush, "cairo_surface_flush")
        && CAIRO(surface_data, "cairo_image_surface_get_data") && CAIRO(surface_stride, "cairo_image_surface_get_stride")
        && CAIRO(status, "cairo_status") && CAIRO(surface_status, "cairo_surface_status") && CAIRO(status_text, "cairo_status_to_string")
        && CAIRO(set_tolerance, "cairo_set_tolerance") && CAIRO(translate, "cairo_translate") && CAIRO(scale, "cairo_scale"))) {
        loaded = 0;
        snprintf(load_reason, sizeof load_reason, "the installed library does not bring cairo's functions");
    }
    if (loaded && library == BS_VECTOR_SVG) warm();
    bs_vector_child_watch_crashes(limit_memory(budget));
    const char *folders[512];
    int count = loaded ? font_folders(folders, 512) : 0;
#if defined(__linux__)
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) _exit(4);
#endif
    if (bs_vector_child_limit_reading(folders, count) < 0 || bs_vector_child_confine() < 0) _exit(4);
}

static void serve(void) {
    for (;;) {
        unsigned char tag;
        if (!read_all(&tag, 1)) _exit(0);
        if (tag == BS_CHILD_OPEN) {
            unsigned char length[8];
            if (!read_all(length, 8)) _exit(0);
            renew_processor_time();
            bs_vector_child_forget_messages();
            open_document(get_u64(length));
        } else if (tag == BS_CHILD_DRAW) {
            unsigned char request[40];
            if (!read_all(request, sizeof request)) _exit(0);
            renew_processor_time();
            bs_vector_child_forget_messages();
            draw(request);
        } else if (tag == BS_CHILD_CLOSE) {
            close_document();
        } else {
            _exit(5);
        }
    }
}

__attribute__((constructor)) static void bs_vector_child_start(int argc, char **argv, char **environment) {
    (void)environment;
    if (argc != 5 || !argv || strcmp(argv[1], BS_VECTOR_CHILD_ARGUMENT) != 0) return;
    prepare(argv[2], argv[3], argv[4]);
    serve();
}
