import SegueCore

/// Turns inline Markdown into styled spans, each style drawn over the one around it.
struct InlineRenderer {
  let theme: Theme

  func spans(_ inlines: [Inline], base: Style) -> [Span] {
    var out: [Span] = []
    append(inlines, style: base, to: &out)
    return out
  }

  private func append(_ inlines: [Inline], style: Style, to out: inout [Span]) {
    let text = theme.text
    for inline in inlines {
      switch inline {
      case .text(let s): out.append(Span(s, style: style))
      case .softBreak: out.append(Span(" ", style: style))
      case .lineBreak: out.append(Span("\n", style: style))
      case .code(let s, _): out.append(Span(s, style: style.patched(with: text.code)))
      case .emphasis(let c): append(c, style: style.patched(with: text.emphasis), to: &out)
      case .strong(let c): append(c, style: style.patched(with: text.strong), to: &out)
      case .strikethrough(let c):
        append(c, style: style.patched(with: text.strikethrough), to: &out)
      case .styled(let styled):
        append(styled.content, style: style.patched(with: self.style(of: styled)), to: &out)
      case .link(let link):
        var linked = style.patched(with: text.link)
        linked.link = Hyperlinks.id(for: link.destination)
        append(link.content, style: linked, to: &out)
        if text.showsLinkURL && !link.isAutolink && !link.destination.isEmpty {
          out.append(Span(" (\(link.destination))", style: style.patched(with: text.linkURL)))
        }
      case .image(let image):
        // In running text (badges, icons) the alt is enough; a picture's label names its file.
        let alt = image.alt.plainText
        let label = alt.isEmpty ? image.source : alt
        out.append(Span("[image: \(label)]", style: style.patched(with: text.image)))
      case .html(let s):
        // Never the tags themselves: only the text between them.
        append(InlineHTML.blockInlines(s), style: style, to: &out)
      case .math(let math):
        // A formula with no text form shows its source, as code.
        if let shown = math.text {
          out.append(Span(shown, style: style.patched(with: text.math)))
        } else {
          out.append(Span(math.written, style: style.patched(with: text.code)))
        }
      }
    }
  }

  /// What stands for a picture (an image alone in its paragraph) in text: `[image: alt (path)]`,
  /// or `[image: path]` without alt.
  static func label(_ image: Image) -> String {
    let alt = image.alt.plainText
    let source = image.shownSource
    return alt.isEmpty ? "[image: \(source)]" : "[image: \(alt) (\(source))]"
  }

  /// The colours a deck asked for, resolved against the theme; a class names a palette entry
  /// (its foreground), and what cannot be resolved leaves the text as it was.
  func style(of styled: StyledText) -> Style {
    var style = Style()
    for name in styled.classes {
      if let color = theme.palette[name] { style.fg = color }
    }
    if let fg = styled.foreground.flatMap(color) { style.fg = fg }
    if let bg = styled.background.flatMap(color) { style.bg = bg }
    return style
  }

  /// A deck's colour: the terminal's own colour for the names it has (so `blue` is the blue the
  /// user chose), then the theme's palette, then the CSS names.
  func color(_ reference: ColorReference) -> Color? {
    switch reference {
    case .rgb(let r, let g, let b): return .rgb(r, g, b)
    case .palette(let name): return theme.palette[name]
    case .name(let name):
      if let index = ThemeColor.ansiNames.firstIndex(of: name) { return .ansi(UInt8(index)) }
      if name == "gray" || name == "grey" { return .ansi(8) }
      return theme.palette[name] ?? CSSColorNames.color(name)
    }
  }
}
