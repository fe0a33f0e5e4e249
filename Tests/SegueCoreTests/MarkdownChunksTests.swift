import Foundation
import SegueTestSupport
import Testing

@testable import SegueCore

/// Long decks are parsed by cmark in pieces; the pieces must give the blocks one parse gives.
@Suite struct MarkdownChunksTests {
  /// The pieces' first lines, with every piece at least `size` bytes long.
  func cuts(_ text: String, size: Int = 1) -> [Int] {
    MarkdownChunks.split(text, minimumSize: size).map(\.firstLine)
  }

  @Test func aShortDeckIsOnePiece() {
    #expect(cuts("# A\n\ntext\n\n# B\n", size: 1000) == [1])
  }

  @Test func piecesBeginAtHeadingsRulesAndCommentsAfterABlankLine() {
    let text = "# A\n\ntext\n\n---\n\nmore\n\n<!-- end_slide -->\n\n## B\ntext\n# C\n"
    #expect(cuts(text) == [1, 3, 5, 7, 9, 11])
  }

  /// After a blank line, any unindented line that is no list item's first line starts a
  /// top-level block whatever came before: a paragraph, a quote, a table, an HTML block of
  /// kind 6 or 7, what looks like a setext underline, a form feed (not white space to
  /// CommonMark).
  @Test(arguments: [
    "text", "> quote", "| a | b |", "<div>", "<span>", "===", "Title\n===", "\u{0C}x",
    "***", "- - -", "1234567890. not an item",
  ])
  func piecesBeginAtAnyUnindentedLineAfterABlankLine(line: String) {
    #expect(cuts("para\n\n\(line)\n") == [1, 3])
  }

  /// No cut where the line may belong to the block before it: after a non-blank line (lazy
  /// text, a setext underline, a table's delimiter row), indented (a list item's content,
  /// indented code; a tab indents), or a list item's first line (cut only as a list cut).
  @Test(arguments: [
    "para\nlazy\n", "Title\n===\n", "| a |\n|---|\n", "- a\n\n  more\n", "    code\n\n    more\n",
    "- a\n\n\tmore\n", "para\n\n - item\n", "para\n\n-\n", "> a\nlazy\n", "para\n  \n   three\n",
  ])
  func noCutBeforeALineThatMayContinueTheBlockBefore(text: String) {
    #expect(cuts(text, size: 1) == [1])
  }

  /// Each kind of block cut after: the pieces give the blocks of one parse.
  @Test(arguments: [
    "> a\n\n> b\n", "> a\n>\n\nlazy?\n", "| a |\n|---|\n| 1 |\n\n| 2 |\n", "para\n\n===\n",
    "para\n\n---\n", "    code\n\n\n    more\n\ntext\n", "<div>\n\n*md*\n\n</div>\n",
    "<span>\n\ntext\n", "- a\n\nnot lazy\n", "-\n\nfoo\n", "1. a\n\n\ntext\n",
    "> [!NOTE]\n> alert\n\nafter\n", "text  \n\nnext\n", "# A\n\n. . .\n\nB\n",
  ])
  func piecesAfterEachKindOfBlockGiveTheBlocksOfOneParse(text: String) {
    let pieces = MarkdownConverter.convert(text, pieceSize: 1)
    #expect(MarkdownChunks.split(text, minimumSize: 1).count >= 2)
    #expect(pieces.blocks == MarkdownConverter.convert(text, pieceSize: .max).blocks)
    #expect(pieces.refusedCuts == 0)
  }

  @Test func piecesAreAtLeastTheMinimumSize() {
    let slide = "# Title\n\n" + String(repeating: "word ", count: 20) + "\n\n"
    let text = String(repeating: slide, count: 100)
    let pieces = MarkdownChunks.split(text, minimumSize: 1000)
    #expect(pieces.count > 5)
    #expect(pieces.dropLast().allSatisfy { $0.text.utf8.count >= 1000 })
    #expect(pieces.map { String($0.text) }.joined() == text)
  }

  @Test func noCutInsideFencedCode() {
    let text = "# A\n\n```sh\n\n# a comment\n\n---\n```\n\n# B\n"
    #expect(cuts(text) == [1, 10])
  }

  @Test(arguments: [
    "<!--\n\n# not a heading\n\n-->", "<pre>\n\n# kept\n\n</pre>", "<script>\n\n# x\n\n</script>",
    "<?php\n\n# x\n\n?>", "<!DOCTYPE html\n\n# x\n\n>", "<![CDATA[\n\n# x\n\n]]>",
  ])
  func noCutInsideHTMLThatBlankLinesDoNotEnd(html: String) {
    let text = "# A\n\n\(html)\n\n# B\n"
    let lineOfB = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    // A piece may begin where the HTML does (line 3), never inside it.
    #expect(cuts(text).filter { $0 != 3 } == [1, lineOfB])
  }

