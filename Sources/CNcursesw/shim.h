#ifndef SEGUE_CNCURSESW_SHIM_H
#define SEGUE_CNCURSESW_SHIM_H
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <langinfo.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <wchar.h>
#include <ncursesw/curses.h>

// Swift cannot import ncurses' function-like macros or use its mutable globals (stdscr, LINES,
// COLS, COLORS) under strict concurrency, so the few the terminal backend needs are wrapped here.

static inline WINDOW *segue_stdscr(void) { return stdscr; }
static inline int segue_lines(void) { return LINES; }
static inline int segue_cols(void) { return COLS; }
static inline int segue_colors(void) { return COLORS; }
static inline int segue_color_pairs(void) { return COLOR_PAIRS; }
static inline FILE *segue_stdin(void) { return stdin; }
static inline FILE *segue_stdout(void) { return stdout; }
/* Whether the current terminal can move the cursor to a place (terminfo's `cup`): a
   presentation is drawn cell by cell, which `dumb` and the like cannot do. */
static inline int segue_can_address_cursor(void) {
  char *cup = tigetstr("cup");
  return cup != NULL && cup != (char *)-1;
}
static inline WINDOW *segue_curscr(void) { return curscr; }
/* Whether the current terminfo entry says it has 24-bit colour: the `RGB` capability (a flag,
   number or string, as in the `*-direct` entries) or tmux's `Tc` flag. */
static inline int segue_terminfo_has_rgb(void) {
  char *rgb = tigetstr("RGB");
  return tigetflag("RGB") > 0 || tigetnum("RGB") > 0 || (rgb != NULL && rgb != (char *)-1)
      || tigetflag("Tc") > 0;
}

/* Reads the terminfo entry of TERM without taking the terminal over (`segue doctor`): term.h
   is not included for this one prototype, its macros (`lines`, `columns`) would clash. */
extern int setupterm(const char *, int, int *);
static inline int segue_setup_terminfo(void) {
  int error = 0;
  return setupterm(NULL, 2, &error) == OK ? 1 : 0;
}
/* Whether the entry reports mouse events (terminfo's `kmous`). */
static inline int segue_terminfo_has_mouse(void) {
  char *kmous = tigetstr("kmous");
  return kmous != NULL && kmous != (char *)-1;
}
static inline int segue_terminfo_colors(void) { return tigetnum("colors"); }

static inline attr_t segue_a_normal(void) { return A_NORMAL; }
static inline attr_t segue_a_bold(void) { return A_BOLD; }
static inline attr_t segue_a_dim(void) { return A_DIM; }
static inline attr_t segue_a_italic(void) { return A_ITALIC; }
static inline attr_t segue_a_underline(void) { return A_UNDERLINE; }
static inline attr_t segue_a_reverse(void) { return A_REVERSE; }

/// The column width glibc (and so ncurses) gives a wide character in the current locale.
/// Declared here because Swift's Glibc module hides wcwidth without _XOPEN_SOURCE.
extern int wcwidth(wchar_t);
static inline int segue_wcwidth(wchar_t c) { return wcwidth(c); }

/// Whether the LC_CTYPE locale's character set is UTF-8.
static inline int segue_locale_is_utf8(void) {
  const char *codeset = nl_langinfo(CODESET);
  return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

/// The window size of the terminal on `fd` (TIOCGWINSZ); 0 on success, -1 on failure.
static inline int segue_window_size(int fd, int *rows, int *cols) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return -1;
  *rows = size.ws_row;
  *cols = size.ws_col;
  return 0;
}

/// The terminal's size in pixels on `fd` (TIOCGWINSZ's ws_xpixel, ws_ypixel, which many
/// terminals leave 0); 0 on success, -1 on failure.
static inline int segue_window_pixels(int fd, int *width, int *height) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
  *width = size.ws_xpixel;
  *height = size.ws_ypixel;
  return 0;
}

#endif
