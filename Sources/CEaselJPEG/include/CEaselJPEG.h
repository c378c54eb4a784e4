#ifndef CEASELJPEG_H
#define CEASELJPEG_H

#include <stddef.h>
#include <stdint.h>

// JPEG through libjpeg(-turbo), kept in C because libjpeg reports every error by
// calling a function that must not return: these functions catch it with setjmp and
// return 0 with libjpeg's message in `message` instead.

/// Reads the header of `size` bytes of JPEG: the image's size in pixels and its EXIF
/// orientation (1–8, 1 when it has none). Returns 1, or 0 with a message.
int easel_jpeg_read_header(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                           int *orientation, char *message, size_t message_size);

/// Decodes `size` bytes of JPEG into `pixels`, rows `bytes_per_row` apart, as 32-bit
/// native-endian ARGB words (blue, green, red, alpha in memory), opaque. The caller
/// made room for the size `easel_jpeg_read_header` reported. Returns 1, or 0 with a
/// message (the rows written so far stay).
int easel_jpeg_decode(const uint8_t *data, size_t size, uint8_t *pixels, size_t bytes_per_row,
                      uint32_t width, uint32_t height, char *message, size_t message_size);

/// Encodes `width` × `height` pixels (32-bit native-endian ARGB words, rows
/// `bytes_per_row` apart; alpha ignored) as a baseline JPEG of `quality` (1–100) with
/// 4:2:0 chroma subsampling, into a buffer the caller frees with `free`. Returns 1, or 0
/// with a message.
int easel_jpeg_encode(const uint8_t *pixels, size_t bytes_per_row, uint32_t width, uint32_t height,
                      int quality, uint8_t **output, unsigned long *output_size,
                      char *message, size_t message_size);

#endif
