import SegueTestSupport
import Testing

@testable import SegueCore

/// A single paragraph line longer than a piece is cut inside itself and joined back with
/// nothing between the two pieces' inlines (`MarkdownChunks+LineCuts`).
@Suite struct LineChunksTests {
  /// How the pieces that begin inside a line begin, cut every `size` bytes.
  func lineCuts(_ text: String, size: Int) -> [String] {
    MarkdownChunks.split(text, minimumSize: size, paragraphSize: .max, lineSize: size)
      .filter { $0.continuesParagraph?.inLine == true }.map { String($0.text.prefix(3)) }
  }

  func convert(_ text: String, size: Int) -> MarkdownConverter.Result {
    MarkdownConverter.convert(text, pieceSize: size, paragraphSize: .max, lineSize: size)
  }

  @Test func aLongLineIsCutBeforeALetterOnceAPieceIsLongEnough() {
    // "# T\n\n" is 5 bytes: the first cut once 8 are read, at the letter after them.
    #expect(lineCuts("# T\n\nWords, more words\n", size: 8) == ["ds,", "ord"])
  }

  /// Places that a cut would read apart are passed over: after a space, a tab, a backslash,
  /// a byte that is not ASCII or inside what may be an entity; before anything but a letter.
  @Test(arguments: [
    ("ab cd", "ab c|d"), ("ab\tcd", "ab\tc|d"), ("ab\\cd", "ab\\c|d"), ("abéd", "abéd"),
    ("a&amp;bc", "a&amp;|bc"), ("a&#35;bc", "a&#35;|bc"), ("ab**cd", "ab**|cd"),
    ("ab__cd", "ab__|cd"), ("ab12cd", "ab12|cd"),
  ])
  func aCutIsMadeOnlyWhereTheJoinKeepsTheText(line: String, cut: String) {
    let text = "Xy" + line + "\n"
    let chunks = MarkdownChunks.split(text, minimumSize: 4, paragraphSize: .max, lineSize: 4)
    let shown = chunks.map { String($0.text) }.joined(separator: "|")
    #expect(shown == "Xy" + cut + "\n")
  }

  /// Lines that are not a paragraph's for certain (they may open a block), or that hold a
  /// `|` (the rest of the line could be a table header of another width): never cut inside.
  @Test(arguments: [
    "# heading words", "- item words", "1. item words", "2) item words", "> quoted words",
    "    code words", "\tcode words", "<div>words", "a | b | c words", "|a|b words",
    "* item words", "+ item words", "```fence words", "~~~fence words", "=== words",
    "***stars words", "___under words", "[label words",
  ])
  func noCutInsideALineThatMayOpenABlock(line: String) {
    #expect(lineCuts("# T\n\n" + line + "\n", size: 2) == [])
  }

  /// The deck of one line, cut in pieces of every size, joined: the blocks of one parse. A
  /// line that begins with inline markup, or with what opens no block (a digit, `_`), is a
  /// paragraph's too and is cut the same way (no markup spans a cut here: an unclosed `**`,
  /// `` ` `` or `![` stays text on both sides).
  @Test(arguments: [
    "Words and more words", "Plain text, with commas; and stops. Done", "snake_case_words here",
    "an &amp; entity and &#35; more", "escaped \\*stars\\* and \\_lines\\_", "Kept  two spaces",
    "café déjà vu naïve", "Words\nand a second line here\nthird",
    "**Words and more words", "`Code and more words", "![Image words and more",
    "_ words and more words", "9 words and more words", "!Bang and more words",
    "**_Both and more words", "12.5 words and more words", "\\# escaped and more words",
  ])
  func aLineCutAtEverySizeGivesTheBlocksOfOneParse(line: String) {
    #expect(!lineCuts("# T\n\n" + line + "\n", size: 2).isEmpty)
    let text = "# T\n\n" + line + "\n\nNext paragraph\n"
    let whole = MarkdownConverter.convert(text, pieceSize: .max).blocks
    var joins = 0
    for size in 1...text.utf8.count {
      let pieces = convert(text, size: size)
      joins += pieces.paragraphJoins
      #expect(pieces.blocks == whole, "pieces of \(size) bytes")
      #expect(pieces.refusedCuts == 0, "pieces of \(size) bytes")
    }
    #expect(joins > 0)
  }

  /// What follows the line makes it something else (a setext heading, a table header), or
  /// the line is not a top-level paragraph's (a list item's lazy line, a quote's): refused
  /// and parsed again, giving one parse's blocks.
  @Test(arguments: [
    "Words and words\n===\n", "Words and words\n---\n", "Words and words\n|---|\n",
    "- item\nlazy words and words\n", "> quote\nlazy words and words\n",
    "<div>\nwords in a block\n", "Words \\\nand words\n",
  ])
  func aJoinTheTreesDoNotProveIsRefused(text: String) {
    let whole = MarkdownConverter.convert(text, pieceSize: .max).blocks
    for size in 1...text.utf8.count {
      #expect(convert(text, size: size).blocks == whole, "pieces of \(size) bytes:\n\(text)")
    }
  }

  /// A refused cut inside a list item's lazy line leaves only the rest of that line uncut:
  /// the list after it is still cut and joined (the rest of the deck was parsed whole).
  @Test func aRefusedLineCutLeavesTheCutsAfterTheLine() {
    let text = "# T\n\n- x\nlazy words and words\n\nPara\n\n- a\n- b\n"
    let pieces = convert(text, size: 4)
    #expect(pieces.blocks == MarkdownConverter.convert(text, pieceSize: .max).blocks)
    #expect(pieces.refusedCuts >= 1)
    #expect(pieces.listJoins >= 1)
  }

  /// Inline markup across a cut is read apart: the documented limit (`docs/limits.md`).
  @Test func emphasisAcrossACutIsReadApart() {
    let text = "*emphasis*\n"
    let pieces = convert(text, size: 4)
    #expect(pieces.paragraphJoins >= 1)
    #expect(pieces.blocks != MarkdownConverter.convert(text, pieceSize: .max).blocks)
  }

  /// The default sizes: issue 13's `dense1` (one line of `*a`), 300 KiB here, is cut every
  /// 32 KiB and joined; the deck is the one a whole parse gives but for the emphasis that
  /// spans a cut, and every `a` is kept.
  @Test func dense1IsCutAtTheDefaultSizes() {
    let text = "# T\n\n" + String(repeating: "*a", count: 150_000) + "\n"
    let pieces = MarkdownConverter.convert(text)
    #expect(pieces.paragraphJoins == text.utf8.count / MarkdownChunks.paragraphSize)
    #expect(pieces.refusedCuts == 0)
    guard case .paragraph(let inlines)? = pieces.blocks.last?.kind else {
      Issue.record("no paragraph")
      return
    }
    #expect(inlines.plainText.filter { $0 == "a" }.count == 150_000)
  }
}
