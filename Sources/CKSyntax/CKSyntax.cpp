// The only code that touches KSyntaxHighlighting: C entry points over its C++ API, each one
// catching every exception so that none crosses into Swift.
#include "CKSyntax.h"

#include <KSyntaxHighlighting/AbstractHighlighter>
#include <ksyntaxhighlighting_version.h>
#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Format>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/State>
#include <KSyntaxHighlighting/Theme>

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace KSH = KSyntaxHighlighting;

struct CKSRepository {
  KSH::Repository repository;
};

namespace {

/// Reports each format run of a line through the C callback, with the line it belongs to.
class SpanReporter : public KSH::AbstractHighlighter {
 public:
  SpanReporter(void *context, cks_span_callback callback)
      : context_(context), callback_(callback) {}

  void highlight(const QString &text) {
    KSH::State state;
    int index = 0;
    for (const QStringView &line : QStringView(text).split(u'\n')) {
      line_ = index++;
      state = highlightLine(line, state);
    }
  }

 protected:
  void applyFormat(int offset, int length, const KSH::Format &format) override {
    if (length > 0) callback_(context_, line_, offset, length, int(format.textStyle()));
  }

 private:
  void *context_;
  cks_span_callback callback_;
  int line_ = 0;
};

CKSTextStyle styleOf(const KSH::Theme &theme, KSH::Theme::TextStyle textStyle) {
  CKSTextStyle style = {};
  QRgb fg = theme.textColor(textStyle);
  QRgb bg = theme.backgroundColor(textStyle);
  style.foreground = fg & 0xFFFFFF;
  style.has_foreground = fg != 0;
  style.background = bg & 0xFFFFFF;
  style.has_background = bg != 0;
  style.bold = theme.isBold(textStyle);
  style.italic = theme.isItalic(textStyle);
  style.underline = theme.isUnderline(textStyle);
  style.strikethrough = theme.isStrikeThrough(textStyle);
  return style;
}

}  // namespace

extern "C" {

CKSRepository *cks_repository_create(void) {
  try {
    return new CKSRepository();
  } catch (...) {
    return nullptr;
  }
}

void cks_repository_free(CKSRepository *repository) {
  try {
    delete repository;
  } catch (...) {
  }
}

int cks_list_definitions(CKSRepository *repository, void *context,
                         cks_definition_callback callback) {
  try {
    for (const KSH::Definition &definition : repository->repository.definitions()) {
      QStringList patterns;
      for (const QString &pattern : definition.extensions()) patterns << pattern;
      QByteArray name = definition.name().toUtf8();
      QByteArray section = definition.section().toUtf8();
      QByteArray joined = patterns.join(u';').toUtf8();
      callback(context, name.constData(), section.constData(), definition.isHidden() ? 1 : 0,
               definition.priority(), joined.constData());
    }
    return 0;
  } catch (...) {
    return -1;
  }
}

int cks_highlight(CKSRepository *repository, const char *definition, const char *text,
                  size_t length, void *context, cks_span_callback callback) {
  try {
    KSH::Definition found = repository->repository.definitionForName(QString::fromUtf8(definition));
    if (!found.isValid()) return 1;
    SpanReporter reporter(context, callback);
    reporter.setDefinition(found);
    reporter.highlight(QString::fromUtf8(text, int(length)));
    return 0;
  } catch (...) {
    return -1;
  }
}

int cks_list_themes(CKSRepository *repository, void *context, cks_name_callback callback) {
  try {
    for (const KSH::Theme &theme : repository->repository.themes()) {
      QByteArray name = theme.name().toUtf8();
      callback(context, name.constData());
    }
    return 0;
  } catch (...) {
    return -1;
  }
}

int cks_theme_styles(CKSRepository *repository, const char *name, CKSTextStyle *styles,
                     int count, CKSTextStyle *editor) {
  try {
    KSH::Theme theme = repository->repository.theme(QString::fromUtf8(name));
    if (!theme.isValid() || theme.name() != QString::fromUtf8(name)) return 1;
    for (int index = 0; index < count; index++) {
      styles[index] = styleOf(theme, KSH::Theme::TextStyle(index));
    }
    *editor = styleOf(theme, KSH::Theme::Normal);
    QRgb background = theme.editorColor(KSH::Theme::BackgroundColor);
    editor->background = background & 0xFFFFFF;
    editor->has_background = background != 0;
    return 0;
  } catch (...) {
    return -1;
  }
}

}  // extern "C"

extern "C" const char *cks_version(void) { return SyntaxHighlighting_VERSION_STRING; }
