import Testing

@testable import SegueCore

/// Generated decks of link reference definitions and references, mixed with what looks like
/// definitions and is not (lines of fenced and indented code with `]:`, paragraph lines, HTML
/// blocks), definitions in quotes, list items and task items, over several lines, duplicate
/// and case-folded labels, images, lists, quotes and long paragraphs, cut into pieces of
/// every size, give the Deck, diagnostics and blocks of one parse.
@Suite struct ReferenceChunksPropertyTests {
  static let deckCount = 300

  @Test func piecesOfEverySizeGiveTheDeckOfOneParse() {
    var generator = ReferenceDeckGenerator(seed: 0x13_4ef5)
    var lent = 0
    var cutParagraphs = 0
    for _ in 0..<Self.deckCount {
      let text = generator.deck()
      _ = ListChunksPropertyTests.expectPiecesGiveOneParse(text)
      let source = SourceText(text).text
      let whole = MarkdownConverter.convert(source, pieceSize: .max)
      for size in [1, 7, 40] {
        // Paragraphs cut between their lines, not inside them: a reference cut inside its
        // line is read apart, as any inline markup is (`docs/limits.md`).
        let pieces = MarkdownConverter.convert(source, pieceSize: size, paragraphSize: size)
        #expect(pieces.blocks == whole.blocks, "pieces of \(size) bytes, paragraphs cut:\n\(text)")
        cutParagraphs += pieces.paragraphJoins
      }
      let chunks = MarkdownChunks.split(source, minimumSize: 1)
      if case .definitions = MarkdownConverter.lending(source, chunks: chunks, lineOffset: 0) {
        lent += 1
      }
    }
    // Worth something only if most decks were in fact cut with their definitions lent.
    #expect(lent > Self.deckCount * 3 / 4)
    #expect(cutParagraphs > Self.deckCount)
  }
}

/// Random decks with link reference definitions, written as people write them.
struct ReferenceDeckGenerator: SeededChoices {
  var rng: SplitMix64
  private let labels = ["x", "X", "site", "Site", "the  site", "a\\]b", "ünï", "1:", "p"]

  init(seed: UInt64) { rng = SplitMix64(seed: seed) }

  mutating func deck() -> String {
    var out = "# Slide\n\n"
    for _ in 0..<number(6...20) {
      out += block()
      out += pick(["\n", "\n", "\n", ""])
    }
    return out
  }

  private mutating func label() -> String { pick(labels) }

  private mutating func destination() -> String {
    pick(["/u", "http://example.com/\(number(0...9))", "<a b>", "/p?q=1&amp;r", "'/q'", ""])
  }

  private mutating func definition() -> String {
    let title = pick(["", "", " \"title\"", " 'it''s'", " (paren)", "\n\"on the next line\""])
    let destination = destination()
    // Without a destination the line defines nothing.
    let joint = destination.isEmpty || chance(0.2) ? "\n" : " "
    return "[\(label())]:" + joint + destination + title + "\n"
  }

  private mutating func reference() -> String {
    let l = label()
    return pick([
      "see [\(l)] here", "a [link][\(l)] and [\(l)][]", "![an image][\(l)]",
      "*[\(l)]* and `[\(l)]`", "words [\(l)]: not one",
    ])
  }

  private mutating func block() -> String {
    switch number(0...11) {
    case 0, 1: return definition()
    case 2: return definition() + definition()
    case 3, 4: return reference() + "\n" + (chance(0.4) ? "more text " + reference() + "\n" : "")
    case 5:
      let fence = pick(["```", "~~~"])
      return fence + pick(["python", "toml", ""]) + "\n"
        + pick(["for x in a[1:]:\n    print(x)\n", "[x]: /in/code\n", "[site]:\n/code\n"])
        + (chance(0.9) ? fence + "\n" : "")
    case 6: return "    [x]: /indented\n"
    case 7: return "> " + definition() + (chance(0.5) ? "> quoted " + reference() + "\n" : "")
    case 8:
      let marker = pick(["- ", "1. ", "- [ ] "])
      return marker + definition() + pick(["", "- " + reference() + "\n", "  more\n"])
    case 9: return "words first\n" + definition()
    case 10: return pick(["<div>\n[x]: /html\n</div>\n", "<!--\n[x]: /comment\n-->\n"])
    default:
      var out = ""
      for _ in 0..<number(2...6) {
        out += pick(["Words and words", "More text", reference()]) + "\n"
      }
      return out
    }
  }
}
