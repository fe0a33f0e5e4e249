import Testing

@testable import SegueCore

/// A long list is given to cmark in pieces cut between its items, and the pieces' lists are
/// joined into one: named cases of CommonMark's rules for where an item continues a list.
@Suite struct ListChunksTests {
  typealias Cut = MarkdownChunks.ListCut

  /// The lines before which the smallest pieces begin with an item that may continue a list.
  func listCuts(_ text: String) -> [Int] {
    MarkdownChunks.split(text, minimumSize: 1).filter { $0.continuesList != nil }.map(\.firstLine)
  }

  /// The text converted in the smallest pieces, checked against one whole parse.
  @discardableResult
  func convertedInPieces(
    _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> MarkdownConverter.Result {
    let whole = MarkdownConverter.convert(text, pieceSize: .max)
    let pieces = MarkdownConverter.convert(text, pieceSize: 1)
    #expect(pieces.blocks == whole.blocks, sourceLocation: sourceLocation)
    #expect(whole.listJoins == 0 && whole.refusedCuts == 0, sourceLocation: sourceLocation)
    return pieces
  }

  func list(_ blocks: [Block], _ index: Int = 0) -> List? {
    guard blocks.indices.contains(index), case .list(let list) = blocks[index].kind else {
      return nil
    }
    return list
  }

  // MARK: Where a list is cut

  @Test(arguments: ["-", "+", "*", "1.", "1)"])
  func aTightListIsCutBeforeEachItemAndJoinedWhole(marker: String) throws {
    let text = ["a", "b", "c", "d"].map { "\(marker) \($0)\n" }.joined()
    #expect(listCuts(text) == [2, 3, 4])
    let result = convertedInPieces(text)
    #expect(result.listJoins == 3 && result.refusedCuts == 0)
    let joined = try #require(list(result.blocks))
    #expect(result.blocks.count == 1 && joined.items.count == 4 && joined.isTight)
  }

  @Test func anOrderedListKeepsTheStartOfItsFirstPiece() throws {
    let result = convertedInPieces("7. a\n8. b\n9. c\n")
    #expect(try #require(list(result.blocks)).kind == .ordered(start: 7))
    #expect(result.listJoins == 2)
  }

  @Test func theCutIsMarkedWithTheItemsMarker() {
    let chunks = MarkdownChunks.split("* a\n* b\n3) c\n4) d\n", minimumSize: 1)
    #expect(
      chunks.map(\.continuesList) == [
        nil, Cut(marker: .bullet(UInt8(ascii: "*")), afterBlank: false),
        Cut(marker: .ordered(delimiter: UInt8(ascii: ")")), afterBlank: false),
      ])
  }

  /// Another bullet character or delimiter starts another list: no join there.
  @Test(arguments: [
    "- a\n- b\n+ c\n+ d\n", "- a\n- b\n* c\n* d\n", "1. a\n2. b\n3) c\n4) d\n",
    "1. a\n2. b\n- c\n- d\n", "- a\n- b\n1. c\n2. d\n",
  ])
  func anotherMarkerStartsAnotherList(text: String) {
    #expect(listCuts(text) == [2, 4])
    let result = convertedInPieces(text)
    #expect(result.blocks.count == 2 && result.listJoins == 2 && result.refusedCuts == 0)
  }

  /// An empty item is no place to cut (`-` alone could be read as a setext underline, and an
  /// empty ordered item begins no list at the start of a piece); the list still runs on.
  @Test(arguments: ["- a\n-\n- b\n- c\n", "- a\n-   \n- b\n- c\n", "1. a\n2.\n3. b\n4. c\n"])
  func noCutBeforeAnEmptyItem(text: String) {
    #expect(listCuts(text) == [3, 4])
    #expect(convertedInPieces(text).refusedCuts == 0)
  }

