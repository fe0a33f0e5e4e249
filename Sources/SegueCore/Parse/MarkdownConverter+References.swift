/// A long deck with link reference definitions converted in pieces, each piece given all the
/// deck's definitions, so its links are those of one parse of the whole deck.
///
/// A definition anywhere defines its label everywhere (a reference may come before it), and
/// one `[x]: …` line made a 10 MB deck parse whole: 674 MiB. The deck's definitions are learnt
/// first, by a conversion whose blocks are dropped: each text it parses is preceded by a probe
/// for every label the text may define (`MarkdownChunks.definitionMentions`), `[p][label]`,
/// which cmark makes a link exactly when the text defines the label, with its destination and
/// title. Only texts whose blocks that conversion keeps count, so each definition is read with
/// the blocks around it as one parse has them: its cuts are proved as the conversion's are,
/// and a line that looks like a definition inside fenced code or a paragraph is none. Then the
/// deck is converted again, each text after one paragraph of the definitions found (their
/// order kept: CommonMark keeps a label's first). Both conversions make the same cuts: what
/// goes before a text is a paragraph and a blank line, after which the text starts as a
/// document does.
///
/// That paragraph is proved once, before the second conversion: parsed alone with a probe for
/// each label, it gives no block and every probe its definition. Decks whose definitions are
/// longer than `definitionsSize` (each piece would parse them again), whose probes do not come
/// back as paragraphs, or with a label that may run over lines (`unprovable`) are parsed whole.
extension MarkdownConverter {
  /// The longest paragraph of definitions given to each piece.
  static let definitionsSize = 64 * 1024

  /// What is parsed before a text: probes, definitions, or nothing.
  struct Preamble {
    var text = ""
    /// The lines of `text`, all before the text's first.
    var lines = 0
    /// The paragraphs it gives: one a probe.
    var probes = 0

    init(text: String = "", probes: Int = 0) {
      self.text = text
      self.lines = text.utf8.count { $0 == 0x0A }
      self.probes = probes
    }
  }

  /// How a deck cut into pieces is converted.
  enum Lending {
    /// In pieces, as they are: no line of the deck may begin a definition.
    case none
    /// In pieces, each after the deck's definitions.
    case definitions(Preamble)
    /// Whole: the definitions cannot be given provably.
    case whole
  }

  /// `chunks` of `markdown` converted (`convert(_:chunks:…)`), every piece given the deck's
  /// definitions; parsed whole when they cannot be given provably.
  static func convertLendingDefinitions(
    _ markdown: String, chunks: [MarkdownChunks.Chunk], lineOffset: Int,
    each: ([Block]) -> [Block]
  ) -> Result {
    switch lending(markdown, chunks: chunks, lineOffset: lineOffset) {
    case .none:
      return convert(markdown, chunks: chunks, lineOffset: lineOffset, each: each)
    case .whole:
      // Parsed first on its own: when the whole deck outgrows its budget (`ParseBudget`), it
      // is cut as a deck without definitions would be, and each piece reads only its own.
      let parsed = parsePiece(
        markdown[...], lineOffset: lineOffset, readsEnd: false, splits: false)
      guard parsed.result.overBudgetLines.isEmpty else {
        var result = convert(markdown, chunks: chunks, lineOffset: lineOffset, each: each)
        result.definitionsNotLent = true
        return result
      }
      let whole = [MarkdownChunks.Chunk(text: markdown[...], firstLine: 1)]
      return convert(
        markdown, chunks: whole, lineOffset: lineOffset, parse: { _, _, _ in parsed },
        each: each)
    case .definitions(let preamble):
      return convert(
        markdown, chunks: chunks, lineOffset: lineOffset,
        parse: { text, offset, readsEnd in
          let parsed = parse(text, after: preamble, lineOffset: offset, readsEnd: readsEnd)
          // Proved by `lentDefinitions`: the definitions give no block, before any text.
          assert(parsed != nil, "the deck's definitions gave a block")
          return parsed.map { ($0.result, $0.end) }
            ?? parsePiece(text, lineOffset: offset, readsEnd: readsEnd)
        }, each: each)
    }
  }

  /// Whether and how the pieces of `markdown` are given its definitions.
  static func lending(_ markdown: String, chunks: [MarkdownChunks.Chunk], lineOffset: Int)
    -> Lending
  {
    guard chunks.count > 1 else { return .none }
    guard case .mentions(let mentions) = MarkdownChunks.definitionMentions(in: markdown) else {
      return .whole
    }
    if mentions.isEmpty { return .none }
    guard
      let definitions = deckDefinitions(
        markdown, chunks: chunks, mentions: mentions, lineOffset: lineOffset),
      let preamble = lentDefinitions(definitions)
    else { return .whole }
    return definitions.isEmpty ? .none : .definitions(preamble)
  }

