// The one translation unit that compiles stb_image: from memory only (we read files ourselves,
// by the rules decks are read by), no file functions, failure reasons kept per thread.
#define STB_IMAGE_IMPLEMENTATION
#define STBI_NO_STDIO
#define STBI_NO_HDR
#define STBI_NO_LINEAR
#define STBI_NO_PIC
#define STBI_NO_PNM
#define STBI_FAILURE_USERMSG
#include <stb_image.h>
#include "segue_stb.h"

int segue_stb_info(const uint8_t *bytes, size_t count, int *width, int *height) {
  if (count > 0x7fffffff) return 0;
  int components = 0;
  return stbi_info_from_memory(bytes, (int)count, width, height, &components);
}

uint8_t *segue_stb_load(const uint8_t *bytes, size_t count, int *width, int *height) {
  if (count > 0x7fffffff) return NULL;
  int components = 0;
  return stbi_load_from_memory(bytes, (int)count, width, height, &components, 4);
}

void segue_stb_free(uint8_t *pixels) { stbi_image_free(pixels); }

const char *segue_stb_failure(void) {
  const char *reason = stbi_failure_reason();
  return reason ? reason : "unknown";
}
