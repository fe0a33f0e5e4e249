// cairo draws PDF pages and PNG images; Pango lays out and shapes the text on them.
#include <cairo.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
