#include "segue_cmark_budget.h"
#include <cmark-gfm-extension_api.h>
#include <setjmp.h>
#include <stdint.h>

// The jump back out of cmark is safe because everything between the setjmp and the longjmp is
// cmark's C (no Swift frame, no lock, no C++), every byte it allocated is in the arena the
// caller resets, and its one global change, the extensions' special characters, is undone
// below as cmark_parser_finish would have.
static jmp_buf escape;
static int armed;
static size_t used;
static size_t limit;

static void charge(size_t bytes) {
  used = bytes > SIZE_MAX - used ? SIZE_MAX : used + bytes;
  if (armed && used > limit) {
    armed = 0;
    longjmp(escape, 1);
  }
}

static void *counted_calloc(size_t count, size_t size) {
  charge(size != 0 && count > SIZE_MAX / size ? SIZE_MAX : count * size);
  return cmark_get_arena_mem_allocator()->calloc(count, size);
}

static void *counted_realloc(void *pointer, size_t size) {
  charge(size);
  return cmark_get_arena_mem_allocator()->realloc(pointer, size);
}

static void counted_free(void *pointer) { cmark_get_arena_mem_allocator()->free(pointer); }

static cmark_mem counted = {counted_calloc, counted_realloc, counted_free};

cmark_mem *segue_cmark_counted_mem(void) {
  // A new parser is a new parse: its own allocations count towards it.
  used = 0;
  return &counted;
}

cmark_node *segue_cmark_parse_within(
    cmark_parser *parser, const char *text, size_t length, size_t budget) {
  limit = budget;
  // `parser` is not changed after setjmp, so its value is still good after the jump.
  if (setjmp(escape) != 0) {
    cmark_manage_extensions_special_characters(parser, 0);
    return NULL;
  }
  armed = 1;
  cmark_parser_feed(parser, text, length);
  cmark_node *document = cmark_parser_finish(parser);
  armed = 0;
  return document;
}

size_t segue_cmark_last_parse_bytes(void) { return used; }
