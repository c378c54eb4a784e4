#include "direct_rows.h"

#include <stdlib.h>
#include <string.h>
#include <libdeflate.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

uint32_t easel_png_big_endian(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}


// The filters are undone from a row of filtered pixels of `bpp` bytes (3 or 4) into a
// row of RGBA8 pixels, whose `above` is the RGBA8 row above (zeros for the first): the
// fetches and stores are then four bytes each, one move, and an RGB image gets its
// alpha on the way. For RGB, the fourth byte fetched is the next pixel's red (the
// filtered rows are followed by slack): it is computed as a fifth wheel, in a lane of
// its own, and replaced by the opaque alpha `opaque` adds.

/// The four bytes at `p`.
static inline uint32_t word_at(const uint8_t *p) {
    uint32_t word;
    memcpy(&word, p, 4);
    return word;
}

/// Each byte of `a` plus the same byte of `b`, modulo 256.
static inline uint32_t add_bytes(uint32_t a, uint32_t b) {
    return ((a & 0x7F7F7F7Fu) + (b & 0x7F7F7F7Fu)) ^ ((a ^ b) & 0x80808080u);
}

/// Each byte pair's mean, rounded down, as the Average filter takes it.
static inline uint32_t mean_bytes(uint32_t a, uint32_t b) {
    return (a & b) + (((a ^ b) & 0xFEFEFEFEu) >> 1);
}

#if defined(__SSE2__)
static inline __m128i widened(uint32_t word) {
    return _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)word), _mm_setzero_si128());
}

static inline __m128i absolute(__m128i x) {
    return _mm_max_epi16(x, _mm_sub_epi16(_mm_setzero_si128(), x));
}

/// The Paeth filter a pixel at a time, every channel at once: the predictor chain runs
/// from pixel to pixel, so this is as wide as it goes; the choice is made with masks.
/// Inlined for each pixel size, so that its strides are constants.
static inline __attribute__((always_inline)) void unfilter_paeth_pixels(const uint8_t *filtered, size_t bpp, uint32_t width,
                                                                       const uint8_t *above, uint8_t *row, uint32_t opaque) {
    __m128i left = _mm_setzero_si128(), upper_left = _mm_setzero_si128();
    for (uint32_t x = 0; x < width; x++) {
        __m128i up = widened(word_at(above + 4 * (size_t)x));
        __m128i from_left = _mm_sub_epi16(up, upper_left), from_up = _mm_sub_epi16(left, upper_left);
        __m128i pa = absolute(from_left), pb = absolute(from_up), pc = absolute(_mm_add_epi16(from_left, from_up));
        __m128i not_left = _mm_or_si128(_mm_cmpgt_epi16(pa, pb), _mm_cmpgt_epi16(pa, pc));
        __m128i upper_left_wins = _mm_cmpgt_epi16(pb, pc);
        __m128i up_or_upper_left = _mm_or_si128(_mm_and_si128(upper_left_wins, upper_left),
                                                _mm_andnot_si128(upper_left_wins, up));
        __m128i predictor = _mm_or_si128(_mm_and_si128(not_left, up_or_upper_left), _mm_andnot_si128(not_left, left));
        __m128i value = _mm_and_si128(_mm_add_epi16(widened(word_at(filtered + bpp * x)), predictor), _mm_set1_epi16(0xFF));
        uint32_t word = (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(value, value)) | opaque;
        memcpy(row + 4 * (size_t)x, &word, 4);
        left = value;
        upper_left = up;
    }
}

static void unfilter_paeth(const uint8_t *filtered, size_t bpp, uint32_t width, const uint8_t *above, uint8_t *row,
                           uint32_t opaque) {
    if (bpp == 3) unfilter_paeth_pixels(filtered, 3, width, above, row, opaque);
    else unfilter_paeth_pixels(filtered, 4, width, above, row, opaque);
}
#else
/// The Paeth filter a byte at a time.
static void unfilter_paeth(const uint8_t *filtered, size_t bpp, uint32_t width, const uint8_t *above, uint8_t *row,
                           uint32_t opaque) {
    for (uint32_t x = 0; x < width; x++) {
        for (size_t channel = 0; channel < 4; channel++) {
            size_t i = 4 * (size_t)x + channel;
            int a = x > 0 ? row[i - 4] : 0, b = above[i], c = x > 0 ? above[i - 4] : 0;
            int pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c);
            int predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c);
            row[i] = (uint8_t)(filtered[bpp * x + channel] + predictor);
        }
        uint32_t word = word_at(row + 4 * (size_t)x) | opaque;
        memcpy(row + 4 * (size_t)x, &word, 4);
    }
}
#endif

