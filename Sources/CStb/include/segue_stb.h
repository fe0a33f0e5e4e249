// stb_image behind five plain functions: only Render/Image/ImageDecoder.swift calls them.
#ifndef SEGUE_STB_H
#define SEGUE_STB_H
#include <stddef.h>
#include <stdint.h>

/// The size of the image in `bytes` from its header alone; 0 when it is not one stb reads.
int segue_stb_info(const uint8_t *bytes, size_t count, int *width, int *height);
/// The image decoded into RGBA, 4 bytes a pixel (GIF: the first frame); NULL on failure.
uint8_t *segue_stb_load(const uint8_t *bytes, size_t count, int *width, int *height);
/// Frees what segue_stb_load returned.
void segue_stb_free(uint8_t *pixels);
/// Why the last call on this thread failed, in stb's words ("corrupt JPEG").
const char *segue_stb_failure(void);
/// Why the last call on this thread refused the bytes before stb saw them (a JPEG whose
/// Huffman tables stb 2.27 would overflow on); NULL when it did not.
const char *segue_stb_refusal(void);
#endif
