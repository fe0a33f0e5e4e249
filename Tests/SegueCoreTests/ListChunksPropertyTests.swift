import Testing

@testable import SegueCore

/// Generated lists cut into pieces of every size give the Deck of one whole parse: mixed
/// markers, ordered and bullet, `.` and `)`, blank lines between some items, lazy lines,
/// nested lists, fenced code (some left open), task items, items with paragraphs and code,
/// quotes and HTML in items, lines that look like items but are not, and mdp's reveals.
@Suite struct ListChunksPropertyTests {
  static let deckCount = 400
  static let pieceSizes = [1, 2, 3, 7, 20, 60, 150]

  @Test func piecesOfEverySizeGiveTheDeckOfOneParse() {
    var generator = ListDeckGenerator(seed: 0x11_575)
    var joins = 0
    var refused = 0
    for _ in 0..<Self.deckCount {
      for pieces in Self.expectPiecesGiveOneParse(generator.deck()) {
        joins += pieces.listJoins
        refused += pieces.refusedCuts
      }
    }
    // The property is only worth something if lists were in fact cut and joined, and some
    // proposed cuts refused.
    #expect(joins > 10 * Self.deckCount)
    #expect(refused > Self.deckCount / 10)
  }

  /// Checks that `text` converted in pieces of each of `pieceSizes` gives the blocks of one
  /// parse, and parsed so gives its Deck and diagnostics; returns each size's conversion.
  static func expectPiecesGiveOneParse(_ text: String) -> [MarkdownConverter.Result] {
    let source = SourceText(text)
    let whole = MarkdownConverter.convert(source.text, pieceSize: .max)
    let wholeDeck = DeckParser.parse(source, pieceSize: .max)
    return pieceSizes.map { size in
      let pieces = MarkdownConverter.convert(source.text, pieceSize: size)
      #expect(pieces.blocks == whole.blocks, "pieces of \(size) bytes:\n\(text)")
      let deck = DeckParser.parse(source, pieceSize: size)
      #expect(deck.deck == wholeDeck.deck, "pieces of \(size) bytes:\n\(text)")
      #expect(
        deck.diagnostics.map(\.message) == wholeDeck.diagnostics.map(\.message),
        "pieces of \(size) bytes:\n\(text)")
      return pieces
    }
  }
}

/// Random decks of lists, written as people write them (and as they mistype them).
struct ListDeckGenerator: SeededChoices {
  var rng: SplitMix64
  private var mdp = false

  init(seed: UInt64) { rng = SplitMix64(seed: seed) }

  mutating func deck() -> String {
    // mdp reveals a list's items one after the other at its `^` lines: it reads a list whole.
    mdp = chance(0.2)
    var out =
      mdp ? "%title: T\n\n" : chance(0.5) ? "---\nincremental_lists: true\n---\n\n" : ""
    out += "# Slide\n\n"
    for _ in 0..<number(1...3) {
      if chance(0.25) { out += pick(["A paragraph before.\n", "Some text\n\n", "> a quote\n"]) }
      out += list(indent: "", depth: 0)
      out += pick(["", "\n", "\n", "\n## Next\n\n", "\n---\n\n", "text after\n\n"])
    }
    return out
  }

  private mutating func marker() -> (text: String, ordered: Bool, start: Int) {
    switch number(0...5) {
    case 0: ("-", false, 0)
    case 1: ("+", false, 0)
    case 2: ("*", false, 0)
    case 3: (".", true, pick([1, 1, 3, 10]))
    default: (pick([".", ")"]), true, 1)
    }
  }

  private mutating func list(indent: String, depth: Int) -> String {
    var (delimiter, ordered, start) = marker()
    var out = ""
    for index in 0..<number(2...12) {
      if chance(0.08) { (delimiter, ordered, start) = marker() }
      if index > 0, chance(0.15) { out += pick(["\n", "\n", "\n\n", "  \n"]) }
      let text = ordered ? "\(start + index)\(delimiter)" : delimiter
      out += item(indent: indent, marker: text, depth: depth, index: index)
      if depth == 0, chance(0.04) {
        out += pick(["-\n", "- - -\n", "***\n", "* * *\n", "2. not after a paragraph\n", "-  \n"])
      }
    }
    return out
  }

  private mutating func item(indent: String, marker: String, depth: Int, index: Int) -> String {
    let padding = pick([" ", " ", " ", "  "])
    let inner = indent + String(repeating: " ", count: marker.count + padding.count)
    var out = indent + marker
    switch number(0...9) {
    case 0: out += "\n" + inner + "content on the next line\n"
    case 1: out += padding + "[ ] to do \(index)\n"
    case 2: out += padding + "[x] done *\(index)*\n"
    default: out += padding + "item \(index) with `code`\n"
    }
    for _ in 0..<pick([0, 0, 0, 1, 1, 2]) {
      out += extra(inner: inner, depth: depth)
    }
    if mdp, chance(0.3) { out += pick(["^\n", inner + "^\n", "<br>\n"]) }
    return out
  }

  /// More of an item: its lines after the first.
  private mutating func extra(inner: String, depth: Int) -> String {
    switch number(0...9) {
    case 0: return "lazy text\n"
    case 1: return inner + "more text\n"
    case 2: return "\n" + inner + "a second paragraph\n"
    case 3:
      let blank = chance(0.3) ? "\n" : ""
      let close = chance(0.85) ? inner + "```\n" : ""
      return inner + "```sh\n" + inner + "echo code\n" + blank + close
    case 4, 5:
      return depth < 2 ? list(indent: inner, depth: depth + 1) : inner + "deep text\n"
    case 6: return inner + "> quoted\n" + (chance(0.3) ? "lazy in the quote\n" : "")
    case 7: return inner + "<div>\n" + inner + "html\n" + inner + "</div>\n"
    case 8: return "\n" + inner + "    indented code\n"
    default: return " lazy, indented a little\n"
    }
  }
}
