// librsvg parses SVG files and draws them with cairo (SVG images, issue 30).
#include <librsvg/rsvg.h>
