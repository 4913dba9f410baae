/* Start-up probe: watches one X display from outside the program and prints
 * when the program's window is mapped, when its first pixel is painted, and when most
 * of it is painted.  Written in C so that polling every few milliseconds costs the
 * programs being timed almost nothing (a Python poller took a core of two).
 *
 *   cc -O2 -o xprobe xprobe.c -lX11
 *   xprobe DISPLAY TIMEOUT_MS INTERVAL_MS GRID THRESHOLD_PERCENT [SHOT_PREFIX]
 *
 * It starts its clock when it reads a line on standard input (the launcher writes one
 * right after exec), then prints on standard output, in seconds since that line:
 *   mapped <s>     a viewable top-level window of at least 200x150
 *   first <s>      a non-black pixel on one of 32 rows spread over that window
 *   grid3 <s>      at least 5 of the 3x3 points at 25/50/75 % non-black (the rule)
 *   felt <s>       at least THRESHOLD_PERCENT of GRID x GRID points spread evenly over
 *                  the window non-black: the window is painted all over (the felt, or
 *                  the felt and what lies on it)
 *   table <s>      the felt rule, and cards on it: at least CARD_POINTS of a 64x40 grid
 *                  over the window's middle band (12 % to 92 % of its height, so below
 *                  menus and tool bars, above status lines) nearly white (every channel
 *                  at least 0xE6), as card faces are.  Aisleriot paints its felt a frame
 *                  before its cards, and the felt rule alone took that frame for the table
 * and "timeout" if the window never got there.  With SHOT_PREFIX, what the window shows
 * at the instant each rule is met is written to SHOT_PREFIX-<rule>.ppm (binary PPM), so a
 * person can see what each rule took for "painted"; writing a shot delays the next poll,
 * so the times of such a run are not figures to report.  A last shot, SHOT_PREFIX-later.ppm,
 * is taken 1 s after the table rule, to compare the table rule's frame with.  The root window is black (Xvfb -br), so
 * a window mapped but not yet painted reads black.
 */
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

static int ignore(Display *d, XErrorEvent *e) { (void)d; (void)e; return 0; }

static int big_window(Display *d, Window root, int *x, int *y, int *w, int *h) {
    Window r, p, *kids = NULL;
    unsigned int n = 0;
    long best = 0;
    if (!XQueryTree(d, root, &r, &p, &kids, &n)) return 0;
    for (unsigned int i = 0; i < n; i++) {
        XWindowAttributes a;
        if (!XGetWindowAttributes(d, kids[i], &a)) continue;
        if (a.map_state != IsViewable || a.width < 200 || a.height < 150) continue;
        if ((long)a.width * a.height > best) {
            best = (long)a.width * a.height;
            *x = a.x; *y = a.y; *w = a.width; *h = a.height;
        }
    }
    if (kids) XFree(kids);
    return best > 0;
}

static int lit(Display *d, Window root, int px, int py) {
    XImage *im = XGetImage(d, root, px, py, 1, 1, AllPlanes, ZPixmap);
    if (!im) return 0;
    unsigned long v = XGetPixel(im, 0, 0) & 0xFFFFFF;
    XDestroyImage(im);
    return v != 0;
}

static int row_lit(Display *d, Window root, int x0, int x1, int py) {
    XImage *im = XGetImage(d, root, x0, py, x1 - x0, 1, AllPlanes, ZPixmap);
    if (!im) return 0;
    int any = 0;
    for (int i = 0; i < x1 - x0 && !any; i++) any = (XGetPixel(im, i, 0) & 0xFFFFFF) != 0;
    XDestroyImage(im);
    return any;
}

#define CARD_GX 64
#define CARD_GY 40
#define CARD_POINTS 16
#define CARD_WHITE 0xE6

/* Nearly white points of the CARD_GX x CARD_GY grid over the window's middle band. */
static int card_points(Display *d, Window root, int x0, int y0, int x1, int y1) {
    int top = y0 + (y1 - y0) * 12 / 100, bottom = y0 + (y1 - y0) * 92 / 100, n = 0;
    for (int j = 0; j < CARD_GY; j++) {
        int py = top + (bottom - top) * (2 * j + 1) / (2 * CARD_GY);
        XImage *im = XGetImage(d, root, x0, py, x1 - x0, 1, AllPlanes, ZPixmap);
        if (!im) continue;
        for (int i = 0; i < CARD_GX; i++) {
            unsigned long v = XGetPixel(im, (x1 - x0) * (2 * i + 1) / (2 * CARD_GX), 0);
            n += ((v >> 16) & 255) >= CARD_WHITE && ((v >> 8) & 255) >= CARD_WHITE
                 && (v & 255) >= CARD_WHITE;
        }
        XDestroyImage(im);
    }
    return n;
}

static const char *shot_prefix = NULL;

