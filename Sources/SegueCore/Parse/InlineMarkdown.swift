/// Inline Markdown in front-matter text: a title such as `*Big* ideas`, a footer's `**Intro**`.
///
/// pandoc and presenterm read these values as Markdown, so their authors write marks in them;
/// Segue shows the marks' meaning, never the marks. Raw HTML (`<span …>`) is dropped and its
/// text kept. Text that holds none of Markdown's inline marks is taken as written, so a title
/// such as `1. Intro` stays text rather than becoming a list.
enum InlineMarkdown {
  /// Characters that can start inline markup (or an entity, or an escape).
  private static let marks: Set<Character> = ["*", "_", "`", "[", "<", "~", "\\", "&", "!"]

  /// The inlines of `text`: one paragraph's, or the text itself when it is not one paragraph.
  static func inlines(_ text: String) -> [Inline] {
    guard text.contains(where: { marks.contains($0) }) else { return [.text(text)] }
    let blocks = MarkdownConverter.convert(text).blocks
    guard blocks.count == 1, case .paragraph(let inlines) = blocks[0].kind else {
      return [.text(text)]
    }
    return merged(withoutHTML(inlines))
  }

  /// The text a person reads: `*Big* ideas` is `Big ideas`.
  static func plainText(_ text: String) -> String {
    guard text.contains(where: { marks.contains($0) }) else { return text }
    return inlines(text).plainText
  }

  /// Adjacent text joined (cmark splits text at `&` and where an HTML tag was dropped).
  private static func merged(_ inlines: [Inline]) -> [Inline] {
    var out: [Inline] = []
    for inline in inlines {
      if case .text(let s) = inline, case .text(let previous)? = out.last {
        out[out.count - 1] = .text(previous + s)
      } else {
        out.append(inline)
      }
    }
    return out
  }

  private static func withoutHTML(_ inlines: [Inline]) -> [Inline] {
    inlines.compactMap { inline -> Inline? in
      switch inline {
      case .html: return nil
      case .emphasis(let c): return .emphasis(withoutHTML(c))
      case .strong(let c): return .strong(withoutHTML(c))
      case .strikethrough(let c): return .strikethrough(withoutHTML(c))
      case .link(var link):
        link.content = withoutHTML(link.content)
        return .link(link)
      default: return inline
      }
    }
  }
}
