import SegueCore
import Testing

@testable import SegueRender

@Suite struct TransitionTests {
  /// A 10×3 canvas: a bar row, a content row filled with `glyph`, a dots row.
  func frame(_ glyph: String, bar: String) -> Canvas {
    var canvas = Canvas(width: 10, height: 3)
    canvas.put(bar, x: 0, y: 0, style: .plain)
    canvas.put(String(repeating: glyph, count: 10), x: 0, y: 1, style: .plain)
    canvas.put("dots", x: 0, y: 2, style: .plain)
    return canvas
  }

  @Test func forwardSlidesTheNewContentInFromTheRight() {
    let t = SlideTransition(
      from: frame("a", bar: "old"), to: frame("b", bar: "new"), direction: .forward, rows: 1..<2)
    let frames = t.frames(count: 4)
    #expect(frames.count == 4)
    #expect(frames.last == t.to)
    // The bar and dots show the new frame from the first frame on.
    #expect(frames.allSatisfy { $0.lines()[0] == "new" })
    let middle = t.frame(progress: 0.2).lines()[1]
    #expect(middle.hasPrefix("a"))
    #expect(middle.hasSuffix("b"))
    // Offsets only grow: the boundary between old and new moves left.
    let counts = frames.map { $0.lines()[1].filter { $0 == "b" }.count }
    #expect(counts == counts.sorted())
    #expect(counts.last == 10)
  }

  @Test func reverseSlidesTheNewContentInFromTheLeft() {
    let t = SlideTransition(
      from: frame("a", bar: "x"), to: frame("b", bar: "y"), direction: .reverse, rows: 1..<2)
    let middle = t.frame(progress: 0.2).lines()[1]
    #expect(middle.hasPrefix("b"))
    #expect(middle.hasSuffix("a"))
  }

  @Test func wideGlyphsAreNeverSplitAtTheSeam() {
    let from = frame("漢", bar: "")
    let to = frame("字", bar: "")
    let t = SlideTransition(from: from, to: to, direction: .forward, rows: 1..<2)
    for step in 1...20 {
      let canvas = t.frame(progress: Double(step) / 20)
      for x in 0..<canvas.width where canvas[x: x, y: 1].isContinuation {
        #expect(
          x > 0 && !canvas[x: x - 1, y: 1].isContinuation
            && TextWidth.width(canvas[x: x - 1, y: 1].grapheme) == 2)
      }
    }
  }

  @Test func differentSizesGiveNoFrames() {
    let t = SlideTransition(
      from: Canvas(width: 5, height: 3), to: Canvas(width: 6, height: 3), direction: .forward,
      rows: 0..<3)
    #expect(t.frames().isEmpty)
  }
}

@Suite struct OverlayTests {
  func deck(_ markdown: String) throws -> Deck {
    try #require(DeckParser.parse(markdown, fileName: "deck.md").deck)
  }

  @Test func overviewListsSectionsAndSlidesAndMoves() throws {
    let d = try deck("# A\n\n## A1\n\nx\n\n## A2\n\ny\n\n# B\n\n## B1\n\nz\n")
    var overview = OverviewOverlay(deck: d, current: Position(section: 0, page: 1))
    #expect(
      overview.entries.map(\.label) == [
        "1 A", "  1.1 A", "  1.2 A1", "  1.3 A2", "2 B", "  2.1 B", "  2.2 B1",
      ])
    #expect(overview.selectedPosition == Position(section: 0, page: 1))
    overview.move(2)
    #expect(overview.selectedPosition == Position(section: 1, page: 0))
    overview.move(10)
    #expect(overview.selectedPosition == Position(section: 1, page: 1))
    var canvas = Canvas(width: 50, height: 14)
    overview.draw(on: &canvas, theme: .dark)
    let lines = canvas.lines()
    #expect(lines.contains { $0.contains("╭─ Overview — ↑↓ Enter, Esc ") })
    #expect(lines.contains { $0.contains("│   2.2 B1") })
  }

  @Test func untitledSlidesAreNamedByTheirFirstLineOfText() throws {
    let d = try deck(
      "First words here\nand more.\n\n---\n\n- an item\n\n---\n\n```\n\n  let x = 1\n```\n\n---\n\n<!-- new_lines: 2 -->\n"
    )
    let labels = OverviewOverlay(deck: d, current: Position(section: 0, page: 0)).entries
      .map(\.label)
    #expect(
      labels.dropFirst() == [
        "  1.1 First words here and more.", "  1.2 an item", "  1.3 let x = 1",
      ])
  }

  @Test func helpListsEveryBinding() {
    var canvas = Canvas(width: 80, height: 24)
    HelpOverlay(bindings: [("q", "quit"), ("→", "next")], footer: "Esc closes this help").draw(
      on: &canvas, theme: .dark)
    let text = canvas.lines().joined(separator: "\n")
    #expect(text.contains("│ q  quit"))
    #expect(text.contains("│ →  next"))
    #expect(text.contains("Esc closes this help"))
  }

  @Test func bannerAndPrompt() {
    var canvas = Canvas(width: 40, height: 5)
    ErrorBanner(message: "talk.md:3:17: 'alignment' must be left, center or right").draw(
      on: &canvas, theme: .dark)
    PromptLine(text: ":2/3").draw(on: &canvas, theme: .dark)
    #expect(canvas.lines()[0] == " talk.md:3:17: 'alignment' must be lef…")
    #expect(canvas.lines()[4] == " :2/3")
  }
}
