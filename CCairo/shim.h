// The C libraries Easel draws and lays out text with (PNG is CPNG's).
#include <cairo.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <hb-ot.h>
