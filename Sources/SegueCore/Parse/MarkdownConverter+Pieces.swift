/// A long deck converted piece by piece (`MarkdownChunks`), with the pieces of one long list,
/// paragraph or quote joined back into the one block a whole parse gives.
extension MarkdownConverter {
  /// Long decks are parsed in pieces (`MarkdownChunks`), so one piece's nodes are alive at once.
  /// `lineOffset` is the number of deck lines before `markdown` (for text from inside a block).
  /// `each` turns a piece's blocks into those kept (the passes that follow conversion), so the
  /// blocks as converted are alive for one piece at a time, not beside the whole result.
  /// `paragraphSize` is how long a piece grows before a paragraph is cut, `lineSize` before a
  /// line is cut inside itself (both small in tests).
  ///
  /// A piece that continues a list or a paragraph is joined to it before `each` sees either
  /// (the passes read a block whole: mdp reveals a list's items one after the other). Every
  /// cut is proved from cmark's tree of the piece before it (`MarkdownChunks.proves`), a
  /// paragraph's also from the blocks of the piece after it (`joinParagraph`); a cut it does
  /// not prove is undone: the text is parsed again with the pieces after it (`Refusal`).
  static func convert(
    _ markdown: String, pieceSize: Int = MarkdownChunks.minimumSize,
    paragraphSize: Int = MarkdownChunks.paragraphSize,
    lineSize: Int = MarkdownChunks.paragraphSize, lineOffset: Int = 0,
    each: ([Block]) -> [Block] = { $0 }
  ) -> Result {
    let chunks = MarkdownChunks.split(
      markdown, minimumSize: pieceSize, paragraphSize: paragraphSize, lineSize: lineSize)
    return convertLendingDefinitions(markdown, chunks: chunks, lineOffset: lineOffset, each: each)
  }

  /// How the converter parses one text of a deck: `parsePiece`, or with the text that lends
  /// it the deck's definitions (`MarkdownConverter+References`).
  typealias PieceParser = (_ text: Substring, _ lineOffset: Int, _ readsEnd: Bool) -> (
    result: Result, end: MarkdownChunks.PieceEnd
  )

  /// `chunks` converted one after the other, each cut proved and each join made (`convert`).
  /// `parse` parses each text; `accepted` is told when the text last parsed is the one whose
  /// blocks are kept (a refused cut's are not).
  static func convert(
    _ markdown: String, chunks: [MarkdownChunks.Chunk], lineOffset: Int,
    parse: PieceParser = { parsePiece($0, lineOffset: $1, readsEnd: $2) },
    accepted: () -> Void = {}, each: ([Block]) -> [Block]
  ) -> Result {
    var result = Result(blocks: [])
    // The list the last piece ended with, waiting for the items the next piece begins with.
    var held: Block?
    // The paragraph (or quote) the last piece ended with, waiting for its next lines.
    var paragraph: HeldParagraph?
    var start = PieceStart(index: markdown.startIndex, line: 1)
    var refused = Refusal.none
    var index = 0
    while index < chunks.count {
      let next = index + 1 < chunks.count ? chunks[index + 1] : nil
      if let next, refused.holds(next) {
        index += 1
        continue
      }
      let text = markdown[start.index..<chunks[index].text.endIndex]
      var (part, end) = parse(text, lineOffset + start.line - 1, next != nil)
      if !part.overBudgetLines.isEmpty {
        // Plain text now: nothing waits for it, and it waits for nothing.
        let waiting = [held, paragraph?.block].compactMap { $0 }
        if !waiting.isEmpty { result.blocks += each(waiting) }
        (held, paragraph, refused) = (nil, nil, .none)
        result.blocks += each(part.blocks)
        result.overBudgetLines += part.overBudgetLines
        start = PieceStart(
          index: next?.text.startIndex ?? markdown.endIndex, line: next?.firstLine ?? 0)
        index += 1
        continue
      }
      // A piece that is all one list continuing a loose list ends with a loose list: a blank
      // line before the next item cannot make it any looser.
      if part.blocks.count == 1, case .list(let list)? = held?.kind, !list.isTight {
        end.list?.isTight = false
      }
      var blocks = part.blocks
      if let cut = start.paragraph, let open = paragraph,
        !continuesParagraph(blocks, cut, line: lineOffset + start.line)
      {
        // Parsed again from the paragraph's first line, which no cut precedes.
        (start, paragraph) = (PieceStart(index: open.start, line: open.line), nil)
        result.refusedCuts += 1
        continue
      }
      if let next, !MarkdownChunks.proves(end, cutBefore: next) {
        refused = Refusal(of: next)
        result.refusedCuts += 1
        index += 1
        continue
      }
      accepted()
      if held != nil { result.listJoins += 1 }
      var joined: HeldParagraph?
      if let cut = start.paragraph, var open = paragraph {
        // Only `open` refers to the paragraph's inlines now: they grow in place.
        paragraph = nil
        joinParagraph(&open.block, into: &blocks, cut)
        result.paragraphJoins += 1
        joined = open
      }
      join(&held, into: &blocks)
      if next?.continuesList != nil { held = blocks.popLast() }
      paragraph =
        next?.continuesParagraph == nil
        ? nil : hold(&blocks, joined: joined, in: text, from: start, lineOffset: lineOffset)
      result.blocks += each(blocks)
      result.flattenedAtLine = result.flattenedAtLine ?? part.flattenedAtLine
      start = PieceStart(
        index: next?.text.startIndex ?? markdown.endIndex, line: next?.firstLine ?? 0,
        paragraph: next?.continuesParagraph)
      refused = .none
      index += 1
    }
    return result
  }

