/// Emoji shortcodes (`:smile:` → 😄) in running text, where the deck's tool expands them
/// (docs/deck-format.md, "Emoji shortcodes").
///
/// Names are the standard ones (`EmojiTable`, generated from gemoji): a name it does not hold
/// stays as written, colons and all. Code spans, code blocks, raw HTML and autolinks (whose text
/// is their URL) are left alone; link text, emphasis, headings, tables and alt text are text.
enum EmojiShortcodes {
  /// Whether the tool a deck was written for expands shortcodes: GitHub-style Segue decks do;
  /// pandoc only with its `emoji` extension (off by default; patat's `pandocExtensions` can
  /// name it); presenterm (comrak's shortcodes off), mdp, lookatme and slides (glamour without
  /// `WithEmoji`) do not.
  static func areExpanded(in dialect: Dialect, meta: DeckMeta) -> Bool {
    switch dialect {
    case .segue: return true
    case .pandoc: return meta.pandocEmoji
    default: return false
    }
  }

  /// The names and their emoji, read from the generated table the first time they are needed.
  static let table: [Substring: String] = {
    var table: [Substring: String] = [:]
    for line in EmojiTable.lines.split(separator: "\n") {
      guard let space = line.firstIndex(of: " ") else { continue }
      table[line[..<space]] = String(line[line.index(after: space)...])
    }
    return table
  }()

  static func expand(_ blocks: [Block]) -> [Block] {
    blocks.map(expand)
  }

  private static func expand(_ block: Block) -> Block {
    var block = block
    switch block.kind {
    case .heading(var heading):
      heading.content = expand(heading.content)
      block.kind = .heading(heading)
    case .paragraph(let inlines): block.kind = .paragraph(expand(inlines))
    case .list(var list):
      for i in list.items.indices { list.items[i].blocks = expand(list.items[i].blocks) }
      block.kind = .list(list)
    case .blockQuote(let blocks): block.kind = .blockQuote(expand(blocks))
    case .alert(var alert):
      alert.blocks = expand(alert.blocks)
      alert.title = alert.title.map(expand)
      block.kind = .alert(alert)
    case .table(var table):
      table.header = table.header.map(expand)
      table.rows = table.rows.map { $0.map(expand) }
      block.kind = .table(table)
    case .aligned(let alignment, let blocks): block.kind = .aligned(alignment, expand(blocks))
    case .centredLines(let lines): block.kind = .centredLines(lines.map(expand))
    case .columns(var columns):
      columns.before = expand(columns.before)
      columns.columns = columns.columns.map(expand)
      block.kind = .columns(columns)
    case .code, .html, .rule, .newLines, .liveOutput: break
    }
    return block
  }

  /// Expands each run of adjacent text inlines as one text (the parser may split a name at
  /// `_`), leaving the run's inlines as they were when nothing in it is a shortcode.
  static func expand(_ inlines: [Inline]) -> [Inline] {
    var out: [Inline] = []
    var run: [Inline] = []
    func flush() {
      let text = run.map { if case .text(let s) = $0 { s } else { "" } }.joined()
      if let expanded = expand(text) { out.append(.text(expanded)) } else { out += run }
      run = []
    }
    for inline in inlines {
      if case .text = inline {
        run.append(inline)
        continue
      }
      flush()
      out.append(expandInside(inline))
    }
    flush()
    return out
  }

  private static func expandInside(_ inline: Inline) -> Inline {
    switch inline {
    case .emphasis(let inner): return .emphasis(expand(inner))
    case .strong(let inner): return .strong(expand(inner))
    case .strikethrough(let inner): return .strikethrough(expand(inner))
    case .link(var link) where !link.isAutolink:
      link.content = expand(link.content)
      return .link(link)
    case .image(var image):
      image.alt = expand(image.alt)
      return .image(image)
    case .styled(var styled):
      styled.content = expand(styled.content)
      return .styled(styled)
    default: return inline
    }
  }

  /// `text` with every `:name:` of a known name replaced by its emoji; nil when there is none.
  static func expand(_ text: String) -> String? {
    guard text.utf8.contains(UInt8(ascii: ":")) else { return nil }
    var out = ""
    var copied = text.startIndex
    var search = text.startIndex
    while let colon = text[search...].firstIndex(of: ":") {
      let name = text.index(after: colon)
      guard let end = text[name...].firstIndex(where: { !isNameCharacter($0) }) else { break }
      if text[end] == ":", end > name, let emoji = table[text[name..<end]] {
        out += text[copied..<colon]
        out += emoji
        copied = text.index(after: end)
        search = copied
      } else {
        // The colon ending a name that is no shortcode may open the next one (`a:b:smile:`).
        search = text[end] == ":" ? end : name
      }
    }
    guard copied > text.startIndex else { return nil }
    out += text[copied...]
    return out
  }

  private static func isNameCharacter(_ c: Character) -> Bool {
    guard c.isASCII, let b = c.asciiValue else { return false }
    return (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b == 0x2B
      || b == 0x2D
  }
}
