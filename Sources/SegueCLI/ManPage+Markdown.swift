import SegueCore

/// A Markdown document (a page of docs/) as the body of a man page: its `##` headings become
/// sections, `###` and deeper subsections, and its first `#` heading (the document's title) is
/// left out, the page's NAME line saying it instead.
struct ManMarkdown {
  /// The roff of `blocks`.
  static func roff(_ blocks: [Block]) -> String {
    var writer = ManMarkdown()
    var sawTitle = false
    for block in blocks {
      if case .heading(let heading) = block.kind, heading.level == 1, !sawTitle {
        sawTitle = true
        continue
      }
      writer.block(block)
    }
    return writer.out
  }

  private var out = ""

  private mutating func block(_ block: Block, inItem: Bool = false) {
    switch block.kind {
    case .heading(let heading):
      let text = Self.inlines(heading.content, font: "B")
      switch heading.level {
      case ...2: out += ".SH \"\(Roff.escaped(heading.content.plainText.uppercased()))\"\n"
      case 3: out += ".SS \"\(text)\"\n"
      default: out += ".PP\n\\f[B]\(text)\\f[R]\n"
      }
    case .paragraph(let inlines):
      out += (inItem ? ".IP\n" : ".PP\n") + Roff.line(Self.inlines(inlines, font: "R")) + "\n"
    case .centredLines(let lines):
      out +=
        ".PP\n" + lines.map { Roff.line(Self.inlines($0, font: "R")) }.joined(separator: "\n.br\n")
        + "\n"
    case .list(let list): self.list(list)
    case .blockQuote(let blocks), .aligned(_, let blocks): nested(blocks)
    case .alert(let alert): nested(alert.blocks)
    case .code(let code):
      out += Roff.verbatim(code.text.hasSuffix("\n") ? String(code.text.dropLast()) : code.text)
    case .table(let table): out += Self.table(table)
    case .columns(let columns):
      for child in columns.before + columns.columns.flatMap({ $0 }) { self.block(child) }
    case .html, .rule, .newLines, .liveOutput: break
    }
  }

  private mutating func nested(_ blocks: [Block]) {
    out += ".RS 4\n"
    for child in blocks { block(child) }
    out += ".RE\n"
  }

  /// Each item as an indented paragraph under its bullet or number; its later paragraphs at
  /// the same indent, a nested list further in.
  private mutating func list(_ list: List) {
    for (index, item) in list.items.enumerated() {
      let tag: String
      switch list.kind {
      case .bullet: tag = "\\(bu"
      case .ordered(let start): tag = "\(start + index)."
      }
      out += ".IP \(tag) 4\n"
      for (position, child) in item.blocks.enumerated() {
        if case .paragraph(let inlines) = child.kind, position == 0 {
          out += Roff.line(Self.inlines(inlines, font: "R")) + "\n"
        } else if case .list = child.kind {
          out += ".RS 4\n"
          block(child)
          out += ".RE\n"
        } else {
          block(child, inItem: true)
        }
      }
    }
  }

  /// A table as a list, one entry per row: its first cell as the tag, the others under it,
  /// each after its column's heading when there are more than two. A man page is read at any
  /// width, and a table of seven columns fits none (tbl's columns overflow and wrap badly).
  private static func table(_ table: Table) -> String {
    var out = ""
    for row in table.rows where !row.isEmpty {
      out += ".TP\n" + Roff.line(inlines(row[0], font: "R")) + "\n"
      let cells = row.indices.dropFirst().map { index in
        let heading =
          index < table.header.count && row.count > 2
          ? inlines(table.header[index], font: "I") : ""
        return (heading.isEmpty ? "" : "\\f[I]" + heading + ":\\f[R] ")
          + inlines(row[index], font: "R")
      }
      out += cells.map(Roff.line).joined(separator: "\n.br\n") + "\n"
    }
    return out
  }

  /// `inlines` escaped, with fonts for emphasis and code; `font` is the one around them, to
  /// which each change returns.
  static func inlines(_ inlines: [Inline], font: String) -> String {
    inlines.map { inline in
      switch inline {
      case .text(let text): Roff.escaped(text)
      case .html: ""
      case .softBreak, .lineBreak: " "
      case .code(let text, _): "\\f[CR]" + Roff.escaped(text) + "\\f[\(font)]"
      case .emphasis(let content): "\\f[I]" + Self.inlines(content, font: "I") + "\\f[\(font)]"
      case .strong(let content): "\\f[B]" + Self.inlines(content, font: "B") + "\\f[\(font)]"
      case .strikethrough(let content): Self.inlines(content, font: font)
      case .styled(let styled): Self.inlines(styled.content, font: font)
      case .link(let link):
        // A link into the documentation's own files means nothing beside a man page.
        Self.inlines(link.content, font: font)
          + (!link.isAutolink && link.destination.hasPrefix("http")
            ? " <" + Roff.escaped(link.destination) + ">" : "")
      case .image(let image): Self.inlines(image.alt, font: font)
      case .math(let math): Roff.escaped(math.written)
      }
    }.joined()
  }
}
