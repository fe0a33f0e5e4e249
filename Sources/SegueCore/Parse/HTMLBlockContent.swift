/// Markdown and pictures inside a raw HTML block, read as pandoc reads them.
///
/// CommonMark ends an HTML block only at a blank line, so a deck that wraps Markdown in a tag
/// without blank lines (`<span style=…>` / `![](qr.png)` / `</span>`) or centres a picture the
/// way READMEs do (`<p align="center"><img src="logo.png" width="50%"></p>`) gets one raw block,
/// which would show the Markdown as text and the picture not at all. pandoc (and so every
/// reveal.js deck written for it) reads what is between block tags as Markdown
/// (`markdown_in_html_blocks`); so does this: lines that hold only tags are dropped, a line
/// whose only content is `<img>` tags becomes a paragraph with those images (a picture, when it
/// is alone), the rest is parsed as Markdown, and the opening tag's alignment
/// (`InlineHTML.blockAlignment`: `align`, `text-align`, `<center>`) aligns what it holds.
///
/// Left as they were: comments (directives are read from them later), `<pre>`, `<script>`,
/// `<style>` and `<textarea>` (their text is literal), and blocks in which nothing would
/// change (only text and inline tags: `InlineHTML.blockInlines` shows them).
enum HTMLBlockContent {
  typealias Tag = HTMLTagScanner.Tag

  /// What an HTML block holds: its blocks, and the alignment its opening tag gives them.
  struct Content {
    var blocks: [Block]
    var alignment: Alignment?
  }

  /// What `html` (an HTML block starting at `line`) holds, or nil to keep it raw: nothing in
  /// it but tags and text would change.
  static func content(_ html: String, line: Int) -> Content? {
    guard let first = html.first(where: { !$0.isWhitespace }), first == "<", !isLiteral(html)
    else { return nil }
    var markdown: [Substring] = []
    var pictures: [(line: Int, inlines: [Inline])] = []
    var changed = false
    var hasContent = false
    for (index, text) in html.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      switch classify(text) {
      case .tagsOnly:
        markdown.append("")
        changed = true
      case .images(let images):
        markdown.append("")
        pictures.append((line + index, images))
        changed = true
      case .content:
        markdown.append(text)
        hasContent = hasContent || !text.allSatisfy(\.isWhitespace)
      }
    }
    // Only tags (`<br>`, `<div></div>`): the raw block shows what it always did.
    guard changed, hasContent || !pictures.isEmpty else { return nil }
    var blocks = MarkdownConverter.convert(markdown.joined(separator: "\n"), lineOffset: line - 1)
      .blocks
    for picture in pictures {
      let at = blocks.firstIndex { $0.line > picture.line } ?? blocks.count
      blocks.insert(Block(.paragraph(picture.inlines), line: picture.line), at: at)
    }
    return Content(blocks: blocks, alignment: InlineHTML.blockAlignment(html))
  }

  private enum LineKind {
    case tagsOnly
    case images([Inline])
    case content
  }

  /// What a line of the block is: only tags (and spaces), tags with `<img>`s as their only
  /// content, or anything else.
  private static func classify(_ line: Substring) -> LineKind {
    guard line.contains("<") else { return .content }
    var images: [Inline] = []
    for token in HTMLTagScanner.tokens(String(line)) {
      switch token {
      case .text(let text) where text.allSatisfy(\.isWhitespace):
        continue
      case .text:
        return .content
      case .tag(let tag) where tag.name == "img":
        guard let image = InlineHTML.void(tag) else { continue }
        if !images.isEmpty { images.append(.text(" ")) }
        images.append(image)
      case .tag(let tag) where inlineElements.contains(tag.name):
        // `<b>` or `<a>` around an image keeps the line's meaning inline: leave it to cmark.
        if !images.isEmpty || tag.kind == .open { return .content }
      case .tag:
        continue
      }
    }
    return images.isEmpty ? .tagsOnly : .images(images)
  }

  /// Tags that style text rather than hold blocks: a line with them and text is content.
  private static let inlineElements: Set<String> = [
    "a", "b", "strong", "i", "em", "s", "del", "strike", "code", "tt", "font", "u", "sub", "sup",
    "small", "big", "mark", "kbd",
  ]

  /// CommonMark's HTML blocks whose text is literal, and comments and declarations.
  private static func isLiteral(_ html: String) -> Bool {
    let start = html.drop { $0.isWhitespace }.prefix(12).lowercased()
    return start.hasPrefix("<!") || start.hasPrefix("<?")
      || ["<pre", "<script", "<style", "<textarea"].contains { prefix in
        start.hasPrefix(prefix)
          && start.dropFirst(prefix.count).first.map { " >\t\n".contains($0) } ?? true
      }
  }
}
