// The C libraries Easel draws, lays out text and encodes images with.
#include <cairo.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <png.h>
#include <zlib.h>
#include <hb-ot.h>
