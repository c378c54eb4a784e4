#include "CEaselPNG.h"
#include "banded_rows.h"
#include "direct_rows.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

struct easel_png_reader {
    png_structp png;
    png_infop info;
    const uint8_t *data;
    size_t length;
    size_t offset;
    /// Set by the read callback when libpng asks for bytes past the end.
    int ran_out;
    /// Adam7 passes (1 when the image is not interlaced).
    int passes;
    /// The channels of the file's pixels when the fast path reads them (8-bit RGB or
    /// RGBA, not interlaced, no tRNS: see direct_rows.h), 0 when libpng must.
    int direct_channels;
    /// Bytes of one row as stored in the file, without its filter byte.
    size_t file_row_bytes;
    /// Set while the last row is read: IDAT bytes read from then on are counted.
    int reading_last_row;
    size_t idat_after_last_row_began;
    png_bytepp rows;
    char *message;
    size_t message_capacity;
};

static void copy_message(easel_png_reader *reader, const char *text) {
    if (reader->message == NULL || reader->message_capacity == 0) return;
    strncpy(reader->message, text, reader->message_capacity - 1);
    reader->message[reader->message_capacity - 1] = '\0';
}

/// libpng's error callback: keeps the message and jumps back to the setjmp of the
/// running easel_png_* function (returning would make libpng print to stderr first).
static void on_error(png_structp png, png_const_charp text) {
    easel_png_reader *reader = png_get_error_ptr(png);
    copy_message(reader, text);
    png_longjmp(png, 1);
}

/// Warnings (an ancillary chunk with a bad CRC, an odd colour profile) do not stop
/// decoding; libpng would print them to stderr.
static void on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

/// How much more compressed image data than its last row can need may be read once
/// that row begins. An encoder leaves a few bytes after it (the end of the deflate
/// stream and its checksum); libpng inflates whatever follows, up to 1032 bytes for
/// each byte, so a hostile file of a few megabytes of it would keep the decoder busy
/// for minutes. The allowance covers the data libpng has buffered ahead (8 KiB).
static const size_t idat_allowance_after_last_row = 64 * 1024;

static void read_bytes(png_structp png, png_bytep target, size_t count) {
    easel_png_reader *reader = png_get_io_ptr(png);
    if (reader->reading_last_row && png_get_io_chunk_type(png) == 0x49444154 /* IDAT */
        && (png_get_io_state(png) & PNG_IO_MASK_LOC) == PNG_IO_CHUNK_DATA) {
        reader->idat_after_last_row_began += count;
        // A stored deflate block spends 5 bytes of every 65535; the filter byte is 1.
        size_t row_at_most = reader->file_row_bytes + 1 + (reader->file_row_bytes / 65535 + 1) * 5;
        if (reader->idat_after_last_row_began > row_at_most + idat_allowance_after_last_row) {
            png_error(png, "IDAT: the compressed data goes on after the image ends");
        }
    }
    if (count > reader->length - reader->offset) {
        reader->ran_out = 1;
        png_error(png, "unexpected end of data");
    }
    memcpy(target, reader->data + reader->offset, count);
    reader->offset += count;
}

/// The status of a jump back to a setjmp: truncation is told apart from corruption
/// by whether libpng asked for bytes that are not there.
static easel_png_status failure(const easel_png_reader *reader) {
    return reader->ran_out ? EASEL_PNG_TRUNCATED : EASEL_PNG_CORRUPT;
}

easel_png_status easel_png_open(const uint8_t *data, size_t length, uint32_t max_dimension,
                                easel_png_reader **result, uint32_t *width, uint32_t *height,
                                char *message, size_t message_capacity) {
    *result = NULL;
    if (message_capacity > 0) message[0] = '\0';
    size_t signature_length = length < 8 ? length : 8;
    if (png_sig_cmp(data, 0, signature_length) != 0) return EASEL_PNG_NOT_PNG;
    if (length < 8) return EASEL_PNG_TRUNCATED;

    easel_png_reader *reader = calloc(1, sizeof *reader);
    if (reader == NULL) return EASEL_PNG_OUT_OF_MEMORY;
    reader->data = data;
    reader->length = length;
    reader->message = message;
    reader->message_capacity = message_capacity;
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader, on_error, on_warning);
    if (reader->png == NULL || (reader->info = png_create_info_struct(reader->png)) == NULL) {
        easel_png_close(reader);
        return EASEL_PNG_OUT_OF_MEMORY;
    }
    if (setjmp(png_jmpbuf(reader->png))) {
        easel_png_status status = failure(reader);
        easel_png_close(reader);
        return status;
    }
    png_set_read_fn(reader->png, reader, read_bytes);
#ifdef FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION
    // Fuzz builds only (Fuzz/run): mutated chunks keep going past their CRC, so that
    // the fuzzer reaches the decoding behind it instead of failing every input there.
    png_set_crc_action(reader->png, PNG_CRC_QUIET_USE, PNG_CRC_QUIET_USE);