/* The window's area as it is on screen now, as SHOT_PREFIX-<name>.ppm. */
static void shot(Display *d, Window root, const char *name, int x, int y, int w, int h) {
    if (!shot_prefix) return;
    XImage *im = XGetImage(d, root, x, y, w, h, AllPlanes, ZPixmap);
    if (!im) return;
    char path[4096];
    snprintf(path, sizeof path, "%s-%s.ppm", shot_prefix, name);
    FILE *f = fopen(path, "wb");
    if (f) {
        fprintf(f, "P6\n%d %d\n255\n", w, h);
        for (int j = 0; j < h; j++)
            for (int i = 0; i < w; i++) {
                unsigned long v = XGetPixel(im, i, j);
                unsigned char rgb[3] = {(v >> 16) & 255, (v >> 8) & 255, v & 255};
                fwrite(rgb, 1, 3, f);
            }
        fclose(f);
    }
    XDestroyImage(im);
}

int main(int argc, char **argv) {
    if (argc != 6 && argc != 7) {
        fprintf(stderr, "usage: xprobe DISPLAY TIMEOUT_MS INTERVAL_MS GRID THRESHOLD "
                        "[SHOT_PREFIX]\n");
        return 2;
    }
    if (argc == 7) shot_prefix = argv[6];
    Display *d = XOpenDisplay(argv[1]);
    if (!d) { fprintf(stderr, "cannot open display %s\n", argv[1]); return 2; }
    XSetErrorHandler(ignore);
    double timeout = atof(argv[2]) / 1000.0, interval = atof(argv[3]) / 1000.0;
    int grid = atoi(argv[4]), threshold = atoi(argv[5]);
    int sw = DisplayWidth(d, DefaultScreen(d)), sh = DisplayHeight(d, DefaultScreen(d));
    Window root = DefaultRootWindow(d);
    char line[16];
    if (!fgets(line, sizeof line, stdin)) return 2;
    double start = now();
    int mapped = 0, first = 0, grid3 = 0, felt = 0;
    while (now() - start < timeout) {
        int x = 0, y = 0, w = 0, h = 0;
        if (big_window(d, root, &x, &y, &w, &h)) {
            double t = now() - start;
            if (!mapped) {
                printf("mapped %.4f\n", t); fflush(stdout); mapped = 1;
                shot(d, root, "mapped", x < 0 ? 0 : x, y < 0 ? 0 : y,
                     x + w > sw ? sw - (x < 0 ? 0 : x) : w - (x < 0 ? -x : 0),
                     y + h > sh ? sh - (y < 0 ? 0 : y) : h - (y < 0 ? -y : 0));
            }
            int x0 = x < 0 ? 0 : x, y0 = y < 0 ? 0 : y;
            int x1 = x + w > sw ? sw : x + w, y1 = y + h > sh ? sh : y + h;
            if (x1 > x0 && y1 > y0) {
                if (!first) {
                    int step = (y1 - y0) / 32 > 0 ? (y1 - y0) / 32 : 1;
                    for (int r = y0 + step / 2; r < y1 && !first; r += step)
                        first = row_lit(d, root, x0, x1, r);
                    if (first) {
                        printf("first %.4f\n", now() - start); fflush(stdout);
                        shot(d, root, "first", x0, y0, x1 - x0, y1 - y0);
                    }
                }
                if (!grid3) {
                    int n = 0;
                    for (int i = 1; i <= 3; i++)
                        for (int j = 1; j <= 3; j++)
                            n += lit(d, root, x0 + (x1 - x0) * i / 4, y0 + (y1 - y0) * j / 4);
                    if (n >= 5) {
                        grid3 = 1; printf("grid3 %.4f\n", now() - start); fflush(stdout);
                        shot(d, root, "grid3", x0, y0, x1 - x0, y1 - y0);
                    }
                }
                int n = 0;
                for (int i = 0; i < grid; i++)
                    for (int j = 0; j < grid; j++)
                        n += lit(d, root, x0 + (x1 - x0) * (2 * i + 1) / (2 * grid),
                                 y0 + (y1 - y0) * (2 * j + 1) / (2 * grid));
                if (n * 100 < threshold * grid * grid) goto next;
                if (!felt) {
                    felt = 1; printf("felt %.4f\n", now() - start); fflush(stdout);
                    shot(d, root, "felt", x0, y0, x1 - x0, y1 - y0);
                }
                /* Only once the felt is there: 40 rows per poll is more work. */
                if (card_points(d, root, x0, y0, x1, y1) >= CARD_POINTS) {
                    printf("table %.4f\n", now() - start); fflush(stdout);
                    shot(d, root, "table", x0, y0, x1 - x0, y1 - y0);
                    if (shot_prefix) {   /* what settled after it, to compare with */
                        struct timespec later = {1, 0};
                        nanosleep(&later, NULL);
                        shot(d, root, "later", x0, y0, x1 - x0, y1 - y0);
                    }
                    return 0;
                }
            }
        }
    next:;
        struct timespec pause = {0, (long)(interval * 1e9)};
        nanosleep(&pause, NULL);
    }
    printf("timeout\n");
    return 1;
}
