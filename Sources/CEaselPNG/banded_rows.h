#ifndef EASEL_BANDED_ROWS_H
#define EASEL_BANDED_ROWS_H

#include <stddef.h>
#include <stdint.h>

/// Decodes, of two PNG files with the same header (the same bytes up to their first
/// IDAT chunk, 8-bit RGB or RGBA with `bpp` bytes a pixel, not interlaced, no tRNS),
/// only the rows where they can differ, when both store their image data as Easel's
/// banded encoder writes it (`BandedPNGEncoder`): an IDAT chunk holding just the
/// zlib header (a 32 KiB window), then one chunk a band of whole rows, each band
/// inflating from an empty history and ending on a byte boundary (a full flush),
/// its first row filtered with None or Sub, then a chunk with the final, empty
/// deflate block and the Adler-32, then IEND.
///
/// Every band of both files is inflated (into a buffer of one band; their CRCs, the
/// filter bytes and the whole stream's Adler-32 are checked as the direct path does),
/// and bands whose filtered rows are the same bytes in both files are the same pixels
/// (their first row does not look above). The other bands, and the bands within two
/// rows of them (the anti-aliasing test looks two pixels around a difference), are
/// unfiltered into `first_pixels` and `second_pixels` (rows of `width * 4` bytes),
/// and `decoded[y]` is set to 1 for each of their rows; other rows are not written.
///
/// Returns 1 when the pair is such a pair; 0 otherwise (or when memory runs out), and
/// then nothing is known about it: the caller decodes both files whole.
int easel_png_decode_differing_bands(const uint8_t *first, size_t first_length, const uint8_t *second,
                                     size_t second_length, size_t idat_data_offset, uint32_t width, uint32_t height,
                                     size_t bpp, uint8_t *first_pixels, uint8_t *second_pixels, uint8_t *decoded);

#endif
