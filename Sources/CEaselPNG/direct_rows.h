#ifndef EASEL_DIRECT_ROWS_H
#define EASEL_DIRECT_ROWS_H

#include <stddef.h>
#include <stdint.h>

/// The fast path for the PNGs Easel and most encoders write (8-bit RGB or RGBA, not
/// interlaced, no tRNS): checks the CRCs of the IDAT chunks that begin at
/// `idat_data_offset` (the first one's data, as libpng leaves it after the header) and
/// of the IEND after them, inflates their data in one call to libdeflate and undoes the
/// row filters without libpng's per-row machinery, writing straight RGBA8 rows. The
/// rows are inflated into `pixels` itself when its `capacity` (bytes from row 0) has
/// room for them behind the pixels they become (`EASEL_PNG_IN_PLACE_SLACK`), else into
/// a buffer of their own. Returns
/// 1 only when the data is exactly what libpng would accept without a word (one zlib
/// stream with a 32 KiB window and a right Adler-32, ending with the last row and the
/// last IDAT, IEND right after); otherwise 0, and the caller decodes with libpng, which
/// says what is wrong (or, for an Adler-32 it does not check, decodes the image).
int easel_png_read_rows_directly(const uint8_t *data, size_t length, size_t idat_data_offset, uint32_t width,
                                 uint32_t height, int has_alpha, uint8_t *pixels, size_t stride, size_t capacity);

/// The chunk types the fast paths walk, as their four bytes read big-endian.
#define EASEL_PNG_IDAT 0x49444154u
#define EASEL_PNG_IEND 0x49454E44u

/// A chunk's 4-byte big-endian length or type at `p`.
uint32_t easel_png_big_endian(const uint8_t *p);

/// Whether the chunk at `at` is whole within the data, of `type`, and has the CRC of its
/// type and data: libpng stops at an IDAT whose CRC is wrong, so the fast paths leave
/// it that. Its data size is put in `size`.
int easel_png_chunk_is(uint32_t type, const uint8_t *data, size_t length, size_t at, uint32_t *size);

/// Undoes one row's filter as libpng does (PNG specification, section 9), from the
/// `width` pixels of `bpp` bytes (3 or 4) at `filtered` into the RGBA8 `row`, whose
/// `above` is the RGBA8 row above (zeros for the first row; not read by filters 0 and
/// 1). Reads up to one byte past an RGB row. 0 for an unknown filter.
int easel_png_unfilter(uint8_t filter, const uint8_t *filtered, size_t bpp, uint32_t width, const uint8_t *above,
                       uint8_t *row);

#endif
