import SegueCore

/// Lays out blocks into rows at a given width: the body of every slide.
struct BlockLayout {
  let theme: Theme
  /// Where pictures come from; without it an image shows as a label in its text.
  var images: ImageDrawing? = nil
  /// The most rows a picture may take here (what is left of the content area below it).
  var imageRows = 0
  /// The most rows a code block may show here, when the frame's height is known (see
  /// `CodeBlockLayout.maxRows`).
  var codeRows: Int? = nil
  /// The rows of the frame left from where these rows start, when its height is known: lists
  /// and runs of blocks stop once their rows pass it, ending with a `Row.rest` for what they
  /// left out, so a 20,000-item list costs what a screen of it does.
  var rowLimit: Int? = nil
  /// The slide's live content (a snippet's output, a terminal's screen), when there is any.
  var live: SlideLive? = nil
  var inline: InlineRenderer { InlineRenderer(theme: theme) }

  /// Rows for `blocks`, with one blank row between blocks (none inside tight lists).
  func rows(_ blocks: [Block], width: Int, alignment: Alignment) -> [Row] {
    guard width >= 1 else { return [] }
    var out: [Row] = []
    for (index, block) in blocks.enumerated() where block.isVisible {
      if let rowLimit, out.count > rowLimit {
        out += leftOut(blocks[index...], width: width)
        break
      }
      let rows = below(out.isEmpty ? 0 : out.count + 1).rows(
        block, width: width, alignment: alignment)
      if rows.isEmpty { continue }
      if !out.isEmpty { out.append(.empty) }
      out += rows
    }
    return out
  }

  func rows(_ block: Block, width: Int, alignment: Alignment) -> [Row] {
    guard width >= 1 else { return [] }
    switch block.kind {
    case .heading(let heading):
      return headingRows(heading, width: width, alignment: alignment)
    case .paragraph(let inlines):
      if let image = block.kind.soleImage {
        guard let images else {
          let style = theme.text.paragraph.patched(with: theme.text.image)
          return paragraph(
            [Span(InlineRenderer.label(image), style: style)], width: width, alignment: alignment)
        }
        return ImageLayout(theme: theme, drawing: images).rows(
          image, width: width, height: imageRows, alignment: alignment)
      }
      // A display formula stands centred on its own, as on paper.
      let own = block.kind.soleDisplayMath == nil ? alignment : .center
      return wrapped(
        inline.spans(inlines, base: theme.text.paragraph), width: width, alignment: own)
    case .list(let list):
      return ListLayout(layout: self).rows(list, width: width, depth: 0)
    case .blockQuote(let blocks):
      let quote = theme.blockQuote
      var inner = BlockLayout(
        theme: theme.with(paragraph: theme.text.paragraph.patched(with: quote.style)))
      inner.rowLimit = rowLimit
      inner.live = live
      return prefixed(
        inner.rows(blocks, width: width - TextWidth.width(quote.prefix), alignment: alignment),
        prefix: Span(quote.prefix, style: quote.prefixStyle))
    case .alert(let alert):
      let kind = theme.alert.kind(alert.kind)
      let bar = Span(theme.alert.prefix, style: kind.style)
      let inner = width - TextWidth.width(theme.alert.prefix)
      let label = kind.label(title: alert.title?.plainText)
      var rows = [Row([Span(label, style: kind.style)])]
      rows += below(1).rows(alert.blocks, width: inner, alignment: .left)
      return prefixed(rows, prefix: bar)
    case .code(let code):
      let rows = CodeBlockLayout(theme: theme.codeBlock, maxRows: codeRows).rows(code, width: width)
      guard let live, let entry = live.entry(for: block) else { return rows }
      return LiveOutputLayout(theme: theme, live: live).rows(
        entry, code: rows, width: width, room: codeRows)
    case .liveOutput(let name):
      guard let live else { return [] }
      return LiveOutputLayout(theme: theme, live: live).placed(name, width: width)
    case .table(let table):
      return TableLayout(theme: theme, inline: inline).rows(table, width: width)
    case .html(let html):
      // What a browser would show: the text between the tags, never the tags (a block that is
      // only markup, such as `<div align="center">` alone, shows nothing).
      let inlines = InlineHTML.blockInlines(html)
      guard !inlines.isEmpty else { return [] }
      return wrapped(
        inline.spans(inlines, base: theme.text.paragraph), width: width,
        alignment: InlineHTML.blockAlignment(html) ?? alignment)
    case .rule:
      let glyph = theme.rule.glyph
      let count = width / max(1, TextWidth.width(glyph))
      return [Row([Span(String(repeating: glyph, count: max(0, count)), style: theme.rule.style)])]
    case .aligned(let own, let blocks):
      return rows(blocks, width: width, alignment: own)
    case .centredLines(let lines):
      return centred(lines, width: width)
    case .columns, .newLines:
      // Only at the top of a slide, where SlideBody places them.
      return []
    }
  }

