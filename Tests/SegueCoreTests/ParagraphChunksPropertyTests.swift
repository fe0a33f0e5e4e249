import Testing

@testable import SegueCore

/// Generated long paragraphs and quotes cut between their lines at every size give the
/// blocks of one whole parse, once joined: lines that begin with letters, `*x`, `_x` or
/// anything else; hard breaks (two spaces), a backslash or a tab at a line's end; setext
/// underlines and table delimiter rows after a line (the joins these refuse); quotes with
/// lazy lines, `>` alone, nested quotes and lists; alerts. No inline markup spans a line
/// here: that is what a join cannot give back (`docs/limits.md`).
@Suite struct ParagraphChunksPropertyTests {
  static let deckCount = 300

  @Test func paragraphsCutAtEverySizeGiveTheBlocksOfOneParse() {
    var generator = ParagraphDeckGenerator(seed: 0x13_9a7a)
    var joins = 0
    var refused = 0
    for _ in 0..<Self.deckCount {
      let text = SourceText(generator.deck()).text
      let whole = MarkdownConverter.convert(text, pieceSize: .max)
      for size in ListChunksPropertyTests.pieceSizes {
        let cut = MarkdownConverter.convert(text, pieceSize: size, paragraphSize: size)
        joins += cut.paragraphJoins
        refused += cut.refusedCuts
        #expect(cut.blocks == whole.blocks, "pieces of \(size) bytes:\n\(text)")
      }
    }
    // Worth something only if paragraphs were in fact cut and joined, and some joins refused.
    #expect(joins > 2 * Self.deckCount)
    #expect(refused > Self.deckCount / 2)
  }

  /// Generated paragraphs of long single lines (words, punctuation, escapes, entities, no
  /// inline markup: `LongLineDeckGenerator`), cut inside their lines and between them at
  /// every size, give the blocks of one parse.
  @Test func longLinesCutAtEverySizeGiveTheBlocksOfOneParse() {
    var generator = LongLineDeckGenerator(seed: 0x13_11e5)
    var joins = 0
    var refused = 0
    for _ in 0..<Self.deckCount / 3 {
      let text = SourceText(generator.deck()).text
      let whole = MarkdownConverter.convert(text, pieceSize: .max)
      for size in ListChunksPropertyTests.pieceSizes {
        let cut = MarkdownConverter.convert(
          text, pieceSize: size, paragraphSize: size, lineSize: size)
        joins += cut.paragraphJoins
        refused += cut.refusedCuts
        #expect(cut.blocks == whole.blocks, "pieces of \(size) bytes:\n\(text)")
      }
    }
    #expect(joins > 10 * (Self.deckCount / 3))
    #expect(refused > Self.deckCount / 10)
  }
}

/// Random decks of paragraphs with long lines of text that no inline markup reads: words
/// glued or spaced, punctuation, `snake_case`, escapes, entities, non-ASCII letters; lines
/// that open something or begin with markup left open that no later line can close (`**`,
/// `***`, `[`; not a backtick, which one on another line would close), hard breaks,
/// and setext underlines and delimiter rows after a line.
struct LongLineDeckGenerator: SeededChoices {
  var rng: SplitMix64

  init(seed: UInt64) { rng = SplitMix64(seed: seed) }

  mutating func deck() -> String {
    var out = "# Slide\n\n"
    for _ in 0..<number(1...3) {
      for _ in 0..<number(1...4) { out += line() }
      out += pick(["\n", "\n", "", "## Heading\n", "===\n", "|---|\n", "- item\n"])
    }
    return out
  }

  private mutating func line() -> String {
    var out = pick([
      "Words", "Text", "a", "x", "Zed", "- item ", "1. one ", "> q ", "# h ", "**Bold",
      "[Open", "_ under", "9 nine", "!Bang", "* star ", "***Three", "10. ten ", "12.5 ",
    ])
    for _ in 0..<number(1...40) {
      out += pick([" ", " ", "", "  ", ", ", ". "])
      out += pick([
        "words", "and", "More", "text.", "snake_case", "&amp;", "&#35;", "\\*", "\\_", "café",
        "12", "x-y", "(paren)", "naïve", "end", "q", "a|b", "yes!", "\\", "\t",
      ])
    }
    return out + pick(["", "", "  ", "\\", " "]) + "\n"
  }
}

/// Random decks of long paragraphs and quotes, each line's inline markup closed on it.
struct ParagraphDeckGenerator: SeededChoices {
  var rng: SplitMix64

  init(seed: UInt64) { rng = SplitMix64(seed: seed) }

  mutating func deck() -> String {
    var out = "# Slide\n\n"
    for _ in 0..<number(1...4) {
      out += chance(0.35) ? quote() : paragraph()
      out += pick(["\n", "\n", "", "## Heading\n"])
    }
    return out
  }

  private mutating func line() -> String {
    let start = pick([
      "Words", "*a*a*a*a", "Plain words", "More", "and so on", "Text", "the end", "_x_ y",
      "_under_ score", "**strong** text", "a `code` span", "[link](x) here",
      "1. not", "- item", "+ plus", "2) two", "# heading", "<span>x</span>", "    indented",
      " one space", "=", "---", "|a|b|", "~~~", "9 digits",
    ])
    let end = pick(["", "", "", "  ", "   ", " ", "\\", "\t", " *x*", "<br>"])
    return start + end + "\n"
  }

  private mutating func paragraph() -> String {
    var out = ""
    for _ in 0..<number(2...14) {
      out += line()
      if chance(0.05) { out += pick(["===\n", "---\n", "|---|---|\n", "| --- |\n"]) }
    }
    return out
  }

  private mutating func quote() -> String {
    var out = chance(0.2) ? "> [!NOTE]\n" : ""
    for _ in 0..<number(2...14) {
      switch number(0...11) {
      case 0: out += "lazy " + line()
      case 1: out += pick([">\n", "> \n"])
      case 2: out += "> > nested " + line()
      case 3: out += "> - item " + line()
      case 4: out += "> ===\n"
      default: out += pick(["> ", ">"]) + line()
      }
    }
    return out
  }
}
