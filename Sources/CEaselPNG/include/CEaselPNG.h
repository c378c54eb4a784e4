// libpng's reader behind functions that never longjmp into their caller.
//
// libpng reports errors by longjmp-ing to a setjmp the caller made. A longjmp across
// Swift frames is undefined behaviour (it skips Swift's releases and cleanups), so
// every libpng call lives in this C file, inside a function that does its own setjmp
// and turns the jump into a status code and libpng's message.
#ifndef CEASELPNG_H
#define CEASELPNG_H

#include <stddef.h>
#include <stdint.h>

typedef enum {
    EASEL_PNG_OK = 0,
    /// The data does not start with the PNG signature.
    EASEL_PNG_NOT_PNG,
    /// The data ends before the image does.
    EASEL_PNG_TRUNCATED,
    /// libpng rejected the data; the message says why.
    EASEL_PNG_CORRUPT,
    /// The image is wider or taller than the reader's limit.
    EASEL_PNG_TOO_LARGE,
    /// A buffer could not be allocated.
    EASEL_PNG_OUT_OF_MEMORY,
} easel_png_status;

/// A reader over PNG bytes in memory. The bytes must outlive the reader.
typedef struct easel_png_reader easel_png_reader;

/// Reads the signature and the chunks up to the first IDAT. On success `*reader` is
/// set and must be closed with `easel_png_close`; `width` and `height` are the image
/// size, each at most `max_dimension`. On failure `message` (of `message_capacity`
/// bytes, at least 1) holds what libpng said, if it said anything.
easel_png_status easel_png_open(const uint8_t *data, size_t length, uint32_t max_dimension,
                                easel_png_reader **reader, uint32_t *width, uint32_t *height,
                                char *message, size_t message_capacity);

/// Decodes the whole image (any colour type, bit depth and interlacing) as straight
/// RGBA8 into `pixels`, row `y` starting at `pixels + y * stride`, and checks the
/// chunks after the image data. 16-bit samples are scaled to 8 bits with rounding;
/// no gamma or colour conversion is applied. `capacity` is the bytes writable from
/// `pixels` on (at least `height * stride`): with `stride` of `width * 4` and
/// `height + EASEL_PNG_IN_PLACE_SLACK` bytes more, the PNGs Easel writes (8-bit RGB or
/// RGBA) are inflated and unfiltered within that memory, with no buffer of their own.
easel_png_status easel_png_read_rgba(easel_png_reader *reader, uint8_t *pixels, size_t stride, size_t capacity,
                                     char *message, size_t message_capacity);

/// The bytes beyond the pixels and one a row that decoding in place needs: the four
/// after the last filtered row that the unfilter's four-byte fetches reach.
#define EASEL_PNG_IN_PLACE_SLACK 4

/// Decodes, of two images whose readers are open, only the rows where they can differ,
/// when both files are 8-bit RGB or RGBA with the same bytes up to their image data,
/// which both store as Easel's banded encoder writes it (see banded_rows.h): bands
/// whose compressed rows are the same are the same pixels and are not unfiltered.
/// Returns 1 and sets `decoded[y]` to 1 (of `height` bytes, zeros on entry) for each
/// row written into both `first_pixels` and `second_pixels` (rows of `width * 4`
/// bytes); every other row is the same in both images. Returns 0 when the pair is not
/// such a pair, and the caller decodes both whole (which reports what is wrong with a
/// file). The readers are left as they were.
int easel_png_decode_differing_rows(const easel_png_reader *first, const easel_png_reader *second,
                                    uint8_t *first_pixels, uint8_t *second_pixels, uint8_t *decoded);

/// Frees the reader.
void easel_png_close(easel_png_reader *reader);

#endif
