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
      case .code(let s): out.append(Span(s, style: style.patched(with: text.code)))
      case .emphasis(let c): append(c, style: style.patched(with: text.emphasis), to: &out)
      case .strong(let c): append(c, style: style.patched(with: text.strong), to: &out)
      case .strikethrough(let c):
        append(c, style: style.patched(with: text.strikethrough), to: &out)
      case .link(let link):
        append(link.content, style: style.patched(with: text.link), to: &out)
        if text.showsLinkURL && !link.isAutolink && !link.destination.isEmpty {
          out.append(Span(" (\(link.destination))", style: style.patched(with: text.linkURL)))
        }
      case .image(let image):
        let alt = image.alt.plainText
        let label = alt.isEmpty ? image.source : alt
        out.append(Span("[image: \(label)]", style: style.patched(with: text.image)))
      case .html(let s): out.append(Span(s, style: style.patched(with: text.html)))
      }
    }
  }
}
