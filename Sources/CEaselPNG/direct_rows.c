#include "direct_rows.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// A chunk's 4-byte big-endian length or type at `p`.
static uint32_t big_endian(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

static const uint32_t idat_type = 0x49444154, iend_type = 0x49454E44;

#if defined(__SSE2__)
/// A pixel of `bpp` (3 or 4) bytes as 16-bit lanes.
static inline __attribute__((always_inline)) __m128i load_pixel(const uint8_t *p, size_t bpp) {
    uint32_t word = 0;
    memcpy(&word, p, bpp);
    return _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)word), _mm_setzero_si128());
}

static __m128i absolute(__m128i x) {
    return _mm_max_epi16(x, _mm_sub_epi16(_mm_setzero_si128(), x));
}

/// The Paeth filter a pixel at a time, every channel at once: the predictor chain runs
/// from pixel to pixel, so this is as wide as it goes; the choice is made with masks.
/// Inlined for each pixel size, so that its loads and stores are single moves.
static inline __attribute__((always_inline)) void unfilter_paeth_pixels(uint8_t *row, const uint8_t *previous, size_t bytes, size_t bpp) {
    __m128i left = _mm_setzero_si128(), upper_left = _mm_setzero_si128();
    for (size_t i = 0; i < bytes; i += bpp) {
        __m128i up = load_pixel(previous + i, bpp);
        __m128i from_left = _mm_sub_epi16(up, upper_left), from_up = _mm_sub_epi16(left, upper_left);
        __m128i pa = absolute(from_left), pb = absolute(from_up), pc = absolute(_mm_add_epi16(from_left, from_up));
        __m128i not_left = _mm_or_si128(_mm_cmpgt_epi16(pa, pb), _mm_cmpgt_epi16(pa, pc));
        __m128i upper_left_wins = _mm_cmpgt_epi16(pb, pc);
        __m128i up_or_upper_left = _mm_or_si128(_mm_and_si128(upper_left_wins, upper_left),
                                                _mm_andnot_si128(upper_left_wins, up));
        __m128i predictor = _mm_or_si128(_mm_and_si128(not_left, up_or_upper_left), _mm_andnot_si128(not_left, left));
        __m128i value = _mm_and_si128(_mm_add_epi16(load_pixel(row + i, bpp), predictor), _mm_set1_epi16(0xFF));
        uint32_t word = (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(value, value));
        memcpy(row + i, &word, bpp);
        left = value;
        upper_left = up;
    }
}

static void unfilter_paeth(uint8_t *row, const uint8_t *previous, size_t bytes, size_t bpp) {
    if (bpp == 3) unfilter_paeth_pixels(row, previous, bytes, 3);
    else unfilter_paeth_pixels(row, previous, bytes, 4);
}
#else
/// The Paeth filter a byte at a time.
static void unfilter_paeth(uint8_t *row, const uint8_t *previous, size_t bytes, size_t bpp) {
    for (size_t i = 0; i < bytes; i++) {
        int a = i >= bpp ? row[i - bpp] : 0, b = previous[i], c = i >= bpp ? previous[i - bpp] : 0;
        int pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c);
        int predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c);
        row[i] = (uint8_t)(row[i] + predictor);
    }
}
#endif

/// Undoes one row's filter in place, as libpng does (PNG specification, section 9).
/// `previous` is the unfiltered row above, all zeros for the first row.
static int unfilter(uint8_t filter, uint8_t *row, const uint8_t *previous, size_t bytes, size_t bpp) {
    switch (filter) {
    case 0:
        return 1;
    case 1:
        for (size_t i = bpp; i < bytes; i++) row[i] = (uint8_t)(row[i] + row[i - bpp]);
        return 1;
    case 2:
        for (size_t i = 0; i < bytes; i++) row[i] = (uint8_t)(row[i] + previous[i]);
        return 1;
    case 3:
        for (size_t i = 0; i < bpp; i++) row[i] = (uint8_t)(row[i] + (previous[i] >> 1));
        for (size_t i = bpp; i < bytes; i++) row[i] = (uint8_t)(row[i] + ((row[i - bpp] + previous[i]) >> 1));
        return 1;
    case 4:
        unfilter_paeth(row, previous, bytes, bpp);
        return 1;
    default:
        return 0;
    }
}

