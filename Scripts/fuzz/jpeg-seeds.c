/* Writes JPEG seeds for the image fuzz target into the folder argv[1] with stb_image_write:
   grey and colour, 1x1 and sizes that are not multiples of the 8x8 blocks, low and high
   quality (stb writes baseline JPEGs with 4:2:0 subsampling below quality 90, 4:4:4 above).
   Built and run by Scripts/fuzz.sh; Python has no JPEG encoder here. */
#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <stb_image_write.h>
#include <stdio.h>

int main(int argc, char **argv) {
  if (argc != 2) return 2;
  static unsigned char pixels[19 * 13 * 3];
  for (int i = 0; i < 19 * 13 * 3; i++) pixels[i] = (unsigned char)(i * 37);
  const struct { const char *name; int w, h, comp, quality; } seeds[] = {
      {"one.jpg", 1, 1, 3, 90}, {"grey.jpg", 9, 7, 1, 50}, {"colour.jpg", 19, 13, 3, 30},
      {"fine.jpg", 19, 13, 3, 95},
  };
  for (size_t i = 0; i < sizeof seeds / sizeof seeds[0]; i++) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", argv[1], seeds[i].name);
    if (!stbi_write_jpg(path, seeds[i].w, seeds[i].h, seeds[i].comp, pixels, seeds[i].quality))
      return 1;
  }
  return 0;
}
