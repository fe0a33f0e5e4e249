import SegueCore
import SegueTestSupport
import Testing

@testable import SegueRender

/// Whole frames asserted as lines of text.
@Suite struct FrameRendererTests {
  func deck(_ markdown: String) throws -> Deck {
    try #require(DeckParser.parse(markdown, fileName: "deck.md").deck)
  }

  func frame(
    _ markdown: String, at position: Position = Position(section: 0, page: 0, step: 0),
    size: Size = Size(width: 40, height: 12), chrome: Bool = false
  ) throws -> [String] {
    FrameRenderer(theme: .dark).render(try deck(markdown), at: position, size: size, chrome: chrome).canvas
      .lines()
  }

  @Test func tooSmallNotice() throws {
    let lines = try frame("# A\n\ntext\n", size: Size(width: 30, height: 8))
    #expect(
      lines == ["", "", "", "terminal too small: 30×8 (need", "            40×10)", "", "", ""])
    let wide = try frame("# A\n\ntext\n", size: Size(width: 39, height: 10))
    #expect(wide[4] == "terminal too small: 39×10 (need 40×10)")
  }

  /// The notice's style (the theme's `notice`) over the base background, as ANSI.
  @Test func tooSmallNoticeGolden() throws {
    let deck = try deck("# A\n\ntext\n")
    let canvas = FrameRenderer(theme: .dark).render(
      deck, at: Position(section: 0, page: 0, step: 0), size: Size(width: 30, height: 8)
    ).canvas
    try Golden.check(
      ANSIEncoder.encode(canvas, depth: .trueColor),
      against: "Tests/Goldens/behaviours/too-small.30x8.ansi")
  }

  @Test func chromeOrder() throws {
    let lines = try frame(
      "# One\n\n## A\n\nx\n\n## B\n\ny\n\n# Two\n\n## C\n\nz\n",
      at: Position(section: 0, page: 1, step: 0), size: Size(width: 40, height: 10), chrome: true)
    #expect(lines.first == "        One         │        Two")
    #expect(lines[8] == "                 ○ ● ○")
    #expect(lines[9] == "    One                    One · 2/5")
  }

  @Test func cjkParagraphWrapsWithinTheWidth() throws {
    let lines = try frame("日本語の文章は単語の間に空白がないので、文字と文字の間で折り返します。\n")
    let body = lines.filter { !$0.isEmpty }
    #expect(
      body == [
        "    日本語の文章は単語の間に空白がな",
        "    いので、文字と文字の間で折り返し",
        "    ます。",
      ])
    #expect(body.allSatisfy { TextWidth.width($0) <= 36 })
  }

  @Test func tableWithCJKAndEmojiCellsLinesUp() throws {
    let lines = try frame(
      "| 名前 | E |\n|:--|:-:|\n| 東京 | 🗼 |\n| Zürich | 😀 |\n| 한국어 텍스트 | ☕ |\n")
    let table = lines.filter { $0.contains("│") || $0.contains("─") }
    #expect(
      table == [
        "    ┌───────────────┬────┐",
        "    │ 名前          │ E  │",
        "    ├───────────────┼────┤",
        "    │ 東京          │ 🗼 │",
        "    │ Zürich        │ 😀 │",
        "    │ 한국어 텍스트 │ ☕ │",
        "    └───────────────┴────┘",
      ])
    #expect(Set(table.map { TextWidth.width($0) }).count == 1)
  }

  @Test func wideTablesWrapTheirCells() throws {
    let lines = try frame(
      "| a | b |\n|---|---|\n| a long cell that must wrap | another long cell that wraps too |\n")
    #expect(lines.allSatisfy { TextWidth.width($0) <= 40 - 4 })
    #expect(
      lines.filter { !$0.isEmpty } == [
        "    ┌──────────────┬───────────────┐",
        "    │ a            │ b             │",
        "    ├──────────────┼───────────────┤",
        "    │ a long cell  │ another long  │",
        "    │ that must    │ cell that     │",
        "    │ wrap         │ wraps too     │",
        "    └──────────────┴───────────────┘",
      ])
  }

  @Test func overflowIsCutWithAMarker() throws {
    let list = (1...30).map { "- item \($0)" }.joined(separator: "\n")
    let lines = try frame(list, size: Size(width: 40, height: 10))
    #expect(lines[9] == "    • item 9                       ↓")
  }

  @Test func stepsHideWhatComesAfterAPause() throws {
    let markdown = "first\n\n<!-- pause -->\n\nsecond\n"
    #expect(try frame(markdown).filter { !$0.isEmpty } == ["    first"])
    #expect(
      try frame(markdown, at: Position(section: 0, page: 0, step: 1)).filter { !$0.isEmpty } == [
        "    first", "    second",
      ])
  }

  @Test func columnsSitSideBySide() throws {
    let lines = try frame(
      "<!-- column_layout: [1, 1] -->\n<!-- column: 0 -->\nleft text\n<!-- column: 1 -->\nright text\n<!-- reset_layout -->\n\nafter\n"
    )
    #expect(lines.filter { !$0.isEmpty } == ["    left text        right text", "    after"])
  }

  @Test func controlCharactersAreDrawnAsSymbols() throws {
    let lines = try frame("esc \u{1B}[31m bell \u{07} del \u{7F}\n")
    #expect(lines[1] == "    esc ␛[31m bell ␇ del ␡")
  }
}
