/// A plain C face for KSyntaxHighlighting (KDE's syntax definitions and colour themes).
///
/// The library is C++ with Qt types; Swift sees only this header, so no C++ interop spreads
/// through the package. Every function catches every C++ exception and reports failure by its
/// return value. A repository is not thread-safe: use one from one thread at a time.
#ifndef CKSYNTAX_H
#define CKSYNTAX_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct CKSRepository CKSRepository;

/// The index of every syntax definition and colour theme; NULL when it cannot be built.
CKSRepository *_Nullable cks_repository_create(void);
/// The KSyntaxHighlighting version this was built against ("5.103.0").
const char *_Nonnull cks_version(void);

void cks_repository_free(CKSRepository *_Nullable repository);

/// One syntax definition: its name, its section (Sources, Scripts, Markup, …), whether it is
/// hidden (used only by other definitions), its priority among definitions claiming the same
/// file name, and its file-name patterns separated by ';' (`*.rs;*.rlib`).
typedef void (*cks_definition_callback)(
    void *_Nullable context, const char *_Nonnull name, const char *_Nonnull section,
    int hidden, int priority, const char *_Nonnull patterns);

/// Calls `callback` once per definition. 0 on success, -1 on failure.
int cks_list_definitions(
    CKSRepository *_Nonnull repository, void *_Nullable context,
    cks_definition_callback _Nonnull callback);

/// One highlighted run of a line: the line's index from 0, the run's offset and length in
/// UTF-16 code units of that line, and its default text style (KSyntaxHighlighting's
/// `Theme::TextStyle`: 0 normal, 1 keyword, …, 30 others).
typedef void (*cks_span_callback)(
    void *_Nullable context, int line, int offset, int length, int style);

/// Highlights `text` (UTF-8, `length` bytes, lines separated by '\n') with the definition
/// named `definition`, reporting runs in order. 0 on success, 1 when no definition has that
/// name, -1 on failure (spans reported before a failure may be incomplete).
int cks_highlight(
    CKSRepository *_Nonnull repository, const char *_Nonnull definition,
    const char *_Nonnull text, size_t length, void *_Nullable context,
    cks_span_callback _Nonnull callback);

/// Calls `callback` once per colour theme name. 0 on success, -1 on failure.
typedef void (*cks_name_callback)(void *_Nullable context, const char *_Nonnull name);
int cks_list_themes(
    CKSRepository *_Nonnull repository, void *_Nullable context,
    cks_name_callback _Nonnull callback);

/// How a colour theme draws one default text style; colours are 0xRRGGBB.
typedef struct {
  uint32_t foreground;
  uint32_t background;
  uint8_t has_foreground;
  uint8_t has_background;
  uint8_t bold;
  uint8_t italic;
  uint8_t underline;
  uint8_t strikethrough;
} CKSTextStyle;

/// Fills `styles[0..<count]` with text styles 0..<count of the theme named `theme`, and
/// `editor` with its editor background (`has_background`) and normal text. 0 on success,
/// 1 when no theme has that name, -1 on failure.
int cks_theme_styles(
    CKSRepository *_Nonnull repository, const char *_Nonnull theme,
    CKSTextStyle *_Nonnull styles, int count, CKSTextStyle *_Nonnull editor);

#ifdef __cplusplus
}
#endif

#endif
