// The C libraries Easel reads and writes PNG with: libpng (decoding) and zlib
// (the encoder's deflate and checksums). Nothing here draws, so the modules over
// it (EaselPNG, EaselDiff, `easel compare`) never load cairo or Pango.
#include <png.h>
#include <zlib.h>