  /// The deck's definitions, in order, with the first of each label only: read by converting
  /// `chunks` with probes before each text and keeping only what the texts whose blocks are
  /// kept define. Nil when a text's probes do not come back as its first blocks.
  private static func deckDefinitions(
    _ markdown: String, chunks: [MarkdownChunks.Chunk],
    mentions: [MarkdownChunks.DefinitionMention], lineOffset: Int
  ) -> [MarkdownChunks.ReferenceDefinition]? {
    var found: [MarkdownChunks.ReferenceDefinition] = []
    var keys: Set<String> = []
    // What the text parsed last defines, counted once the conversion keeps its blocks.
    var pending: [MarkdownChunks.ReferenceDefinition] = []
    var proved = true
    // Once the definitions are past `definitionsSize` the deck is parsed whole: the texts
    // left are not parsed.
    var size = 0
    _ = convert(
      markdown, chunks: chunks, lineOffset: lineOffset,
      parse: { text, offset, readsEnd in
        guard proved, size <= definitionsSize else {
          return (Result(blocks: []), MarkdownChunks.PieceEnd())
        }
        let labels = self.labels(mentions, in: text)
        let preamble = Preamble(text: MarkdownChunks.probesText(labels), probes: labels.count)
        guard let parsed = parse(text, after: preamble, lineOffset: offset, readsEnd: readsEnd)
        else {
          proved = false
          return (Result(blocks: []), MarkdownChunks.PieceEnd())
        }
        pending = zip(labels, parsed.probes).compactMap { label, link in
          link.map { .init(label: label, destination: $0.destination, title: $0.title) }
        }
        return (parsed.result, parsed.end)
      },
      accepted: {
        for definition in pending
        where keys.insert(MarkdownChunks.labelKey(definition.label)).inserted {
          found.append(definition)
          size += MarkdownChunks.definitionsText([definition]).utf8.count - 1
        }
      }, each: { _ in [] })
    return proved && size <= definitionsSize ? found : nil
  }

  /// The labels of the mentions in `text` (a part of the deck), each once, in order.
  private static func labels(
    _ mentions: [MarkdownChunks.DefinitionMention], in text: Substring
  ) -> [Substring] {
    var low = 0
    var high = mentions.count
    while low < high {
      let middle = (low + high) / 2
      if mentions[middle].index < text.startIndex { low = middle + 1 } else { high = middle }
    }
    var seen: Set<Substring> = []
    return mentions[low...].prefix { $0.index < text.endIndex }.map(\.label).filter {
      seen.insert($0).inserted
    }
  }

  /// The paragraph of `definitions` given to each piece, once proved: parsed alone, with a
  /// probe for each label after it, it gives no block and each probe its definition. Nil
  /// when it is longer than `definitionsSize` or not proved.
  private static func lentDefinitions(
    _ definitions: [MarkdownChunks.ReferenceDefinition]
  ) -> Preamble? {
    let text = MarkdownChunks.definitionsText(definitions)
    guard text.utf8.count <= definitionsSize else { return nil }
    let labels = definitions.map(\.label)
    let check = Preamble(
      text: text + MarkdownChunks.probesText(labels), probes: labels.count)
    guard let parsed = parse(""[...], after: check, lineOffset: 0, readsEnd: false),
      parsed.result.blocks.isEmpty,
      zip(parsed.probes, definitions).allSatisfy({ link, definition in
        link?.destination == definition.destination && link?.title == definition.title
      })
    else { return nil }
    return Preamble(text: text)
  }

  /// `text` parsed after `preamble`, with the text's blocks and end alone and what each probe
  /// gave (the link `[p][label]` became, or nil). Nil when the first blocks are not the
  /// probes' paragraphs, or a block before the text's first line follows them.
  static func parse(
    _ text: Substring, after preamble: Preamble, lineOffset: Int, readsEnd: Bool
  ) -> (result: Result, end: MarkdownChunks.PieceEnd, probes: [Link?])? {
    guard !preamble.text.isEmpty else {
      let (result, end) = parsePiece(text, lineOffset: lineOffset, readsEnd: readsEnd)
      return (result, end, [])
    }
    var (result, end) = parsePiece(
      Substring(preamble.text + text), lineOffset: lineOffset - preamble.lines,
      readsEnd: readsEnd, splits: false)
    if !result.overBudgetLines.isEmpty {
      // Over its budget, the text is parsed in halves, each after the definitions too (a
      // single line still over it is text); for the probes it defines none.
      var halves = ParseBudget.halves(text, lineOffset: lineOffset) { half, offset in
        parse(half, after: preamble, lineOffset: offset, readsEnd: false)?.result
          ?? parsePiece(half, lineOffset: offset, readsEnd: false).result
      }
      if halves.overBudgetLines.isEmpty { halves.overBudgetLines = [lineOffset + 1] }
      let probes = [Link?](repeating: nil, count: preamble.probes)
      return (halves, MarkdownChunks.PieceEnd(), probes)
    }
    let lead = result.blocks.prefix(preamble.probes)
    // Block lines count from the deck: the preamble's are before the text's first, `lineOffset
    // + 1`. (A text's block may have line 0: a paragraph that became a table's header.)
    guard lead.count == preamble.probes,
      lead.allSatisfy({ $0.line <= lineOffset && probe($0) != nil }),
      result.blocks.dropFirst(lead.count).first.map({ $0.line == 0 || $0.line > lineOffset })
        ?? true
    else { return nil }
    let probes = lead.map { probe($0) ?? nil }
    result.blocks.removeFirst(lead.count)
    // With no block of the text's own, the last block is a probe: the text ends as an empty
    // one does.
    if result.blocks.isEmpty { end = MarkdownChunks.PieceEnd() }
    return (result, end, probes)
  }

  /// What a probe's paragraph says: `.some(link)` when the label is defined, `.some(nil)`
  /// when not, nil when the block is not a paragraph (no probe's).
  private static func probe(_ block: Block) -> Link?? {
    guard case .paragraph(let inlines) = block.kind else { return nil }
    if inlines.count == 1, case .link(let link) = inlines[0], link.content == [.text("p")] {
      return .some(link)
    }
    return .some(nil)
  }
}
