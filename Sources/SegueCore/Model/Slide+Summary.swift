extension Slide {
  /// What names the slide in lists (the overview): its title, or else its first line of text.
  public var summary: String? {
    if let title = titleText, !title.isEmpty { return title }
    return Self.firstLine(in: blocks)
  }

  /// The first line of text any of `blocks` shows, in reading order.
  static func firstLine(in blocks: [Block]) -> String? {
    for block in blocks {
      if let line = firstLine(in: block) { return line }
    }
    return nil
  }

  private static func firstLine(in block: Block) -> String? {
    switch block.kind {
    case .heading(let heading): return line(heading.content.plainText)
    case .paragraph(let inlines): return line(inlines.plainText)
    case .list(let list): return firstLine(in: list.items.flatMap(\.blocks))
    case .blockQuote(let blocks), .aligned(_, let blocks): return firstLine(in: blocks)
    case .alert(let alert): return firstLine(in: alert.blocks)
    case .columns(let layout): return firstLine(in: layout.before + layout.columns.flatMap { $0 })
    case .centredLines(let lines):
      return lines.lazy.compactMap { line($0.plainText) }.first
    case .code(let code): return line(code.text)
    case .table(let table): return line(table.header.map(\.plainText).joined(separator: " | "))
    case .html, .rule, .newLines, .liveOutput: return nil
    }
  }

  /// The first non-blank line of `text`, trimmed; nil when there is none.
  private static func line(_ text: String) -> String? {
    for line in text.split(whereSeparator: \.isNewline) {
      let trimmed = line.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace)
      if !trimmed.isEmpty { return String(trimmed.reversed()) }
    }
    return nil
  }
}
