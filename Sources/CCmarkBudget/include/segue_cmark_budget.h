#ifndef SEGUE_CMARK_BUDGET_H
#define SEGUE_CMARK_BUDGET_H
#include <cmark-gfm.h>
#include <stddef.h>

/// cmark-gfm parses whose memory is bounded (issue 13): cmark's tree costs up to ~300 bytes
/// per byte of dense markup, so one uncut line of `*a*a*a…` could ask for gigabytes.
///
/// A parser made with `segue_cmark_counted_mem()` allocates from cmark's arena through a
/// counter. `segue_cmark_parse_within` feeds it `text` and finishes it; when the count passes
/// `budget` bytes, the parse is abandoned by a jump back into `segue_cmark_parse_within`, the
/// global inline table cmark's extensions change is put back, and NULL is returned. The
/// caller then resets the arena (`cmark_arena_reset`), which frees the abandoned tree and
/// parser at once: it must neither free nor touch them. On success the document is returned,
/// as by `cmark_parser_finish`. Parses must be one at a time (cmark's arena and inline table
/// are global anyway).
cmark_mem *segue_cmark_counted_mem(void);
cmark_node *segue_cmark_parse_within(
    cmark_parser *parser, const char *text, size_t length, size_t budget);

/// Bytes the last parse asked of the arena, the parser's own included (for tests, figures).
size_t segue_cmark_last_parse_bytes(void);
#endif