/// Whether the chunk at `chunk` (of `size` data bytes) has the CRC of its type and
/// data: libpng stops at an IDAT whose CRC is wrong, so the direct path leaves it that.
static int crc_matches(const uint8_t *chunk, uint32_t size) {
    return crc32(0, chunk + 4, size + 4) == big_endian(chunk + 8 + size);
}

/// Moves the input on to the next chunk's data; 0 unless that chunk is an IDAT that
/// lies within the data.
static int next_idat(z_stream *stream, const uint8_t *data, size_t length, size_t *next_chunk) {
    size_t at = *next_chunk;
    if (length - at < 12 || big_endian(data + at + 4) != idat_type) return 0;
    uint32_t size = big_endian(data + at);
    if (size > length - at - 12 || !crc_matches(data + at, size)) return 0;
    stream->next_in = (Bytef *)(data + at + 8);
    stream->avail_in = size;
    *next_chunk = at + 12 + size;
    return 1;
}

/// Inflates exactly `count` bytes into `output`, feeding the stream the following IDAT
/// chunks as it needs them; with `count` 0, inflates until the stream ends and checks
/// that it holds nothing more. 0 when the data is not exactly as expected.
static int inflate_exactly(z_stream *stream, uint8_t *output, size_t count, const uint8_t *data, size_t length,
                           size_t *next_chunk, int *ended) {
    uint8_t extra;
    int to_end = count == 0;
    stream->next_out = to_end ? &extra : output;
    stream->avail_out = to_end ? 1 : (uInt)count;
    while (to_end ? !*ended : stream->avail_out > 0) {
        if (*ended) return 0;
        if (stream->avail_in == 0) {
            if (!next_idat(stream, data, length, next_chunk)) return 0;
            continue;
        }
        int status = inflate(stream, Z_NO_FLUSH);
        if (status == Z_STREAM_END) {
            *ended = 1;
        } else if (status != Z_OK) {
            // Corrupt data (or no progress possible): libpng reads the file and reports it.
            return 0;
        }
    }
    return !to_end || stream->avail_out == 1;
}

int easel_png_read_rows_directly(const uint8_t *data, size_t length, size_t idat_data_offset, uint32_t width,
                                 uint32_t height, int has_alpha, uint8_t *pixels, size_t stride) {
    if (idat_data_offset < 8 || idat_data_offset > length || big_endian(data + idat_data_offset - 4) != idat_type) {
        return 0;
    }
    size_t bpp = has_alpha ? 4 : 3, bytes = (size_t)width * bpp;
    // Data far beyond what the image can take (a hostile tail) is left to libpng,
    // which stops such a file within its allowance (see reader.c).
    if (length - idat_data_offset > 2 * (size_t)height * (bytes + 1) + 65536) return 0;
    uint8_t *rows = calloc(2, bytes + 1);
    if (rows == NULL) return 0;
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    // The zlib header's window, and no Adler-32 check: as libpng reads (PNG_IGNORE_ADLER32).
    if (inflateInit2(&stream, 0) != Z_OK) {
        free(rows);
        return 0;
    }
    inflateValidate(&stream, 0);
    size_t next_chunk = idat_data_offset - 8;
    int ended = 0, ok = 1;
    uint8_t *current = rows, *previous = rows + bytes + 1;
    for (uint32_t y = 0; y < height; y++) {
        ok = inflate_exactly(&stream, current, bytes + 1, data, length, &next_chunk, &ended)
            && unfilter(current[0], current + 1, previous + 1, bytes, bpp);
        if (!ok) break;
        uint8_t *target = pixels + (size_t)y * stride, *source = current + 1;
        if (has_alpha) {
            memcpy(target, source, bytes);
        } else {
            for (uint32_t x = 0; x < width; x++, target += 4, source += 3) {
                target[0] = source[0];
                target[1] = source[1];
                target[2] = source[2];
                target[3] = 0xFF;
            }
        }
        uint8_t *swap = current;
        current = previous;
        previous = swap;
    }
    // The stream must end with the last row, with the last IDAT, and IEND follow.
    ok = ok && inflate_exactly(&stream, NULL, 0, data, length, &next_chunk, &ended);
    ok = ok && stream.avail_in == 0 && length - next_chunk >= 12 && big_endian(data + next_chunk) == 0
        && big_endian(data + next_chunk + 4) == iend_type && crc_matches(data + next_chunk, 0);
    inflateEnd(&stream);
    free(rows);
    return ok;
}