  /// What a refused cut leaves uncut: the rest of the list, up to the next cut between
  /// top-level blocks; the rest of a line cut inside itself (the line is no top-level
  /// paragraph's: a list item's or a quote's lazy line), up to the next cut that is not
  /// inside a line; the rest of a paragraph cut between its lines (a list item's lazy
  /// paragraph: the text cannot tell it from a top-level one), up to the next cut between
  /// top-level blocks; or, after a refused cut of another kind, the rest of the text (the
  /// pieces' blocks are not to be trusted there, and a parse of each longer piece again would
  /// make such a deck quadratic). After a list, a line or a paragraph, the next cut is proved
  /// as any is. (A lazy paragraph refused as the rest of the text made a 3.3 MB deck peak at
  /// 785 MiB: its 2 MB of sections after the list parsed whole.)
  private enum Refusal {
    case none, list, line, paragraph, rest

    init(of next: MarkdownChunks.Chunk) {
      if next.continuesList != nil {
        self = .list
      } else if let cut = next.continuesParagraph {
        self = cut.inLine ? .line : .paragraph
      } else {
        self = .rest
      }
    }

    /// Whether the cut before `next` is left uncut.
    func holds(_ next: MarkdownChunks.Chunk) -> Bool {
      switch self {
      case .none: false
      case .list: next.continuesList != nil
      case .line: next.continuesParagraph?.inLine == true
      case .paragraph: next.continuesParagraph != nil
      case .rest: true
      }
    }
  }

  /// Where the text of the piece being parsed begins, and the paragraph cut before it, if
  /// that is what begins it.
  private struct PieceStart {
    var index: String.Index
    var line: Int
    var paragraph: MarkdownChunks.ParagraphCut? = nil
  }

  /// The paragraph or quote a piece ended with, and where its text begins: a join that the
  /// next piece refuses parses it again from there.
  private struct HeldParagraph {
    var block: Block
    var start: String.Index
    var line: Int
  }

