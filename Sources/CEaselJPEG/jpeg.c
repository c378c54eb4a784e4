#include "CEaselJPEG.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

// Cairo's ARGB32 words as libjpeg names their bytes in memory.
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define EASEL_JPEG_WORDS JCS_EXT_BGRA
#define EASEL_JPEG_OPAQUE_WORDS JCS_EXT_BGRX
#else
#define EASEL_JPEG_WORDS JCS_EXT_ARGB
#define EASEL_JPEG_OPAQUE_WORDS JCS_EXT_XRGB
#endif

/// libjpeg's error manager with the place to jump back to and the message kept.
struct easel_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char *message;
    size_t message_size;
};

static void easel_jpeg_error_exit(j_common_ptr info) {
    struct easel_jpeg_error *error = (struct easel_jpeg_error *)info->err;
    char buffer[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, buffer);
    snprintf(error->message, error->message_size, "%s", buffer);
    longjmp(error->jump, 1);
}

/// Warnings (corrupt data libjpeg recovers from) are not errors: kept quiet.
static void easel_jpeg_output_message(j_common_ptr info) { (void)info; }

static void easel_jpeg_install(struct easel_jpeg_error *error, char *message, size_t message_size) {
    jpeg_std_error(&error->manager);
    error->manager.error_exit = easel_jpeg_error_exit;
    error->manager.output_message = easel_jpeg_output_message;
    error->message = message;
    error->message_size = message_size;
    if (message_size > 0) message[0] = 0;
}

/// The EXIF orientation tag of an APP1 marker's data, or 1.
static int easel_jpeg_exif_orientation(const uint8_t *data, size_t length) {
    if (length < 14 || memcmp(data, "Exif\0\0", 6) != 0) return 1;
    const uint8_t *tiff = data + 6;
    size_t size = length - 6;
    int little = tiff[0] == 'I' && tiff[1] == 'I';
    if (!little && !(tiff[0] == 'M' && tiff[1] == 'M')) return 1;
#define U16(p) (little ? (uint32_t)(p)[0] | (uint32_t)(p)[1] << 8 : (uint32_t)(p)[0] << 8 | (uint32_t)(p)[1])
#define U32(p) (little ? U16(p) | U16((p) + 2) << 16 : U16(p) << 16 | U16((p) + 2))
    uint32_t ifd = U32(tiff + 4);
    if (ifd > size || size - ifd < 2) return 1;
    uint32_t count = U16(tiff + ifd);
    for (uint32_t i = 0; i < count; i++) {
        size_t entry = ifd + 2 + (size_t)i * 12;
        if (entry + 12 > size) break;
        if (U16(tiff + entry) == 0x0112) {
            uint32_t value = U16(tiff + entry + 8);
            return value >= 1 && value <= 8 ? (int)value : 1;
        }
    }
#undef U32
#undef U16
    return 1;
}

/// Reads the header (width, height, EXIF orientation) and, when `pixels` is not NULL,
/// decodes the image into it after checking its size is the `width` × `height` given.
static int easel_jpeg_read(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                           int *orientation, uint8_t *pixels, size_t bytes_per_row,
                           char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    struct easel_jpeg_error error;
    easel_jpeg_install(&error, message, message_size);
    info.err = &error.manager;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        return 0;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    if (!pixels) jpeg_save_markers(&info, JPEG_APP0 + 1, 0xFFFF);
    jpeg_read_header(&info, TRUE);
    if (!pixels) {
        *width = info.image_width;
        *height = info.image_height;
        *orientation = 1;
        for (jpeg_saved_marker_ptr marker = info.marker_list; marker; marker = marker->next) {
            if (marker->marker == JPEG_APP0 + 1) {
                *orientation = easel_jpeg_exif_orientation(marker->data, marker->data_length);
                break;
            }
        }
        jpeg_destroy_decompress(&info);
        return 1;
    }
    if (info.image_width != *width || info.image_height != *height) {
        snprintf(message, message_size, "the image is %ux%u pixels, not the %ux%u its header gave",
                 info.image_width, info.image_height, *width, *height);
        jpeg_destroy_decompress(&info);
        return 0;
    }
    if (info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK) {
        snprintf(message, message_size, "CMYK JPEG is not supported");
        jpeg_destroy_decompress(&info);
        return 0;
    }
    // Libjpeg-turbo's accurate integer transform and smooth upsampling: the same
    // pixels from its SIMD and plain C code, so on every host.
    info.dct_method = JDCT_ISLOW;
    info.do_fancy_upsampling = TRUE;
    info.out_color_space = EASEL_JPEG_WORDS;
    jpeg_start_decompress(&info);
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + (size_t)info.output_scanline * bytes_per_row;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return 1;
}

int easel_jpeg_read_header(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                           int *orientation, char *message, size_t message_size) {
    return easel_jpeg_read(data, size, width, height, orientation, NULL, 0, message, message_size);
}

int easel_jpeg_decode(const uint8_t *data, size_t size, uint8_t *pixels, size_t bytes_per_row,
                      uint32_t width, uint32_t height, char *message, size_t message_size) {
    int orientation = 1;
    return easel_jpeg_read(data, size, &width, &height, &orientation, pixels, bytes_per_row,
                           message, message_size);
}

int easel_jpeg_encode(const uint8_t *pixels, size_t bytes_per_row, uint32_t width, uint32_t height,
                      int quality, uint8_t **output, unsigned long *output_size,
                      char *message, size_t message_size) {
    struct jpeg_compress_struct info;
    struct easel_jpeg_error error;
    // libjpeg grows the buffer through these two's addresses, so they live in memory
    // and hold the buffer's latest address when an error jumps back.
    unsigned char *buffer = NULL;
    unsigned long buffer_size = 0;
    easel_jpeg_install(&error, message, message_size);
    info.err = &error.manager;
    if (setjmp(error.jump)) {
        jpeg_destroy_compress(&info);
        free(buffer);
        return 0;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, &buffer, &buffer_size);
    info.image_width = width;
    info.image_height = height;
    info.input_components = 4;
    info.in_color_space = EASEL_JPEG_OPAQUE_WORDS;
    jpeg_set_defaults(&info);
    info.dct_method = JDCT_ISLOW;
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)info.next_scanline * bytes_per_row);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *output = buffer;
    *output_size = buffer_size;
    return 1;
}
