import Foundation
import SegueTestSupport
import Testing

@testable import SegueCore

/// A slide's packed blocks read back as the blocks that were packed, for every case of the
/// model and every deck of the corpus, and take about the room of their Markdown.
@Suite struct PackedBlocksTests {
  static func text(_ string: String) -> [Inline] { [.text(string)] }

  /// Every case of `Block.Kind` and `Inline`, with numbers at their edges.
  static let everyCase: [Block] = {
    let code = CodeBlock(
      info: "rust +line_numbers {1|2-3}", text: "fn main() {}\n", isFenced: true,
      attributes: CodeAttributes(
        lineNumbers: true, highlights: [.lines([1...1]), .all], unsupported: ["exec"]),
      file: CodeFile(path: "a.rs", language: "rust", startLine: 2, problem: "missing"))
    let inlines: [Inline] = [
      .text("plain, and a long line of text past fifteen bytes: é ✓ 🎉"), .softBreak, .lineBreak,
      .code("x", language: nil), .code("let y", language: "nix"),
      .emphasis([.strong([.strikethrough(text("deep"))])]),
      .link(Link(destination: "https://e.x/a?b", title: "t", content: text("l"))),
      .link(Link(destination: "https://e.x", content: text("https://e.x"), isAutolink: true)),
      .image(Image(source: "a.png", title: "", alt: text("alt"), widthPercent: 40)),
      .styled(
        StyledText(
          foreground: .rgb(255, 0, 7), background: .name("red"), classes: ["noice", "b"],
          content: text("styled"))),
      .styled(StyledText(background: .palette("accent"), content: [])),
      .html("<kbd>"), .text(""),
    ]
    var image = Image(source: "b.png", alt: [], widthPercent: nil)
    image.path = "/decks/b.png"
    let list = List(
      kind: .ordered(start: 999_999_999), isTight: false, isIncremental: true,
      items: [
        ListItem(task: true, blocks: [Block(.paragraph(text("done")), line: 4)], step: 2),
        ListItem(task: false, blocks: [], step: Int(Int32.max)),
        ListItem(blocks: [Block(.list(List(kind: .bullet, isTight: true, items: [])), line: 5)]),
      ])
    let table = Table(
      alignments: [.none, .left, .center, .right], header: [text("a"), [], text("c"), text("d")],
      rows: [[text("1"), [.emphasis(text("2"))], [], text("4")], []])
    let kinds: [Block.Kind] = [
      .heading(Heading(level: 6, content: inlines)), .paragraph(inlines),
      .paragraph([.image(image)]), .list(list),
      .list(List(kind: .ordered(start: 0), isTight: true, items: [])),
      .blockQuote([Block(.rule, line: 9), Block(.blockQuote([]), line: 10)]),
      .alert(Alert(kind: .caution, blocks: [Block(.paragraph(text("careful")), line: 11)])),
      .code(code), .code(CodeBlock(info: "", text: "", isFenced: false)), .table(table),
      .html("<div>\n</div>"), .rule, .aligned(.right, [Block(.code(code), line: 12)]),
      .centredLines([text("-> a <-"), [], inlines]),
      .columns(
        Columns(
          weights: [1, 3], before: [Block(.newLines(1), line: 13)],
          columns: [[Block(.paragraph(text("left")), line: 14)], [Block(.code(code), line: 15)]])),
      .newLines(Int.max), .newLines(Int.min), .newLines(0),
    ]
    return kinds.enumerated().map {
      Block($0.element, line: [0, 1, 1 << 20, Int(Int32.max)][$0.offset % 4], step: $0.offset)
    }
  }()

  @Test func everyCaseReadsBackAsPacked() {
    let packed = PackedBlocks(Self.everyCase)
    #expect(packed.blocks == Self.everyCase)
    #expect(PackedBlocks([]).blocks.isEmpty)
    // Every code block, nested ones too, in reading order, with its own line.
    #expect(packed.codeBlocks.map(\.line) == [Int(Int32.max), 0, 12, 15])
    #expect(packed.mayHoldImage)
    #expect(!PackedBlocks([Block(.paragraph(Self.text("no image")), line: 1)]).mayHoldImage)
    #expect(PackedBlocks([]).bytes.isEmpty)
  }

