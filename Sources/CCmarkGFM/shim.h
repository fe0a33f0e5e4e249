#ifndef SEGUE_CCMARKGFM_SHIM_H
#define SEGUE_CCMARKGFM_SHIM_H
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
#include <malloc.h>

/// Makes every allocation of 1 MiB or more a mapping of its own, for cmark's arena
/// (`cmark_get_arena_mem_allocator`): glibc otherwise raises its mapping threshold to the size
/// of the first mapped block freed, after which each 4 MiB arena chunk came from the heap and
/// calloc cleared all of it, making resident memory the arena wasn't using (measured: +4 MiB
/// on a 0.5 MiB deck). A mapped chunk's untouched pages cost nothing, and a reset unmaps it.
static inline void segue_map_large_allocations(void) {
  mallopt(M_MMAP_THRESHOLD, 1 << 20);
}
#endif