  /// A thematic break wins over an item (`- - -`, `***`, `* * *`) and ends the list.
  @Test(arguments: ["- a\n- - -\n- b\n- c\n", "* a\n***\n* b\n* c\n", "* a\n* * *\n* b\n* c\n"])
  func aThematicBreakIsNoItem(text: String) {
    #expect(listCuts(text) == [4])
    let result = convertedInPieces(text)
    #expect(result.blocks.count == 3 && result.refusedCuts == 0)
  }

  /// `2.` cannot interrupt a paragraph: it is the paragraph's text, and the cut proposed at
  /// `3.` is refused because the piece before ends with no list; `1.` can.
  @Test func anOrderedItemOtherThanOneAfterAParagraphIsText() {
    let text = "para\n2. b\n3. c\n"
    #expect(listCuts(text) == [3])
    let refused = convertedInPieces(text)
    #expect(refused.refusedCuts == 1 && refused.listJoins == 0)
    #expect(list(refused.blocks) == nil)
    let joined = convertedInPieces("para\n1. b\n2. c\n")
    #expect(joined.listJoins == 1 && list(joined.blocks, 1)?.items.count == 2)
  }

  /// `-` alone under a paragraph is a setext underline, not an item: the list the text seems
  /// to begin there is a heading, and the cut proposed at the next item is refused.
  @Test func aDashUnderAParagraphIsASetextUnderline() {
    let text = "text\n-\n- b\n- c\n"
    #expect(listCuts(text) == [3, 4])
    let result = convertedInPieces(text)
    // The rest of the list, up to a cut between top-level blocks, is parsed in one piece.
    #expect(result.refusedCuts == 1 && result.listJoins == 0)
    guard case .heading? = result.blocks.first?.kind else {
      Issue.record("not a heading: \(result.blocks)")
      return
    }
  }

  // MARK: What a list's items hold

  /// A lazy line continues the item's paragraph; the guess does not follow laziness and
  /// proposes nothing until the list's next item.
  @Test func aLazyLineEndsTheProposalsUntilTheNextItem() {
    let text = "- a\nlazy\n- b\n- c\n"
    #expect(listCuts(text) == [4])
    #expect(convertedInPieces(text).listJoins == 1)
    // Indented less than the item's content: lazy too, and the list runs on.
    #expect(convertedInPieces("- a\n lazy\n- b\n").listJoins == 1)
  }

  @Test func fencedCodeInAnItemIsKept() throws {
    let text = "- a\n  ```sh\n  # code\n\n  - not an item\n  ```\n- b\n"
    #expect(listCuts(text) == [7])
    let result = convertedInPieces(text)
    #expect(result.listJoins == 1 && list(result.blocks)?.isTight == true)
  }

  /// A fence an item leaves open ends with the item: the next item line is no cut (the text
  /// still looks fenced), and nothing is lost.
  @Test func anUnclosedFenceInAnItemEndsWithIt() {
    let text = "- a\n  ```\n- b\n- c\n  ```\n- d\n"
    #expect(convertedInPieces(text).refusedCuts == 0)
    #expect(!listCuts(text).contains(3))
  }

  @Test func itemLinesInFencedCodeAtTheTopLevelAreNoCuts() {
    let text = "```\n- a\n- b\n```\n- c\n- d\n"
    #expect(listCuts(text) == [6])
    convertedInPieces(text)
  }

  /// An HTML block inside an item is the item's; one at the top level (kind 6, ended by a
  /// blank line) holds the item lines after it: that cut is refused.
  @Test func htmlBlocksInItemsAndAroundThem() {
    let inItem = "- <div>\n  x\n  </div>\n- b\n"
    #expect(listCuts(inItem) == [4])
    #expect(convertedInPieces(inItem).listJoins == 1)
    let around = "<div>\n- a\n- b\n</div>\n"
    #expect(listCuts(around) == [3])
    #expect(convertedInPieces(around).refusedCuts == 1)
  }

  @Test func nestedListsAreNotCutAndTheirParentIs() throws {
    let text = "- a\n  - b\n  - c\n- d\n  1. e\n- f\n"
    #expect(listCuts(text) == [4, 6])
    let result = convertedInPieces(text)
    let outer = try #require(list(result.blocks))
    #expect(outer.items.count == 3 && list(outer.items[0].blocks, 1)?.items.count == 2)
  }