  @Test func aSlideKeepsWhatIsStoredInIt() {
    var slide = Slide(blocks: Self.everyCase, sourceLine: 1)
    #expect(slide.blocks == Self.everyCase)
    #expect(slide.title == nil)
    // No title and an empty one are two things (an intro slide's title may be empty).
    slide.title = []
    #expect(slide.title == [] && slide.blocks == Self.everyCase)
    slide.title = Self.everyCase.first.flatMap {
      if case .heading(let heading) = $0.kind { heading.content } else { nil }
    }
    #expect(slide.title?.count == 13 && slide.blocks == Self.everyCase)
    slide.title = nil
    #expect(slide.title == nil && slide.blocks == Self.everyCase)
    #expect(Slide(title: [.text("t")], sourceLine: 1).title == [.text("t")])
    #expect(Slide(title: [.text("t")], sourceLine: 1).blocks.isEmpty)
    slide.blocks[1] = Block(.rule, line: 2)
    #expect(slide.blocks[1] == Block(.rule, line: 2))
    #expect(slide.blocks.count == Self.everyCase.count)
    #expect(slide != Slide(blocks: Self.everyCase, sourceLine: 1))
  }

  /// Equality is the blocks': Swift takes a precomposed and a decomposed `é` as one string.
  @Test func equalityIsTheBlocksNotTheBytes() {
    let precomposed = PackedBlocks([Block(.paragraph([.text("caf\u{E9}")]), line: 1)])
    let decomposed = PackedBlocks([Block(.paragraph([.text("cafe\u{301}")]), line: 1)])
    #expect(precomposed.bytes != decomposed.bytes)
    #expect(precomposed == decomposed)
    #expect(precomposed != PackedBlocks([Block(.paragraph([.text("cafe")]), line: 1)]))
  }

  /// A slide of ordinary Markdown packs into about the room of its text: here, with a list's
  /// and a table's markup terser than their tags and lines, 1.36 times (the tree of values
  /// took 13–20 times).
  @Test func packedBlocksTakeAboutTheRoomOfTheirMarkdown() {
    let markdown = """
      Some *text* with `code` and a [link](http://x/0).

      - one
      - two **bold**
      - three

      | a | b |
      |---|---|
      | 0 | 0 |

      > quote 0
      """
    let packed = PackedBlocks(MarkdownConverter.convert(markdown).blocks)
    #expect(packed.bytes.count * 2 <= markdown.utf8.count * 3, "\(packed.bytes.count) bytes")
    #expect(packed.bytes.capacity <= packed.bytes.count + 16)
  }

  /// What cmark makes of every corpus deck and CommonMark example reads back as packed.
  @Test(.needsCorpus) func corpusBlocksReadBackAsPacked() throws {
    let corpus = try #require(TestPaths.corpus)
    let decks = corpus.appendingPathComponent("decks")
    var texts = try FileManager.default.contentsOfDirectory(atPath: decks.path).sorted()
      .filter { $0.hasSuffix(".md") }
      .map {
        try String(decoding: Data(contentsOf: decks.appendingPathComponent($0)), as: UTF8.self)
      }
    try #require(!texts.isEmpty)
    let spec = try Data(
      contentsOf: corpus.appendingPathComponent("commonmark/commonmark-spec.json"))
    let examples = try #require(try JSONSerialization.jsonObject(with: spec) as? [[String: Any]])
    texts += examples.compactMap { $0["markdown"] as? String }
    var blockCount = 0
    for text in texts {
      let blocks = MarkdownConverter.convert(text).blocks
      blockCount += blocks.count
      #expect(PackedBlocks(blocks).blocks == blocks, "\(text.prefix(60))")
    }
    #expect(blockCount > 1000)
  }
}
