import Testing

@testable import SegueCore

/// Generated decks of every kind of top-level block, cut into pieces of every size, give the
/// Deck of one whole parse: paragraphs (with lazy and hard-broken lines), block quotes (lazy
/// lines, `>` alone, quotes after quotes), setext headings and what looks like their
/// underlines after a blank line, tables (with rows after them, text without a blank line),
/// indented code with blank lines inside, HTML blocks of all seven kinds (some left open, some
/// with blank lines inside), fenced code (some left open), lists, alerts, pauses written as
/// text, and blank lines of spaces and tabs. Every piece begins at an unindented line after
/// a blank line (`MarkdownChunks.startsTopLevelBlock`), so cuts land before each of these.
@Suite struct BlockChunksPropertyTests {
  static let deckCount = 400

  @Test func piecesOfEverySizeGiveTheDeckOfOneParse() {
    var generator = BlockDeckGenerator(seed: 0x13_c475)
    var pieces = 0
    for _ in 0..<Self.deckCount {
      let text = generator.deck()
      _ = ListChunksPropertyTests.expectPiecesGiveOneParse(text)
      let source = SourceText(text).text
      for size in ListChunksPropertyTests.pieceSizes {
        pieces += MarkdownChunks.split(source, minimumSize: size).count
      }
    }
    // Worth something only if the decks were in fact cut, and often: ~20 blocks a deck.
    #expect(pieces > 40 * Self.deckCount)
  }
}

/// Random decks of top-level blocks of every kind, written as people write them.
struct BlockDeckGenerator: SeededChoices {
  var rng: SplitMix64

  init(seed: UInt64) { rng = SplitMix64(seed: seed) }

  mutating func deck() -> String {
    var out = chance(0.3) ? "---\ntitle: T\n---\n\n" : ""
    out += "# Slide\n\n"
    for _ in 0..<number(8...30) {
      out += block()
      // Mostly a blank line (the cut points), sometimes none or one of white space.
      out += pick(["\n", "\n", "\n", "\n\n", "  \n", "\t\n", ""])
    }
    return out
  }

  private mutating func block() -> String {
    switch number(0...13) {
    case 0, 1: return paragraph()
    case 2: return quote()
    case 3: return pick(["Title\n=====\n", "Title\n---\n", "Two lines\nof title\n===\n"])
    case 4: return pick(["===\n", "---\n", "- - -\n", "***\n", "|---|---|\n", "=\n"])
    case 5: return table()
    case 6: return indentedCode()
    case 7, 8: return html()
    case 9: return fenced()
    case 10: return pick(["- a\n- b\n", "1. one\n2. two\n", "* x\n\n* y\n", "- item\nlazy\n"])
    case 11: return pick(["## Heading\n", "### *Emphasis* heading\n", "#no heading\n"])
    case 12: return pick([". . .\n", "<!-- pause -->\n", "<!-- end_slide -->\n", "^\n"])
    default: return pick(["> [!NOTE]\n> an alert\n", "\u{0C}form feed\n", "2) after\n"])
    }
  }

  private mutating func paragraph() -> String {
    var out = ""
    for index in 0..<number(1...4) {
      let word = pick(["Some", "*emphasis", "a `code", "**strong**", "[link](x)", "text"])
      out += (index > 0 && chance(0.2) ? pick([" ", "   "]) : "") + word + " words"
      out += pick(["\n", "\n", "  \n", "\\\n", "*\n", "`\n"])
    }
    return out
  }

  private mutating func quote() -> String {
    var out = ""
    for _ in 0..<number(1...4) {
      out += pick([
        "> quoted *text*\n", ">\n", "lazy line\n", "> - item\n", "> > nested\n", ">    code\n",
        "> ```\n", "> # heading\n",
      ])
    }
    return out
  }

  private mutating func table() -> String {
    var out = pick(["| a | b |\n|---|:-:|\n", "a | b\n--|--\n", "| one |\n| --- |\n"])
    for _ in 0..<number(0...3) { out += pick(["| 1 | 2 |\n", "x | y\n", "|\n"]) }
    if chance(0.3) { out += "text after the table\n" }
    return out
  }

  private mutating func indentedCode() -> String {
    var out = ""
    for _ in 0..<number(1...4) {
      out += pick(["    code line\n", "\tcode after a tab\n", "\n", "      deeper\n", "    \n"])
    }
    return out
  }

  /// An HTML block of one of CommonMark's seven kinds, its end marker sometimes missing or
  /// after a blank line.
  private mutating func html() -> String {
    let inside = pick(["\n", "text\n", "\n# not a heading\n\n", "- not an item\n"])
    switch number(0...7) {
    case 0: return "<script>\n" + inside + (chance(0.8) ? "</script>\n" : "")
    case 1: return "<pre class=\"x\">\n" + inside + (chance(0.8) ? "</PRE>\n" : "")
    case 2: return "<!--\n" + inside + (chance(0.8) ? "-->\n" : "")
    case 3: return "<?php\n" + inside + (chance(0.8) ? "?>\n" : "")
    case 4: return "<!DOCTYPE html\n" + inside + (chance(0.8) ? ">\n" : "")
    case 5: return "<![CDATA[\n" + inside + (chance(0.8) ? "]]>\n" : "")
    case 6: return pick(["<div>\n", "<div align=\"center\">\n", "</div>\n"]) + "*md* inside\n"
    default: return pick(["<span>\n", "<a href=\"x\">\n", "</span>\n"]) + "inline\n"
    }
  }

  private mutating func fenced() -> String {
    let fence = pick(["```", "~~~", "````"])
    let body = pick(["code\n", "\n# comment\n\n", "---\n", "    indented\n"])
    return fence + pick(["", "python", "sh {1}"]) + "\n" + body + (chance(0.85) ? fence + "\n" : "")
  }
}
