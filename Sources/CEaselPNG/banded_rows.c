#include "banded_rows.h"
#include "direct_rows.h"

#include <stdlib.h>
#include <string.h>
#include <libdeflate.h>

/// The most rows a band may have on this path: the band buffers stay small (and
/// cached); files with taller bands are decoded whole.
static const size_t most_band_rows = 256;

/// An empty stored block marked final: appended to a band's data, it makes a whole
/// deflate stream of it. Its last four bytes (LEN 0, NLEN 0xFFFF) are also how a full
/// flush ends a band.
static const uint8_t final_empty_block[5] = {0x01, 0x00, 0x00, 0xFF, 0xFF};

/// One file's IDAT chunks: the data and size of each.
struct image_chunks {
    const uint8_t **data;
    uint32_t *sizes;
    size_t count;
};

/// The IDAT chunks from the one whose length field is at `at`, each whole with a right
/// CRC, at least three of them (the zlib header, a band, the end), and an empty IEND
/// right after them. 0 when they are not that, or when memory runs out.
static int collect_chunks(const uint8_t *data, size_t length, size_t at, struct image_chunks *chunks) {
    uint32_t size;
    size_t count = 0, cursor = at;
    for (; easel_png_chunk_is(EASEL_PNG_IDAT, data, length, cursor, &size); cursor += 12 + (size_t)size) count++;
    if (count < 3 || !easel_png_chunk_is(EASEL_PNG_IEND, data, length, cursor, &size) || size != 0) return 0;
    chunks->data = malloc(count * sizeof *chunks->data);
    chunks->sizes = malloc(count * sizeof *chunks->sizes);
    if (chunks->data == NULL || chunks->sizes == NULL) return 0;
    for (size_t i = 0; i < count; i++) {
        chunks->sizes[i] = easel_png_big_endian(data + at);
        chunks->data[i] = data + at + 8;
        at += 12 + (size_t)chunks->sizes[i];
    }
    chunks->count = count;
    return 1;
}

/// Whether a chunk holds exactly a zlib header: deflate with a 32 KiB window (which
/// the direct path asks too), no preset dictionary, a right check.
static int is_zlib_header(const uint8_t *data, uint32_t size) {
    return size == 2 && data[0] == 0x78 && ((unsigned)data[0] << 8 | data[1]) % 31 == 0 && (data[1] & 0x20) == 0;
}

/// Inflates one band's chunk on its own into `output` (`capacity` bytes), through
/// `input` (room for the chunk and 5 bytes): it must end as a full flush does and
/// make, with a final empty block after it, a whole deflate stream that never reaches
/// back before its own start (libdeflate refuses such a distance).
static int inflate_band(struct libdeflate_decompressor *decompressor, const uint8_t *data, uint32_t size,
                        uint8_t *input, uint8_t *output, size_t capacity, size_t *written) {
    if (size < 4 || memcmp(data + size - 4, final_empty_block + 1, 4) != 0) return 0;
    memcpy(input, data, size);
    memcpy(input + size, final_empty_block, sizeof final_empty_block);
    size_t read = 0;
    return libdeflate_deflate_decompress_ex(decompressor, input, size + sizeof final_empty_block, output, capacity,
                                            &read, written) == LIBDEFLATE_SUCCESS
        && read == size + sizeof final_empty_block;
}

/// Whether the last chunk is a final deflate block that adds nothing, then `adler`,
/// the Adler-32 of everything the bands inflated to.
static int ends_stream(struct libdeflate_decompressor *decompressor, const uint8_t *data, uint32_t size, uint32_t adler) {
    uint8_t nothing;
    size_t read = 0, written = 0;
    return size > 4
        && libdeflate_deflate_decompress_ex(decompressor, data, size - 4, &nothing, 0, &read, &written) == LIBDEFLATE_SUCCESS
        && read == size - 4 && written == 0 && easel_png_big_endian(data + size - 4) == adler;
}

/// Whether each of `count` filtered rows has a known filter and the first does not
/// look at the row above (None or Sub), so that the band decodes alone.
static int decodes_alone(const uint8_t *rows, size_t count, size_t row_bytes) {
    if (rows[0] > 1) return 0;
    for (size_t y = 1; y < count; y++) {
        if (rows[y * row_bytes] > 4) return 0;
    }
    return 1;
}

/// Unfilters `count` rows inflated at `rows` into the RGBA8 rows of `pixels` from row
/// `top` on.
static int unfilter_band(const uint8_t *rows, size_t count, size_t row_bytes, size_t bpp, uint32_t width,
                         const uint8_t *zeros, uint8_t *pixels, size_t top) {
    size_t stride = (size_t)width * 4;
    for (size_t y = 0; y < count; y++) {
        const uint8_t *filtered = rows + y * row_bytes;
        uint8_t *row = pixels + (top + y) * stride;
        if (!easel_png_unfilter(filtered[0], filtered + 1, bpp, width, y > 0 ? row - stride : zeros, row)) return 0;
    }
    return 1;
}

