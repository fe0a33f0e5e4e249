/// Rewrites converted blocks into Segue's meaning of them, before slides are split.
///
/// - GitHub alerts: a block quote opening with `[!NOTE]` (`TIP`, `IMPORTANT`, `WARNING`,
///   `CAUTION`) becomes an `Alert`.
/// - Steps written as text: a paragraph `. . .` (pandoc) or a line `^` alone (mdp) becomes a
///   pause.
/// - mdp's centred lines `-> text <-` become centred blocks (`-> # Title <-` a centred heading).
/// - In an mdp deck, paragraphs and lists are read as mdp shows them (`MdpNormalizer`).
/// - Markdown and `<img>` pictures inside raw HTML blocks are read (`HTMLBlockContent`).
/// - Comments nested inside lists and quotes are dropped (they never show); directives there
///   have no effect and are reported.
struct BlockNormalizer {
  let directives: DirectiveReader
  let dialect: Dialect
  /// How many lists the block being normalised is inside (mdp's reveal counts from the outermost).
  private var listDepth = 0
  var diagnostics: [Diagnostic] = []

  init(source: SourceText, dialect: Dialect = .segue) {
    directives = DirectiveReader(source: source)
    self.dialect = dialect
  }

  /// Normalises top-level blocks; top-level comments are left for the splitter to read.
  mutating func normalize(topLevel blocks: [Block]) -> [Block] {
    normalize(blocks, nested: false)
  }

  private mutating func normalize(_ blocks: [Block], nested: Bool) -> [Block] {
    var out: [Block] = []
    out.reserveCapacity(blocks.count)
    for block in blocks { normalize(block, nested: nested, into: &out) }
    return out
  }

  /// Appends what `block` becomes (none, one or several blocks) to `out`.
  private mutating func normalize(_ block: Block, nested: Bool, into out: inout [Block]) {
    if case .html(let html) = block.kind, !isMdpBreak(html),
      let content = HTMLBlockContent.content(html, line: block.line)
    {
      let inner = normalize(content.blocks, nested: nested)
      guard let alignment = content.alignment, !inner.isEmpty else { return out += inner }
      return out.append(Block(.aligned(alignment, inner), line: block.line))
    }
    switch block.kind {
    case .paragraph(let inlines) where dialect == .mdp:
      let source = nested ? nil : directives.source
      for part in MdpNormalizer.paragraph(inlines, line: block.line, source: source) {
        switch part {
        case .block(let block): out.append(block)
        case .pause: if !nested { out.append(Self.pause(line: block.line)) }
        }
      }
    case .html(let html) where isMdpBreak(html):
      if !nested { out.append(Self.pause(line: block.line)) }
    case .paragraph(let inlines):
      let read = dialect == .lookatme ? LookatmeImage.sized(inlines) : inlines
      paragraph(read, line: block.line, nested: nested, into: &out)
    case .heading(var heading):
      if let inner = MdpForms.centred(heading.content) {
        heading.content = inner
        out.append(
          Block(.aligned(.center, [Block(.heading(heading), line: block.line)]), line: block.line))
      } else {
        out.append(block)
      }
    case .blockQuote(let children):
      let inner = normalize(children, nested: true)
      if let alert = Self.alert(inner) {
        out.append(Block(.alert(alert), line: block.line))
      } else {
        out.append(Block(.blockQuote(inner), line: block.line))
      }
    case .list(var list):
      var trailingPauses = 0
      if dialect == .mdp, listDepth == 0 { (list, trailingPauses) = MdpNormalizer.revealing(list) }
      listDepth += 1
      for index in list.items.indices {
        list.items[index].blocks = normalize(list.items[index].blocks, nested: true)
      }
      listDepth -= 1
      out.append(Block(.list(list), line: block.line))
      if !nested {
        for _ in 0..<trailingPauses { out.append(Self.pause(line: block.line)) }
      }
    case .html(let html) where nested:
      switch directives.read(html: html, line: block.line) {
      case .notAComment: out.append(block)
      case .comment: break
      case .directive, .problem:
        diagnostics.append(
          .warning(
            "directive inside a list or quote has no effect; put it on its own line at the top level",
            at: directives.source.location(line: block.line, column: 1)))
      }
    default:
      out.append(block)
    }
  }

  private func isMdpBreak(_ html: String) -> Bool {
    dialect == .mdp && MdpNormalizer.isBreakBlock(html)
  }

  // MARK: Paragraph forms

  private func paragraph(_ inlines: [Inline], line: Int, nested: Bool, into out: inout [Block]) {
    if inlines.count == 1, case .text(". . .") = inlines[0] {
      if !nested { out.append(Self.pause(line: line)) }
      return
    }
    let hasMarkers = inlines.contains {
      if case .text(let s) = $0 { return s == "^" || s.hasPrefix("->") }
      return false
    }
    guard hasMarkers else {
      out.append(Block(.paragraph(inlines), line: line))
      return
    }
    let start = out.count
    var lineNumber = line
    for run in MdpForms.lines(of: inlines) {
      let text = run.inlines
      if text == [.text("^")] {
        if !nested { out.append(Self.pause(line: lineNumber)) }
      } else if let inner = MdpForms.centred(text) {
        out.append(
          Block(
            .aligned(.center, [MdpForms.headingOrParagraph(inner, line: lineNumber)]),
            line: lineNumber)
        )
      } else if out.count > start, case .paragraph(var previous) = out[out.count - 1].kind,
        run.breakBefore != nil
      {
        previous.append(run.breakBefore!)
        previous += text
        out[out.count - 1].kind = .paragraph(previous)
      } else {
        out.append(Block(.paragraph(text), line: lineNumber))
      }
      lineNumber += 1
    }
  }

  /// A pause written as text, handed to the splitter as the directive it means (nested in a
  /// list or quote it has no effect, as a directive there has none).
  private static func pause(line: Int) -> Block {
    Block(.html("<!-- pause -->"), line: line)
  }

  // MARK: Alerts

  /// A block quote whose first line is `[!KIND]`, or `[!KIND] Title` (the title ends at the
  /// line's end; what follows is the alert's body).
  static func alert(_ blocks: [Block]) -> Alert? {
    guard case .paragraph(let inlines)? = blocks.first?.kind,
      case .text(let text)? = inlines.first, text.hasPrefix("[!")
    else { return nil }
    guard let close = text.firstIndex(of: "]") else { return nil }
    let name = text[text.index(text.startIndex, offsetBy: 2)..<close].lowercased()
    guard let kind = Alert.Kind(rawValue: name) else { return nil }
    var firstLine = inlines
    firstLine[0] = .text(String(text[text.index(after: close)...].drop { $0.isWhitespace }))
    let lineEnd = firstLine.firstIndex { $0 == .softBreak || $0 == .lineBreak }
    var title = Array(firstLine[..<(lineEnd ?? firstLine.endIndex)])
    if title.first == .text("") { title.removeFirst() }
    if case .text(let last)? = title.last {
      title[title.count - 1] = .text(String(last[...].trimmingTrailingWhitespace))
    }
    let rest = lineEnd.map { Array(firstLine[firstLine.index(after: $0)...]) } ?? []
    var body = Array(blocks.dropFirst())
    if !rest.isEmpty { body.insert(Block(.paragraph(rest), line: blocks[0].line), at: 0) }
    return Alert(kind: kind, blocks: body, title: title.isEmpty ? nil : title)
  }
}