  /// Takes the last of `blocks` to wait for the next piece. When it is the paragraph `joined`
  /// came back as (the piece held nothing else), it keeps `joined`'s start.
  private static func hold(
    _ blocks: inout [Block], joined: HeldParagraph?, in text: Substring, from start: PieceStart,
    lineOffset: Int
  ) -> HeldParagraph? {
    let isJoined = joined != nil && blocks.count == 1
    guard let last = blocks.popLast() else { return nil }
    if isJoined, let joined {
      return HeldParagraph(block: last, start: joined.start, line: joined.line)
    }
    // The piece's lines before the paragraph's: it starts a line of the piece's text.
    var rest = text.utf8[...]
    for _ in 0..<max(last.line - lineOffset - start.line, 0) {
      guard let end = rest.firstIndex(of: 0x0A) else { break }
      rest = rest[rest.index(after: end)...]
    }
    return HeldParagraph(block: last, start: rest.startIndex, line: last.line - lineOffset)
  }

  /// Whether `blocks`, a piece's, begin on the piece's first line `line` with what the cut
  /// `cut` continues: a paragraph, or a quote beginning with one. Not when a setext underline
  /// or a table's delimiter row after the cut line made it a heading or a table header.
  static func continuesParagraph(
    _ blocks: [Block], _ cut: MarkdownChunks.ParagraphCut, line: Int
  ) -> Bool {
    guard let first = blocks.first, first.line == line else { return false }
    switch first.kind {
    case .paragraph: return !cut.inQuote
    case .blockQuote(let inner):
      guard case .paragraph? = inner.first?.kind else { return false }
      return cut.inQuote && inner[0].line == line
    default: return false
    }
  }

  /// Joins `head`, the paragraph (or quote ending with one) a piece ended with, to the
  /// paragraph (or quote beginning with one) `blocks` begin with (`continuesParagraph`), as
  /// the first of `blocks`.
  static func joinParagraph(
    _ head: inout Block, into blocks: inout [Block], _ cut: MarkdownChunks.ParagraphCut
  ) {
    let brk: Inline? = cut.inLine ? nil : cut.afterHardBreak ? .lineBreak : .softBreak
    // Each kind is taken out of `head` before it grows (`head.kind = .rule`), so its array
    // is referred to once and grows in place: a copy at each join made a long paragraph's
    // joins quadratic. (A switch over a tuple of both kinds would hold a reference to it.)
    if case .paragraph(let b) = blocks[0].kind, case .paragraph(var a) = head.kind {
      head.kind = .rule
      append(b, to: &a, after: brk)
      head.kind = .paragraph(a)
    } else if case .blockQuote(var b) = blocks[0].kind, case .blockQuote(var a) = head.kind {
      head.kind = .rule
      let last = a.count - 1
      if last >= 0, case .paragraph(var tail) = a[last].kind, case .paragraph(let lead) = b[0].kind
      {
        a[last].kind = .rule
        append(lead, to: &tail, after: brk)
        a[last].kind = .paragraph(tail)
        b.removeFirst()
      }
      a += b
      head.kind = .blockQuote(a)
    }
    blocks[0] = head
  }

  /// Appends the inlines `rest` to `inlines` after the break `brk`; with none (a cut inside a
  /// line), text on both sides of the cut is made one, as the converter merges neighbouring
  /// text (`MarkdownConverter.Walker`).
  private static func append(_ rest: [Inline], to inlines: inout [Inline], after brk: Inline?) {
    if let brk {
      inlines.append(brk)
    } else if case .text(let tail)? = inlines.last, case .text(let lead)? = rest.first {
      inlines[inlines.count - 1] = .text(tail + lead)
      inlines += rest.dropFirst()
      return
    }
    inlines += rest
  }

  /// Puts the items of the list `blocks` begin with after those of `head`, in `head`'s list
  /// (its line, kind and start), tight only if both are.
  static func join(_ head: inout Block?, into blocks: inout [Block]) {
    guard var block = head else { return }
    head = nil
    guard case .list(var list) = block.kind, case .list(let rest)? = blocks.first?.kind else {
      // Not reached: a piece that continues a list begins with an item line, which begins a
      // list whatever follows it.
      return blocks.insert(block, at: 0)
    }
    // The block's own reference to the items goes first, so they grow in place.
    block.kind = .rule
    list.items += rest.items
    list.isTight = list.isTight && rest.isTight
    block.kind = .list(list)
    blocks[0] = block
  }
}
