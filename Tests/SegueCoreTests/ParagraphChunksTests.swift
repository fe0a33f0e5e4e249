import SegueTestSupport
import Testing

@testable import SegueCore

/// A paragraph or quote longer than a piece is cut between its lines and joined back.
@Suite struct ParagraphChunksTests {
  /// The lines before which a paragraph cut is proposed, every piece `size` bytes or more.
  func paragraphCuts(_ text: String, size: Int = 1) -> [Int] {
    MarkdownChunks.split(text, minimumSize: size, paragraphSize: size)
      .filter { $0.continuesParagraph != nil }.map(\.firstLine)
  }

  func convert(_ text: String, size: Int = 1) -> MarkdownConverter.Result {
    MarkdownConverter.convert(text, pieceSize: size, paragraphSize: size)
  }

  @Test func aParagraphIsCutBeforeEachLineThatOpensNothing() {
    #expect(paragraphCuts("# T\n\nWords\nmore\n*a*a\n_b_ c\n") == [4, 5, 6])
  }

  /// Lines that could start a block, or that a whole parse reads otherwise after the line
  /// before: never a paragraph cut.
  @Test(arguments: [
    "- item", "1. one", "2) two", "# h", "> q", "===", "---", "|---|", "```", "<div>", "    code",
    " lead", "*", "**bold** x", "* x", "_", "9 lives", "[x] y", "\u{0C}f",
  ])
  func noParagraphCutBeforeALineThatMayOpenABlock(line: String) {
    #expect(paragraphCuts("Words\n\(line)\n") == [])
  }

  /// A line ending in a tab or a backslash is read apart by a piece (a backslash at a
  /// paragraph's end is text, before a line end a hard break).
  @Test(arguments: ["Words\\\n", "Words\t\n", "Words  \t\n", "", "\n"])
  func noParagraphCutAfterALineAPieceReadsApart(previous: String) {
    #expect(paragraphCuts("# T\n\n\(previous)next\n").allSatisfy { $0 != 4 && $0 != 3 })
  }

  @Test(arguments: [
    ("Words\nmore\n", 1), ("Words  \nmore\n", 1), ("Words \nmore\n", 1), ("Wo\\  \nmore\n", 1),
    ("> a\n> b\n> c\n", 2), ("> [!NOTE]\n> b\n> c\n", 2), ("> a\n>b\n", 1),
    ("# T\n\nA *b*\nc `d`\ne [f](g)\n", 2),
  ])
  func joinedPiecesGiveTheBlocksOfOneParse(text: String, joins: Int) {
    let pieces = convert(text)
    #expect(pieces.blocks == MarkdownConverter.convert(text, pieceSize: .max).blocks)
    #expect(pieces.paragraphJoins == joins)
    #expect(pieces.refusedCuts == 0)
  }

  /// What follows the cut line makes it something else: a setext heading, a table header, a
  /// heading in the quote; or the piece before ends otherwise (a list's lazy line, a nested
  /// quote, a quote's blank line): refused and parsed again, giving one parse's blocks.
  @Test(arguments: [
    "Words\nTitle\n===\n", "Words\nTitle\n---\n", "Words\na | b\n--|--\n", "> a\n> b\n> ===\n",
    "- a\nlazy\nmore\n", "> > a\n> b\n", "> - a\n> b\n", "> a\n>\nnext\n",
  ])
  func aJoinTheTreesDoNotProveIsRefused(text: String) {
    let pieces = convert(text)
    #expect(pieces.blocks == MarkdownConverter.convert(text, pieceSize: .max).blocks)
    #expect(pieces.refusedCuts >= 1)
  }

  /// A refused cut between the lines of a list item's lazy paragraph leaves only the rest of
  /// that paragraph uncut: the list after it is cut and joined again (it left the rest of the
  /// deck uncut: 785 MiB for 1.2 MB of lazy lines before 2 MB of sections).
  @Test(arguments: [1, 4, 9])
  func aRefusedParagraphCutLeavesTheCutsAfterTheParagraph(size: Int) {
    let text = "# T\n\n- x\nlazy words\nmore lazy words\nand more\n\nPara\n\n- a\n- b\n- c\n"
    let pieces = convert(text, size: size)
    #expect(pieces.blocks == MarkdownConverter.convert(text, pieceSize: .max).blocks)
    #expect(pieces.refusedCuts >= 1)
    #expect(pieces.listJoins >= 1)
  }

  /// The default sizes: a 300 KiB paragraph (dense2 of issue 13, smaller) is cut into pieces
  /// of `MarkdownChunks.paragraphSize` (32 KiB), joined, and the deck is the one a whole
  /// parse gives, passes included.
  @Test func aLongParagraphOfADeckIsCutAndJoined() {
    let text =
      "# T\n\n" + String(repeating: String(repeating: "*a", count: 40) + "\n", count: 3_700)
    let pieces = MarkdownConverter.convert(text)
    // One join each time a piece passes the size: 9 for 296 KiB.
    #expect(pieces.paragraphJoins == text.utf8.count / MarkdownChunks.paragraphSize)
    let source = SourceText(text)
    // The whole parse needs ~70 MB, over its budget (`ParseBudget`): unbounded here, to be the
    // reference.
    let whole = ParseBudget.$current.withValue(.unbounded) {
      DeckParser.parse(source, pieceSize: .max).deck
    }
    #expect(DeckParser.parse(source).deck == whole)
  }

  /// A cut in a paragraph is not made for the leading part (`cutsLists: false`).
  @Test func noParagraphCutOnlyBetweenTopLevelBlocks() {
    let chunks = MarkdownChunks.split(
      "Words\nmore\n", minimumSize: 1, cutsLists: false, paragraphSize: 1)
    #expect(chunks.count == 1)
  }
}

/// Joining a long paragraph's pieces costs in proportion to its length: each join appends to
/// the held paragraph in place (a copy of it at each join was quadratic: a 4 MB paragraph took
/// 11× the time of a 1 MB one).
@Suite struct ParagraphJoinScalingTests {
  func seconds(lines: Int, pieceSize: Int) -> Double {
    let text = "# T\n\n" + String(repeating: "Words and more words *here*\n", count: lines)
    var best = Double.infinity
    for _ in 0..<3 {
      let start = ThreadTime.now
      let result = MarkdownConverter.convert(text, pieceSize: pieceSize, paragraphSize: pieceSize)
      #expect(result.paragraphJoins > 0)
      best = min(best, ThreadTime.now - start)
    }
    return best
  }

  @Test func joinsAreLinearInTheParagraph() {
    // Pieces of 512 bytes: ~220 and ~1,750 joins.
    let small = seconds(lines: 4_000, pieceSize: 512)
    let large = seconds(lines: 32_000, pieceSize: 512)
    // Linear is ~8x; a copy at each join is ~64x.
    #expect(large / small < 24, "32,000 lines took \(large / small)x the time of 4,000")
  }
}
