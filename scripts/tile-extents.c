// Does cairo paint the same pixels inside a compositor tile whatever the extents of
// the call? The question that decides whether the compositor can paint a layer once
// over several tiles instead of once per tile (docs/BENCHMARKS.md, render-cards,
// session 15; `CompositorTiles`).
//
// A 1170x2532 framebuffer (the render-cards screen at 3x) is painted as the compositor
// paints it: a canvas per 128x32 tile over the framebuffer's memory, each layer painted
// into every tile its device box meets. Then again with larger regions (whole rows of
// tiles, whole columns, 128x64, 128x96) and the two framebuffers are compared byte for
// byte. Each layer is a rounded 60x24-pt background (cubic corners, a random colour
// and alpha) and a 180x72-pixel store with text painted over it through a clip, at
// eighth-point positions, so at fractional pixels, sampled bilinearly with
// EXTEND_PAD as `CompositingCanvas.drawContents` samples them.
//
// build: cc -O2 scripts/tile-extents.c -o /tmp/tile-extents $(pkg-config --cflags --libs cairo)
// usage: /tmp/tile-extents SEED [MODE]   (SEED 0: the render-cards grid, radius 6;
//        MODE 0 backgrounds only, 1 stores only, 2 both, the default)
#include <cairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { width = 1170, height = 2532, tileWidth = 128, tileHeight = 32, scale = 3 };

typedef struct {
    double x, y, w, h, radius, color[4];
    int isStore;
} Layer;

static cairo_surface_t *store;

static void addRoundedRect(cairo_t *cr, double x, double y, double w, double h, double r) {
    const double k = 0.5522847498307936;
    cairo_move_to(cr, x + r, y);
    cairo_line_to(cr, x + w - r, y);
    cairo_curve_to(cr, x + w - r + r * k, y, x + w, y + r - r * k, x + w, y + r);
    cairo_line_to(cr, x + w, y + h - r);
    cairo_curve_to(cr, x + w, y + h - r + r * k, x + w - r + r * k, y + h, x + w - r, y + h);
    cairo_line_to(cr, x + r, y + h);
    cairo_curve_to(cr, x + r - r * k, y + h, x, y + h - r + r * k, x, y + h - r);
    cairo_line_to(cr, x, y + r);
    cairo_curve_to(cr, x, y + r - r * k, x + r - r * k, y, x + r, y);
    cairo_close_path(cr);
}

static void paint(cairo_t *cr, const Layer *layer) {
    cairo_matrix_t toDevice;
    cairo_matrix_init_scale(&toDevice, scale, scale);
    cairo_set_matrix(cr, &toDevice);
    if (!layer->isStore) {
        addRoundedRect(cr, layer->x, layer->y, layer->w, layer->h, layer->radius);
        cairo_set_source_rgba(cr, layer->color[0], layer->color[1], layer->color[2], layer->color[3]);
        cairo_fill(cr);
        return;
    }
    cairo_save(cr);
    cairo_rectangle(cr, layer->x, layer->y, layer->w, layer->h);
    cairo_clip(cr);
    cairo_translate(cr, layer->x, layer->y);
    cairo_scale(cr, 1.0 / scale, 1.0 / scale);
    cairo_set_source_surface(cr, store, 0, 0);
    cairo_matrix_t m;
    cairo_get_matrix(cr, &m);
    if (m.xx == 1 && m.yy == 1 && m.xy == 0 && m.yx == 0 && m.x0 == (int)m.x0 && m.y0 == (int)m.y0) {
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST);
    } else {
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR);
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD);
    }
    cairo_paint(cr);
    cairo_restore(cr);
}

/// Paints `layers` in order into regions of `regionWidth` x `regionHeight` of `pixels`,
/// each layer into the regions its device box (a pixel each way) meets.
static void render(unsigned char *pixels, int stride, int regionWidth, int regionHeight,
                   const Layer *layers, int count) {
    memset(pixels, 0, (size_t)stride * height);
    for (int top = 0; top < height; top += regionHeight) {
        for (int left = 0; left < width; left += regionWidth) {
            int w = left + regionWidth > width ? width - left : regionWidth;
            int h = top + regionHeight > height ? height - top : regionHeight;
            cairo_surface_t *surface = cairo_image_surface_create_for_data(
                pixels + (size_t)top * stride + left * 4, CAIRO_FORMAT_ARGB32, w, h, stride);
            cairo_surface_set_device_offset(surface, -left, -top);
            cairo_t *cr = cairo_create(surface);
            for (int i = 0; i < count; i++) {
                const Layer *l = &layers[i];
                if (l->w == 0) continue;
                double x0 = l->x * scale - 1, y0 = l->y * scale - 1;
                double x1 = (l->x + l->w) * scale + 1, y1 = (l->y + l->h) * scale + 1;
                if (x1 <= left || x0 >= left + w || y1 <= top || y0 >= top + h) continue;
                paint(cr, l);
            }
            cairo_destroy(cr);
            cairo_surface_finish(surface);
            cairo_surface_destroy(surface);
        }
    }
}

int main(int argc, char **argv) {
    int seed = argc > 1 ? atoi(argv[1]) : 0, mode = argc > 2 ? atoi(argv[2]) : 2;
    srand(seed);
    enum { cards = 1000 };
    store = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 180, 72);
    cairo_t *text = cairo_create(store);
    cairo_set_source_rgba(text, 1, 1, 1, 1);
    cairo_set_font_size(text, 33);
    cairo_move_to(text, 60, 48);
    cairo_show_text(text, "#123");
    cairo_destroy(text);

    Layer *layers = calloc(2 * cards, sizeof(Layer));
    for (int i = 0; i < cards; i++) {
        Layer card = { .w = 60, .h = 24 };
        card.x = seed == 0 ? (i % 20) * 16.5 : (rand() % 2400) / 8.0;
        card.y = seed == 0 ? (i / 20) * 16.5 : (rand() % 6400) / 8.0;
        card.radius = seed == 0 ? 6 : (rand() % 130) / 10.0;
        for (int c = 0; c < 3; c++) card.color[c] = (rand() % 256) / 255.0;
        card.color[3] = seed % 2 ? 1 : (rand() % 256) / 255.0;
        Layer label = card;
        label.isStore = 1;
        if (mode == 0) label.w = 0;
        if (mode == 1) card.w = 0;
        layers[2 * i] = card;
        layers[2 * i + 1] = label;
    }
    int stride = width * 4;
    unsigned char *tiled = malloc((size_t)stride * height), *merged = malloc((size_t)stride * height);
    render(tiled, stride, tileWidth, tileHeight, layers, 2 * cards);
    const int regions[][2] = { { width, tileHeight }, { tileWidth, height }, { tileWidth, 64 }, { tileWidth, 96 } };
    int differs = 0;
    for (int r = 0; r < 4; r++) {
        render(merged, stride, regions[r][0], regions[r][1], layers, 2 * cards);
        long bytes = 0;
        int most = 0;
        for (size_t i = 0; i < (size_t)stride * height; i++) {
            if (tiled[i] == merged[i]) continue;
            bytes++;
            int d = abs(tiled[i] - merged[i]);
            if (d > most) most = d;
        }
        differs |= bytes > 0;
        printf("seed %d mode %d: regions %dx%d against tiles %dx%d: %ld bytes differ (by at most %d)\n",
               seed, mode, regions[r][0], regions[r][1], tileWidth, tileHeight, bytes, most);
    }
    return differs;
}