#endif
    // Our own limit applies, checked below, so that an oversized image is reported as
    // such rather than as libpng's "exceeds user limit".
    png_set_user_limits(reader->png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
#ifdef PNG_IGNORE_ADLER32
    // The CRC-32 of every IDAT chunk already covers the compressed bytes; zlib's
    // Adler-32 over the inflated ones cost about a twentieth of the decode (as
    // browsers decide too). Corrupt data still fails on the CRC or in inflate.
    png_set_option(reader->png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    png_read_info(reader->png, reader->info);

    png_uint_32 w = png_get_image_width(reader->png, reader->info);
    png_uint_32 h = png_get_image_height(reader->png, reader->info);
    if (w > max_dimension || h > max_dimension) {
        *width = w;
        *height = h;
        easel_png_close(reader);
        return EASEL_PNG_TOO_LARGE;
    }

    // Deflate expands at most 1032 times (a 258-byte match in two bits), so data
    // shorter than that fraction of the image cannot hold it: reported before the
    // caller allocates memory for pixels that a small hostile file only claims.
    reader->file_row_bytes = png_get_rowbytes(reader->png, reader->info);
    double raw_bytes = (double)h * ((double)reader->file_row_bytes + 1);
    if (raw_bytes > ((double)(length - reader->offset) + 1) * 1032.0) {
        *width = w;
        *height = h;
        easel_png_close(reader);
        return EASEL_PNG_TRUNCATED;
    }

    int color_type = png_get_color_type(reader->png, reader->info);
    if (png_get_bit_depth(reader->png, reader->info) == 8
        && png_get_interlace_type(reader->png, reader->info) == PNG_INTERLACE_NONE
        && !png_get_valid(reader->png, reader->info, PNG_INFO_tRNS)) {
        reader->direct_channels = color_type == PNG_COLOR_TYPE_RGB ? 3 : color_type == PNG_COLOR_TYPE_RGB_ALPHA ? 4 : 0;
    }
    // Every colour type to 8-bit RGBA: palette entries, gray below 8 bits and tRNS
    // become full samples (tRNS as alpha), 16-bit samples are scaled with rounding
    // (png_set_scale_16, not the truncating png_set_strip_16), gray is copied to
    // R, G and B, and an opaque alpha byte is added where the image has none.
    // No gamma call is made, so libpng leaves the samples as they are in the file.
    png_set_expand(reader->png);
    png_set_scale_16(reader->png);
    png_set_gray_to_rgb(reader->png);
    png_set_add_alpha(reader->png, 0xFF, PNG_FILLER_AFTER);
    reader->passes = png_set_interlace_handling(reader->png);
    png_read_update_info(reader->png, reader->info);
    if (png_get_rowbytes(reader->png, reader->info) != (size_t)w * 4) {
        png_error(reader->png, "the image does not convert to 8-bit RGBA");
    }
    *width = w;
    *height = h;
    *result = reader;
    return EASEL_PNG_OK;
}

easel_png_status easel_png_read_rgba(easel_png_reader *reader, uint8_t *pixels, size_t stride, size_t capacity,
                                     char *message, size_t message_capacity) {
    if (message_capacity > 0) message[0] = '\0';
    reader->message = message;
    reader->message_capacity = message_capacity;
    png_uint_32 height = png_get_image_height(reader->png, reader->info);
    reader->rows = malloc(sizeof(png_bytep) * (height > 0 ? height : 1));
    if (reader->rows == NULL) return EASEL_PNG_OUT_OF_MEMORY;
    for (png_uint_32 y = 0; y < height; y++) reader->rows[y] = pixels + (size_t)y * stride;
    if (reader->direct_channels != 0
        && easel_png_read_rows_directly(reader->data, reader->length, reader->offset,
                                        png_get_image_width(reader->png, reader->info), height,
                                        reader->direct_channels == 4, pixels, stride, capacity)) {
        return EASEL_PNG_OK;
    }
    if (setjmp(png_jmpbuf(reader->png))) return failure(reader);
    // Every row of every Adam7 pass, as png_read_image reads them (libpng places each
    // pass's pixels in the rows), marking the last one: once it is decoded, libpng
    // inflates whatever compressed data is left before it returns.
    for (int pass = 0; pass < reader->passes; pass++) {
        for (png_uint_32 y = 0; y < height; y++) {
            reader->reading_last_row = pass == reader->passes - 1 && y == height - 1;
            png_read_row(reader->png, reader->rows[y], NULL);
        }
    }
    png_read_end(reader->png, NULL);
    return EASEL_PNG_OK;
}

void easel_png_close(easel_png_reader *reader) {
    if (reader == NULL) return;
    png_destroy_read_struct(&reader->png, reader->info != NULL ? &reader->info : NULL, NULL);
    free(reader->rows);
    free(reader);
}

int easel_png_decode_differing_rows(const easel_png_reader *first, const easel_png_reader *second,
                                    uint8_t *first_pixels, uint8_t *second_pixels, uint8_t *decoded) {
    // The same bytes up to the image data: the same header and chunks, so the same
    // size and format.
    if (first->direct_channels == 0 || first->offset != second->offset || first->offset > first->length
        || first->offset > second->length || memcmp(first->data, second->data, first->offset) != 0) {
        return 0;
    }
    return easel_png_decode_differing_bands(first->data, first->length, second->data, second->length, first->offset,
                                            png_get_image_width(first->png, first->info),
                                            png_get_image_height(first->png, first->info),
                                            (size_t)first->direct_channels, first_pixels, second_pixels, decoded);
}