int easel_png_unfilter(uint8_t filter, const uint8_t *filtered, size_t bpp, uint32_t width, const uint8_t *above,
                    uint8_t *row) {
    static const uint8_t opaque_bytes[4] = {0, 0, 0, 0xFF};
    uint32_t opaque = bpp == 3 ? word_at(opaque_bytes) : 0, left = 0;
    switch (filter) {
    case 0:
        for (uint32_t x = 0; x < width; x++) {
            uint32_t word = word_at(filtered + bpp * x) | opaque;
            memcpy(row + 4 * (size_t)x, &word, 4);
        }
        return 1;
    case 1:
        for (uint32_t x = 0; x < width; x++) {
            left = add_bytes(word_at(filtered + bpp * x), left) | opaque;
            memcpy(row + 4 * (size_t)x, &left, 4);
        }
        return 1;
    case 2:
        for (uint32_t x = 0; x < width; x++) {
            uint32_t word = add_bytes(word_at(filtered + bpp * x), word_at(above + 4 * (size_t)x)) | opaque;
            memcpy(row + 4 * (size_t)x, &word, 4);
        }
        return 1;
    case 3:
        for (uint32_t x = 0; x < width; x++) {
            left = add_bytes(word_at(filtered + bpp * x), mean_bytes(left, word_at(above + 4 * (size_t)x))) | opaque;
            memcpy(row + 4 * (size_t)x, &left, 4);
        }
        return 1;
    case 4:
        unfilter_paeth(filtered, bpp, width, above, row, opaque);
        return 1;
    default:
        return 0;
    }
}

int easel_png_chunk_is(uint32_t type, const uint8_t *data, size_t length, size_t at, uint32_t *size) {
    if (length - at < 12 || easel_png_big_endian(data + at + 4) != type) return 0;
    *size = easel_png_big_endian(data + at);
    return *size <= length - at - 12 && libdeflate_crc32(0, data + at + 4, (size_t)*size + 4) == easel_png_big_endian(data + at + 8 + *size);
}

/// The zlib stream of the IDAT chunks from `at` (the first one's length field) on,
/// which IEND must follow: the first chunk's data itself when it is the only one, else
/// the chunks' data joined into `*joined` (for the caller to free). NULL when the
/// chunks are not exactly that.
static const uint8_t *image_data(const uint8_t *data, size_t length, size_t at, size_t *stream_size, uint8_t **joined) {
    size_t first = at, total = 0, chunks = 0;
    uint32_t size;
    for (; easel_png_chunk_is(EASEL_PNG_IDAT, data, length, at, &size); at += 12 + (size_t)size) {
        total += size;
        chunks++;
    }
    if (chunks == 0 || !easel_png_chunk_is(EASEL_PNG_IEND, data, length, at, &size) || size != 0) return NULL;
    *stream_size = total;
    if (chunks == 1) return data + first + 8;
    if ((*joined = malloc(total > 0 ? total : 1)) == NULL) return NULL;
    for (size_t copied = 0; copied < total; first += 12 + (size_t)size) {
        size = easel_png_big_endian(data + first);
        memcpy(*joined + copied, data + first + 8, size);
        copied += size;
    }
    return *joined;
}