int easel_png_decode_differing_bands(const uint8_t *first, size_t first_length, const uint8_t *second,
                                     size_t second_length, size_t idat_data_offset, uint32_t width, uint32_t height,
                                     size_t bpp, uint8_t *first_pixels, uint8_t *second_pixels, uint8_t *decoded) {
    if (width == 0 || height == 0 || idat_data_offset < 8) return 0;
    size_t row_bytes = (size_t)width * bpp + 1;
    size_t capacity = (height < most_band_rows ? height : most_band_rows) * row_bytes;
    struct image_chunks a = {0}, b = {0};
    struct libdeflate_decompressor *decompressor = libdeflate_alloc_decompressor();
    uint8_t *input = NULL, *rows_a = NULL, *rows_b = NULL, *zeros = NULL, *same = NULL;
    size_t *starts = NULL, bands = 0;
    int ok = decompressor != NULL
        && collect_chunks(first, first_length, idat_data_offset - 8, &a)
        && collect_chunks(second, second_length, idat_data_offset - 8, &b)
        && a.count == b.count && is_zlib_header(a.data[0], a.sizes[0]) && is_zlib_header(b.data[0], b.sizes[0]);
    if (ok) {
        bands = a.count - 2;
        size_t largest = 0;
        for (size_t k = 1; k <= bands; k++) {
            if (a.sizes[k] > largest) largest = a.sizes[k];
            if (b.sizes[k] > largest) largest = b.sizes[k];
        }
        input = malloc(largest + sizeof final_empty_block);
        // Four bytes of slack: unfiltering an RGB row fetches a byte past it.
        rows_a = malloc(capacity + 4);
        rows_b = malloc(capacity + 4);
        zeros = calloc(width, 4);
        same = malloc(bands);
        starts = malloc((bands + 1) * sizeof *starts);
        ok = input != NULL && rows_a != NULL && rows_b != NULL && zeros != NULL && same != NULL && starts != NULL;
    }

    // Every band of both files, inflated and compared as filtered rows.
    uint32_t adler_a = 1, adler_b = 1;
    size_t top = 0;
    for (size_t k = 0; ok && k < bands; k++) {
        size_t written_a = 0, written_b = 0;
        ok = inflate_band(decompressor, a.data[k + 1], a.sizes[k + 1], input, rows_a, capacity, &written_a)
            && inflate_band(decompressor, b.data[k + 1], b.sizes[k + 1], input, rows_b, capacity, &written_b)
            && written_a == written_b && written_a > 0 && written_a % row_bytes == 0
            && written_a / row_bytes <= height - top
            && decodes_alone(rows_a, written_a / row_bytes, row_bytes) && decodes_alone(rows_b, written_b / row_bytes, row_bytes);
        if (!ok) break;
        adler_a = libdeflate_adler32(adler_a, rows_a, written_a);
        adler_b = libdeflate_adler32(adler_b, rows_b, written_b);
        same[k] = memcmp(rows_a, rows_b, written_a) == 0;
        starts[k] = top;
        top += written_a / row_bytes;
    }
    ok = ok && top == height
        && ends_stream(decompressor, a.data[bands + 1], a.sizes[bands + 1], adler_a)
        && ends_stream(decompressor, b.data[bands + 1], b.sizes[bands + 1], adler_b);

    // The rows within two of a differing band's, marked; then every band holding a
    // marked row is unfiltered in both images.
    if (ok) {
        starts[bands] = height;
        for (size_t k = 0; k < bands; k++) {
            if (same[k]) continue;
            size_t from = starts[k] >= 2 ? starts[k] - 2 : 0, to = starts[k + 1] + 2 < height ? starts[k + 1] + 2 : height;
            memset(decoded + from, 1, to - from);
        }
    }
    for (size_t k = 0; ok && k < bands; k++) {
        size_t count = starts[k + 1] - starts[k];
        if (memchr(decoded + starts[k], 1, count) == NULL) continue;
        size_t written_a = 0, written_b = 0;
        ok = inflate_band(decompressor, a.data[k + 1], a.sizes[k + 1], input, rows_a, capacity, &written_a)
            && inflate_band(decompressor, b.data[k + 1], b.sizes[k + 1], input, rows_b, capacity, &written_b)
            && unfilter_band(rows_a, count, row_bytes, bpp, width, zeros, first_pixels, starts[k])
            && unfilter_band(rows_b, count, row_bytes, bpp, width, zeros, second_pixels, starts[k]);
        memset(decoded + starts[k], 1, count);
    }

    if (decompressor != NULL) libdeflate_free_decompressor(decompressor);
    free(a.data);
    free(a.sizes);
    free(b.data);
    free(b.sizes);
    free(input);
    free(rows_a);
    free(rows_b);
    free(zeros);
    free(same);
    free(starts);
    return ok;
}
