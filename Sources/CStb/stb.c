// The one translation unit that compiles stb_image: from memory only (we read files ourselves,
// by the rules decks are read by), no file functions, failure reasons kept per thread.
#include <stdlib.h>
/* stb_image 2.27 (Debian's) decodes a JPEG into a struct it mallocs and never clears (2.28
   clears it): a scan naming a Huffman table the file never defined reads the heap's old bytes
   as that table, so the same file decoded to a picture, failed, or tripped stb's assertion
   in stbi__jpeg_huff_decode (an abort: the fuzz target image-header found it) depending on
   what the heap held. Every allocation is zeroed, so a file decodes the same way every time. */
#define STBI_MALLOC(size) calloc(1, size)
#define STBI_REALLOC(pointer, size) realloc(pointer, size)
#define STBI_FREE(pointer) free(pointer)
#define STB_IMAGE_IMPLEMENTATION
#define STBI_NO_STDIO
#define STBI_NO_HDR
#define STBI_NO_LINEAR
#define STBI_NO_PIC
#define STBI_NO_PNM
#define STBI_FAILURE_USERMSG
#include <stb_image.h>
#include "segue_stb.h"

/* stb_image 2.27 (Debian's) trusts a JPEG's Huffman table counts: a DHT table whose 16 counts
   add up to more than 256 makes stbi__build_huffman and the value loop write past their
   257- and 256-byte arrays (found by UBSan on a corrupted photo; 2.28 checks it). So the
   tables are checked here first, walking the file's segments as a decoder does: every
   marker's segment is skipped by its length, and after a start of scan the entropy-coded data
   up to the next marker (0xFF followed by neither 0x00 nor a restart marker). Returns 0 for a
   JPEG with a table stb would overflow on, 1 otherwise (and for anything not a JPEG). */
static int jpeg_tables_fit(const uint8_t *b, size_t n) {
  if (n < 4 || b[0] != 0xFF || b[1] != 0xD8) return 1;
  size_t i = 2;
  while (i + 1 < n) {
    if (b[i] != 0xFF) return 1; /* not a marker where one must be: stb says corrupt */
    uint8_t marker = b[i + 1];
    if (marker == 0xFF) { i += 1; continue; } /* fill byte */
    i += 2;
    if (marker == 0xD8 || marker == 0x01 || (marker >= 0xD0 && marker <= 0xD7)) continue;
    if (marker == 0xD9) return 1; /* end of image */
    if (i + 2 > n) return 1;
    size_t length = ((size_t)b[i] << 8) | b[i + 1];
    if (length < 2 || i + length > n) return 1; /* stb stops at a short segment itself */
    if (marker == 0xC4) {
      size_t at = i + 2, end = i + length;
      while (at < end) {
        if (at + 17 > end) return 1;
        unsigned total = 0;
        for (int k = 1; k <= 16; ++k) total += b[at + k];
        if (total > 256) return 0;
        at += 17 + total;
      }
    }
    i += length;
    if (marker == 0xDA) { /* entropy-coded data runs to the next real marker */
      while (i + 1 < n && !(b[i] == 0xFF && b[i + 1] != 0x00 &&
                            !(b[i + 1] >= 0xD0 && b[i + 1] <= 0xD7)))
        ++i;
    }
  }
  return 1;
}

/* Why the last call on this thread refused the bytes before stb saw them (NULL: it did not). */
static _Thread_local const char *refusal;
static const char *const table_too_large = "a Huffman table larger than JPEG allows";

int segue_stb_info(const uint8_t *bytes, size_t count, int *width, int *height) {
  refusal = NULL;
  if (count > 0x7fffffff) return 0;
  if (!jpeg_tables_fit(bytes, count)) {
    refusal = table_too_large;
    return 0;
  }
  int components = 0;
  return stbi_info_from_memory(bytes, (int)count, width, height, &components);
}

uint8_t *segue_stb_load(const uint8_t *bytes, size_t count, int *width, int *height) {
  refusal = NULL;
  if (count > 0x7fffffff) return NULL;
  if (!jpeg_tables_fit(bytes, count)) {
    refusal = table_too_large;
    return NULL;
  }
  int components = 0;
  return stbi_load_from_memory(bytes, (int)count, width, height, &components, 4);
}

void segue_stb_free(uint8_t *pixels) { stbi_image_free(pixels); }

const char *segue_stb_failure(void) {
  if (refusal) return refusal;
  const char *reason = stbi_failure_reason();
  return reason ? reason : "unknown";
}

const char *segue_stb_refusal(void) { return refusal; }