/// Inflates the whole zlib stream into exactly `count` bytes at `output` with
/// libdeflate (about twice zlib's speed, as it decodes from a whole buffer rather than
/// a stream). 0 unless the stream ends with the last byte of both, or if its header
/// declares a window under 32 KiB: zlib, which libpng inflates with, refuses distances
/// beyond the declared window and libdeflate does not look, so those files are left to
/// libpng.
static int inflate_exactly(const uint8_t *stream, size_t size, uint8_t *output, size_t count) {
    if (size < 2 || stream[0] >> 4 != 7) return 0;
    struct libdeflate_decompressor *decompressor = libdeflate_alloc_decompressor();
    if (decompressor == NULL) return 0;
    size_t read = 0, written = 0;
    enum libdeflate_result result = libdeflate_zlib_decompress_ex(decompressor, stream, size, output, count, &read, &written);
    libdeflate_free_decompressor(decompressor);
    return result == LIBDEFLATE_SUCCESS && read == size && written == count;
}

/// Where the filtered rows start in the output buffer when they are inflated into it
/// (`capacity` bytes from row 0), or -1 when they do not fit. They sit as late as
/// unfiltering front to back allows: each RGBA pixel written (four bytes at
/// `y * stride + 4 * x`) must end before the first filtered byte not yet read (the
/// next pixel's, at `start + y * (bytes + 1) + 1 + bpp * (x + 1)`, which the four-byte
/// fetch of pixel x already reaches), and four bytes of slack follow the last row.
static ptrdiff_t in_place_start(size_t bpp, uint32_t width, uint32_t height, size_t stride, size_t capacity) {
    if (width == 0 || height == 0) return -1;
    size_t row_bytes = (size_t)width * bpp + 1, filtered = (size_t)height * row_bytes + 4;
    // The largest gap over the rows (the last row's, when a row of pixels is longer
    // than a filtered one) and over the pixels of a row (the last pixel's, for RGB).
    size_t by_rows = stride > row_bytes ? (size_t)(height - 1) * (stride - row_bytes) : 0;
    size_t by_pixels = (4 - bpp) * (size_t)(width - 1) + 3;
    size_t start = by_rows + by_pixels > bpp ? by_rows + by_pixels - bpp : 0;
    return capacity >= start && capacity - start >= filtered ? (ptrdiff_t)start : -1;
}

int easel_png_read_rows_directly(const uint8_t *data, size_t length, size_t idat_data_offset, uint32_t width,
                                 uint32_t height, int has_alpha, uint8_t *pixels, size_t stride, size_t capacity) {
    if (idat_data_offset < 8 || idat_data_offset > length || easel_png_big_endian(data + idat_data_offset - 4) != EASEL_PNG_IDAT) {
        return 0;
    }
    size_t bpp = has_alpha ? 4 : 3, bytes = (size_t)width * bpp, row_bytes = bytes + 1;
    // Data far beyond what the image can take (a hostile tail) is left to libpng,
    // which stops such a file within its allowance (see reader.c).
    if (length - idat_data_offset > 2 * (size_t)height * row_bytes + 65536) return 0;
    uint8_t *joined = NULL;
    size_t stream_size = 0;
    const uint8_t *stream = image_data(data, length, idat_data_offset - 8, &stream_size, &joined);
    // The filtered rows, each after its filter byte, with slack for the last pixel's
    // four-byte fetch: inflated into the output buffer itself when it has the room (no
    // second image in memory, no page faults for one), else into a buffer of their own.
    ptrdiff_t start = in_place_start(bpp, width, height, stride, capacity);
    uint8_t *own = stream != NULL && start < 0 ? malloc((size_t)height * row_bytes + 4) : NULL;
    uint8_t *rows = start >= 0 ? pixels + start : own;
    // A row of zeros above the first.
    uint8_t *zeros = stream != NULL && rows != NULL ? calloc(width > 0 ? width : 1, 4) : NULL;
    int ok = zeros != NULL && inflate_exactly(stream, stream_size, rows, (size_t)height * row_bytes);
    for (uint32_t y = 0; ok && y < height; y++) {
        const uint8_t *filtered = rows + (size_t)y * row_bytes;
        uint8_t *row = pixels + (size_t)y * stride;
        ok = easel_png_unfilter(filtered[0], filtered + 1, bpp, width, y > 0 ? row - stride : zeros, row);
    }
    free(zeros);
    free(own);
    free(joined);
    return ok;
}