  @Test func blockQuotes() {
    // Items inside a quote are not at column 0: no cut.
    #expect(listCuts("> - a\n> - b\n> - c\n") == [])
    // A quote inside an item, and a list after a quote.
    let inItem = "- > q\n- b\n- c\n  > r\n- d\n"
    #expect(listCuts(inItem) == [2, 3, 5])
    #expect(convertedInPieces(inItem).listJoins == 3)
    #expect(convertedInPieces("> q\n- a\n- b\n").listJoins == 1)
    // A lazy line after a quote in an item.
    convertedInPieces("- > q\nlazy\n- b\n- c\n")
  }

  @Test func taskItemsKeepTheirState() throws {
    let result = convertedInPieces("- [ ] a\n- [x] b\n- c\n- [X] d\n")
    #expect(try #require(list(result.blocks)).items.map(\.task) == [false, true, nil, true])
    #expect(result.listJoins == 3)
  }

  @Test func lineNumbersCountFromTheWholeDeck() throws {
    let result = convertedInPieces("# A\n\n- a\n- b\n\n  more b\n- c\n")
    let items = try #require(list(result.blocks, 1)).items
    #expect(items.map { $0.blocks.map(\.line) } == [[3], [4, 6], [7]])
  }

  // MARK: Looseness

  /// A blank line before the item makes the joined list loose, if it ends the item before:
  /// a cut there is proposed only once the list looks loose, and joined only when cmark says
  /// the piece before already is; otherwise it is refused.
  @Test func aBlankLineBeforeTheCut() throws {
    let loose = "- a\n\n- b\n\n- c\n"
    #expect(listCuts(loose) == [5])
    let joined = convertedInPieces(loose)
    #expect(joined.listJoins == 1 && list(joined.blocks)?.isTight == false)
    // The piece before the cut at `- d` holds `- c` alone, tight, but continues a loose list.
    let continued = convertedInPieces("- a\n\n- b\n- c\n\n- d\n")
    #expect(continued.listJoins == 2 && list(continued.blocks)?.isTight == false)
    // A tight list before a blank line: whether the blank ends its last item only cmark knows.
    let tight = MarkdownChunks.TrailingList(marker: .bullet(UInt8(ascii: "-")), isTight: true)
    #expect(!MarkdownChunks.joins(tight, Cut(marker: tight.marker, afterBlank: true)))
    #expect(MarkdownChunks.joins(tight, Cut(marker: tight.marker, afterBlank: false)))
    // A tight list with one blank line: no cut proposed there.
    #expect(listCuts("- a\n- b\n\n- c\n") == [2])
  }

  /// A blank line inside fenced code does not loosen a list; a blank line between an item's
  /// paragraphs does, whatever piece it is in.
  @Test func blanksInsideItems() throws {
    let fenced = convertedInPieces("- a\n  ```\n\n  ```\n- b\n")
    #expect(fenced.listJoins == 1 && list(fenced.blocks)?.isTight == true)
    let paragraphs = convertedInPieces("- a\n- b\n\n  more\n- c\n")
    #expect(paragraphs.listJoins == 2 && list(paragraphs.blocks)?.isTight == false)
    let unclosed = convertedInPieces("- a\n  ```\n  x\n\n- b\n")
    #expect(try #require(list(unclosed.blocks)).items.count == 2)
  }

  // MARK: The deck

  /// An incremental list cut into pieces gives the steps of one parse.
  @Test func anIncrementalListKeepsItsSteps() throws {
    let text =
      "---\nincremental_lists: true\n---\n\n# List\n\n" + (0..<30).map { "- item \($0)\n" }.joined()
    let whole = try #require(DeckParser.parse(SourceText(text), pieceSize: .max).deck)
    let pieces = try #require(DeckParser.parse(SourceText(text), pieceSize: 1).deck)
    #expect(pieces == whole)
    let slide = try #require(whole.sections.first?.slides.first)
    #expect(slide.steps == 30)
  }
}
