import Testing

@testable import SegueCore

/// Decks with link reference definitions are cut like any other, each piece given the deck's
/// definitions, and give the blocks, Deck and diagnostics of one parse.
@Suite struct ReferenceChunksTests {
  /// How the converter gives the pieces of `text` (cut as small as it can be) definitions.
  func lending(_ text: String, size: Int = 1) -> MarkdownConverter.Lending {
    let source = SourceText(text).text
    let chunks = MarkdownChunks.split(source, minimumSize: size)
    return MarkdownConverter.lending(source, chunks: chunks, lineOffset: 0)
  }

  /// The labels the pieces are given, in order, or nil when they are given none.
  func lentLabels(_ text: String) -> [String]? {
    guard case .definitions(let preamble) = lending(text) else { return nil }
    return preamble.text.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }
  }

  /// Every link's destination in the blocks of one parse of `text`, in order.
  func destinations(_ text: String) -> [String] {
    var out: [String] = []
    func walk(_ inlines: [Inline]) {
      for inline in inlines {
        switch inline {
        case .link(let link): out.append(link.destination)
        case .image(let image): out.append(image.source)
        case .emphasis(let inner), .strong(let inner): walk(inner)
        default: break
        }
      }
    }
    func walk(_ blocks: [Block]) {
      for block in blocks {
        switch block.kind {
        case .paragraph(let inlines): walk(inlines)
        case .blockQuote(let inner): walk(inner)
        case .list(let list): for item in list.items { walk(item.blocks) }
        default: break
        }
      }
    }
    walk(MarkdownConverter.convert(SourceText(text).text, pieceSize: .max).blocks)
    return out
  }

  /// Named decks: what one parse links to, and the labels the pieces are given.
  static let namedDecks: [(String, String, [String], [String]?)] = [
    (
      "a reference before and after its definition, across cuts",
      "# A\n\nsee [the site][s]\n\n# B\n\n[s]: https://example.com\n\n# C\n\nagain [s]\n",
      ["https://example.com", "https://example.com"], ["[s]"]
    ),
    (
      "a definition in fenced code defines nothing",
      "# A\n\n```\n[s]: http://code\n```\n\n# B\n\n[s] is text\n", [], nil
    ),
    (
      "a definition in indented code defines nothing",
      "# A\n\n    [s]: http://code\n\n# B\n\n[s] is text\n", [], nil
    ),
    (
      "a paragraph's line is no definition",
      "# A\n\nwords\n[s]: /text\n\n# B\n\n[s] is text\n", [], nil
    ),
    (
      "in a quote and a list item",
      "# A\n\n> [q]: /quote\n\n- [i]: /item\n- [ ] [t]: /task\n\n# B\n\n[q] [i] [t]\n",
      ["/quote", "/item", "/task"], ["[q]", "[i]", "[t]"]
    ),
    (
      "a definition over three lines",
      "# A\n\n[m] [t]\n\n# B\n\n[m]:\n/multi\n'a title'\n\n[t]: /t \"over\ntwo lines\"\n",
      ["/multi", "/t"], ["[m]", "[t]"]
    ),
    (
      "duplicate labels keep the first",
      "# A\n\n[d]\n\n# B\n\n[d]: /first\n\n# C\n\n[d]: /second\n\n[d]\n",
      ["/first", "/first"], ["[d]"]
    ),
    (
      "labels match case-folded",
      "# A\n\n[foo] [FOO] [Foo  bar]\n\n# B\n\n[Foo]: /foo\n[foo bar]: /bar\n[FOO]: /other\n",
      ["/foo", "/foo", "/bar"], ["[Foo]", "[foo bar]"]
    ),
    (
      "a Python slice in code",
      "# A\n\n```python\nfor x in a[1:]:\n    print(x)\n```\n\n# B\n\ntext [1:]\n", [], nil
    ),
    (
      "an image reference",
      "# A\n\n![a picture][x]\n\n# B\n\n[x]: /image.png \"its title\"\n", ["/image.png"], ["[x]"]
    ),
    (
      "destinations and titles with what must be escaped",
      "# A\n\n[e] [f]\n\n# B\n\n[e]: <a b\\<c> 'q \"x\" &amp; \\\\ \\* &#42;'\n[f]: /\\(p\\)?q=1&r\n",
      ["a b<c", "/(p)?q=1&r"], ["[e]", "[f]"]
    ),
    (
      "a backslash before punctuation in a destination and a title",
      "# A\n\n[g]\n\n# B\n\n[g]: </a\\\\(b> \"t\\\\*\"\n", ["/a\\(b"], ["[g]"]
    ),
  ]

  @Test(arguments: namedDecks)
  func definitionsAreLentToEveryPiece(
    _ name: String, _ text: String, _ links: [String], _ labels: [String]?
  ) {
    _ = ListChunksPropertyTests.expectPiecesGiveOneParse(text)
    #expect(destinations(text) == links, "\(name)")
    #expect(lentLabels(text) == labels, "\(name)")
    #expect(MarkdownChunks.split(SourceText(text).text, minimumSize: 1).count >= 3, "\(name)")
  }

  /// More definitions than `definitionsSize`: every piece would parse them again. Parsed
  /// whole, as one parse.
  @Test func definitionsOverTheBoundAreParsedWhole() {
    let definitions = (0..<3000).map { "[label \($0)]: https://example.com/\($0)\n" }.joined()
    let text = "# A\n\n[label 7]\n\n# B\n\n" + definitions
    #expect(text.utf8.count > MarkdownConverter.definitionsSize)
    guard case .whole = lending(text) else {
      Issue.record("not parsed whole")
      return
    }
    let source = SourceText(text).text
    #expect(
      MarkdownConverter.convert(source, pieceSize: 1).blocks
        == MarkdownConverter.convert(source, pieceSize: .max).blocks)
  }

  /// A label that may close on a later line cannot be probed: parsed whole. One that cannot
  /// (a blank line, a bracket first) is no definition.
  @Test(arguments: [
    ("# A\n\n[a\nb]: /u\n\n# B\n\n[a b]\n", true), ("# A\n\n> [a\n> b]: /u\n\n[a b]\n", true),
    ("# A\n\n[a\n\nb]: /u\n\n# B\n\n[a b]\n", false), ("# A\n\n[a\n[b]: x\n\n# B\n", false),
  ])
  func aLabelOverLinesIsParsedWhole(text: String, whole: Bool) {
    if case .whole = lending(text) {
      #expect(whole)
    } else {
      #expect(!whole)
    }
    _ = ListChunksPropertyTests.expectPiecesGiveOneParse(text)
  }

  /// No paragraph is cut between its lines or inside one after a line that may begin a
  /// definition: the cut could fall between the label and a destination on the next line.
  @Test(arguments: [
    "# A\n\n[x] [y]\n\n[x]:\nhttp://example.com/a\n'title'\nwords after\n",
    "# A\n\n[y]\n\n> [y]:\n> http://example.com/b\n> more words\n",
    "# A\n\n[z]\n\n[z]:\nhttpexamplecomwithaverylongdestinationthatacutinsidethelinewouldbreak\n",
  ])
  func noParagraphCutAfterADefinitionsStart(text: String) {
    let source = SourceText(text).text
    let whole = MarkdownConverter.convert(source, pieceSize: .max).blocks
    for size in [1, 2, 5, 20] {
      let pieces = MarkdownConverter.convert(
        source, pieceSize: size, paragraphSize: size, lineSize: size)
      #expect(pieces.blocks == whole, "pieces of \(size)")
      #expect(pieces.paragraphJoins == 0, "pieces of \(size)")
    }
    #expect(!destinations(text).isEmpty)
  }

  /// cmark drops an item's paragraph of definitions; the list is loose when the block before
  /// it ended with a blank line and another item follows, which a piece ending there cannot
  /// tell: no list cut after a line that may begin a definition.
  @Test(arguments: [
    "- a\n- b\n\n  [ref]: /url\n- d\n\n[ref]\n", "- a\n  - b\n\n    [r]: /u\n- c\n\n[r]\n",
  ])
  func noListCutAfterADefinitionInAnItem(text: String) {
    _ = ListChunksPropertyTests.expectPiecesGiveOneParse(text)
  }

  /// Look-alikes among the blocks that hold them, and cuts refused around them: fenced code
  /// in an item that the text takes for closed, a comment with blank lines, a quote's lazy
  /// line, an item's second paragraph, a setext heading, a table cell, HTML of kind 6, items
  /// of definitions, an ordered item's definition over three lines.
  @Test(arguments: [
    "- item\n  ```\n  [x]: /in-item-code\n\n```\n[x]: /top-code\n\n```\n\n[x]: /real\n\n[x]\n",
    "[x]\n\n- a\n  ```\n  code\n\n```\n\n[x]: /fenced\n\n```\n\n[x]: /real\n",
    "<!--\n\n[x]: /comment\n\n-->\n\n[x]\n\n[x]: /real\n", "> quote\n[x]: /lazy\n\n[x]\n",
    "- a\n\n  [x]: /item\n\n- b\n\n[x]\n", "Title\n[x]: /para\n===\n\n[x]\n",
    "[x]: /first\n===\n\n[x]\n", "| a |\n|---|\n| [x]: /cell |\n\n[x]\n",
    "[x]\n\n<div>\n\n[x]: /after-div\n\n</div>\n",
    "- [x]: /a\n- [y]: /b\n\n  [z]: /c\n- d\n\n[x] [y] [z]\n",
    "1. one\n\n   [n]:\n   /n\n   \"t\"\n2. two\n\n[n]\n",
  ])
  func definitionsAmongTheBlocksThatHoldThem(text: String) {
    _ = ListChunksPropertyTests.expectPiecesGiveOneParse(text)
  }

  /// A deck of paragraphs with definitions still has its paragraphs cut after a blank line.
  @Test func otherParagraphsAreStillCut() {
    let text = "[x]: /u\n\nwords\nmore words\nand more [x]\n"
    let pieces = MarkdownConverter.convert(text, pieceSize: 1, paragraphSize: 1)
    #expect(pieces.paragraphJoins == 2)
    #expect(pieces.blocks == MarkdownConverter.convert(text, pieceSize: .max).blocks)
  }

  /// The leading part a presenter shows first would miss definitions after it.
  @Test func aDeckWithDefinitionsHasNoLeadingPart() {
    let slide = "# Section\n\n## Slide\n\ntext [x]\n\n"
    let text = "[x]: /u\n\n" + String(repeating: slide, count: 10_000)
    #expect(DeckParser.parseLeading(Array(text.utf8), fileName: "d.md") == nil)
  }
}