  /// This layout for rows starting `rows` below where its own start (the row limit shrinks).
  func below(_ rows: Int) -> BlockLayout {
    var copy = self
    copy.rowLimit = rowLimit.map { $0 - rows }
    return copy
  }

  /// The rest row for `blocks`, left out below the frame (none when they have no rows): each
  /// laid out only as far as its first rows, which is enough to know when anything shows.
  func leftOut(_ blocks: ArraySlice<Block>, width: Int) -> [Row] {
    let least = below(rowLimit ?? 0)
    var hasRows = false
    var step = Int.max
    for block in blocks where block.isVisible && step > 0 {
      let rows = least.rows(block, width: width, alignment: .left)
      guard !rows.isEmpty else { continue }
      hasRows = true
      step = min(step, rows.firstStep)
    }
    return hasRows ? [.rest(from: step)] : []
  }

  func paragraph(_ spans: [Span], width: Int, alignment: Alignment) -> [Row] {
    WordWrap.wrap(spans, width: width).map { $0.aligned(alignment, in: width) }
  }

  /// A paragraph's rows, only as many as the row limit and one more: every row of a paragraph
  /// shows at the same step, so the one past the limit says all the rest would.
  private func wrapped(_ spans: [Span], width: Int, alignment: Alignment) -> [Row] {
    let lines = WordWrap.wrap(spans, width: width)
    let shown = rowLimit.map { min(lines.count, max(1, $0 + 1)) } ?? lines.count
    return lines.prefix(shown).map { $0.aligned(alignment, in: width) }
  }

  /// Lines laid out left-aligned, then moved right together so the widest is centred.
  func centred(_ lines: [[Inline]], width: Int) -> [Row] {
    let rows = lines.flatMap { line in
      paragraph(inline.spans(line, base: theme.text.paragraph), width: width, alignment: .left)
    }
    let widest = rows.map { row in row.pieces.map { $0.x + $0.spans.width }.max() ?? 0 }.max() ?? 0
    return rows.map { $0.shifted(by: max(0, width - widest) / 2) }
  }

  func headingRows(_ heading: Heading, width: Int, alignment: Alignment) -> [Row] {
    let look = theme.heading(heading.level)
    var spans = [Span]()
    if !look.prefix.isEmpty { spans.append(Span(look.prefix, style: look.style)) }
    spans += inline.spans(heading.content, base: theme.text.paragraph.patched(with: look.style))
    return titleRows(spans, look: look, width: width, alignment: look.alignment ?? alignment)
  }

  /// A title's wrapped rows and, when the theme says so, an underline across the width.
  func titleRows(_ spans: [Span], look: TitleTheme, width: Int, alignment: Alignment) -> [Row] {
    var rows = paragraph(spans, width: width, alignment: alignment)
    if !look.underline.isEmpty {
      let count = width / max(1, TextWidth.width(look.underline))
      rows.append(
        Row([
          Span(String(repeating: look.underline, count: max(0, count)), style: look.underlineStyle)
        ]))
    }
    return rows
  }

  /// Rows with `prefix` drawn before each (a quote bar), content shifted right.
  func prefixed(_ rows: [Row], prefix: Span) -> [Row] {
    let shift = TextWidth.width(prefix.text)
    return rows.map { row in
      var shifted = row.shifted(by: shift)
      shifted.pieces.insert(Piece(x: 0, spans: [prefix]), at: 0)
      return shifted
    }
  }
}

extension Theme {
  /// This theme with another paragraph style (text inside quotes is styled as a quote).
  func with(paragraph: Style) -> Theme {
    var copy = self
    copy.text.paragraph = paragraph
    return copy
  }
}