  /// A fence inside a list item looks like one at the top level; the fence line after the
  /// item that really opens one then looks like its end, and the heading inside the real
  /// fence like a place to cut. cmark's tree of the piece before proves every cut: this one
  /// is refused, and the rest is parsed whole.
  @Test(arguments: [
    "- a\n  ```\n```\n\n# inside the fence\n```\n\n# after\n",
    "- a\n  ```\n<!--\n  ```\n\n# inside the comment\n-->\n\n# after\n",
  ])
  func aCutInsideABlockTheTextHidesIsRefused(text: String) {
    #expect(cuts(text).count >= 2)
    let pieces = MarkdownConverter.convert(text, pieceSize: 1)
    #expect(pieces.blocks == MarkdownConverter.convert(text, pieceSize: .max).blocks)
    #expect(pieces.refusedCuts == 1)
  }

  @Test(arguments: [
    ("```\ncode\n```\n\n", false), ("```\ncode\n\n", true), ("```\n\n", true),
    ("````\ncode\n```\n", true), ("```\ncode\n   ```  \n", false), ("```\ncode\n    ```\n", true),
    ("~~~\n```\n", true), ("```\n``` x\n", true),
  ])
  func whetherAPieceEndsInsideFencedCode(text: String, open: Bool) {
    let bytes = Array(text.utf8)
    let character = bytes[0]
    let length = bytes.prefix { $0 == character }.count
    #expect(MarkdownChunks.fenceIsOpen(bytes[...], character: character, length: length) == open)
  }

  @Test(arguments: [
    ("<!--\nx\n-->\n\n", false), ("<!--\nx\n\n", true), ("<!-- x -->\n", false),
    ("<SCRIPT>\nx\n</SCRIPT>\n", false), ("<div>\nx\n", false), ("<pre>\n\nx\n", true),
  ])
  func whetherAPieceEndsInsideHTML(text: String, open: Bool) {
    #expect(MarkdownChunks.htmlBlockIsOpen(Array(text.utf8)[...]) == open)
  }

  /// Definitions are lent to every piece (`ReferenceChunksTests`): such a deck is cut too.
  @Test func aDeckWithReferenceDefinitionsIsCut() {
    let text = "# A\n\nsee [the site][s]\n\n# B\n\n[s]: https://example.com\n"
    #expect(cuts(text) == [1, 3, 5, 7])
  }

  @Test func blockLinesCountFromTheWholeDeck() {
    let text = "# A\n\ntext\n\n# B\n\nmore\n"
    let blocks = MarkdownConverter.convert(text, pieceSize: 1).blocks
    #expect(blocks.map(\.line) == [1, 3, 5, 7])
  }

  /// Every deck of the corpus and the repository, and every CommonMark example, parsed in the
  /// smallest pieces gives the blocks of one whole parse.
  @Test(.needsCorpus) func piecesGiveTheBlocksOfOneParse() throws {
    var texts: [String] = []
    for folder in ["decks", "hostile", "patat-golden"] {
      for url in TestPaths.corpusFiles(folder) where url.pathExtension == "md" {
        // FileHandle: `Data(contentsOf:)` leaks 4 KB on an empty file (`make sanitize`).
        let bytes = try FileHandle(forReadingFrom: url).readToEnd() ?? Data()
        texts.append(String(decoding: bytes, as: UTF8.self))
      }
    }
    let corpus = try #require(TestPaths.corpus)
    let data = try Data(
      contentsOf: corpus.appendingPathComponent("commonmark/commonmark-spec.json"))
    let examples = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    texts += examples.compactMap { $0["markdown"] as? String }
    let decks = TestPaths.fixture("Decks")
    for name in try FileManager.default.contentsOfDirectory(atPath: decks.path)
    where name.hasSuffix(".md") {
      texts.append(try String(contentsOf: decks.appendingPathComponent(name), encoding: .utf8))
    }
    #expect(texts.count > 680)
    // What the converter is given: SourceText's text, whose lines all end in LF.
    var joins = 0
    var lent = 0
    for text in texts.map({ SourceText($0).text }) {
      let whole = MarkdownConverter.convert(text, pieceSize: .max)
      let pieces = MarkdownConverter.convert(text, pieceSize: 1)
      #expect(pieces.blocks == whole.blocks)
      #expect(pieces.flattenedAtLine == whole.flattenedAtLine)
      joins += pieces.listJoins
      let chunks = MarkdownChunks.split(text, minimumSize: 1)
      if case .definitions = MarkdownConverter.lending(text, chunks: chunks, lineOffset: 0) {
        lent += 1
      }
    }
    // Pieces of one byte cut lists between their items too (20,172 joins): those are covered.
    #expect(joins > 10_000)
    // Texts with definitions are cut too, their pieces given the definitions (72 texts).
    #expect(lent > 50)
  }
}
